// Large files go from the browser straight to UploadThing. UploadThing's service cannot be
// reached from here, so its fake (tests/support/fake-uploadthing.mjs) stands in for it; everything
// else is real: the SDK, our route handlers, the storage driver and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadLaborMedia } from "@/app/api/admin/labores/[id]/media/route";
import { GET as sweep } from "@/app/api/cron/sweep-uploads/route";
import { GET as readFile } from "@/app/api/files/[key]/route";
import { POST as uploadNewsCover } from "@/app/api/noticias/[id]/portada/route";
import { GET as routeConfig, POST as uploadThingRoute } from "@/app/api/uploadthing/route";
import { POST as uploadFormalImage } from "@/app/api/valores/formales/[id]/imagenes/route";
import { db } from "@/lib/db";
import { localDriver } from "@/lib/storage/drivers";
import { DIRECT_UPLOAD_GONE, saveUpload } from "@/lib/storage/service";
import { DIRECT_UPLOAD_ROUTE, STORED_FILE_SUFFIX } from "@/lib/storage/direct-upload-rules";
import {
  startFakeUploadThing,
  testToken,
  type FakeUploadThing,
} from "../support/fake-uploadthing.mjs";
import { call, formOf, makeCallers, pdfBytes, pngBytes, type Callers } from "./support/content-helpers";

const SDK_VERSION = "7.7.4";
const FOUR_MB = 4 * 1024 * 1024;

let fake: FakeUploadThing;
let callers: Callers;

type RouteHandler = (request: Request) => Promise<Response>;
const handlerOf = (handler: unknown) => handler as RouteHandler;

/** Asks our file route for upload URLs, as the browser's UploadThing client does. */
async function requestUpload(
  token: string | null,
  files: { name: string; size: number; type: string }[],
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-uploadthing-package": "uploadthing/client",
    "x-uploadthing-version": SDK_VERSION,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request(
    `http://localhost:3000/api/uploadthing?actionType=upload&slug=${DIRECT_UPLOAD_ROUTE}`,
    {
      method: "POST",
      headers,
      body: JSON.stringify({
        files: files.map((file) => ({ ...file, lastModified: Date.now() })),
        input: null,
      }),
    },
  );
  return handlerOf(uploadThingRoute)(request);
}

/** The browser's part: ask for a URL, then send the bytes to UploadThing; answers our serverData. */
async function sendDirectly(bytes: Uint8Array, name: string, type: string) {
  const answer = await requestUpload(callers.admin1, [{ name, size: bytes.byteLength, type }]);
  expect(answer.status, await answer.clone().text()).toBe(200);
  const [presigned] = (await answer.json()) as { url: string; key: string }[];
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type }), name);
  const put = await fetch(presigned!.url, {
    method: "PUT",
    body: form,
    headers: { Range: "bytes=0-" },
  });
  expect(put.status, await put.clone().text()).toBe(200);
  const { serverData } = (await put.json()) as { serverData: { key?: string; error?: string } };
  return { key: presigned!.key, serverData };
}

/** A PNG above the direct-upload threshold (a real header, then padding the decoder never reads). */
async function largePng(bytes = FOUR_MB + 1024): Promise<Uint8Array> {
  const large = new Uint8Array(bytes);
  large.set(await pngBytes());
  return large;
}

beforeAll(async () => {
  fake = await startFakeUploadThing({
    // UploadThing calls our route back; here the call is handed to the handler in process.
    deliverCallback: (url, init) => handlerOf(uploadThingRoute)(new Request(url, init)),
  });
  process.env.UPLOADTHING_TOKEN = testToken();
  process.env.UPLOADTHING_INGEST_URL = fake.url;
  process.env.UPLOADTHING_API_URL = fake.url;
  process.env.CRON_SECRET = "secreto-de-prueba-para-cron";
  callers = await makeCallers();
});

afterAll(async () => {
  await fake.close();
});

describe("/api/uploadthing", () => {
  it("answers only administrators with a content permission", async () => {
    const anonymous = await requestUpload(null, [
      { name: "a.png", size: FOUR_MB + 1, type: "image/png" },
    ]);
    expect(anonymous.status).toBe(401);
    for (const token of [callers.citizen, ...callers.restricted.map((caller) => caller.token)]) {
      const refused = await requestUpload(token, [
        { name: "a.png", size: FOUR_MB + 1, type: "image/png" },
      ]);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "No tienes permisos para acceder a esta sección.",
      );
    }
    const config = await call(handlerOf(routeConfig), {
      token: callers.admin2,
      path: "/api/uploadthing",
    });
    expect(config.status).toBe(200);
    expect(JSON.stringify(config.body)).toContain(DIRECT_UPLOAD_ROUTE);
    expect((await call(handlerOf(routeConfig), { path: "/api/uploadthing" })).status).toBe(401);
  });

  it("refuses a callback that UploadThing did not sign", async () => {
    const forged = await handlerOf(uploadThingRoute)(
      new Request(`http://localhost:3000/api/uploadthing?slug=${DIRECT_UPLOAD_ROUTE}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "uploadthing-hook": "callback",
          "x-uploadthing-signature": "hmac-sha256=00",
        },
        body: JSON.stringify({ status: "uploaded", file: {}, origin: fake.url, metadata: {} }),
      }),
    );
    expect(forged.status).toBe(400);
  });

  it("records a large file checked by content, then a labor route claims it once", async () => {
    const bytes = await largePng();
    const { key, serverData } = await sendDirectly(bytes, "panorámica.png", "image/png");
    expect(serverData).toEqual({ key });
    const pending = await db().storedFile.findUniqueOrThrow({ where: { key } });
    expect(pending).toMatchObject({
      pending: true,
      storage: "uploadthing",
      mime: "image/png",
      size_bytes: bytes.byteLength,
      original_name: "panorámica.png",
      url: `${fake.url}/f/${key}`,
    });

    const labor = await db().labor.create({
      data: {
        titulo: "Labor con archivo directo",
        slug: `directo-${Date.now()}`,
        anio_ejecucion: 2025,
      },
    });
    const claim = () =>
      call(handlerOf(uploadLaborMedia), {
        method: "POST",
        path: `/api/admin/labores/${labor.id}/media`,
        token: callers.admin1,
        params: { id: labor.id },
        form: formOf({ [`files${STORED_FILE_SUFFIX}`]: key, titulo: "Vista aérea" }),
      });
    const claimed = await claim();
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.items[0]).toMatchObject({
      url: `${fake.url}/f/${key}`,
      mime: "image/png",
      titulo: "Vista aérea",
    });
    expect(await db().storedFile.findUniqueOrThrow({ where: { key } })).toMatchObject({
      pending: false,
    });

    const again = await claim();
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(DIRECT_UPLOAD_GONE);
    expect(await db().laborMedia.count({ where: { labor_id: labor.id } })).toBe(1);
  });

  it("applies each screen's own type and size rules when the file is claimed", async () => {
    const compromiso = await db().compromiso.create({
      data: { introduccion_titulo: "Compromiso directo" },
    });
    const formal = await db().compromisoFormal.create({
      data: { compromiso_id: compromiso.id, titulo: "Formal con imagen grande" },
    });
    const big = await sendDirectly(await largePng(5 * 1024 * 1024 + 1), "grande.png", "image/png");
    const tooLarge = await call(handlerOf(uploadFormalImage), {
      method: "POST",
      path: `/api/valores/formales/${formal.id}/imagenes`,
      token: callers.admin1,
      params: { id: formal.id },
      form: formOf({ [`file${STORED_FILE_SUFFIX}`]: big.key }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe("La imagen excede 5MB.");

    const pdf = new Uint8Array(FOUR_MB + 10);
    pdf.set(pdfBytes());
    const document = await sendDirectly(pdf, "informe.pdf", "application/pdf");
    const news = await db().news.create({
      data: {
        titulo: "Noticia con portada directa",
        slug: `portada-directa-${Date.now()}`,
        fecha_contenido: new Date("2026-11-01"),
      },
    });
    const notAnImage = await call(handlerOf(uploadNewsCover), {
      method: "POST",
      path: `/api/noticias/${news.id}/portada`,
      token: callers.admin1,
      params: { id: news.id },
      form: formOf({ [`file${STORED_FILE_SUFFIX}`]: document.key }),
    });
    expect(notAnImage.status).toBe(415);
    // A private file (a gestión attachment) never comes from a direct upload.
    await expect(
      saveUpload(
        { storedKey: big.key },
        { kinds: ["image"], maxBytes: 64 * 1024 * 1024 },
        { private: true },
      ),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: DIRECT_UPLOAD_GONE });
    // Refused claims leave the files pending, for the sweep.
    expect(
      await db().storedFile.count({
        where: { key: { in: [big.key, document.key] }, pending: true },
      }),
    ).toBe(2);

    const malformed = await call(handlerOf(uploadNewsCover), {
      method: "POST",
      path: `/api/noticias/${news.id}/portada`,
      token: callers.admin1,
      params: { id: news.id },
      form: formOf({ [`file${STORED_FILE_SUFFIX}`]: "../../etc/passwd" }),
    });
    expect(malformed.status).toBe(400);
  });

  it("deletes at once a file whose content is not what it claims", async () => {
    const disguised = new TextEncoder().encode(
      "<html>no soy una imagen</html>".padEnd(FOUR_MB + 5, " "),
    );
    const { key, serverData } = await sendDirectly(disguised, "foto.png", "image/png");
    expect(serverData).toEqual({ error: "Tipo de archivo no permitido." });
    expect(fake.deleted).toContain(key);
    expect(fake.files.has(key)).toBe(false);
    expect(await db().storedFile.count({ where: { key } })).toBe(0);
  });

  it("sweeps files no content claimed within a day, and only those", async () => {
    const stale = await sendDirectly(await largePng(), "olvidada.png", "image/png");
    const fresh = await sendDirectly(await largePng(), "reciente.png", "image/png");
    await db().storedFile.update({
      where: { key: stale.key },
      data: { created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    const anonymous = await handlerOf(sweep)(
      new Request("http://localhost:3000/api/cron/sweep-uploads"),
    );
    expect(anonymous.status).toBe(401);
    const swept = await handlerOf(sweep)(
      new Request("http://localhost:3000/api/cron/sweep-uploads", {
        headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
      }),
    );
    expect(swept.status).toBe(200);
    expect(
      ((await swept.json()) as { result: { deleted: number } }).result.deleted,
    ).toBeGreaterThanOrEqual(1);
    expect(await db().storedFile.count({ where: { key: stale.key } })).toBe(0);
    expect(fake.deleted).toContain(stale.key);
    expect(await db().storedFile.count({ where: { key: fresh.key, pending: true } })).toBe(1);
    expect(fake.files.has(fresh.key)).toBe(true);
  });

  it("still serves the files a server kept on its own disk before it moved to UploadThing", async () => {
    const bytes = await pngBytes();
    const saved = await saveUpload(
      { bytes, name: "antigua.png" },
      { kinds: ["image"], maxBytes: 1024 * 1024 },
      { driver: localDriver() },
    );
    const served = await readFile(new Request(`http://localhost:3000${saved.url}`) as never, {
      params: Promise.resolve({ key: saved.key }),
    });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });
});
