import { z } from "zod";
import {
  blankAsMissing,
  isSafeUrl,
  optionalText,
  requiredRef,
  requiredText,
} from "@/lib/validation/fields";

// The values area: a commitment with ethical values, formal commitments, messages and visual
// elements (product.md §B.3, §5, §7, §8). Client-safe: the screens use these schemas too.

export const VALUES_MESSAGES = {
  introRequired: "Debes ingresar al menos un campo de la introducción.",
  valorTitle: "El título es obligatorio.",
  valorCompromiso: "Falta 'compromisoId'",
  selectCompromiso: "Primero selecciona un compromiso.",
  formalTitleCreate: "Escribe un título.",
  formalTitleEdit: "El título es requerido.",
  messageText: "Escribe el mensaje.",
  imageRequired: "Selecciona una imagen primero.",
  formalImageType: "Formato no permitido. Usa JPG, PNG o WEBP.",
  formalImageSize: "La imagen excede 5MB.",
  visualSource: "Proporciona un archivo o una URL.",
  visualType: "Selecciona un tipo válido (foto, icono o video).",
  visualVideoUrl: "La URL del video debe ser de YouTube, Vimeo o un enlace directo .mp4.",
  visualUrl: "La URL no es válida.",
  compromisoNotFound: "Compromiso no encontrado.",
  valorNotFound: "Valor no encontrado.",
  formalNotFound: "Compromiso formal no encontrado.",
  mensajeNotFound: "Mensaje no encontrado.",
  visualNotFound: "Elemento visual no encontrado.",
  imageNotFound: "Imagen no encontrada.",
} as const;

export const VISUAL_KINDS = ["foto", "icono", "video"] as const;
export type VisualKind = (typeof VISUAL_KINDS)[number];

/** Accepts `compromisoId` as another name for `compromiso_id`. */
function withCompromisoAlias<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (
      value &&
      typeof value === "object" &&
      !("compromiso_id" in value) &&
      "compromisoId" in value
    ) {
      const { compromisoId, ...rest } = value as Record<string, unknown>;
      return { ...rest, compromiso_id: compromisoId };
    }
    return value;
  }, schema);
}

/** `?compromiso_id=` of the list calls (the message is the screen's own). */
export const compromisoQuery = (message: string) =>
  withCompromisoAlias(z.object({ compromiso_id: requiredRef(message) }));

/** POST and PUT /api/valores/compromiso: at least one of the three introduction fields. */
export const compromisoInput = z
  .object({
    introduccion_titulo: optionalText(300),
    introduccion_subtitulo: optionalText(300),
    introduccion_parrafo: optionalText(10_000),
  })
  .refine(
    (input) =>
      input.introduccion_titulo || input.introduccion_subtitulo || input.introduccion_parrafo,
    VALUES_MESSAGES.introRequired,
  );
export type CompromisoInput = z.input<typeof compromisoInput>;
export type CompromisoFields = z.output<typeof compromisoInput>;

export const valorCreateInput = withCompromisoAlias(
  z.object({
    compromiso_id: requiredRef(VALUES_MESSAGES.valorCompromiso),
    titulo: requiredText(VALUES_MESSAGES.valorTitle, 200),
    descripcion: optionalText(5_000),
  }),
);
export const valorUpdateInput = z.object({
  titulo: requiredText(VALUES_MESSAGES.valorTitle, 200),
  descripcion: optionalText(5_000),
});

export const formalCreateInput = withCompromisoAlias(
  z.object({
    compromiso_id: requiredRef(VALUES_MESSAGES.selectCompromiso),
    titulo: requiredText(VALUES_MESSAGES.formalTitleCreate, 200),
    descripcion: optionalText(5_000),
  }),
);
export const formalUpdateInput = z.object({
  titulo: requiredText(VALUES_MESSAGES.formalTitleEdit, 200),
  descripcion: optionalText(5_000),
});

export const mensajeCreateInput = withCompromisoAlias(
  z.object({
    compromiso_id: requiredRef(VALUES_MESSAGES.selectCompromiso),
    texto: requiredText(VALUES_MESSAGES.messageText, 5_000),
  }),
);
export const mensajeUpdateInput = z.object({
  texto: requiredText(VALUES_MESSAGES.messageText, 5_000),
});

const VIDEO_URL =
  /^https:\/\/((www\.|m\.)?youtube\.com\/(watch\?|embed\/|shorts\/)|youtu\.be\/|(www\.)?vimeo\.com\/\d|player\.vimeo\.com\/video\/\d)/i;

/** Video URLs the values area accepts: YouTube, Vimeo or a direct .mp4 link. */
function isSupportedVideoUrl(url: string): boolean {
  return VIDEO_URL.test(url) || (isSafeUrl(url) && /\.mp4(\?[^#]*)?(#.*)?$/i.test(url));
}

/** Text fields of POST /api/valores/visuales (multipart, with an optional `file`). */
export const visualFields = withCompromisoAlias(
  z
    .object({
      compromiso_id: requiredRef(VALUES_MESSAGES.selectCompromiso),
      tipo: z.enum(VISUAL_KINDS, { error: VALUES_MESSAGES.visualType }),
      descripcion: optionalText(1_000),
      url: optionalText(2_000),
    })
    .superRefine((input, ctx) => {
      if (!input.url) return;
      if (input.tipo === "video" ? !isSupportedVideoUrl(input.url) : !isSafeUrl(input.url)) {
        ctx.addIssue({
          code: "custom",
          path: ["url"],
          message:
            input.tipo === "video" ? VALUES_MESSAGES.visualVideoUrl : VALUES_MESSAGES.visualUrl,
        });
      }
    }),
);
export type VisualFields = z.output<typeof visualFields>;

export interface CompromisoItem {
  id: number;
  introduccion_titulo: string | null;
  introduccion_subtitulo: string | null;
  introduccion_parrafo: string | null;
  created_at: string;
  updated_at: string;
}

export interface ValueImage {
  id: number;
  url: string;
}

export interface ValorItem {
  id: number;
  compromiso_id: number;
  titulo: string;
  descripcion: string | null;
  images: ValueImage[];
}

export type FormalItem = ValorItem;

export interface MensajeItem {
  id: number;
  compromiso_id: number;
  texto: string;
  images: ValueImage[];
  created_at: string;
}

export interface VisualItem {
  id: number;
  compromiso_id: number;
  tipo: VisualKind;
  descripcion: string | null;
  url: string;
}

export interface CompromisoDetail extends CompromisoItem {
  valores: ValorItem[];
  formales: FormalItem[];
  mensajes: MensajeItem[];
  visuales: VisualItem[];
}

/** The tabs of the values screen; the one shown is in the address (`tab`). */
export const VALUES_TABS = ["compromiso", "valores", "formales", "mensajes", "visuales"] as const;
export type ValuesTabName = (typeof VALUES_TABS)[number];
/** The last tab used, remembered between visits (product.md §B.2) for an address without `tab`. */
export const VALUES_TAB_COOKIE = "admin.valores.tab";

/** The values screen's address: the tab and the selected commitment (the first by default). */
export const valuesScreenQuery = z.object({
  tab: blankAsMissing(z.enum(VALUES_TABS, { error: "Esa sección de valores no existe." })),
  compromiso: blankAsMissing(
    z.coerce
      .number({ error: "El compromiso no es válido." })
      .int()
      .positive("El compromiso no es válido."),
  ),
});
export type ValuesScreenQuery = z.output<typeof valuesScreenQuery>;
