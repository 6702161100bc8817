"use client";

import { LogOut, MonitorSmartphone } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/Alert";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { ActionResult } from "@/lib/actions/result";
import { endOtherSessionsAction, endSessionAction } from "@/lib/auth/actions";
import {
  SESSION_LIST_LIMIT,
  SESSION_MESSAGES,
  type SessionItem,
  type SessionList,
} from "@/lib/auth/session-schema";
import { formatDateTime } from "@/lib/format/display";

const FAILED = "No se pudo cerrar la sesión. Intenta de nuevo.";

/**
 * 'Sesiones activas' of /admin/perfil and /portal/perfil: the account's open sessions (device,
 * address, start, last activity, 'Esta sesión' on the current one), 'Cerrar sesión' beside each
 * other one and 'Cerrar las demás sesiones' after a confirmation.
 */
export function ActiveSessions({ list }: { list: SessionList }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const others = list.items.filter((item) => !item.current).length;

  const run = <T,>(call: () => Promise<ActionResult<T>>, done: string) => {
    setError(null);
    startTransition(async () => {
      const result = await call().catch(() => null);
      setConfirming(false);
      // A session that ended meanwhile: the page's own guard takes over.
      if (result?.ok || result?.code === "UNAUTHENTICATED") {
        if (result.ok) toast.success(done);
        router.refresh();
      } else setError(result?.message || FAILED);
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {error && (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      )}
      <ul className="flex flex-col divide-y divide-border" aria-label="Sesiones activas">
        {list.items.map((item) => (
          <SessionRow
            key={item.id}
            item={item}
            pending={pending}
            onEnd={() => run(() => endSessionAction({ id: item.id }), SESSION_MESSAGES.ended)}
          />
        ))}
      </ul>
      {list.total > list.items.length && (
        <p className="text-sm text-muted-foreground">
          Se muestran las {SESSION_LIST_LIMIT} sesiones con actividad más reciente de {list.total}.
        </p>
      )}
      {others > 0 && (
        <>
          <Button
            variant="outline"
            className="self-start"
            disabled={pending}
            onClick={() => setConfirming(true)}
          >
            <LogOut aria-hidden />
            Cerrar las demás sesiones
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Cerrar las demás sesiones"
            description="Se cerrarán todas tus sesiones excepto esta. Quien las use tendrá que volver a iniciar sesión."
            confirmLabel="Cerrar las demás sesiones"
            pendingLabel="Cerrando…"
            destructive
            pending={pending}
            onConfirm={() => run(() => endOtherSessionsAction({}), SESSION_MESSAGES.othersEnded)}
          />
        </>
      )}
    </div>
  );
}

function SessionRow({
  item,
  pending,
  onEnd,
}: {
  item: SessionItem;
  pending: boolean;
  onEnd: () => void;
}) {
  const labelId = `sesion-${item.id}`;
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <MonitorSmartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span id={labelId}>{item.device}</span>
            {item.current && <Badge variant="success">Esta sesión</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            <span className="break-all">{item.ip ? `IP ${item.ip}` : "IP desconocida"}</span> ·{" "}
            <span className="whitespace-nowrap">Inicio: {formatDateTime(item.created_at)}</span> ·{" "}
            <span className="whitespace-nowrap">
              Última actividad: {formatDateTime(item.last_seen_at)}
            </span>
          </p>
        </div>
      </div>
      {!item.current && (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          aria-describedby={labelId}
          disabled={pending}
          onClick={onEnd}
        >
          Cerrar sesión
        </Button>
      )}
    </li>
  );
}
