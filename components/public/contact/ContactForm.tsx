"use client";

import { useRef, useState, type FormEvent } from "react";
import { DraftActions } from "@/components/offline/DraftActions";
import { useDraft, type Delivery } from "@/components/offline/use-draft";
import type { ActionResult } from "@/lib/actions/result";
import { isNetworkError } from "@/lib/citizens/messages";
import { CONTACT_MESSAGES } from "@/lib/contact/messages";
import type { ContactMessageInput, ContactResult } from "@/lib/contact/schema";
import { ContactFields, type ContactErrors } from "./ContactFields";
import { formValues, typedOf, type Typed } from "./form-values";

type Field = keyof ContactMessageInput;
type Status = { kind: "success" | "error"; message: string; detail?: string } | null;

/** The shared zod schema, loaded when the visitor starts filling the form, not with the page. */
const loadSchema = () =>
  import("@/lib/contact/schema").then((module) => module.contactMessageInput);

/**
 * The contact form (product.md §C.5, §8): validated here and on the server with the same schema, sent
 * through a server action. Uncontrolled inputs and no form library: it is a form of the public
 * pages, whose scripts count against a phone's data (docs/benchmarks.md, "Page weight"). A filled honeypot pretends success without sending anything. What is
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
  const [errors, setErrors] = useState<ContactErrors>({});
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
    const next: ContactErrors = {};
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
        parsed.error.issues.map((problem) => ({
          field: String(problem.path[0]),
          msg: problem.message,
        })),
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
      <ContactFields errors={errors} />
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
