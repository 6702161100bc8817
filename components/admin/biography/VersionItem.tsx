"use client";

import { ChevronDown, ChevronUp, History } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { revertBiographyAction } from "@/lib/biography/actions";
import { callAction } from "@/components/admin/landing/call-action";
import { Alert } from "@/components/ui/Alert";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { getJson } from "@/components/ui/request";
import { Spinner } from "@/components/ui/Spinner";
import type { BiographyDetail, BiographyVersionSummary } from "@/lib/biography/schema";
import { formatDateTime } from "@/lib/format/display";
import { VersionDetails } from "./VersionDetails";

type Details =
  | { state: "closed" }
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "open"; item: BiographyDetail };

/** One version: number, active marker, date, details on demand, and revert for the others. */
export function VersionItem({ version }: { version: BiographyVersionSummary }) {
  const router = useRouter();
  const panelId = useId();
  const [details, setDetails] = useState<Details>({ state: "closed" });
  const [cached, setCached] = useState<BiographyDetail | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revertError, setRevertError] = useState<string | null>(null);
  const [reverting, startRevert] = useTransition();
  const open = details.state !== "closed";

  const toggle = async () => {
    if (open) return setDetails({ state: "closed" });
    if (cached) return setDetails({ state: "open", item: cached });
    setDetails({ state: "loading" });
    try {
      const { item } = await getJson<{ item: BiographyDetail }>(`/api/biografia/${version.id}`);
      setCached(item);
      setDetails({ state: "open", item });
    } catch (error) {
      setDetails({ state: "error", message: (error as Error).message });
    }
  };

  const revert = () =>
    startRevert(async () => {
      setRevertError(null);
      const result = await callAction(() => revertBiographyAction({ id: version.id }));
      if (result.ok) {
        setConfirming(false);
        router.refresh();
      } else setRevertError(`Error al revertir: ${result.message}`);
    });

  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              Versión {version.version}
              {version.es_activa && <Badge variant="success">(Activa)</Badge>}
            </h2>
            <p className="text-sm text-muted-foreground">
              Actualizada el{" "}
              <time dateTime={version.fecha_actualizacion}>
                {formatDateTime(version.fecha_actualizacion)}
              </time>
            </p>
            {version.slogan && <p className="text-sm italic">«{version.slogan}»</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => void toggle()}
            >
              {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
              {open ? "Ocultar detalles" : "Ver detalles"}
            </Button>
            {!version.es_activa && (
              <Button size="sm" onClick={() => setConfirming(true)}>
                <History aria-hidden />
                Revertir a esta versión
              </Button>
            )}
          </div>
        </div>
        <div id={panelId} hidden={!open}>
          {details.state === "loading" && <Spinner label="Cargando detalles…" />}
          {details.state === "error" && (
            <Alert variant="destructive" role="alert">
              Error al obtener detalles: {details.message}
            </Alert>
          )}
          {details.state === "open" && <VersionDetails item={details.item} />}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          if (!next) setRevertError(null);
        }}
        title={`Revertir a la Versión ${version.version}`}
        description="¿Revertir esta versión como la activa?"
        confirmLabel="Revertir"
        pendingLabel="Revirtiendo..."
        pending={reverting}
        onConfirm={revert}
      >
        {revertError && (
          <Alert variant="destructive" role="alert">
            {revertError}
          </Alert>
        )}
      </ConfirmDialog>
    </Card>
  );
}
