"use client";

import { Eye, Pencil, Power, RotateCcw, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { actionFailure } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button, buttonVariants } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { ActionResult } from "@/lib/actions/result";
import {
  deleteCitizenAction,
  restoreCitizenAction,
  setCitizenActiveAction,
} from "@/lib/citizens/actions";
import {
  CITIZEN_ADMIN_MESSAGES,
  CITIZENS_LIST,
  type CitizenAdminItem,
} from "@/lib/citizens/admin-schema";

type Operation = "activar" | "desactivar" | "eliminar" | "restaurar";

const { activated, deactivated, deleted, restored, statusFailed, operationFailed, restoreFailed } =
  CITIZEN_ADMIN_MESSAGES;

/** Each operation's question, button, outcome and failure text (product.md §B.8). */
function dialogOf(operation: Operation, name: string) {
  switch (operation) {
    case "activar":
      return {
        title: "Activar ciudadano",
        description: `¿Activar la cuenta de ${name}? Podrá volver a iniciar sesión.`,
        confirm: "Activar",
        pending: "Activando…",
        done: activated,
        failure: statusFailed,
      };
    case "desactivar":
      return {
        title: "Desactivar ciudadano",
        description: `¿Desactivar la cuenta de ${name}? No podrá iniciar sesión y se cerrarán sus sesiones abiertas.`,
        confirm: "Desactivar",
        pending: "Desactivando…",
        done: deactivated,
        failure: statusFailed,
      };
    case "eliminar":
      return {
        title: "Eliminar ciudadano",
        description: `¿Eliminar (soft delete) la cuenta de ${name}? Dejará de aparecer en la lista y se cerrarán sus sesiones; podrás restaurarla después.`,
        confirm: "Eliminar",
        pending: "Eliminando…",
        done: deleted,
        failure: operationFailed,
      };
    case "restaurar":
      return {
        title: "Restaurar ciudadano",
        description: `¿Restaurar la cuenta de ${name}? Volverá a la lista y, si está activa, podrá iniciar sesión.`,
        confirm: "Restaurar",
        pending: "Restaurando…",
        done: restored,
        failure: restoreFailed,
      };
  }
}

function run(operation: Operation, id: number): Promise<ActionResult<CitizenAdminItem>> {
  if (operation === "eliminar") return deleteCitizenAction({ id });
  if (operation === "restaurar") return restoreCitizenAction({ id });
  return setCitizenActiveAction({ id, active: operation === "activar" });
}

/**
 * Ver, Editar, Activar or Desactivar, Eliminar or Restaurar for one account; every change asks
 * first and, once done, the list is read again from the server.
 */
export function CitizenActions({ citizen }: { citizen: CitizenAdminItem }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [asking, setAsking] = useState<Operation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = citizen.nombre;
  const dialog = asking && dialogOf(asking, name);

  const ask = (operation: Operation) => {
    setFailure(null);
    setAsking(operation);
  };

  const confirm = () =>
    startTransition(async () => {
      if (!asking || !dialog) return;
      try {
        const result = await run(asking, citizen.id);
        if (!result.ok) {
          setFailure(`${dialog.failure}: ${result.message || `HTTP ${result.status}`}`);
          return;
        }
        setAsking(null);
        toast.success(dialog.done);
        router.refresh();
      } catch (error) {
        setFailure(`${dialog.failure}: ${actionFailure(error, operationFailed)}`);
      }
    });

  const small = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="flex flex-wrap gap-1.5">
      <Link
        href={`${CITIZENS_LIST.path}/${citizen.id}`}
        className={small}
        aria-label={`Ver a ${name}`}
      >
        <Eye aria-hidden />
        Ver
      </Link>
      {!citizen.anonimizado && (
        <>
          <Link
            href={`${CITIZENS_LIST.path}/${citizen.id}/editar`}
            className={small}
            aria-label={`Editar a ${name}`}
          >
            <Pencil aria-hidden />
            Editar
          </Link>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${citizen.activo ? "Desactivar" : "Activar"} a ${name}`}
            onClick={() => ask(citizen.activo ? "desactivar" : "activar")}
          >
            <Power aria-hidden />
            {citizen.activo ? "Desactivar" : "Activar"}
          </Button>
        </>
      )}
      {citizen.deleted_at === null ? (
        <Button
          variant="outline"
          size="sm"
          className="border-danger text-danger hover:bg-danger-soft"
          aria-label={`Eliminar a ${name}`}
          onClick={() => ask("eliminar")}
        >
          <Trash2 aria-hidden />
          Eliminar
        </Button>
      ) : (
        !citizen.anonimizado && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Restaurar a ${name}`}
            onClick={() => ask("restaurar")}
          >
            <RotateCcw aria-hidden />
            Restaurar
          </Button>
        )
      )}
      {dialog && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirm}
          pendingLabel={dialog.pending}
          destructive={asking === "eliminar" || asking === "desactivar"}
          pending={pending}
          onConfirm={confirm}
        >
          {failure && (
            <Alert variant="destructive" role="alert">
              {failure}
            </Alert>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
