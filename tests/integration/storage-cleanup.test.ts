// Stored-file hygiene: deleting or replacing a medium, image, cover or logo removes the file this
// app stored for it (its StoredFile row and its bytes on the local disk), unless another row still
// points at it; media added by an external URL have no stored file and touch nothing.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as deleteLaborMedia } from "@/app/api/admin/labores/[id]/media/[mediaId]/route";
import { POST as uploadLaborMedia } from "@/app/api/admin/labores/[id]/media/route";
import { DELETE as deleteLabor } from "@/app/api/admin/labores/[id]/route";
import { POST as createLabor } from "@/app/api/admin/labores/route";
import { POST as uploadLogo } from "@/app/api/admin/site-settings/logo/route";
import { PUT as putSettings } from "@/app/api/admin/site-settings/route";
import { DELETE as deleteGalleryImage } from "@/app/api/biografia/galeria/[id]/route";
import { POST as addGalleryImage } from "@/app/api/biografia/galeria/route";
import { POST as imagePrincipal } from "@/app/api/biografia/imagen-principal/route";
import { PUT as putText } from "@/app/api/biografia/texto/route";
import { DELETE as deleteNewsMedia } from "@/app/api/noticias/[id]/media/[mediaId]/route";
import {
  DELETE as deleteNewsMediaByUrl,
  POST as addNewsMediaUrl,
} from "@/app/api/noticias/[id]/media/route";
import { POST as uploadNewsMedia } from "@/app/api/noticias/[id]/media/upload/route";
import { POST as newsCover } from "@/app/api/noticias/[id]/portada/route";
import { DELETE as deleteNews, PUT as putNews } from "@/app/api/noticias/[id]/route";
import { POST as createNews } from "@/app/api/noticias/route";
import { DELETE as deleteCompromiso } from "@/app/api/valores/compromiso/[id]/route";
import { DELETE as deleteFormal } from "@/app/api/valores/formales/[id]/route";
import { POST as uploadFormalImage } from "@/app/api/valores/formales/[id]/imagenes/route";
import { DELETE as deleteFormalImage } from "@/app/api/valores/formales/imagenes/[id]/route";
import { DELETE as deleteValorImage } from "@/app/api/valores/imagenes/[id]/route";
import { DELETE as deleteMensaje } from "@/app/api/valores/mensajes/[id]/route";
import { POST as uploadMensajeImage } from "@/app/api/valores/mensajes/[id]/imagenes/route";
import { DELETE as deleteMensajeImage } from "@/app/api/valores/mensajes/imagenes/[id]/route";
import { DELETE as deleteValor } from "@/app/api/valores/valores/[id]/route";
import { POST as uploadValorImage } from "@/app/api/valores/valores/[id]/imagenes/route";
import { DELETE as deleteVisual } from "@/app/api/valores/visuales/[id]/route";
import { POST as createVisual } from "@/app/api/valores/visuales/route";
import { db } from "@/lib/db";
import { storageDriver } from "@/lib/storage/drivers";
import { withSavedUpload } from "@/lib/storage/service";
import { captureLog } from "../support/captured-log";
import {
  call,
  expectGuarded,
  formOf,
  makeCallers,
  mp4Bytes,
  pdfBytes,
  pngBytes,
  type CallOptions,
  type Callers,
} from "./support/content-helpers";

let callers: Callers;

beforeAll(async () => {
  callers = await makeCallers();
});

afterEach(() => {
  vi.restoreAllMocks();
});

// The database is shared by every test file: leave the site with its default settings.
afterAll(async () => {
  await db().siteSettings.deleteMany({});
});

type Handler = Parameters<typeof call>[0];

/** A call as AdminNivel1 that must answer `status`. */
async function ok(handler: Handler, options: CallOptions, status = 200) {
  const result = await call(handler, { token: callers.admin1, ...options });
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  return result.body;
}

const keyOf = (url: string) => {
  expect(url).toMatch(/^\/api\/files\/[^/]+$/);
  return url.slice("/api/files/".length);
};

/** Whether the file has its StoredFile row and its bytes on disk. */
async function storedState(url: string): Promise<{ row: boolean; bytes: boolean }> {
  const key = keyOf(url);
  return {
    row: (await db().storedFile.count({ where: { key } })) === 1,
    bytes: existsSync(path.resolve(process.env.UPLOAD_DIR!, key)),
  };
}

async function expectKept(...urls: string[]) {
  for (const url of urls) expect(await storedState(url), url).toEqual({ row: true, bytes: true });
}

async function expectGone(...urls: string[]) {
  for (const url of urls) expect(await storedState(url), url).toEqual({ row: false, bytes: false });
}

const png = () => pngBytes();

const IMAGE_ONLY = { kinds: ["image"], maxBytes: 5 * 1024 * 1024 } as const;

// ───────────── News ─────────────

async function newNews() {
  const body = await ok(
    createNews,
    { method: "POST", json: { titulo: "Noticia con archivos", fecha_contenido: "2024-05-10" } },
    201,
  );
  return body.item.id as number;
}

async function newsMediaUpload(id: number, bytes: Uint8Array, name = "foto.png") {
  const body = await ok(
    uploadNewsMedia,
    { method: "POST", params: { id }, form: formOf({ file: { bytes, name } }) },
    201,
  );
  return body.item as { id: number; url: string };
}

async function newsCoverUpload(id: number) {
  const body = await ok(newsCover, {
    method: "POST",
    params: { id },
    form: formOf({ file: { bytes: await png(), name: "portada.png" } }),
  });
  return body.item.portada_url as string;
}

describe("news files", () => {
  it("deleting a medium by id or by URL removes its stored file (image, PDF and MP4)", async () => {
    const id = await newNews();
    const image = await newsMediaUpload(id, await png());
    const pdf = await newsMediaUpload(id, pdfBytes(), "doc.pdf");
    const video = await newsMediaUpload(id, mp4Bytes(), "clip.mp4");
    await expectKept(image.url, pdf.url, video.url);

    await ok(deleteNewsMedia, { method: "DELETE", params: { id, mediaId: image.id } });
    await expectGone(image.url);
    await expectKept(pdf.url, video.url);

    const byUrl = await ok(deleteNewsMediaByUrl, {
      method: "DELETE",
      params: { id },
      json: { url: pdf.url },
    });
    expect(byUrl.deleted).toBe(1);
    await expectGone(pdf.url);
    await expectKept(video.url);
  });

  it("deleting a medium added by an external URL touches no stored file", async () => {
    const id = await newNews();
    const kept = await newsMediaUpload(id, await png());
    const external = await ok(
      addNewsMediaUrl,
      { method: "POST", params: { id }, json: { url: "https://example.com/foto.png" } },
      201,
    );
    const before = await db().storedFile.count();
    await ok(deleteNewsMedia, { method: "DELETE", params: { id, mediaId: external.item.id } });
    await ok(
      addNewsMediaUrl,
      {
        method: "POST",
        params: { id },
        json: { url: "https://example.com/otra.png" },
      },
      201,
    );
    await ok(deleteNewsMediaByUrl, {
      method: "DELETE",
      params: { id },
      json: { url: "https://example.com/otra.png" },
    });
    expect(await db().storedFile.count()).toBe(before);
    await expectKept(kept.url);
  });

  it("a file still referenced elsewhere (the same URL added as another medium) is kept", async () => {
    const id = await newNews();
    const other = await newNews();
    const image = await newsMediaUpload(id, await png());
    await ok(
      addNewsMediaUrl,
      { method: "POST", params: { id: other }, json: { url: image.url } },
      201,
    );
    await ok(deleteNewsMedia, { method: "DELETE", params: { id, mediaId: image.id } });
    await expectKept(image.url);
    await ok(deleteNewsMediaByUrl, {
      method: "DELETE",
      params: { id: other },
      json: { url: image.url },
    });
    await expectGone(image.url);
  });

  it("a new cover (uploaded or set by URL) removes the previous cover file", async () => {
    const id = await newNews();
    const first = await newsCoverUpload(id);
    const second = await newsCoverUpload(id);
    await expectGone(first);
    await expectKept(second);
    const item = await db().news.findUniqueOrThrow({ where: { id } });
    expect(item.portada_public_id).toBe(keyOf(second));

    await ok(putNews, {
      method: "PUT",
      params: { id },
      json: { portada_url: "https://example.com/p.jpg" },
    });
    await expectGone(second);
    expect(await db().news.findUniqueOrThrow({ where: { id } })).toMatchObject({
      portada_url: "https://example.com/p.jpg",
      portada_public_id: null,
    });
  });

  it("a soft-deleted news item keeps its files (the row stays)", async () => {
    const id = await newNews();
    const cover = await newsCoverUpload(id);
    const image = await newsMediaUpload(id, await png());
    await ok(deleteNews, { method: "DELETE", params: { id } });
    await expectKept(cover, image.url);
  });

  it("a failure to remove the bytes is logged with the key and never fails the request", async () => {
    const id = await newNews();
    const image = await newsMediaUpload(id, await png());
    const key = keyOf(image.url);
    vi.spyOn(storageDriver(), "remove").mockRejectedValueOnce(new Error("disco no disponible"));
    const logged = captureLog("error");
    await ok(deleteNewsMedia, { method: "DELETE", params: { id, mediaId: image.id } });
    expect(await db().newsMedia.count({ where: { id: image.id } })).toBe(0);
    expect(await storedState(image.url)).toEqual({ row: false, bytes: true });
    expect(logged).toContainEqual(
      expect.objectContaining({ key, msg: "could not remove a stored file's bytes" }),
    );
  });
});

// ───────────── Labores ─────────────

async function newLabor() {
  const body = await ok(
    createLabor,
    { method: "POST", json: { titulo: "Labor con archivos", anio_ejecucion: 2023 } },
    201,
  );
  return body.item.id as number;
}

async function laborUpload(id: number, count: number) {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      bytes: await png(),
      name: `f${index}.png`,
    })),
  );
  const body = await ok(
    uploadLaborMedia,
    { method: "POST", params: { id }, form: formOf({ files }) },
    201,
  );
  return body.items as { id: number; url: string; is_portada: unknown }[];
}

describe("labor files", () => {
  it("deleting a medium removes its file; deleting the cover moves the cover and removes the old file", async () => {
    const id = await newLabor();
    const [cover, second, third] = await laborUpload(id, 3);
    expect(cover!.is_portada).toBeTruthy();
    expect((await db().labor.findUniqueOrThrow({ where: { id } })).portada_url).toBe(cover!.url);

    await ok(deleteLaborMedia, { method: "DELETE", params: { id, mediaId: third!.id } });
    await expectGone(third!.url);

    await ok(deleteLaborMedia, { method: "DELETE", params: { id, mediaId: cover!.id } });
    await expectGone(cover!.url);
    expect((await db().labor.findUniqueOrThrow({ where: { id } })).portada_url).toBe(second!.url);
    await expectKept(second!.url);
  });

  it("deleting a labor (a hard delete) removes the files of all its media and its cover", async () => {
    const id = await newLabor();
    const media = await laborUpload(id, 2);
    await ok(deleteLabor, { method: "DELETE", params: { id } });
    expect(await db().labor.count({ where: { id } })).toBe(0);
    await expectGone(...media.map((item) => item.url));
  });

  it("a labor file that another row still shows is kept", async () => {
    const id = await newLabor();
    const [cover] = await laborUpload(id, 1);
    const news = await newNews();
    await ok(
      addNewsMediaUrl,
      { method: "POST", params: { id: news }, json: { url: cover!.url } },
      201,
    );
    await ok(deleteLabor, { method: "DELETE", params: { id } });
    await expectKept(cover!.url);
  });
});

// ───────────── Failed uploads ─────────────

/** The StoredFile rows and the files on disk, to compare before and after a refused request. */
async function storedInventory() {
  return {
    rows: await db().storedFile.count(),
    files: readdirSync(process.env.UPLOAD_DIR!).length,
  };
}

describe("failed uploads leave no file behind", () => {
  it("a labor batch with one refused file stores none of them", async () => {
    const id = await newLabor();
    const before = await storedInventory();
    const files = [
      { bytes: await png(), name: "buena.png" },
      { bytes: new TextEncoder().encode("no soy una imagen"), name: "mala.png" },
    ];
    const result = await call(uploadLaborMedia, {
      token: callers.admin1,
      method: "POST",
      params: { id },
      form: formOf({ files }),
    });
    expect(result.status).toBe(415);
    expect(await storedInventory()).toEqual(before);
    expect(await db().laborMedia.count({ where: { labor_id: id } })).toBe(0);
  });

  it("a file saved for a change that then fails is discarded; a file in use is kept", async () => {
    const before = await storedInventory();
    const failure = new Error("la transacción falló");
    await expect(
      withSavedUpload({ bytes: await png(), name: "huerfana.png" }, IMAGE_ONLY, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await storedInventory()).toEqual(before);

    const news = await newNews();
    let url = "";
    await expect(
      withSavedUpload({ bytes: await png(), name: "usada.png" }, IMAGE_ONLY, async (saved) => {
        url = saved.url;
        await ok(addNewsMediaUrl, { method: "POST", params: { id: news }, json: { url } }, 201);
        throw failure;
      }),
    ).rejects.toBe(failure);
    await expectKept(url);
  });
});

// ───────────── Biography ─────────────

const versions: number[] = [];

async function newVersion(slogan: string) {
  const body = await ok(putText, { method: "PUT", json: { slogan } }, 201);
  versions.push(body.id);
  return body.id as number;
}

async function galleryUpload(id: number, descripcion = "Foto") {
  const body = await ok(
    addGalleryImage,
    {
      method: "POST",
      form: formOf({
        imagen: { bytes: await png(), name: "g.png" },
        biografia_id: String(id),
        descripcion,
      }),
    },
    201,
  );
  return body as { id: number; url: string };
}

async function principalUpload(id: number) {
  const body = await ok(
    imagePrincipal,
    {
      method: "POST",
      form: formOf({ imagen: { bytes: await png(), name: "p.png" }, biografia_id: String(id) }),
    },
    201,
  );
  return body.url as string;
}

describe("biography files", () => {
  // A new version copies the active one's images: leave no version of ours for other files to copy.
  afterAll(async () => {
    await db().biographyVersion.deleteMany({ where: { id: { in: versions } } });
  });

  it("a replaced image is removed, unless an older version still shows it", async () => {
    const first = await newVersion("Imágenes 1");
    const a = await principalUpload(first);
    const b = await principalUpload(first);
    await expectGone(a);
    const second = await newVersion("Imágenes 2"); // carries b over
    const c = await principalUpload(second);
    await expectKept(b, c);
    expect(
      (await db().biographyVersion.findUniqueOrThrow({ where: { id: first } })).imagen_principal,
    ).toBe(b);
  });

  it("DELETE /api/biografia/galeria/{id}: guarded; removes the image, its file and writes an audit entry", async () => {
    const version = await newVersion("Galería");
    const image = await galleryUpload(version);
    await expectGuarded(callers, deleteGalleryImage, {
      method: "DELETE",
      params: { id: image.id },
    });
    expect(await db().biographyImage.count({ where: { id: image.id } })).toBe(1);
    await expectKept(image.url);

    const other = await galleryUpload(version, "Otra");
    const result = await ok(deleteGalleryImage, { method: "DELETE", params: { id: image.id } });
    expect(result).toMatchObject({ ok: true, data: { id: image.id } });
    expect(await db().biographyImage.count({ where: { id: image.id } })).toBe(0);
    await expectGone(image.url);
    await expectKept(other.url);
    expect(
      await db().auditLog.count({
        where: { action: "biography.gallery.delete", entity_id: String(image.id) },
      }),
    ).toBe(1);

    const byAdmin2 = await call(deleteGalleryImage, {
      method: "DELETE",
      token: callers.admin2,
      params: { id: other.id },
    });
    expect(byAdmin2.status).toBe(200);
    await expectGone(other.url);
  });

  it("DELETE /api/biografia/galeria/{id}: 404 for a missing image, 422 for a bad id", async () => {
    const missing = await call(deleteGalleryImage, {
      method: "DELETE",
      token: callers.admin1,
      params: { id: 999999 },
    });
    expect([missing.status, missing.body.message]).toEqual([404, "Imagen no encontrada."]);
    const bad = await call(deleteGalleryImage, {
      method: "DELETE",
      token: callers.admin1,
      params: { id: "abc" },
    });
    expect([bad.status, bad.body.message]).toEqual([422, "Identificador no válido."]);
  });

  it("a gallery image copied into a newer version keeps its file until the last copy goes", async () => {
    const older = await newVersion("Galería vieja");
    const image = await galleryUpload(older);
    const newer = await newVersion("Galería nueva");
    const copy = await db().biographyImage.findFirstOrThrow({
      where: { biografia_id: newer, url: image.url },
    });
    await ok(deleteGalleryImage, { method: "DELETE", params: { id: copy.id } });
    await expectKept(image.url);
    await ok(deleteGalleryImage, { method: "DELETE", params: { id: image.id } });
    await expectGone(image.url);
  });
});

// ───────────── Values ─────────────

describe("values files", () => {
  let compromisoId: number;

  beforeAll(async () => {
    compromisoId = (await db().compromiso.create({ data: { introduccion_titulo: "Archivos" } })).id;
  });

  const owners = async () => ({
    valor: (await db().valorEtico.create({ data: { compromiso_id: compromisoId, titulo: "V" } }))
      .id,
    formal: (
      await db().compromisoFormal.create({ data: { compromiso_id: compromisoId, titulo: "F" } })
    ).id,
    mensaje: (
      await db().mensajeCompromiso.create({ data: { compromiso_id: compromisoId, texto: "M" } })
    ).id,
  });

  const uploadTo = async (handler: Handler, id: number) => {
    const body = await ok(
      handler,
      {
        method: "POST",
        params: { id },
        form: formOf({ file: { bytes: await png(), name: "v.png" } }),
      },
      201,
    );
    return body.data as { id: number; url: string };
  };

  const visualUpload = async (compromiso = compromisoId) => {
    const body = await ok(
      createVisual,
      {
        method: "POST",
        form: formOf({
          compromiso_id: String(compromiso),
          tipo: "foto",
          file: { bytes: await png(), name: "foto.png" },
        }),
      },
      201,
    );
    return body.data as { id: number; url: string };
  };

  it("deleting an image of a value, a formal commitment or a message removes its file", async () => {
    const { valor, formal, mensaje } = await owners();
    for (const [upload, remove, owner] of [
      [uploadValorImage, deleteValorImage, valor],
      [uploadFormalImage, deleteFormalImage, formal],
      [uploadMensajeImage, deleteMensajeImage, mensaje],
    ] as const) {
      const image = await uploadTo(upload, owner);
      const sibling = await uploadTo(upload, owner);
      await ok(remove, { method: "DELETE", params: { id: image.id } });
      await expectGone(image.url);
      await expectKept(sibling.url);
    }
  });

  it("deleting a value, a formal commitment or a message removes the files of its images", async () => {
    const { valor, formal, mensaje } = await owners();
    for (const [upload, remove, owner] of [
      [uploadValorImage, deleteValor, valor],
      [uploadFormalImage, deleteFormal, formal],
      [uploadMensajeImage, deleteMensaje, mensaje],
    ] as const) {
      const images = [await uploadTo(upload, owner), await uploadTo(upload, owner)];
      await ok(remove, { method: "DELETE", params: { id: owner } });
      await expectGone(...images.map((image) => image.url));
    }
  });

  it("deleting an uploaded visual element removes its file; one given by URL touches nothing", async () => {
    const uploaded = await visualUpload();
    await ok(deleteVisual, { method: "DELETE", params: { id: uploaded.id } });
    await expectGone(uploaded.url);

    const linked = await ok(
      createVisual,
      {
        method: "POST",
        form: formOf({
          compromiso_id: String(compromisoId),
          tipo: "video",
          url: "https://www.youtube.com/watch?v=abc123",
        }),
      },
      201,
    );
    const before = await db().storedFile.count();
    await ok(deleteVisual, { method: "DELETE", params: { id: linked.data.id } });
    expect(await db().storedFile.count()).toBe(before);
  });

  it("deleting a commitment removes every file under it", async () => {
    const original = compromisoId;
    compromisoId = (await db().compromiso.create({ data: { introduccion_titulo: "Borrar" } })).id;
    const { valor, formal, mensaje } = await owners();
    const urls = [
      (await uploadTo(uploadValorImage, valor)).url,
      (await uploadTo(uploadFormalImage, formal)).url,
      (await uploadTo(uploadMensajeImage, mensaje)).url,
      (await visualUpload()).url,
    ];
    await ok(deleteCompromiso, { method: "DELETE", params: { id: compromisoId } });
    await expectGone(...urls);
    compromisoId = original;
  });
});

// ───────────── Site logo ─────────────

describe("site logo file", () => {
  const logoUpload = async () => {
    const body = await ok(uploadLogo, {
      method: "POST",
      form: formOf({ file: { bytes: await png(), name: "logo.png" } }),
    });
    return body.settings.logo_url as string;
  };

  it("a new logo removes the previous one; removing the logo removes its file", async () => {
    const first = await logoUpload();
    const second = await logoUpload();
    await expectGone(first);
    await expectKept(second);
    await ok(putSettings, { method: "PUT", json: { horario_atencion: "L–V" } });
    await expectKept(second);
    await ok(putSettings, { method: "PUT", json: { logo_url: null } });
    await expectGone(second);
  });
});
