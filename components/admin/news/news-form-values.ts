import { optionalId, optionalText as text } from "@/components/admin/form-payload";
import { guatemalaDateTimeString } from "@/lib/validation/dates";
import type { NewsCreateInput, NewsDetail, NewsState, NewsUpdateInput } from "@/lib/news/schema";

/** The editor's fields as the browser holds them (strings, one checkbox). */
export interface NewsFormValues {
  titulo: string;
  subtitulo: string;
  resumen: string;
  contenido_html: string;
  slug: string;
  estado: NewsState;
  destacado: boolean;
  fecha_contenido: string;
  hora_contenido: string;
  /** "YYYY-MM-DDTHH:mm", Guatemala time. */
  fecha_programada: string;
  categoria_id: string;
}

const todayInGuatemala = () => guatemalaDateTimeString(new Date()).slice(0, 10);

export function formValues(item: NewsDetail | null): NewsFormValues {
  return {
    titulo: item?.titulo ?? "",
    subtitulo: item?.subtitulo ?? "",
    resumen: item?.resumen ?? "",
    contenido_html: item?.contenido_html ?? "",
    slug: item?.slug ?? "",
    estado: item?.estado ?? "borrador",
    destacado: item?.destacado ?? false,
    fecha_contenido: item?.fecha_contenido ?? todayInGuatemala(),
    hora_contenido: item?.hora_contenido ?? "",
    fecha_programada: item?.fecha_programada
      ? guatemalaDateTimeString(new Date(item.fecha_programada)).replace(" ", "T")
      : "",
    categoria_id: item?.categoria_id ? String(item.categoria_id) : "",
  };
}

/**
 * The body of a save (product.md §B.5): empty optional strings as null, categoria_id as a number or
 * null, slug only when not blank, fecha_programada with a space instead of T. An edit sends the
 * estado and the schedule only when they changed, so saving other fields never re-runs the
 * publication rules.
 */
export function newsPayload(
  values: NewsFormValues,
  item: NewsDetail | null,
): NewsCreateInput & NewsUpdateInput {
  const schedule = values.fecha_programada ? values.fecha_programada.replace("T", " ") : null;
  const body: NewsCreateInput = {
    titulo: values.titulo.trim(),
    subtitulo: text(values.subtitulo),
    resumen: text(values.resumen),
    contenido_html: text(values.contenido_html),
    destacado: values.destacado,
    fecha_contenido: values.fecha_contenido,
    hora_contenido: text(values.hora_contenido),
    categoria_id: optionalId(values.categoria_id),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
  };
  const scheduled = values.estado === "programado";
  if (!item)
    return { ...body, estado: values.estado, fecha_programada: scheduled ? schedule : null };
  const before = formValues(item);
  return {
    ...body,
    ...(values.estado !== item.estado ? { estado: values.estado } : {}),
    ...(scheduled && values.fecha_programada !== before.fecha_programada
      ? { fecha_programada: schedule }
      : {}),
  };
}
