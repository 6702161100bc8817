"use client";

import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./Dialog";
import { DialogActions } from "@/components/ui/DialogActions";

/**
 * A question before an action (destructive or not): title, question, Cancelar and the action's own
 * button. Focus stays inside; Escape, the overlay and Cancelar close it. `children` shows extra
 * content such as the error of a failed attempt.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancelar",
  destructive = false,
  pending = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="text-base text-foreground">{description}</DialogDescription>
        {children}
        <DialogActions
          label={confirmLabel}
          pendingLabel={pendingLabel}
          cancelLabel={cancelLabel}
          destructive={destructive}
          pending={pending}
          onAction={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}
