import { rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { readFileFor, saveUpload } from "@/lib/storage/service";
import { createAdmin, createCitizen, signIn } from "./support/helpers";

const IMAGE_RULES = { kinds: ["image"] as const, maxBytes: 1_000_000 };

async function png(): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0b3d6b" } }).png().toBuffer();
  return new Uint8Array(buffer);
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("local storage", () => {
  it("round-trips a file and records it", async () => {
    const bytes = await png();
    const saved = await saveUpload({ bytes, name: "foto de prueba.png" }, IMAGE_RULES);
    expect(saved).toMatchObject({ mime: "image/png", size_bytes: bytes.byteLength, original_name: "foto de prueba.png" });
    expect(saved.url).toBe(`/api/files/${saved.key}`);
    const read = await readFileFor(saved.key, null);
    const served = Buffer.from(await new Response(await read.open()).arrayBuffer());
    expect(served.equals(Buffer.from(bytes))).toBe(true);
  });

  it("refuses a wrong type by content, whatever the name says", async () => {
    const fake = new TextEncoder().encode("<script>alert(1)</script> not really a jpeg at all");
    const error = await rejection(saveUpload({ bytes: fake, name: "foto.jpg" }, IMAGE_RULES));
    expect(error.status).toBe(415);
    const pdf = new TextEncoder().encode("%PDF-1.7 a document that claims to be a picture");
    expect((await rejection(saveUpload({ bytes: pdf, name: "foto.png" }, IMAGE_RULES))).status).toBe(415);
  });

  it("applies narrower types and the size limit with the screen's own texts", async () => {
    const gif = new TextEncoder().encode("GIF89a..........................");
    const rules = { ...IMAGE_RULES, mimes: ["image/jpeg", "image/png", "image/webp"], typeMessage: "Formato no permitido. Usa JPG, PNG o WEBP." };
    expect((await rejection(saveUpload({ bytes: gif, name: "a.gif" }, rules))).message).toBe("Formato no permitido. Usa JPG, PNG o WEBP.");
    const big = await rejection(
      saveUpload({ bytes: await png(), name: "a.png" }, { ...IMAGE_RULES, maxBytes: 10, sizeMessage: "La imagen excede 5MB." }),
    );
    expect([big.status, big.message]).toEqual([413, "La imagen excede 5MB."]);
  });

  it("serves a private file only to its gestión's citizen and authorized administrators", async () => {
    const saved = await saveUpload({ bytes: await png(), name: "adjunto.png" }, IMAGE_RULES, { private: true });
    const note = await saveUpload({ bytes: await png(), name: "nota.png" }, IMAGE_RULES, { private: true });
    const owner = await createCitizen();
    const stranger = await createCitizen();
    const categoria = await db().gestionCategoria.create({ data: { nombre: `Cat ${saved.key}` } });
    const gestion = await db().gestion.create({
      data: { folio: `T-${saved.key}`, citizen_id: owner.id, categoria_id: categoria.id, titulo: "Prueba" },
    });
    const office = await createAdmin("AdminNivel2");
    for (const [file, is_internal] of [[saved, false], [note, true]] as const) {
      const message = await db().gestionMessage.create({
        data: { gestion_id: gestion.id, body: "Adjunto", author_type: "staff", author_admin_id: office.id, is_internal },
      });
      await db().gestionAttachment.create({
        data: { gestion_id: gestion.id, message_id: message.id, file_id: file.id, original: file.original_name, mimetype: "image/png", size_bytes: file.size_bytes },
      });
    }
    const ownerActor = (await signIn({ kind: "citizen", citizenId: owner.id })).actor;
    const strangerActor = (await signIn({ kind: "citizen", citizenId: stranger.id })).actor;
    const admin = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id })).actor;
    const editor = (await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel4")).id })).actor;

    expect((await readFileFor(saved.key, ownerActor)).id).toBe(saved.id);
    expect((await readFileFor(saved.key, admin)).id).toBe(saved.id);
    expect((await rejection(readFileFor(saved.key, null))).status).toBe(401);
    expect((await rejection(readFileFor(saved.key, strangerActor))).status).toBe(403);
    expect((await rejection(readFileFor(saved.key, editor))).status).toBe(403);
    expect((await rejection(readFileFor("no-such-file.png", admin))).status).toBe(404);
    // An internal note's file: the office reads it, its gestión's citizen never does.
    expect((await readFileFor(note.key, admin)).id).toBe(note.id);
    expect((await rejection(readFileFor(note.key, ownerActor))).status).toBe(403);
  });

  it("refuses before reading: a private file no one may see is never fetched from storage", async () => {
    const saved = await saveUpload({ bytes: await png(), name: "privado.png" }, IMAGE_RULES, { private: true });
    // Its bytes are gone: were they read first, the answer would be 404, not the refusal.
    await rm(path.resolve(env().UPLOAD_DIR, saved.key));
    const citizen = (await signIn({ kind: "citizen", citizenId: (await createCitizen()).id })).actor;
    expect((await rejection(readFileFor(saved.key, citizen))).status).toBe(403);
    expect((await rejection(readFileFor(saved.key, null))).status).toBe(401);
  });

  it("names a file after the type its content was detected as, never the uploaded extension", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7 carta de la comunidad, enviada con otro nombre");
    const rules = { kinds: ["pdf"] as const, maxBytes: 1_000_000 };
    const saved = await saveUpload({ bytes: pdf, name: "carta.html" }, rules);
    expect(saved).toMatchObject({ mime: "application/pdf", original_name: "carta.pdf" });
    expect(saved.key).toMatch(/\.pdf$/);
    const noName = await saveUpload({ bytes: pdf, name: "" }, rules);
    expect(noName.original_name).toBe("archivo.pdf");
  });
});
