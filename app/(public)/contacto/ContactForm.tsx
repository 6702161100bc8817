"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { DraftActions } from "@/components/offline/DraftActions";
import { useDraft, type Delivery } from "@/components/offline/use-draft";
import type { ActionResult } from "@/lib/actions/result";
import { isNetworkError } from "@/lib/citizens/messages";
import {
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  dpiDigits,
  DPI_LENGTH,
  MESSAGE_MAX,
} from "@/lib/contact/messages";
import type { ContactMessageInput, ContactResult } from "@/lib/contact/schema";

type Field = keyof ContactMessageInput;
type Errors = Partial<Record<Field, string>>;
type Status = { kind: "success" | "error"; message: string; detail?: string } | null;

// Plain class strings: the public pages ship no class-merging library.
const control =
  "w-full rounded-md border border-input bg-white px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-danger sm:text-sm";

function FieldRow({
  id,
  label,
  error,
  hint,
  required,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${wide ? "sm:col-span-2" : ""}`}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        {required && (
          <span aria-hidden className="text-sm text-danger">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-ayuda`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Empty optional values are sent as null (product.md §C.5). */
function formValues(form: HTMLFormElement): ContactMessageInput {
  const values: Record<string, string | null> = {};
  for (const [key, value] of new FormData(form))
    values[key] = typeof value === "string" && value.trim() ? value : null;
  return values as ContactMessageInput;
}

/** What the draft keeps: the fields filled in (not the honeypot, not the default topic). */
type Typed = Record<string, string>;

function typedOf(form: HTMLFormElement): Typed {
  return Object.fromEntries(
    [...new FormData(form)].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" &&
        entry[1] !== "" &&
        entry[0] !== "website" &&
        !(entry[0] === "tema" && entry[1] === "Otros"),
    ),
  );
}

/** The shared zod schema, loaded when the visitor starts filling the form, not with the page. */
const loadSchema = () =>
  import("@/lib/contact/schema").then((module) => module.contactMessageInput);

/**
 * The contact form (product.md §C.5, §8): validated here and on the server with the same schema, sent
 * through a server action. A filled honeypot pretends success without sending anything. What is
 * typed is kept on the device as a draft, and a message sent without a connection is sent when the
 * signal returns (components/offline/use-draft.ts).
 */
export function ContactForm({
  action,
}: {
  action: (
    input: ContactMessageInput & { idempotency_key?: string },
  ) => Promise<ActionResult<ContactResult>>;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>(null);
  const [pending, setPending] = useState(false);
  const [typed, setTyped] = useState<Typed>({});
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const announce = (next: Status) => {
    setStatus(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const showErrors = (form: HTMLFormElement, list: { field: string; msg: string }[]) => {
    const next: Errors = {};
    for (const { field, msg } of list) next[field as Field] ??= msg;
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first)
      requestAnimationFrame(() => (form.elements.namedItem(first) as HTMLElement | null)?.focus());
  };

  const deliver = async (values: Typed, idempotencyKey: string): Promise<Delivery> => {
    const form = formRef.current!;
    setPending(true);
    try {
      const input = values as ContactMessageInput;
      const result = await action({ ...input, idempotency_key: idempotencyKey });
      if (!result.ok) {
        if (result.errors?.length) showErrors(form, result.errors);
        return result.message;
      }
      const { message, referencia } = result.data;
      announce({
        kind: "success",
        message,
        detail: referencia && CONTACT_MESSAGES.reference(referencia),
      });
      return null;
    } finally {
      setPending(false);
    }
  };

  const draft = useDraft({
    name: "contacto",
    values: typed,
    restore: (values) => {
      const form = formRef.current!;
      form.reset();
      for (const [name, value] of Object.entries(values)) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
          field.value = value;
        } else if (field instanceof HTMLSelectElement) field.value = value;
      }
      setTyped(values);
      setErrors({});
      // A restored draft may be sent without a field being touched: its checks load now.
      if (Object.keys(values).length) void loadSchema().catch(() => {});
    },
    deliver,
    noun: "mensaje",
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    setStatus(null);
    if (values.website) {
      form.reset();
      setErrors({});
      announce({ kind: "success", message: CONTACT_MESSAGES.honeypot });
      return;
    }
    let parsed;
    try {
      parsed = (await loadSchema()).safeParse(values);
    } catch (error) {
      // Offline before the checks loaded: queued all the same; the server checks it as it goes.
      if (!navigator.onLine) return void (await draft.send(typedOf(form)));
      announce({
        kind: "error",
        message: isNetworkError(error) ? CONTACT_MESSAGES.network : CONTACT_MESSAGES.sendFailed,
      });
      return;
    }
    if (!parsed.success) {
      showErrors(
        form,
        parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), msg: issue.message })),
      );
      return;
    }
    setErrors({});
    try {
      const refusal = await draft.send(typedOf(form));
      if (refusal === null || refusal === "queued") return;
      announce({
        kind: "error",
        message: CONTACT_MESSAGES.sendFailed,
        detail: refusal === CONTACT_MESSAGES.tooMany ? refusal : undefined,
      });
    } catch (error) {
      announce({
        kind: "error",
        message: isNetworkError(error) ? CONTACT_MESSAGES.network : CONTACT_MESSAGES.sendFailed,
      });
    }
  };

  const described = (id: string, field: Field, hint = false) =>
    [hint && `${id}-ayuda`, errors[field] && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const text = (
    id: string,
    field: Field,
    props: { required?: boolean; autoComplete?: string; type?: string; maxLength?: number } = {},
  ) => ({
    id,
    name: field,
    type: props.type ?? "text",
    autoComplete: props.autoComplete,
    maxLength: props.maxLength,
    "aria-required": props.required || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": described(id, field),
    className: `${control} min-h-10`,
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onInput={(event) => setTyped(typedOf(event.currentTarget))}
      onFocus={() => void loadSchema().catch(() => {})}
      noValidate
      aria-labelledby="contacto-formulario"
      className="flex flex-col gap-5"
    >
      <div ref={statusRef} tabIndex={-1} className="outline-none empty:hidden">
        {status && (
          <div
            role={status.kind === "error" ? "alert" : "status"}
            className={`rounded-md border px-4 py-3 text-sm ${status.kind === "success" ? "border-success/30 bg-success-soft text-success" : "border-danger/30 bg-danger-soft text-danger"}`}
          >
            <p className="font-semibold">{status.message}</p>
            {status.detail && <p className="mt-1">{status.detail}</p>}
          </div>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldRow
          id="contacto-primer-nombre"
          label="Primer nombre"
          error={errors.primer_nombre}
          required
        >
          <input
            {...text("contacto-primer-nombre", "primer_nombre", {
              required: true,
              autoComplete: "given-name",
              maxLength: 60,
            })}
          />
        </FieldRow>
        <FieldRow id="contacto-segundo-nombre" label="Segundo nombre" error={errors.segundo_nombre}>
          <input
            {...text("contacto-segundo-nombre", "segundo_nombre", {
              autoComplete: "additional-name",
              maxLength: 60,
            })}
          />
        </FieldRow>
        <FieldRow id="contacto-tercer-nombre" label="Tercer nombre" error={errors.tercer_nombre}>
          <input {...text("contacto-tercer-nombre", "tercer_nombre", { maxLength: 60 })} />
        </FieldRow>
        <FieldRow
          id="contacto-primer-apellido"
          label="Primer apellido"
          error={errors.primer_apellido}
          required
        >
          <input
            {...text("contacto-primer-apellido", "primer_apellido", {
              required: true,
              autoComplete: "family-name",
              maxLength: 60,
            })}
          />
        </FieldRow>
        <FieldRow
          id="contacto-segundo-apellido"
          label="Segundo apellido"
          error={errors.segundo_apellido}
        >
          <input {...text("contacto-segundo-apellido", "segundo_apellido", { maxLength: 60 })} />
        </FieldRow>
        <FieldRow
          id="contacto-dpi"
          label="DPI"
          error={errors.dpi}
          hint="Opcional: los 13 dígitos de tu DPI."
        >
          <input
            {...text("contacto-dpi", "dpi", { maxLength: DPI_LENGTH })}
            inputMode="numeric"
            aria-describedby={described("contacto-dpi", "dpi", true)}
            onChange={(event) => {
              event.currentTarget.value = dpiDigits(event.currentTarget.value);
            }}
          />
        </FieldRow>
        <FieldRow id="contacto-email" label="Correo electrónico" error={errors.email} required>
          <input
            {...text("contacto-email", "email", {
              required: true,
              type: "email",
              autoComplete: "email",
              maxLength: 254,
            })}
          />
        </FieldRow>
        <FieldRow id="contacto-telefono" label="Teléfono" error={errors.telefono}>
          <input
            {...text("contacto-telefono", "telefono", {
              type: "tel",
              autoComplete: "tel",
              maxLength: 30,
            })}
          />
        </FieldRow>
        <FieldRow id="contacto-municipio" label="Municipio" error={errors.municipio}>
          <input
            {...text("contacto-municipio", "municipio", {
              autoComplete: "address-level2",
              maxLength: 100,
            })}
          />
        </FieldRow>
        <FieldRow id="contacto-tema" label="Tema" error={errors.tema}>
          <select
            id="contacto-tema"
            name="tema"
            defaultValue="Otros"
            aria-invalid={errors.tema ? true : undefined}
            aria-describedby={described("contacto-tema", "tema")}
            className={`${control} min-h-10`}
          >
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        </FieldRow>
        <FieldRow id="contacto-mensaje" label="Mensaje" error={errors.mensaje} required wide>
          <textarea
            id="contacto-mensaje"
            name="mensaje"
            rows={6}
            maxLength={MESSAGE_MAX}
            aria-required
            aria-invalid={errors.mensaje ? true : undefined}
            aria-describedby={described("contacto-mensaje", "mensaje")}
            className={control}
          />
        </FieldRow>
      </div>
      <p className="text-sm text-muted-foreground">
        Te responderemos por correo electrónico. Los campos con{" "}
        <span aria-hidden className="text-danger">
          *
        </span>
        <span className="sr-only">asterisco</span> son obligatorios.
      </p>
      {/* Honeypot: invisible to people and skipped by keyboard; bots fill it. */}
      <div
        aria-hidden="true"
        style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
      >
        <label htmlFor="contacto-website">No llenes este campo</label>
        <input id="contacto-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <DraftActions draft={draft}>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-primary px-6 text-base font-medium text-white hover:bg-primary-hover disabled:opacity-60"
        >
          {pending ? "Enviando…" : "Enviar mensaje"}
        </button>
      </DraftActions>
    </form>
  );
}
