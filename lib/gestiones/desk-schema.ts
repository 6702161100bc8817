import { z } from "zod";
import { toE164 } from "@/lib/channels/phone";
import { always, checkLocation, departmentField, dpiField, emailValue, optionalName, personName } from "@/lib/citizens/schema";
import { idSchema } from "@/lib/validation/fields";
import { DESK_CHANNELS } from "@/lib/gestiones/origin-channels";
import { gestionCreateInput } from "@/lib/gestiones/schema";

// The office files a gestión for someone who called, wrote or came to its desk: the person found
// among the accounts, or registered on the spot without a password (they may claim the account
// later). Client-safe: the desk form checks with these schemas too. The office's words, not the
// citizen's: "la persona", never "tu".

export const DESK_MESSAGES = {
  nombre: "Escribe el primer nombre de la persona.",
  apellido: "Escribe el primer apellido de la persona.",
  departamento: "Selecciona el departamento de la persona.",
  municipio: "Selecciona el municipio de la persona.",
  telefono: "Escribe un teléfono de Guatemala: 8 dígitos que empiezan con 2 a 7.",
  contacto: "Escribe un teléfono o un correo electrónico para avisarle a la persona.",
  ciudadano: "Busca a la persona o registra sus datos.",
  camposDeMas: "Los datos de la persona tienen campos que no se piden.",
  canal: "Indica por qué canal llegó la gestión (teléfono, presencial, WhatsApp o correo).",
  ciudadanoDesconocido: "Esa persona no existe o su cuenta está desactivada.",
  dpiTomado: "Ya hay una persona con ese DPI: búscala por su DPI.",
  telefonoTomado: "Ya hay una persona con ese teléfono: búscala por su teléfono.",
  correoTomado: "Ya hay una persona con ese correo electrónico: búscala por su correo.",
  busqueda: "Escribe al menos 2 caracteres: DPI, teléfono o nombre.",
  creada: (folio: string) => `Gestión ${folio} registrada.`,
} as const;

/** A Guatemalan number in E.164; blank or missing is no number. */
const optionalPhone = z
  .union([z.string(), z.null()], { error: DESK_MESSAGES.telefono })
  .optional()
  .transform((value, ctx) => {
    const typed = value?.trim();
    if (!typed) return null;
    const e164 = toE164(typed);
    if (!e164) ctx.addIssue({ code: "custom", message: DESK_MESSAGES.telefono });
    return e164;
  });

const blankAsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && !value.trim())
    ? null
    : value;

/** A person registered at the desk: names, where they live, and a phone or an e-mail to reach them. */
const deskPersonInput = z
  .strictObject(
    {
      primer_nombre: personName(DESK_MESSAGES.nombre),
      segundo_nombre: optionalName,
      primer_apellido: personName(DESK_MESSAGES.apellido),
      segundo_apellido: optionalName,
      dpi: z.preprocess(blankAsNull, dpiField(DESK_MESSAGES.ciudadano).nullable()),
      telefono: optionalPhone,
      correo: z.preprocess(blankAsNull, emailValue(DESK_MESSAGES.contacto).nullable()),
      departamento: departmentField(DESK_MESSAGES.departamento),
      municipio: z
        .string({ error: DESK_MESSAGES.municipio })
        .trim()
        .min(1, DESK_MESSAGES.municipio)
        .max(120),
    },
    {
      error: (problem) =>
        problem.code === "unrecognized_keys" ? DESK_MESSAGES.camposDeMas : DESK_MESSAGES.ciudadano,
    },
  )
  .check(
    z.superRefine(checkLocation, always),
    z.superRefine((value, ctx) => {
      if (value && !value.telefono && !value.correo) {
        ctx.addIssue({ code: "custom", path: ["telefono"], message: DESK_MESSAGES.contacto });
      }
    }, always),
  );
export type DeskPersonInput = z.input<typeof deskPersonInput>;
export type DeskPerson = z.output<typeof deskPersonInput>;

const foundCitizen = z.strictObject(
  { id: idSchema },
  { error: () => DESK_MESSAGES.ciudadanoDesconocido },
);

/**
 * Whom the gestión is for: an account found at the desk ({ id }) or a person registered there. An
 * object with an id is the first; anything else is checked as a person, so each missing field is
 * named rather than one message for the whole choice.
 */
const deskCitizenInput = z
  .unknown()
  .transform((value, ctx): z.output<typeof foundCitizen> | DeskPerson => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: "custom", message: DESK_MESSAGES.ciudadano });
      return z.NEVER;
    }
    const parsed = ("id" in value ? foundCitizen : deskPersonInput).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  })
  .meta({
    description:
      "La persona: { id } de una cuenta encontrada, o sus datos para registrarla sin contraseña.",
    oneOf: [
      z.toJSONSchema(foundCitizen, { io: "input" }),
      z.toJSONSchema(deskPersonInput, { io: "input", unrepresentable: "any" }),
    ],
  });

/**
 * POST /api/portal/admin/gestiones: the person, the procedure and the answers to its form (checked
 * as the portal checks them), and the channel it came through.
 */
export const deskGestionInput = gestionCreateInput
  .pick({ categoria_id: true, template_id: true, titulo: true, data: true })
  .extend({
    ciudadano: deskCitizenInput,
    canal_origen: z.enum(DESK_CHANNELS, { error: DESK_MESSAGES.canal }),
  });
export type DeskGestionInput = z.input<typeof deskGestionInput>;

/** The desk's search for a person: DPI, phone or name. */
export const deskCitizenSearch = z.object({
  q: z
    .string({ error: DESK_MESSAGES.busqueda })
    .trim()
    .min(2, DESK_MESSAGES.busqueda)
    .max(100, "La búsqueda es demasiado larga."),
});

/** An account as the desk's search shows it: enough to tell two people apart, nothing more. */
export interface DeskCitizenMatch {
  id: number;
  nombre: string;
  dpi: string | null;
  telefono: string | null;
  correo: string | null;
  municipio: string | null;
  departamento: string | null;
  /** Whether the person has set a password (signs in to the portal) or not yet. */
  con_cuenta: boolean;
}

/** What the desk filing answers: the case, whom it is for, and where its receipt is printed. */
export interface DeskFiling {
  id: number;
  folio: string;
  citizen_id: number | null;
  comprobante: string;
}
