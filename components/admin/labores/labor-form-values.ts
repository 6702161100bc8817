import { optionalId, optionalText as text } from "@/components/admin/form-payload";
import type { LaborCreateInput, LaborDetail, LaborState } from "@/lib/labores/schema";

/** The labor form's fields as the browser holds them. */
export interface LaborFormValues {
  titulo: string;
  subtitulo: string;
  resumen: string;
  descripcion: string;
  anio_ejecucion: string;
  categoria_id: string;
  departamento: string;
  municipio: string;
  estado: LaborState;
  destacado: boolean;
}

export function laborFormValues(labor: LaborDetail | null): LaborFormValues {
  return {
    titulo: labor?.titulo ?? "",
    subtitulo: labor?.subtitulo ?? "",
    resumen: labor?.resumen ?? "",
    descripcion: labor?.descripcion ?? "",
    anio_ejecucion: labor ? String(labor.anio_ejecucion) : String(new Date().getFullYear()),
    categoria_id: labor?.categoria_id ? String(labor.categoria_id) : "",
    departamento: labor?.departamento ?? "",
    municipio: labor?.municipio ?? "",
    estado: labor?.estado ?? "borrador",
    destacado: labor?.destacado ?? false,
  };
}

/**
 * The body of a save: blank optional texts (the place too) as null, the year and categoria_id as
 * numbers (or null).
 */
export function laborPayload(values: LaborFormValues): LaborCreateInput {
  return {
    titulo: values.titulo.trim(),
    subtitulo: text(values.subtitulo),
    resumen: text(values.resumen),
    descripcion: text(values.descripcion),
    anio_ejecucion: Number(values.anio_ejecucion),
    categoria_id: optionalId(values.categoria_id),
    departamento: text(values.departamento),
    municipio: text(values.municipio),
    estado: values.estado,
    destacado: values.destacado,
  };
}
