import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { found } from "@/lib/errors/app-error";
import {
  compromisoSelect,
  formalSelect,
  mensajeSelect,
  toCompromiso,
  toMensaje,
  toValor,
  valorSelect,
} from "@/lib/values/mappers";
import {
  VALUES_MESSAGES,
  type CompromisoFields,
  type CompromisoItem,
  type FormalItem,
  type MensajeItem,
  type ValorItem,
} from "@/lib/values/schema";
import {
  change,
  changeDroppingFiles,
  fileColumns,
  imagesOf,
  refsOf,
  requireCompromiso,
  sent,
} from "@/lib/values/change";

// ───────────── Compromiso ─────────────

export async function createCompromiso(
  actor: Actor,
  input: CompromisoFields,
): Promise<CompromisoItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) =>
      toCompromiso(await tx.compromiso.create({ data: sent(input), select: compromisoSelect })),
    (row) => ({
      actor,
      action: "values.compromiso.create",
      entity: "compromiso",
      entityId: row.id,
    }),
  );
}

export async function updateCompromiso(
  actor: Actor,
  id: number,
  input: CompromisoFields,
): Promise<CompromisoItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      await requireCompromiso(tx, id);
      return toCompromiso(
        await tx.compromiso.update({ where: { id }, data: sent(input), select: compromisoSelect }),
      );
    },
    () => ({ actor, action: "values.compromiso.update", entity: "compromiso", entityId: id }),
  );
}

/** Deletes a commitment with its values, formal commitments, messages, visual elements and images. */
export async function deleteCompromiso(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      await requireCompromiso(tx, id);
      const removed = await tx.compromiso.delete({
        where: { id },
        select: {
          valores: { select: imagesOf },
          formales: { select: imagesOf },
          mensajes: { select: imagesOf },
          visuales: { select: fileColumns },
        },
      });
      return refsOf([
        ...[...removed.valores, ...removed.formales, ...removed.mensajes].flatMap(
          (owner) => owner.images,
        ),
        ...removed.visuales,
      ]);
    },
    () => ({ actor, action: "values.compromiso.delete", entity: "compromiso", entityId: id }),
  );
}

// ───────────── Valores éticos ─────────────

export async function createValor(
  actor: Actor,
  input: { compromiso_id: number; titulo: string; descripcion?: string | null },
): Promise<ValorItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      await requireCompromiso(tx, input.compromiso_id);
      return toValor(
        await tx.valorEtico.create({
          data: { ...input, descripcion: input.descripcion ?? null },
          select: valorSelect,
        }),
      );
    },
    (row) => ({
      actor,
      action: "values.valor.create",
      entity: "valor_etico",
      entityId: row.id,
      details: { compromiso_id: row.compromiso_id },
    }),
  );
}

export async function updateValor(
  actor: Actor,
  id: number,
  input: { titulo: string; descripcion?: string | null },
): Promise<ValorItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      found(
        await tx.valorEtico.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.valorNotFound,
      );
      return toValor(
        await tx.valorEtico.update({ where: { id }, data: sent(input), select: valorSelect }),
      );
    },
    () => ({ actor, action: "values.valor.update", entity: "valor_etico", entityId: id }),
  );
}

/** Deletes an ethical value and its images. */
export async function deleteValor(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      found(
        await tx.valorEtico.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.valorNotFound,
      );
      return refsOf((await tx.valorEtico.delete({ where: { id }, select: imagesOf })).images);
    },
    () => ({ actor, action: "values.valor.delete", entity: "valor_etico", entityId: id }),
  );
}

// ───────────── Compromisos formales ─────────────

export async function createFormal(
  actor: Actor,
  input: { compromiso_id: number; titulo: string; descripcion?: string | null },
): Promise<FormalItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      await requireCompromiso(tx, input.compromiso_id);
      return toValor(
        await tx.compromisoFormal.create({
          data: { ...input, descripcion: input.descripcion ?? null },
          select: formalSelect,
        }),
      );
    },
    (row) => ({
      actor,
      action: "values.formal.create",
      entity: "compromiso_formal",
      entityId: row.id,
      details: { compromiso_id: row.compromiso_id },
    }),
  );
}

export async function updateFormal(
  actor: Actor,
  id: number,
  input: { titulo: string; descripcion?: string | null },
): Promise<FormalItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      found(
        await tx.compromisoFormal.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.formalNotFound,
      );
      return toValor(
        await tx.compromisoFormal.update({
          where: { id },
          data: sent(input),
          select: formalSelect,
        }),
      );
    },
    () => ({ actor, action: "values.formal.update", entity: "compromiso_formal", entityId: id }),
  );
}

/** Deletes a formal commitment and its images (irreversible). */
export async function deleteFormal(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      found(
        await tx.compromisoFormal.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.formalNotFound,
      );
      return refsOf((await tx.compromisoFormal.delete({ where: { id }, select: imagesOf })).images);
    },
    () => ({ actor, action: "values.formal.delete", entity: "compromiso_formal", entityId: id }),
  );
}

// ───────────── Mensajes ─────────────

export async function createMensaje(
  actor: Actor,
  input: { compromiso_id: number; texto: string },
): Promise<MensajeItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      await requireCompromiso(tx, input.compromiso_id);
      return toMensaje(await tx.mensajeCompromiso.create({ data: input, select: mensajeSelect }));
    },
    (row) => ({
      actor,
      action: "values.mensaje.create",
      entity: "mensaje_compromiso",
      entityId: row.id,
      details: { compromiso_id: row.compromiso_id },
    }),
  );
}

export async function updateMensaje(
  actor: Actor,
  id: number,
  input: { texto: string },
): Promise<MensajeItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      found(
        await tx.mensajeCompromiso.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.mensajeNotFound,
      );
      return toMensaje(
        await tx.mensajeCompromiso.update({ where: { id }, data: input, select: mensajeSelect }),
      );
    },
    () => ({ actor, action: "values.mensaje.update", entity: "mensaje_compromiso", entityId: id }),
  );
}

/** Deletes a message and its images. */
export async function deleteMensaje(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      found(
        await tx.mensajeCompromiso.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.mensajeNotFound,
      );
      return refsOf(
        (await tx.mensajeCompromiso.delete({ where: { id }, select: imagesOf })).images,
      );
    },
    () => ({ actor, action: "values.mensaje.delete", entity: "mensaje_compromiso", entityId: id }),
  );
}
