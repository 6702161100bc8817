import "server-only";
import type { Prisma } from "@/lib/db";
import type { CompromisoItem, MensajeItem, ValorItem } from "@/lib/values/schema";

export const imageSelect = { id: true, url: true } as const;
const imagesOf = { select: imageSelect, orderBy: { id: "asc" } } as const;

export const compromisoSelect = {
  id: true,
  introduccion_titulo: true,
  introduccion_subtitulo: true,
  introduccion_parrafo: true,
  created_at: true,
  updated_at: true,
} satisfies Prisma.CompromisoSelect;

export const valorSelect = {
  id: true,
  compromiso_id: true,
  titulo: true,
  descripcion: true,
  images: imagesOf,
} satisfies Prisma.ValorEticoSelect;
export const formalSelect = {
  id: true,
  compromiso_id: true,
  titulo: true,
  descripcion: true,
  images: imagesOf,
} satisfies Prisma.CompromisoFormalSelect;
export const mensajeSelect = {
  id: true,
  compromiso_id: true,
  texto: true,
  created_at: true,
  images: imagesOf,
} satisfies Prisma.MensajeCompromisoSelect;
export const visualSelect = {
  id: true,
  compromiso_id: true,
  tipo: true,
  descripcion: true,
  url: true,
} satisfies Prisma.ElementoVisualSelect;

export function toCompromiso(
  row: Prisma.CompromisoGetPayload<{ select: typeof compromisoSelect }>,
): CompromisoItem {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const toValor = (
  row: Prisma.ValorEticoGetPayload<{ select: typeof valorSelect }>,
): ValorItem => row;

export function toMensaje(
  row: Prisma.MensajeCompromisoGetPayload<{ select: typeof mensajeSelect }>,
): MensajeItem {
  return { ...row, created_at: row.created_at.toISOString() };
}
