"use client";

import { Trash2 } from "lucide-react";
import { useState, useTransition } from "react";
import { callAction } from "@/components/admin/landing/call-action";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { ActionResult } from "@/lib/actions/result";

/** 'Eliminar' with its confirmation; the failure text stays in the dialog. */
export function DeleteButton({
  label,
  title,
  question,
  failure,
  run,
  onDeleted,
  iconOnly = false,
}: {
  /** Accessible name, starting with the visible "Eliminar". */
  label: string;
  title: string;
  question: string;
  failure: string;
  run: () => Promise<ActionResult<unknown>>;
  onDeleted: () => void;
  iconOnly?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      setError(null);
      const result = await callAction(run);
      if (!result.ok) return setError(failure);
      setOpen(false);
      onDeleted();
    });

  return (
    <>
      <Button
        variant={iconOnly ? "destructive" : "outline"}
        size={iconOnly ? "icon" : "sm"}
        aria-label={label}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        className={iconOnly ? "size-9" : "border-danger text-danger hover:bg-danger-soft"}
      >
        <Trash2 aria-hidden />
        {!iconOnly && "Eliminar"}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={question}
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        destructive
        pending={pending}
        onConfirm={confirm}
      >
        {error && (
          <Alert variant="destructive" role="alert">
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
