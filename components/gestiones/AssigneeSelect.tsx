"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { assignAction } from "@/lib/gestiones/actions";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";

/** Who in the office answers the gestión; saved as soon as it is chosen. */
export function AssigneeSelect({
  gestionId,
  current,
  assignees,
}: {
  gestionId: number;
  current: number | null;
  assignees: { id: number; nombre: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(current === null ? "" : String(current));
  const [pending, start] = useTransition();
  const change = (next: string) => {
    const previous = value;
    setValue(next);
    start(async () => {
      const result = await assignAction({
        id: gestionId,
        admin_id: next ? Number(next) : null,
      }).catch(() => null);
      if (!result?.ok) {
        setValue(previous);
        toast.error(result?.message ?? "No se pudo asignar la gestión.");
        return;
      }
      toast.success(GESTION_MESSAGES.assigned);
      router.refresh();
    });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-responsable`}>Responsable</Label>
      <Select
        id={`${id}-responsable`}
        value={value}
        disabled={pending}
        onChange={(event) => change(event.target.value)}
      >
        <option value="">Sin asignar</option>
        {assignees.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.nombre}
          </option>
        ))}
      </Select>
    </div>
  );
}
