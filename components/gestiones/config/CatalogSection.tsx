"use client";

import { Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { cn } from "@/components/ui/cn";

interface Entry {
  id: number;
  nombre: string;
  activo: boolean;
}

/**
 * One kind of catalog entry: its list (name, a line of detail, whether it is offered) with an edit
 * button each, and a button to add one; both open the entry's form in a dialog, and a save closes
 * it and reloads the page's data.
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
          {items.map((item) => (
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
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className={cn(wide && "max-w-5xl")}>
          <DialogTitle>{editing?.item ? `Editar: ${editing.item.nombre}` : addLabel}</DialogTitle>
          <DialogDescription>Los cambios se aplican a las gestiones nuevas.</DialogDescription>
          {editing && form(editing.item, saved)}
        </DialogContent>
      </Dialog>
    </section>
  );
}
