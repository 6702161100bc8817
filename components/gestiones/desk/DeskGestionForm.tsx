"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { actionFailure, applyServerErrors } from "@/components/admin/server-errors";
import { Button } from "@/components/ui/Button";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { fileDeskGestionAction } from "@/lib/gestiones/actions";
import type { DeskCitizenMatch, DeskPersonInput } from "@/lib/gestiones/desk-schema";
import type { GestionMeta } from "@/lib/gestiones/dto";
import { CHANNEL_LABELS, DESK_CHANNELS, type DeskChannel } from "@/lib/gestiones/origin-channels";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { DynamicField } from "../DynamicField";
import { ProcedureSelects } from "../ProcedureSelects";
import { useProcedureChoice } from "../use-procedure-choice";
import { DeskCitizenPicker } from "./DeskCitizenPicker";
import { DeskPersonFields } from "./DeskPersonFields";

type Errors = Record<string, string>;

const BLANK_PERSON: DeskPersonInput = {
  primer_nombre: "",
  segundo_nombre: "",
  primer_apellido: "",
  segundo_apellido: "",
  dpi: "",
  telefono: "",
  correo: "",
  departamento: "",
  municipio: "",
};

/**
 * 'Registrar gestión' (product.md §B.2): the person (found, or registered with their data), the
 * procedure and its fields, and the channel the case came through. The server checks everything
 * and answers each field's problem; a filed case opens its receipt to print.
 */
export function DeskGestionForm({ meta }: { meta: GestionMeta }) {
  const router = useRouter();
  const id = useId();
  const person = useForm<DeskPersonInput>({ defaultValues: BLANK_PERSON });
  const [mode, setMode] = useState<"buscar" | "nueva">("buscar");
  const [chosen, setChosen] = useState<DeskCitizenMatch | null>(null);
  const procedure = useProcedureChoice(meta);
  const { categoria, template, answers, fields } = procedure;
  const [canal, setCanal] = useState<DeskChannel | "">("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const key = useRef<string | null>(null);
  const { ref: formRef, focusFirstError } = useFocusFirstError();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    person.clearErrors();
    key.current ??= crypto.randomUUID();
    const idempotencyKey = key.current;
    startTransition(async () => {
      try {
        const result = await fileDeskGestionAction({
          ciudadano:
            mode === "buscar" ? (chosen ? { id: chosen.id } : undefined) : person.getValues(),
          categoria_id: categoria,
          template_id: template,
          data: Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim())),
          // An unmarked channel is the server's to refuse, in its own words.
          canal_origen: canal as DeskChannel,
          idempotency_key: idempotencyKey,
        });
        if (!result.ok) {
          const found: Errors = {};
          for (const item of result.errors ?? []) {
            const field = item.field.replace(/^data\./, "");
            if (!item.field.startsWith("ciudadano.")) found[field] ??= item.msg;
            else if (mode === "buscar") found.ciudadano ??= item.msg;
          }
          if (mode === "nueva") applyServerErrors(person.setError, result.errors, "ciudadano.");
          setErrors(found);
          setFailure(result.message || GESTION_MESSAGES.createFailed);
          return focusFirstError();
        }
        key.current = null;
        toast.success(result.data.message);
        router.push(result.data.comprobante);
      } catch (error) {
        setFailure(actionFailure(error, GESTION_MESSAGES.createFailed));
      }
    });
  };

  return (
    <FormProvider {...person}>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label="Registrar gestión"
        className="flex flex-col gap-6"
      >
        <ErrorAlert message={failure} />
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">Persona</legend>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Cómo indicar a la persona">
            <Button
              variant={mode === "buscar" ? "primary" : "outline"}
              aria-pressed={mode === "buscar"}
              onClick={() => setMode("buscar")}
            >
              Buscar a la persona
            </Button>
            <Button
              variant={mode === "nueva" ? "primary" : "outline"}
              aria-pressed={mode === "nueva"}
              onClick={() => setMode("nueva")}
            >
              Registrar a una persona nueva
            </Button>
          </div>
          {mode === "buscar" ? (
            <DeskCitizenPicker chosen={chosen} onChoose={setChosen} error={errors.ciudadano} />
          ) : (
            <DeskPersonFields />
          )}
        </fieldset>

        <fieldset disabled={pending} className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">Trámite</legend>
          <ProcedureSelects id={id} errors={errors} {...procedure.selects} />
          {fields.map((field) => (
            <DynamicField
              key={field.key}
              idPrefix={id}
              field={field}
              value={answers[field.key] ?? ""}
              error={errors[field.key]}
              onChange={(value) => procedure.answer(field.key, value)}
            />
          ))}
        </fieldset>

        <fieldset
          disabled={pending}
          className="flex flex-col gap-2"
          aria-describedby={errors.canal_origen ? `${id}-canal-error` : undefined}
        >
          <legend className="mb-2 text-lg font-semibold">Canal por el que llegó</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {DESK_CHANNELS.map((channel) => (
              <label key={channel} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="canal_origen"
                  value={channel}
                  checked={canal === channel}
                  onChange={() => setCanal(channel)}
                  className="size-4"
                />
                {CHANNEL_LABELS[channel]}
              </label>
            ))}
          </div>
          {errors.canal_origen && (
            <p id={`${id}-canal-error`} className="text-sm text-danger">
              {errors.canal_origen}
            </p>
          )}
        </fieldset>

        <Button type="submit" disabled={pending} className="self-start">
          {pending ? "Registrando…" : "Registrar gestión"}
        </Button>
      </form>
    </FormProvider>
  );
}
