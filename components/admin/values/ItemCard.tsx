"use client";

import { Pencil } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { DeleteButton } from "./DeleteButton";
import { EditorDialog } from "@/components/admin/EditorDialog";
import { ImageManager } from "./ImageManager";

/**
 * One listed item: its summary with 'Editar' (a dialog with its form) and 'Eliminar', and its
 * images when it has them. A save or a deletion calls `onChanged`.
 */
export function ItemCard({
  summary,
  editLabel,
  editTitle,
  remove,
  editForm,
  images,
  onChanged,
}: {
  summary: ReactNode;
  /** Accessible name of 'Editar'. */
  editLabel: string;
  /** The dialog's title: the button's name unless given. */
  editTitle?: string;
  remove: Omit<ComponentProps<typeof DeleteButton>, "onDeleted">;
  /** The dialog's form; `onSaved` shuts the dialog. */
  editForm: (onSaved: () => void) => ReactNode;
  images?: ComponentProps<typeof ImageManager>;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">{summary}</div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={editLabel}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
              Editar
            </Button>
            <DeleteButton {...remove} onDeleted={onChanged} />
          </div>
        </div>
        {images && (
          <ImageManager key={images.initial.map((image) => image.id).join(",")} {...images} />
        )}
      </CardContent>
      <EditorDialog
        open={editing}
        onClose={() => setEditing(false)}
        title={editTitle ?? editLabel}
        description="Modifica los campos y guarda los cambios."
      >
        {editForm(() => {
          setEditing(false);
          onChanged();
        })}
      </EditorDialog>
    </Card>
  );
}
