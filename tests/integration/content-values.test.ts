import { beforeAll, describe, expect, it } from "vitest";
import {
  DELETE as deleteCompromiso,
  GET as getCompromiso,
  PUT as putCompromiso,
} from "@/app/api/valores/compromiso/[id]/route";
import {
  GET as listCompromisos,
  POST as createCompromiso,
} from "@/app/api/valores/compromiso/route";
import { DELETE as deleteFormal, PUT as putFormal } from "@/app/api/valores/formales/[id]/route";
import {
  GET as listFormalImages,
  POST as uploadFormalImage,
} from "@/app/api/valores/formales/[id]/imagenes/route";
import { DELETE as deleteFormalImage } from "@/app/api/valores/formales/imagenes/[id]/route";
import { GET as listFormales, POST as createFormal } from "@/app/api/valores/formales/route";
import { DELETE as deleteValorImage } from "@/app/api/valores/imagenes/[id]/route";
import { DELETE as deleteMensaje, PUT as putMensaje } from "@/app/api/valores/mensajes/[id]/route";
import {
  GET as listMensajeImages,
  POST as uploadMensajeImage,
} from "@/app/api/valores/mensajes/[id]/imagenes/route";
import { DELETE as deleteMensajeImage } from "@/app/api/valores/mensajes/imagenes/[id]/route";
import { GET as listMensajes, POST as createMensaje } from "@/app/api/valores/mensajes/route";
import { DELETE as deleteValor, PUT as putValor } from "@/app/api/valores/valores/[id]/route";
import {
  GET as listValorImages,
  POST as uploadValorImage,
} from "@/app/api/valores/valores/[id]/imagenes/route";
import { GET as listValores, POST as createValor } from "@/app/api/valores/valores/route";
import { DELETE as deleteVisual } from "@/app/api/valores/visuales/[id]/route";
import { GET as listVisuales, POST as createVisual } from "@/app/api/valores/visuales/route";
import { db } from "@/lib/db";
import {
  call,
  expectGuarded,
  formOf,
  gifBytes,
  makeCallers,
  mp4Bytes,
  pngBytes,
  type Callers,
} from "./support/content-helpers";

let callers: Callers;
let compromisoId: number;

beforeAll(async () => {
  callers = await makeCallers();
  compromisoId = (await db().compromiso.create({ data: { introduccion_titulo: "Base" } })).id;
});

const post = (handler: Parameters<typeof call>[0], json: unknown) =>
  call(handler, { method: "POST", token: callers.admin1, json });

describe("values: permissions", () => {
  it("refuses every write to anonymous (401), citizens and UserAdminNivel roles (403); the reads are public", async () => {
    const valor = await db().valorEtico.create({
      data: { compromiso_id: compromisoId, titulo: "V" },
    });
    const png = await pngBytes();
    const id = { id: valor.id };
    const cases: [Parameters<typeof expectGuarded>[1], Parameters<typeof expectGuarded>[2]][] = [
      [createCompromiso, { method: "POST", json: { introduccion_titulo: "x" } }],
      [
        putCompromiso,
        { method: "PUT", json: { introduccion_titulo: "x" }, params: { id: compromisoId } },
      ],
      [deleteCompromiso, { method: "DELETE", params: { id: compromisoId } }],
      [createValor, { method: "POST", json: { compromiso_id: compromisoId, titulo: "x" } }],
      [putValor, { method: "PUT", json: { titulo: "x" }, params: id }],
      [deleteValor, { method: "DELETE", params: id }],
      [uploadValorImage, { method: "POST", form: formOf({ file: png }), params: id }],
      [deleteValorImage, { method: "DELETE", params: { id: 1 } }],
      [createFormal, { method: "POST", json: { compromiso_id: compromisoId, titulo: "x" } }],
      [putFormal, { method: "PUT", json: { titulo: "x" }, params: id }],
      [deleteFormal, { method: "DELETE", params: id }],
      [uploadFormalImage, { method: "POST", form: formOf({ file: png }), params: id }],
      [deleteFormalImage, { method: "DELETE", params: { id: 1 } }],
      [createMensaje, { method: "POST", json: { compromiso_id: compromisoId, texto: "x" } }],
      [putMensaje, { method: "PUT", json: { texto: "x" }, params: id }],
      [deleteMensaje, { method: "DELETE", params: id }],
      [uploadMensajeImage, { method: "POST", form: formOf({ file: png }), params: id }],
      [deleteMensajeImage, { method: "DELETE", params: { id: 1 } }],
      [
        createVisual,
        {
          method: "POST",
          form: formOf({
            compromiso_id: String(compromisoId),
            tipo: "foto",
            url: "https://x.gt/a.png",
          }),
        },
      ],
      [deleteVisual, { method: "DELETE", params: { id: 1 } }],
    ];
    for (const [handler, options] of cases) await expectGuarded(callers, handler, options);
    expect(await db().valorEtico.findUnique({ where: { id: valor.id } })).not.toBeNull();
    expect(await db().compromiso.findUnique({ where: { id: compromisoId } })).not.toBeNull();
    const query = `?compromiso_id=${compromisoId}`;
    for (const handler of [listValores, listFormales, listMensajes, listVisuales]) {
      expect((await call(handler, { path: `/api/valores/x${query}` })).status).toBe(200);
    }
    expect((await call(listCompromisos)).status).toBe(200);
    expect(
      (await call(getCompromiso, { params: { id: compromisoId } })).body.data.valores.length,
    ).toBeGreaterThan(0);
    expect((await call(listValorImages, { params: id })).body).toEqual({ data: [] });
  });
});

describe("values: compromiso", () => {
  it("needs at least one introduction field; empty fields are stored as null; answers carry data", async () => {
    for (const json of [
      {},
      { introduccion_titulo: "  ", introduccion_subtitulo: "", introduccion_parrafo: null },
    ]) {
      const result = await post(createCompromiso, json);
      expect([result.status, result.body.message]).toEqual([
        422,
        "Debes ingresar al menos un campo de la introducción.",
      ]);
    }
    const created = await post(createCompromiso, {
      introduccion_titulo: "Compromiso",
      introduccion_subtitulo: "",
      introduccion_parrafo: "Texto",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      introduccion_titulo: "Compromiso",
      introduccion_subtitulo: null,
      introduccion_parrafo: "Texto",
    });
    const id = created.body.data.id;
    const updated = await call(putCompromiso, {
      method: "PUT",
      token: callers.admin1,
      json: { introduccion_subtitulo: "Sub" },
      params: { id },
    });
    expect(updated.body.data).toMatchObject({
      introduccion_titulo: "Compromiso",
      introduccion_subtitulo: "Sub",
    });
    const bad = await call(putCompromiso, {
      method: "PUT",
      token: callers.admin1,
      json: {},
      params: { id },
    });
    expect([bad.status, bad.body.message]).toEqual([
      422,
      "Debes ingresar al menos un campo de la introducción.",
    ]);
    expect(
      (
        await call(putCompromiso, {
          method: "PUT",
          token: callers.admin1,
          json: "{",
          params: { id },
        })
      ).status,
    ).toBe(400);
    const listed = await call(listCompromisos);
    expect(listed.body.data.map((c: { id: number }) => c.id)).toContain(id);
    expect(
      await db().auditLog.count({ where: { entity: "compromiso", entity_id: String(id) } }),
    ).toBe(2);
  });

  it("deletes a commitment with everything in it", async () => {
    const id = (await post(createCompromiso, { introduccion_titulo: "Para borrar" })).body.data.id;
    await post(createValor, { compromiso_id: id, titulo: "Valor" });
    await post(createMensaje, { compromiso_id: id, texto: "Hola" });
    const removed = await call(deleteCompromiso, {
      method: "DELETE",
      token: callers.admin1,
      params: { id },
    });
    expect(removed.status).toBe(200);
    expect(await db().valorEtico.count({ where: { compromiso_id: id } })).toBe(0);
    expect((await call(getCompromiso, { params: { id } })).body.message).toBe(
      "Compromiso no encontrado.",
    );
  });
});

describe("values: valores éticos", () => {
  it("creates, lists, updates and deletes with the spec's texts", async () => {
    for (const [json, message] of [
      [{ compromiso_id: compromisoId }, "El título es obligatorio."],
      [{ compromiso_id: compromisoId, titulo: "   " }, "El título es obligatorio."],
      [{ titulo: "Honestidad" }, "Falta 'compromisoId'"],
    ] as const) {
      const result = await post(createValor, json);
      expect([result.status, result.body.message]).toEqual([422, message]);
    }
    const created = await post(createValor, {
      compromisoId,
      titulo: " Honestidad ",
      descripcion: "",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      compromiso_id: compromisoId,
      titulo: "Honestidad",
      descripcion: null,
      images: [],
    });
    const id = created.body.data.id;
    const missing = await call(listValores, { path: "/api/valores/valores" });
    expect([missing.status, missing.body.message]).toEqual([422, "Falta 'compromisoId'"]);
    const listed = await call(listValores, {
      path: `/api/valores/valores?compromiso_id=${compromisoId}`,
    });
    expect(listed.body.data.map((v: { id: number }) => v.id)).toContain(id);
    const updated = await call(putValor, {
      method: "PUT",
      token: callers.admin1,
      json: { titulo: "Integridad", descripcion: "D" },
      params: { id },
    });
    expect(updated.body.data).toMatchObject({ titulo: "Integridad", descripcion: "D" });
    const blank = await call(putValor, {
      method: "PUT",
      token: callers.admin1,
      json: { titulo: "" },
      params: { id },
    });
    expect([blank.status, blank.body.message]).toEqual([422, "El título es obligatorio."]);
    const unknown = await post(createValor, { compromiso_id: 999999, titulo: "x" });
    expect([unknown.status, unknown.body.message]).toEqual([404, "Compromiso no encontrado."]);
    expect(
      (await call(deleteValor, { method: "DELETE", token: callers.admin1, params: { id } })).status,
    ).toBe(200);
    expect(
      (await call(deleteValor, { method: "DELETE", token: callers.admin1, params: { id } })).body
        .message,
    ).toBe("Valor no encontrado.");
  });

  it("adds, lists and deletes images of a value", async () => {
    const id = (await post(createValor, { compromiso_id: compromisoId, titulo: "Con imagen" })).body
      .data.id;
    const none = await call(uploadValorImage, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ other: "x" }),
      params: { id },
    });
    expect([none.status, none.body.message]).toEqual([422, "Selecciona una imagen primero."]);
    const added = await call(uploadValorImage, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: { bytes: await gifBytes(), name: "a.gif" } }),
      params: { id },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.url).toMatch(/\.gif$/);
    expect((await call(listValorImages, { params: { id } })).body.data).toHaveLength(1);
    expect(
      (
        await call(deleteValorImage, {
          method: "DELETE",
          token: callers.admin1,
          params: { id: added.body.data.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(deleteValorImage, {
          method: "DELETE",
          token: callers.admin1,
          params: { id: added.body.data.id },
        })
      ).body.message,
    ).toBe("Imagen no encontrada.");
  });
});

describe("values: compromisos formales", () => {
  it("uses the create and edit texts of the spec", async () => {
    const noCompromiso = await post(createFormal, { titulo: "x" });
    expect([noCompromiso.status, noCompromiso.body.message]).toEqual([
      422,
      "Primero selecciona un compromiso.",
    ]);
    const noTitle = await post(createFormal, { compromiso_id: compromisoId, titulo: "" });
    expect([noTitle.status, noTitle.body.message]).toEqual([422, "Escribe un título."]);
    const created = await post(createFormal, {
      compromiso_id: compromisoId,
      titulo: "Rendir cuentas",
    });
    const id = created.body.data.id;
    const edit = await call(putFormal, {
      method: "PUT",
      token: callers.admin1,
      json: { titulo: " " },
      params: { id },
    });
    expect([edit.status, edit.body.message]).toEqual([422, "El título es requerido."]);
    const listed = await call(listFormales, {
      path: `/api/valores/formales?compromiso_id=${compromisoId}`,
    });
    expect(listed.body.data.map((f: { id: number }) => f.id)).toContain(id);
    expect((await call(listFormales, { path: "/api/valores/formales" })).body.message).toBe(
      "Primero selecciona un compromiso.",
    );
    expect(
      (await call(deleteFormal, { method: "DELETE", token: callers.admin1, params: { id } }))
        .status,
    ).toBe(200);
  });

  it("accepts only JPG, PNG or WEBP images up to 5 MB", async () => {
    const id = (await post(createFormal, { compromiso_id: compromisoId, titulo: "Con fotos" })).body
      .data.id;
    const gif = await call(uploadFormalImage, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: { bytes: await gifBytes(), name: "a.png" } }),
      params: { id },
    });
    expect([gif.status, gif.body.message]).toEqual([
      415,
      "Formato no permitido. Usa JPG, PNG o WEBP.",
    ]);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await pngBytes());
    const tooBig = await call(uploadFormalImage, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: { bytes: big, name: "big.png" } }),
      params: { id },
    });
    expect([tooBig.status, tooBig.body.message]).toEqual([413, "La imagen excede 5MB."]);
    const none = await call(uploadFormalImage, {
      method: "POST",
      token: callers.admin1,
      form: formOf({}),
      params: { id },
    });
    expect([none.status, none.body.message]).toEqual([422, "Selecciona una imagen primero."]);
    const ok = await call(uploadFormalImage, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: { bytes: await pngBytes(), name: "ok.png" } }),
      params: { id },
    });
    expect(ok.status).toBe(201);
    expect((await call(listFormalImages, { params: { id } })).body.data).toEqual([ok.body.data]);
    expect(
      (
        await call(deleteFormalImage, {
          method: "DELETE",
          token: callers.admin1,
          params: { id: ok.body.data.id },
        })
      ).status,
    ).toBe(200);
    expect((await call(listFormalImages, { params: { id: 999999 } })).status).toBe(404);
  });
});

describe("values: mensajes", () => {
  it("requires text, updates, and deleting a message deletes its images", async () => {
    const blank = await post(createMensaje, { compromiso_id: compromisoId, texto: "  " });
    expect([blank.status, blank.body.message]).toEqual([422, "Escribe el mensaje."]);
    expect((await post(createMensaje, { texto: "x" })).body.message).toBe(
      "Primero selecciona un compromiso.",
    );
    const id = (await post(createMensaje, { compromiso_id: compromisoId, texto: "Gracias" })).body
      .data.id;
    const updated = await call(putMensaje, {
      method: "PUT",
      token: callers.admin1,
      json: { texto: "Gracias a todos" },
      params: { id },
    });
    expect(updated.body.data.texto).toBe("Gracias a todos");
    const image = await call(uploadMensajeImage, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: await pngBytes() }),
      params: { id },
    });
    expect(image.status).toBe(201);
    expect((await call(listMensajeImages, { params: { id } })).body.data).toHaveLength(1);
    expect(
      (
        await call(listMensajes, { path: `/api/valores/mensajes?compromiso_id=${compromisoId}` })
      ).body.data.find((m: { id: number }) => m.id === id).images,
    ).toHaveLength(1);
    const second = await call(uploadMensajeImage, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: await pngBytes() }),
      params: { id },
    });
    expect(
      (
        await call(deleteMensajeImage, {
          method: "DELETE",
          token: callers.admin1,
          params: { id: second.body.data.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(deleteMensaje, { method: "DELETE", token: callers.admin1, params: { id } }))
        .status,
    ).toBe(200);
    expect(await db().mensajeImagen.count({ where: { mensaje_id: id } })).toBe(0);
  });
});

describe("values: elementos visuales", () => {
  const visual = (
    fields: Record<string, string | Uint8Array | { bytes: Uint8Array; name: string }>,
  ) =>
    call(createVisual, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ compromiso_id: String(compromisoId), ...fields }),
    });

  it("needs a file or a URL; video URLs must be YouTube, Vimeo or a direct .mp4", async () => {
    const none = await visual({ tipo: "foto", descripcion: "x" });
    expect([none.status, none.body.message]).toEqual([422, "Proporciona un archivo o una URL."]);
    const badVideo = await visual({ tipo: "video", url: "https://example.com/video" });
    expect([badVideo.status, badVideo.body.message]).toEqual([
      422,
      "La URL del video debe ser de YouTube, Vimeo o un enlace directo .mp4.",
    ]);
    const badType = await visual({ tipo: "gif", url: "https://example.com/a.png" });
    expect([badType.status, badType.body.message]).toEqual([
      422,
      "Selecciona un tipo válido (foto, icono o video).",
    ]);
    const noCompromiso = await call(createVisual, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ tipo: "foto", url: "https://x.gt/a.png" }),
    });
    expect(noCompromiso.body.message).toBe("Primero selecciona un compromiso.");
    for (const url of [
      "https://www.youtube.com/watch?v=abc123",
      "https://youtu.be/abc123",
      "https://vimeo.com/12345",
      "https://cdn.example.com/clip.mp4",
    ]) {
      const ok = await visual({ tipo: "video", url });
      expect(ok.status, url).toBe(201);
      expect(ok.body.data).toMatchObject({ tipo: "video", url });
    }
    const photo = await visual({
      tipo: "foto",
      file: { bytes: await pngBytes(), name: "f.png" },
      descripcion: "Foto",
    });
    expect(photo.status).toBe(201);
    expect(photo.body.data.url).toMatch(/^\/api\/files\/.+\.png$/);
    const videoFile = await visual({ tipo: "video", file: mp4Bytes() });
    expect(videoFile.body.data.url).toMatch(/\.mp4$/);
    const wrongFile = await visual({ tipo: "video", file: await pngBytes() });
    expect([wrongFile.status, wrongFile.body.message]).toEqual([415, "El video debe ser MP4."]);
    const listed = await call(listVisuales, {
      path: `/api/valores/visuales?compromiso_id=${compromisoId}`,
    });
    expect(listed.body.data.length).toBeGreaterThanOrEqual(6);
    expect(
      (
        await call(deleteVisual, {
          method: "DELETE",
          token: callers.admin1,
          params: { id: photo.body.data.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(deleteVisual, {
          method: "DELETE",
          token: callers.admin1,
          params: { id: photo.body.data.id },
        })
      ).body.message,
    ).toBe("Elemento visual no encontrado.");
  });
});
