"use client";

import { useId, useState, useTransition } from "react";
import { actionFailure } from "@/components/admin/server-errors";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { findDeskCitizensAction } from "@/lib/citizens/actions";
import type { DeskCitizenMatch } from "@/lib/gestiones/desk-schema";

/**
 * The person the desk files for, found by DPI, phone or name: up to ten live accounts to choose
 * from, each with what tells two namesakes apart.
 */
export function DeskCitizenPicker({
  chosen,
  onChoose,
  error,
}: {
  chosen: DeskCitizenMatch | null;
  onChoose: (citizen: DeskCitizenMatch) => void;
  error?: string;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const [matches, setMatches] = useState<DeskCitizenMatch[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const search = () =>
    startTransition(async () => {
      setProblem(null);
      try {
        const result = await findDeskCitizensAction({ q });
        if (!result.ok) return setProblem(result.message);
        setMatches(result.data);
      } catch (failure) {
        setProblem(actionFailure(failure, "No se pudo buscar. Intenta de nuevo."));
      }
    });

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>Buscar por DPI, teléfono o nombre</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={100}
            autoComplete="off"
            aria-describedby={message ? `${id}-error` : undefined}
            aria-invalid={message ? true : undefined}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                search();
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={search} disabled={pending}>
            {pending ? "Buscando…" : "Buscar"}
          </Button>
        </div>
        {message && (
          <p id={`${id}-error`} className="text-sm text-danger">
            {message}
          </p>
        )}
      </div>
      {matches && (
        <div aria-live="polite">
          {matches.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nadie coincide. Registra a la persona con sus datos.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Personas encontradas">
              {matches.map((match) => (
                <li
                  key={match.id}
                  className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="text-sm">
                    <p className="font-medium">{match.nombre}</p>
                    <p className="text-muted-foreground">
                      {[
                        match.dpi && `DPI ${match.dpi}`,
                        match.telefono,
                        match.correo,
                        match.municipio && `${match.municipio}, ${match.departamento}`,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    variant={chosen?.id === match.id ? "primary" : "outline"}
                    aria-pressed={chosen?.id === match.id}
                    onClick={() => onChoose(match)}
                  >
                    {chosen?.id === match.id ? "Elegida" : "Elegir"}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
