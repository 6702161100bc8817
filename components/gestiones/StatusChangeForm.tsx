"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { Textarea } from "@/components/ui/Textarea";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { changeStatusAction } from "@/lib/gestiones/actions";
import {
  GESTION_MESSAGES,
  GESTION_STATUSES,
  STATUS_LABELS,
  type GestionStatus,
} from "@/lib/gestiones/schema";

export interface PresetOption {
  id: number;
  nombre: string;
  body: string;
  to_status: string | null;
}

/**
 * Product.md §B.5, §7: the new status (any of the six, whatever the current one) and the comment the
 * citizen receives — a preset message (choosing one tied to a status also picks that status) or a
 * text of one's own.
 */
export function StatusChangeForm({
  gestionId,
  current,
  presets,
  onDone,
}: {
  gestionId: number;
  current: string;
  presets: PresetOption[];
  onDone?: () => void;
}) {
  const router = useRouter();
  const id = useId();
  const [status, setStatus] = useState<string>(current);
  const [mode, setMode] = useState<"preset" | "custom">(presets.length ? "preset" : "custom");
  const [presetId, setPresetId] = useState("");
  const [body, setBody] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  /** What is wrong with the comment (the preset chosen or the text written), shown beside it. */
  const [commentError, setCommentError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const { ref, focusFirstError } = useFocusFirstError();
  const chosen = presets.find((preset) => String(preset.id) === presetId);
  const commentErrorId = `${id}-comentario-error`;
  const commentInvalid = {
    "aria-invalid": commentError ? true : undefined,
    "aria-describedby": commentError ? commentErrorId : undefined,
  } as const;
  const rejectComment = (message: string) => {
    setCommentError(message);
    focusFirstError();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setCommentError(null);
    const to_status = status as GestionStatus;
    if (mode === "preset" && !presetId) return rejectComment(GESTION_MESSAGES.presetRequired);
    if (mode === "custom" && !body.trim()) return rejectComment(GESTION_MESSAGES.customRequired);
    start(async () => {
      const change =
        mode === "preset"
          ? { comment_mode: "preset" as const, to_status, preset_id: Number(presetId) }
          : { comment_mode: "custom" as const, to_status, body };
      const result = await changeStatusAction({ id: gestionId, change }).catch(() => null);
      if (!result?.ok) {
        if (result?.code === "VALIDATION") rejectComment(result.message);
        else setFailure("Error al cambiar estado.");
        return;
      }
      toast.success(result.data.message);
      setBody("");
      setPresetId("");
      onDone?.();
      router.refresh();
    });
  };

  return (
    <form
      ref={ref}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Cambiar estado"
    >
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-estado`}>Nuevo estado</Label>
        <Select
          id={`${id}-estado`}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          {GESTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="grid grid-cols-2 gap-x-3">
        <legend className="text-sm font-medium">Comentario para el ciudadano</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="radio"
            name={`${id}-modo`}
            checked={mode === "preset"}
            disabled={!presets.length}
            onChange={() => setMode("preset")}
            className="size-5"
          />
          Mensaje predefinido
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="radio"
            name={`${id}-modo`}
            checked={mode === "custom"}
            onChange={() => setMode("custom")}
            className="size-5"
          />
          Mensaje propio
        </label>
      </fieldset>
      {mode === "preset" ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-preset`}>Elige el mensaje</Label>
          <Select
            id={`${id}-preset`}
            {...commentInvalid}
            value={presetId}
            onChange={(event) => {
              setPresetId(event.target.value);
              const preset = presets.find((item) => String(item.id) === event.target.value);
              if (preset?.to_status) setStatus(preset.to_status);
            }}
          >
            <option value="">Selecciona un mensaje</option>
            {presets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.nombre}
              </option>
            ))}
          </Select>
          {chosen && (
            <p className="rounded-md bg-muted p-3 text-sm whitespace-pre-line">{chosen.body}</p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-comentario`}>Texto del mensaje</Label>
          <Textarea
            id={`${id}-comentario`}
            {...commentInvalid}
            value={body}
            maxLength={5_000}
            rows={4}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
      )}
      {commentError && (
        <p id={commentErrorId} role="alert" className="-mt-2 text-sm text-danger">
          {commentError}
        </p>
      )}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Guardando..." : "Cambiar estado"}
      </Button>
    </form>
  );
}
