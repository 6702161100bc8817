"use client";

import { LocateFixed, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { describeLocation } from "@/lib/gestiones/location";
import type { GestionLocation } from "@/lib/gestiones/schema";

const LOCATION_TEXTS = {
  consent:
    "Si tocas «Usar mi ubicación», tu navegador te pedirá permiso y guardaremos tu posición con esta gestión; solo la verá la oficina.",
  locating: "Buscando tu ubicación…",
  denied: "No diste permiso para usar tu ubicación. Puedes crear la gestión sin ella.",
  failed: "No se pudo obtener tu ubicación. Puedes crear la gestión sin ella.",
  unsupported: "Tu navegador no puede compartir tu ubicación. Puedes crear la gestión sin ella.",
} as const;

type State = { kind: "idle" } | { kind: "locating" } | { kind: "problem"; message: string };

/**
 * 'Usar mi ubicación': optional; the one-line consent comes first, the browser's
 * own permission prompt only after the tap, and a refusal or failure leaves the form usable.
 */
export function LocationPicker({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: GestionLocation | null;
  onChange: (location: GestionLocation | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });

  const locate = () => {
    if (!("geolocation" in navigator)) {
      return setState({ kind: "problem", message: LOCATION_TEXTS.unsupported });
    }
    setState({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        onChange({
          latitud: Math.round(coords.latitude * 1e6) / 1e6,
          longitud: Math.round(coords.longitude * 1e6) / 1e6,
          precision_m: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy) : null,
        });
        setState({ kind: "idle" });
      },
      (problem) =>
        setState({
          kind: "problem",
          message:
            problem.code === problem.PERMISSION_DENIED
              ? LOCATION_TEXTS.denied
              : LOCATION_TEXTS.failed,
        }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const status =
    error ??
    (state.kind === "problem"
      ? state.message
      : state.kind === "locating"
        ? LOCATION_TEXTS.locating
        : value && `Ubicación agregada: ${describeLocation(value)}.`);

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-titulo`}>
      <p id={`${id}-titulo`} className="text-sm font-medium">
        Ubicación del problema (opcional)
      </p>
      <p id={`${id}-ayuda`} className="text-sm text-muted-foreground">
        {LOCATION_TEXTS.consent}
      </p>
      <div className="flex flex-wrap gap-2">
        {value ? (
          <Button
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            <X aria-hidden />
            Quitar ubicación
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"

            aria-describedby={`${id}-ayuda`}
            disabled={disabled || state.kind === "locating"}
            onClick={locate}
          >
            <LocateFixed aria-hidden />
            Usar mi ubicación
          </Button>
        )}
      </div>
      <p
        id={`${id}-estado`}
        aria-live="polite"
        className={`text-sm empty:hidden ${error || state.kind === "problem" ? "text-danger" : ""}`}
      >
        {status}
      </p>
    </div>
  );
}
