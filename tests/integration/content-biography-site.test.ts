import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getVersion } from "@/app/api/biografia/[id]/route";
import { POST as gallery } from "@/app/api/biografia/galeria/route";
import { POST as imageDestacada } from "@/app/api/biografia/imagen-destacada/route";
import { POST as imageLogo } from "@/app/api/biografia/imagen-logo/route";
import { POST as imagePrincipal } from "@/app/api/biografia/imagen-principal/route";
import { POST as imageProfesional } from "@/app/api/biografia/imagen-profesional/route";
import { POST as revert } from "@/app/api/biografia/revertir/[id]/route";
import { GET as publicBiography } from "@/app/api/biografia/route";
import { PUT as putText } from "@/app/api/biografia/texto/route";
import { GET as versions } from "@/app/api/biografia/versiones/route";
import { POST as logo } from "@/app/api/admin/site-settings/logo/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/site-settings/route";
import { GET as publicConfig } from "@/app/api/contacto/public/config/route";
import { db } from "@/lib/db";
import {
  call,
  expectGuarded,
  fakeImage,
  formOf,
  makeCallers,
  pdfBytes,
  pngBytes,
  type Callers,
} from "./support/content-helpers";

let callers: Callers;

beforeAll(async () => {
  callers = await makeCallers();
});

// The database is shared by every test file: leave the site with its default settings.
afterAll(async () => {
  await db().siteSettings.deleteMany({});
  await db().socialLink.deleteMany({});
});

const newVersion = async (json: Record<string, unknown>) => {
  const result = await call(putText, { method: "PUT", token: callers.admin1, json });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body as {
    id: number;
    message: string;
    item: { version: number; es_activa: boolean; [key: string]: unknown };
  };
};

describe("biography", () => {
  it("refuses every call but the public read to anonymous (401), citizens and UserAdminNivel roles (403)", async () => {
    const { id } = await newVersion({ slogan: "Guardias" });
    const png = await pngBytes();
    const form = () => formOf({ imagen: png, biografia_id: String(id) });
    const cases: [Parameters<typeof expectGuarded>[1], Parameters<typeof expectGuarded>[2]][] = [
      [versions, { path: "/api/biografia/versiones" }],
      [getVersion, { params: { id } }],
      [revert, { method: "POST", params: { id } }],
      [putText, { method: "PUT", json: { slogan: "x" } }],
      [imagePrincipal, { method: "POST", form: form() }],
      [imageDestacada, { method: "POST", form: form() }],
      [imageLogo, { method: "POST", form: form() }],
      [imageProfesional, { method: "POST", form: form() }],
      [gallery, { method: "POST", form: form() }],
    ];
    for (const [handler, options] of cases) await expectGuarded(callers, handler, options);
    expect(
      (await db().biographyVersion.findUnique({ where: { id } }))?.imagen_principal,
    ).toBeNull();
  });

  it("creates numbered versions, each new one the only active one, and answers its id", async () => {
    const first = await newVersion({
      introduccion: "Intro 1",
      biografia_texto: "Texto 1",
      slogan: "",
      video_url: "https://www.youtube.com/watch?v=x",
    });
    expect(first.message).toBe("Biografía creada correctamente");
    expect(first.item).toMatchObject({ es_activa: true, slogan: null, introduccion: "Intro 1" });
    const second = await newVersion({ introduccion: "Intro 2" });
    expect(second.item.version).toBe(first.item.version + 1);
    expect(await db().biographyVersion.count({ where: { es_activa: true } })).toBe(1);
    expect(
      (await db().biographyVersion.findUnique({ where: { id: first.id } }))?.es_activa,
    ).toBeNull();
    const list = await call(versions, { token: callers.admin1 });
    expect(list.body.items[0]).toMatchObject({ id: second.id, es_activa: true });
    expect(list.body.items.filter((v: { es_activa: boolean }) => v.es_activa)).toHaveLength(1);
    expect(list.body).toMatchObject({ page: 1, pageSize: 50 });
    const detail = await call(getVersion, { token: callers.admin1, params: { id: first.id } });
    expect(detail.body.item).toMatchObject({
      id: first.id,
      biografia_texto: "Texto 1",
      es_activa: false,
      // Carried over from the version active before it, which other files may have given images.
      imagenes: expect.any(Array),
    });
    expect(
      (await call(getVersion, { token: callers.admin1, params: { id: 999999 } })).body.message,
    ).toBe("Biografía no encontrada.");
  });

  it("stores the blocks in the order sent, copies them when omitted and drops them on an empty list", async () => {
    const titles = (item: { [key: string]: unknown }) =>
      (item.bloques as { titulo: string }[]).map((block) => block.titulo);
    const sent = await newVersion({
      slogan: "Con bloques",
      bloques: [
        { titulo: "Segundo", contenido: "B" },
        { titulo: "Primero", contenido: "A" },
      ],
    });
    expect(titles(sent.item)).toEqual(["Segundo", "Primero"]);
    const copied = await newVersion({ slogan: "Sin tocar los bloques" });
    expect(titles(copied.item)).toEqual(["Segundo", "Primero"]);
    const emptied = await newVersion({ slogan: "Sin bloques", bloques: [] });
    expect(emptied.item.bloques).toEqual([]);
    expect((await call(publicBiography)).body.item).toMatchObject({ id: emptied.id, bloques: [] });
    const blank = await call(putText, {
      method: "PUT",
      token: callers.admin1,
      json: { slogan: "x", bloques: [{ titulo: " ", contenido: "" }] },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([
      { field: "bloques.0.titulo", msg: "El título del bloque es obligatorio." },
      { field: "bloques.0.contenido", msg: "El contenido del bloque es obligatorio." },
    ]);
  });

  it("refuses an empty text, a bad video URL and malformed JSON", async () => {
    const empty = await call(putText, {
      method: "PUT",
      token: callers.admin1,
      json: { slogan: "  ", introduccion: null },
    });
    expect([empty.status, empty.body.message]).toEqual([
      422,
      "Escribe al menos un campo de la biografía.",
    ]);
    const video = await call(putText, {
      method: "PUT",
      token: callers.admin1,
      json: { slogan: "x", video_url: "javascript:alert(1)" },
    });
    expect([video.status, video.body.message]).toEqual([422, "La URL del video no es válida."]);
    expect((await call(putText, { method: "PUT", token: callers.admin1, json: "{x" })).status).toBe(
      400,
    );
  });

  it("reverting keeps exactly one active version", async () => {
    const old = await newVersion({ slogan: "Antigua" });
    const current = await newVersion({ slogan: "Actual" });
    const result = await call(revert, {
      method: "POST",
      token: callers.admin1,
      params: { id: old.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.item).toMatchObject({ id: old.id, es_activa: true });
    const active = await db().biographyVersion.findMany({
      where: { es_activa: true },
      select: { id: true },
    });
    expect(active).toEqual([{ id: old.id }]);
    expect(
      (await db().biographyVersion.findUnique({ where: { id: current.id } }))?.es_activa,
    ).toBeNull();
    await call(revert, { method: "POST", token: callers.admin1, params: { id: old.id } });
    expect(await db().biographyVersion.count({ where: { es_activa: true } })).toBe(1);
    const missing = await call(revert, {
      method: "POST",
      token: callers.admin1,
      params: { id: 999999 },
    });
    expect([missing.status, missing.body.message]).toEqual([404, "Biografía no encontrada."]);
    expect(await db().biographyVersion.count({ where: { es_activa: true } })).toBe(1);
    expect(
      await db().auditLog.count({
        where: { action: "biography.version.activate", entity_id: String(old.id) },
      }),
    ).toBe(2);
  });

  it("uploads the four images and the gallery; a new version carries them over; the public read shows the active one", async () => {
    const { id } = await newVersion({ slogan: "Con imágenes" });
    const png = await pngBytes();
    for (const [handler, field] of [
      [imagePrincipal, "imagen_principal"],
      [imageDestacada, "imagen_destacada"],
      [imageLogo, "imagen_logo"],
      [imageProfesional, "imagen_profesional"],
    ] as const) {
      const result = await call(handler, {
        method: "POST",
        token: callers.admin1,
        form: formOf({ imagen: { bytes: png, name: "f.png" }, biografia_id: String(id) }),
      });
      expect(result.status).toBe(201);
      expect(result.body).toMatchObject({ ok: true, biografia_id: id, campo: field });
    }
    const pic = await call(gallery, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ imagen: png, biografia_id: String(id), descripcion: "En campaña" }),
    });
    expect(pic.body).toMatchObject({ biografia_id: id, descripcion: "En campaña" });
    const next = await newVersion({ slogan: "Siguiente" });
    expect(next.item).toMatchObject({
      imagen_principal: expect.stringMatching(/^\/api\/files\//),
      // Whatever gallery the version had before (other files' images included) comes along too.
      imagenes: expect.arrayContaining([expect.objectContaining({ descripcion: "En campaña" })]),
    });
    const shown = await call(publicBiography);
    expect(shown.status).toBe(200);
    expect(shown.body.item).toMatchObject({ id: next.id, slogan: "Siguiente", es_activa: true });
  });

  it("checks image uploads: by content, a file and a version are required", async () => {
    const { id } = await newVersion({ slogan: "Validación" });
    const fake = await call(imagePrincipal, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ imagen: fakeImage(), biografia_id: String(id) }),
    });
    expect([fake.status, fake.body.message]).toEqual([
      415,
      "Solo se permiten imágenes (JPG, PNG, WEBP, GIF o HEIC).",
    ]);
    const pdf = await call(gallery, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ imagen: pdfBytes(), biografia_id: String(id) }),
    });
    expect(pdf.status).toBe(415);
    const noFile = await call(imageLogo, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ biografia_id: String(id) }),
    });
    expect([noFile.status, noFile.body.message]).toEqual([422, "Selecciona una imagen primero."]);
    const noId = await call(imageLogo, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ imagen: await pngBytes() }),
    });
    expect([noId.status, noId.body.message]).toEqual([
      422,
      "Falta el identificador de la biografía.",
    ]);
    const unknown = await call(imageLogo, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ imagen: await pngBytes(), biografia_id: "999999" }),
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, "Biografía no encontrada."]);
  });

  it("refuses an image over 10 MB with 413 and stores nothing; exactly 10 MB is accepted", async () => {
    const { id } = await newVersion({ slogan: "Límite de tamaño" });
    const before = (await db().biographyVersion.findUniqueOrThrow({ where: { id } }))
      .imagen_destacada;
    const filesBefore = await db().storedFile.count();
    const ofSize = async (bytes: number) => {
      const file = new Uint8Array(bytes);
      file.set(await pngBytes());
      return file;
    };
    const tooBig = await call(imageDestacada, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ imagen: await ofSize(10 * 1024 * 1024 + 1), biografia_id: String(id) }),
    });
    expect([tooBig.status, tooBig.body.message]).toEqual([413, "La imagen excede 10MB."]);
    expect(
      (await db().biographyVersion.findUniqueOrThrow({ where: { id } })).imagen_destacada,
    ).toBe(before);
    expect(await db().storedFile.count()).toBe(filesBefore);
    const atLimit = await call(imageDestacada, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ imagen: await ofSize(10 * 1024 * 1024), biografia_id: String(id) }),
    });
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(201);
  });
});

describe("site settings and contact configuration", () => {
  it("refuses the admin calls to anonymous (401), citizens and UserAdminNivel roles (403)", async () => {
    await expectGuarded(callers, getSettings, {});
    await expectGuarded(callers, putSettings, { method: "PUT", json: { mostrar_noticias: false } });
    await expectGuarded(callers, logo, {
      method: "POST",
      form: formOf({ file: await pngBytes() }),
    });
    expect(
      (await db().siteSettings.findUnique({ where: { id: 1 } }))?.mostrar_noticias ?? true,
    ).toBe(true);
  });

  it("saves toggles and contact configuration (keys left out keep their value) and the public config follows", async () => {
    const saved = await call(putSettings, {
      method: "PUT",
      token: callers.admin1,
      json: {
        mostrar_noticias: false,
        mostrar_logros: "0",
        email_oficial: "oficina@congreso.gob.gt",
        telefono_oficial: "",
        mostrar_barra_superior: false,
        redes: [
          { tipo: "facebook", url: "https://facebook.com/diputado" },
          { tipo: "whatsapp", url: "https://wa.me/50255550000" },
        ],
      },
    });
    expect([saved.status, saved.body.message]).toEqual([
      200,
      "Configuración guardada correctamente.",
    ]);
    expect(saved.body.settings).toMatchObject({
      mostrar_noticias: false,
      mostrar_logros: false,
      mostrar_biografia: true,
      telefono_oficial: null,
      redes: [{ tipo: "facebook" }, { tipo: "whatsapp" }],
    });
    const again = await call(putSettings, {
      method: "PUT",
      token: callers.admin2,
      json: { horario_atencion: "L–V 8:00–16:00" },
    });
    expect(again.body.settings).toMatchObject({
      mostrar_noticias: false,
      email_oficial: "oficina@congreso.gob.gt",
      horario_atencion: "L–V 8:00–16:00",
      redes: [{ tipo: "facebook" }, { tipo: "whatsapp" }],
    });
    const read = await call(getSettings, { token: callers.admin1 });
    expect(read.body.settings.horario_atencion).toBe("L–V 8:00–16:00");
    const config = await call(publicConfig);
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      ok: true,
      config: {
        email_oficial: "oficina@congreso.gob.gt",
        mostrar_barra_superior: false,
        mostrar_barra_inferior: true,
        mostrar_contacto: true,
      },
      redes: [
        { tipo: "facebook", url: "https://facebook.com/diputado" },
        { tipo: "whatsapp", url: "https://wa.me/50255550000" },
      ],
    });
    expect(
      await db().auditLog.count({ where: { action: "site.settings.update" } }),
    ).toBeGreaterThanOrEqual(2);
  });

  it("validates the settings", async () => {
    const cases: [unknown, string][] = [
      [{ email_oficial: "no-es-correo" }, "El correo oficial no es válido."],
      [{ redes: [{ tipo: "myspace", url: "https://x.com" }] }, "Red social no válida."],
      [
        { redes: [{ tipo: "facebook", url: "javascript:alert(1)" }] },
        "La URL de la red social no es válida.",
      ],
      [
        {
          redes: [
            { tipo: "facebook", url: "https://a.gt" },
            { tipo: "facebook", url: "https://b.gt" },
          ],
        },
        "Cada red social puede aparecer una sola vez.",
      ],
      [{ logo_url: "javascript:alert(1)" }, "La URL del logo no es válida."],
      [{ mostrar_valores: "quizás" }, "Valor no válido."],
    ];
    for (const [json, message] of cases) {
      const result = await call(putSettings, { method: "PUT", token: callers.admin1, json });
      expect([result.status, result.body.message], JSON.stringify(json)).toEqual([422, message]);
    }
    expect(
      (await call(putSettings, { method: "PUT", token: callers.admin1, json: "{" })).status,
    ).toBe(400);
  });

  it("uploads a logo image (checked by content)", async () => {
    const ok = await call(logo, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: { bytes: await pngBytes(), name: "logo.png" } }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.settings.logo_url).toMatch(/^\/api\/files\/.+\.png$/);
    const pdf = await call(logo, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: pdfBytes() }),
    });
    expect(pdf.status).toBe(415);
    const none = await call(logo, { method: "POST", token: callers.admin1, form: formOf({}) });
    expect([none.status, none.body.message]).toEqual([422, "Selecciona una imagen primero."]);
  });
});
