"use client";

import { Button } from "./Button";
import { DialogClose, DialogFooter } from "./Dialog";

/**
 * A dialog's footer: Cancelar, which closes it, and its one action, both held while the action is
 * pending. Without `onAction` the action submits the dialog's form.
 */
export function DialogActions({
  label,
  pendingLabel = label,
  pending = false,
  destructive = false,
  cancelLabel = "Cancelar",
  onAction,
}: {
  label: string;
  pendingLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  cancelLabel?: string;
  onAction?: () => void;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="ghost" disabled={pending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={onAction ? "button" : "submit"}
        variant={destructive ? "destructive" : "primary"}
        disabled={pending}
        onClick={onAction}
      >
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
