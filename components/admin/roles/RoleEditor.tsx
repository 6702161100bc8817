"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { EDITABLE_CEILING, SIGN_IN_ONLY, type Permission } from "@/lib/auth/permissions";
import { saveRoleAction } from "@/lib/roles/actions";
import { PERMISSION_LABELS, ROLE_PRESETS, type RolePreset } from "@/lib/roles/labels";
import type { RoleView } from "@/lib/roles/queries";
import { ROLE_MESSAGES } from "@/lib/roles/schema";

const FAILURE = "No se pudieron guardar los permisos. Intenta de nuevo.";

/** One UserAdminNivel role: its description and a box per permission, a preset to start from. */
export function RoleEditor({ role }: { role: RoleView }) {
  const id = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(new Set(role.permisos));
  const [description, setDescription] = useState(role.descripcion);

  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(permission);
    else next.delete(permission);
    setChosen(next);
  };
  const apply = (preset: RolePreset) => {
    setChosen(new Set(preset.permissions));
    setDescription(preset.description);
  };
  const save = () =>
    startTransition(async () => {
      const result = await runAction(
        () => saveRoleAction({ rol: role.rol, permisos: [...chosen], descripcion: description }),
        FAILURE,
      );
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(`${ROLE_MESSAGES.saved} (${role.rol})`);
      router.refresh();
    });

  return (
    <Card>
      <section aria-labelledby={`${id}-title`}>
        <CardHeader>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {role.rol}
          </h2>
          <CardDescription>{role.descripcion}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium" id={`${id}-presets`}>
              Empezar con una plantilla
            </p>
            <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-presets`}>
              {ROLE_PRESETS.map((preset) => (
                <Button
                  key={preset.key}
                  variant="outline"
                  size="sm"
                  onClick={() => apply(preset)}
                  aria-label={`Plantilla ${preset.name} para ${role.rol}`}
                >
                  {preset.name}
                </Button>
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-description`}>Descripción del rol</Label>
            <Textarea
              id={`${id}-description`}
              rows={2}
              maxLength={300}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Qué puede ver y hacer</legend>
            {EDITABLE_CEILING.map((permission) => {
              const kept = SIGN_IN_ONLY.includes(permission);
              return (
                <label key={permission} className="flex min-h-8 items-start gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={kept || chosen.has(permission)}
                    disabled={kept}
                    onChange={(event) => toggle(permission, event.target.checked)}
                  />
                  <span>
                    {PERMISSION_LABELS[permission]}
                    {kept && <span className="text-muted-foreground"> (todos los roles)</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
          <Button className="self-start" onClick={save} disabled={pending}>
            {pending ? "Guardando..." : `Guardar permisos de ${role.rol}`}
          </Button>
        </CardContent>
      </section>
    </Card>
  );
}
