import { CONTACT_TOPICS, dpiDigits, DPI_LENGTH, MESSAGE_MAX } from "@/lib/contact/messages";
import type { ContactMessageInput } from "@/lib/contact/schema";
import { control, FieldRow } from "./FieldRow";

export type ContactErrors = Partial<Record<keyof ContactMessageInput, string>>;
type Field = keyof ContactMessageInput;

/**
 * The contact form's fields (product.md §C.5), uncontrolled: the form reads them on submit and
 * as the person types (for the draft). The honeypot last, out of sight and out of the tab order.
 */
export function ContactFields({ errors }: { errors: ContactErrors }) {
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
    <>
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
    </>
  );
}
