import type { Request } from "@playwright/test";
import sharp from "sharp";
import { expectNoAccessibilityViolations } from "./support/axe";
import { query } from "./support/db";
import { adminToken } from "./support/fixtures";
import { FAKE_UPLOADTHING_URL, UPLOADTHING_INSTANCE, instance } from "./support/servers";
import { ROLE_ACCOUNTS, expect, signIn, test } from "./support/test";

// With uploads stored in UploadThing, a file above 4 MB goes from the browser straight
// to UploadThing (here its fake, tests/support/fake-uploadthing.mjs) and the app's route gets its key;
// smaller files still go through the route. Same build as the other specs, on the instance set up for it.

const uploadThingInstance = instance(UPLOADTHING_INSTANCE);
test.use({ baseURL: uploadThingInstance.url });
const storedFileCount = () =>
  query<{ n: string }>(
    "SELECT count(*) AS n FROM stored_files",
    [],
    uploadThingInstance.databaseUrl,
  );
// Desktop only (untagged): the transport is the same on every screen size, and the panel's phone
// layout is checked in admin-labores.

const FOUR_MB = 4 * 1024 * 1024;

/** A real PNG of random pixels, about 4.5 MB (noise does not compress). */
async function largePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const SMALL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a large labor file goes straight to UploadThing, a small one through the route; a disguised file is refused", async ({
  page,
  request,
}) => {
  const titulo = `Labor subida directa ${Math.random().toString(36).slice(2, 8)}`;
  const created = await request.post("/api/admin/labores", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { titulo, anio_ejecucion: 2025, resumen: "Fotos de alta resolución." },
  });
  expect(created.status(), await created.text()).toBe(201);
  const labor = ((await created.json()) as { item: { id: number } }).item;

  const big = await largePng();
  expect(big.length).toBeGreaterThan(FOUR_MB);
  const routeBodies: Buffer[] = [];
  page.on("request", (sent: Request) => {
    if (
      sent.method() === "POST" &&
      new URL(sent.url()).pathname === `/api/admin/labores/${labor.id}/media`
    ) {
      routeBodies.push(sent.postDataBuffer() ?? Buffer.alloc(0));
    }
  });

  // A session of this instance's own database (the shared role sessions belong to the worker's).
  await signIn(page.context(), ROLE_ACCOUNTS.admin);
  await page.goto("/admin/landing/LogrosAdmin");
  const main = page.getByRole("main");
  await main.getByLabel("Buscar").fill(titulo);
  await main.getByRole("button", { name: `Editar labor #${labor.id}` }).click();
  const panel = main.getByRole("region", { name: "Archivos de la labor" });
  await expect(panel.getByText("Sin archivos aún.")).toBeVisible();

  await panel.getByLabel("Archivos (imágenes, video MP4 o PDF)").setInputFiles([
    { name: "panoramica.png", mimeType: "image/png", buffer: big },
    { name: "detalle.png", mimeType: "image/png", buffer: SMALL_PNG },
  ]);
  await panel.getByRole("button", { name: "Subir archivos" }).click();
  await expect(panel.getByText("2 de 2 archivos procesados")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("2 archivos subidos.")).toBeVisible();

  // Both files live in UploadThing; the route never received the large one's bytes.
  const media = await query<{
    url: string;
    mime: string;
    key: string;
    pending: boolean;
    size_bytes: number;
  }>(
    `SELECT m.url, m.mime, f.key, f.pending, f.size_bytes FROM labor_media m
       JOIN stored_files f ON f.key = m.public_id WHERE m.labor_id = $1 ORDER BY m.orden`,
    [labor.id],
    uploadThingInstance.databaseUrl,
  );
  expect(media).toHaveLength(2);
  for (const item of media) {
    expect(item.url.startsWith(`${FAKE_UPLOADTHING_URL}/f/`)).toBe(true);
    expect(item).toMatchObject({ mime: "image/png", pending: false });
  }
  expect(media.map((item) => item.size_bytes).sort((a, b) => b - a)).toEqual([
    big.length,
    SMALL_PNG.length,
  ]);
  expect(routeBodies).toHaveLength(2);
  expect(routeBodies.filter((body) => body.includes(`name="files:stored"`))).toHaveLength(1);
  expect(Math.max(...routeBodies.map((body) => body.length))).toBeLessThan(64 * 1024);

  // The thumbnails load from UploadThing.
  const thumbnails = panel.locator("img");
  await expect(thumbnails).toHaveCount(2);
  for (const image of await thumbnails.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectNoAccessibilityViolations(page);

  // A large file that is not what its name says is checked by content on arrival and refused.
  const filesBefore = await storedFileCount();
  await panel.getByLabel("Archivos (imágenes, video MP4 o PDF)").setInputFiles({
    name: "no-es-imagen.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(FOUR_MB + 1024, "texto "),
  });
  await panel.getByRole("button", { name: "Subir archivos" }).click();
  await expect(panel.getByText("Tipo de archivo no permitido.")).toBeVisible({ timeout: 30_000 });
  expect(await storedFileCount()).toEqual(filesBefore);
  await expect(panel.locator("img")).toHaveCount(2);
});
