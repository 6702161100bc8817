import "server-only";
import { db } from "@/lib/db";
import {
  compromisoSelect,
  formalSelect,
  imageSelect,
  mensajeSelect,
  toCompromiso,
  toMensaje,
  toValor,
  valorSelect,
  visualSelect,
} from "@/lib/values/mappers";
import type {
  CompromisoDetail,
  CompromisoItem,
  FormalItem,
  MensajeItem,
  ValorItem,
  ValueImage,
  VisualItem,
} from "@/lib/values/schema";

// The public reads behind the /api/valores GETs, which anyone may call, so they take no actor. The
// values area has no drafts or states: the office's screen shows exactly what the public reads, and
// reads it here too (its page checks the office's permission first).

const byId = { id: "asc" } as const;

export async function listCompromisos(): Promise<CompromisoItem[]> {
  return (await db().compromiso.findMany({ select: compromisoSelect, orderBy: byId })).map(
    toCompromiso,
  );
}

/** A commitment with everything in it, or null. */
export async function getCompromiso(id: number): Promise<CompromisoDetail | null> {
  const row = await db().compromiso.findUnique({
    where: { id },
    select: {
      ...compromisoSelect,
      valores: { select: valorSelect, orderBy: byId },
      formales: { select: formalSelect, orderBy: byId },
      mensajes: { select: mensajeSelect, orderBy: byId },
      visuales: { select: visualSelect, orderBy: byId },
    },
  });
  if (!row) return null;
  const { valores, formales, mensajes, visuales, ...compromiso } = row;
  return {
    ...toCompromiso(compromiso),
    valores: valores.map(toValor),
    formales: formales.map(toValor),
    mensajes: mensajes.map(toMensaje),
    visuales,
  };
}

export async function listValores(compromisoId: number): Promise<ValorItem[]> {
  return (
    await db().valorEtico.findMany({
      where: { compromiso_id: compromisoId },
      select: valorSelect,
      orderBy: byId,
    })
  ).map(toValor);
}

export async function listFormales(compromisoId: number): Promise<FormalItem[]> {
  return (
    await db().compromisoFormal.findMany({
      where: { compromiso_id: compromisoId },
      select: formalSelect,
      orderBy: byId,
    })
  ).map(toValor);
}

export async function listMensajes(compromisoId: number): Promise<MensajeItem[]> {
  return (
    await db().mensajeCompromiso.findMany({
      where: { compromiso_id: compromisoId },
      select: mensajeSelect,
      orderBy: byId,
    })
  ).map(toMensaje);
}

export async function listVisuales(compromisoId: number): Promise<VisualItem[]> {
  return db().elementoVisual.findMany({
    where: { compromiso_id: compromisoId },
    select: visualSelect,
    orderBy: byId,
  });
}

/** The images of a value, formal commitment or message; null when it does not exist. */
export async function listValueImages(
  owner: "valor" | "formal" | "mensaje",
  id: number,
): Promise<ValueImage[] | null> {
  const images = { select: { images: { select: imageSelect, orderBy: byId } } } as const;
  const row =
    owner === "valor"
      ? await db().valorEtico.findUnique({ where: { id }, ...images })
      : owner === "formal"
        ? await db().compromisoFormal.findUnique({ where: { id }, ...images })
        : await db().mensajeCompromiso.findUnique({ where: { id }, ...images });
  return row?.images ?? null;
}
