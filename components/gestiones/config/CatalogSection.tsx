"use client";

import { Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { EditorDialog } from "@/components/admin/EditorDialog";
import { cn } from "@/components/ui/cn";

interface Entry {
  id: number;
  nombre: string;
  activo: boolean;
}

/**
 * One kind of catalog entry: its list (name, a line of detail, whether it is offered) with an edit
 * button each, and a button to add one; both open the entry's form in a dialog, and a save closes
 * it and reloads the page's data. The list follows each entry's 'Orden' (the portal's order), but an
 * entry added on this screen shows at the top, where the person who added it looks, until the page
 * is opened again.
 */
export function CatalogSection<T extends Entry>({
  title,
  addLabel,
  empty,
  items,
  detail,
  form,
  wide = false,
}: {
  title: string;
  addLabel: string;
  empty: string;
  items: T[];
  detail: (item: T) => ReactNode;
  form: (item: T | undefined, saved: () => void) => ReactNode;
  wide?: boolean;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const [listed] = useState(() => new Set(items.map((item) => item.id)));
  const added = items.filter((item) => !listed.has(item.id)).sort((a, b) => b.id - a.id);
  const shown = [...added, ...items.filter((item) => listed.has(item.id))];
  const saved = () => {
    setEditing(null);
    router.refresh();
  };
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <Button className="self-start" onClick={() => setEditing({})}>
        <Plus aria-hidden />
        {addLabel}
      </Button>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-white">
          {shown.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {item.nombre}
                  {!item.activo && <Badge variant="outline">Inactivo</Badge>}
                </p>
                <div className="text-sm text-muted-foreground">{detail(item)}</div>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Editar ${item.nombre}`}
                onClick={() => setEditing({ item })}
              >
                <Pencil aria-hidden />
                Editar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <EditorDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.item ? `Editar: ${editing.item.nombre}` : addLabel}
        description="Los cambios se aplican a las gestiones nuevas."
        className={cn(wide && "max-w-5xl")}
      >
        {editing && form(editing.item, saved)}
      </EditorDialog>
    </section>
  );
}
