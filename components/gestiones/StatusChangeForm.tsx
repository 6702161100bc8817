"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { rawResolver } from "@/components/admin/raw-resolver";
import { isConnectionFailure } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { Textarea } from "@/components/ui/Textarea";
import { changeStatusAction } from "@/lib/gestiones/actions";
import {
  GESTION_STATUSES,
  STATUS_LABELS,
  statusChangeInput,
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
interface StatusChangeFields {
  to_status: string;
  comment_mode: "preset" | "custom";
  preset_id: string;
  body: string;
}

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
  const { register, handleSubmit, control, setValue, setError, resetField, formState } =
    useForm<StatusChangeFields>({
      resolver: rawResolver(statusChangeInput),
      defaultValues: {
        to_status: current,
        comment_mode: presets.length ? "preset" : "custom",
        preset_id: "",
        body: "",
      },
    });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const mode = useWatch({ control, name: "comment_mode" });
  const presetId = useWatch({ control, name: "preset_id" });
  const commentField = mode === "preset" ? "preset_id" : "body";
  const chosen = presets.find((preset) => String(preset.id) === presetId);
  /** What is wrong with the comment (the preset chosen or the text written), shown beside it. */
  const commentError = formState.errors[commentField]?.message;
  const commentErrorId = `${id}-comentario-error`;
  const commentInvalid = {
    "aria-invalid": commentError ? true : undefined,
    "aria-describedby": commentError ? commentErrorId : undefined,
  } as const;
  const presetField = register("preset_id", {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      const preset = presets.find((item) => String(item.id) === event.target.value);
      if (preset?.to_status) setValue("to_status", preset.to_status);
    },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    const to_status = values.to_status as GestionStatus;
    const change =
      values.comment_mode === "preset"
        ? { comment_mode: "preset" as const, to_status, preset_id: Number(values.preset_id) }
        : { comment_mode: "custom" as const, to_status, body: values.body };
    start(async () => {
      let result;
      try {
        result = await changeStatusAction({ id: gestionId, change });
      } catch (error) {
        // No answer at all, or one that was not the action's result (product.md §B.8).
        return setFailure(
          isConnectionFailure(error) ? "Error de red." : "Error al cambiar estado.",
        );
      }
      if (!result.ok) {
        if (result.code === "VALIDATION")
          setError(
            commentField,
            { type: "server", message: result.message },
            { shouldFocus: true },
          );
        else setFailure("Error al cambiar estado.");
        return;
      }
      toast.success(result.data.message);
      resetField("body");
      resetField("preset_id");
      onDone?.();
      router.refresh();
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Cambiar estado">
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-estado`}>Nuevo estado</Label>
        <Select id={`${id}-estado`} {...register("to_status")}>
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
            value="preset"
            disabled={!presets.length}
            {...register("comment_mode")}
            className="size-5"
          />
          Mensaje predefinido
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="radio" value="custom" {...register("comment_mode")} className="size-5" />
          Mensaje propio
        </label>
      </fieldset>
      {mode === "preset" ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-preset`}>Elige el mensaje</Label>
          <Select id={`${id}-preset`} {...commentInvalid} {...presetField}>
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
            {...register("body")}
            maxLength={5_000}
            rows={4}
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
