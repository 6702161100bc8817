import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { expectSeo, jsonLd, NEWS_ORDER, PUBLISHED_NEWS, tag } from "./support/public-fixtures";
import { SITE_URL } from "./support/servers";
import { PHONE, expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

test(
  "the biography shows its images, text sections, gallery with full-size view and video",
  { tag: AT_390 },
  async ({ page }) => {
    const [bio] = await query<{
      id: number;
      slogan: string;
      introduccion: string;
      trayectoria: string;
      video_url: string;
    }>(
      `select id, slogan, introduccion, trayectoria, video_url from biography_versions where es_activa`,
    );
    const blocks = await query<{ titulo: string }>(
      `select titulo from biography_blocks where biografia_id = $1 order by orden, id`,
      [bio!.id],
    );
    const images = await query<{ descripcion: string }>(
      `select descripcion from biography_images where biografia_id = $1 order by orden, id`,
      [bio!.id],
    );

    await page.goto("/biografia");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Biografía");
    await expect(page.getByText(`«${bio!.slogan}»`)).toBeVisible();
    await expect(page.getByText(bio!.introduccion, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Fotografía de / })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Trayectoria" })).toBeVisible();
    for (const block of blocks)
      await expect(page.getByRole("heading", { level: 2, name: block.titulo })).toBeVisible();
    // The player loads when asked for: no third-party frame before, the player and the focus after.
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: /^Reproducir video\s*: / }).click();
    const player = page.locator("iframe").first();
    await expect(player).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await expect(player).toBeFocused();
    const person = (await jsonLd(page)).find((item) => item["@type"] === "Person");
    expect(person).toMatchObject({
      "@id": `${SITE_URL}/#persona`,
      name: "Carlos Enrique Ixcot",
      jobTitle: "Diputado al Congreso de la República de Guatemala",
      url: `${SITE_URL}/biografia`,
      workLocation: { "@type": "AdministrativeArea", name: "Quetzaltenango" },
      description: bio!.introduccion,
    });
    await expectSeo(page, { path: "/biografia", image: true });
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);

    const thumbnails = page.locator("[data-lightbox]");
    await expect(thumbnails).toHaveCount(images.length);
    await thumbnails.nth(1).click();
    const dialog = page.getByRole("dialog", { name: "Galería de la biografía" });
    await expect(dialog.getByText(`Imagen 2 de ${images.length}`)).toBeVisible();
    await expect(dialog.locator("figcaption")).toContainText(images[1]!.descripcion);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
  },
);

test(
  "the values page shows the commitment, values with galleries, messages, videos and formal commitments",
  { tag: AT_390 },
  async ({ page, adminApi, content }) => {
    const [commitment] = await query<{
      id: number;
      introduccion_titulo: string;
      introduccion_subtitulo: string;
    }>(
      `select id, introduccion_titulo, introduccion_subtitulo from compromisos order by id desc limit 1`,
    );
    const values = await query<{ titulo: string }>(
      `select titulo from valores_eticos where compromiso_id = $1 order by id`,
      [commitment!.id],
    );
    const formales = await query<{ titulo: string }>(
      `select titulo from compromisos_formales where compromiso_id = $1 order by id`,
      [commitment!.id],
    );
    const mensajes = await query<{ texto: string }>(
      `select texto from mensajes_compromiso where compromiso_id = $1 order by id`,
      [commitment!.id],
    );

    // A video that is neither YouTube nor Vimeo is offered as a 'Ver video' link.
    const descripcion = `Video directo ${tag()}`;
    const { data: visual } = (await adminApi.multipart("/api/valores/visuales", {
      compromiso_id: String(commitment!.id),
      tipo: "video",
      url: "https://videos.example.gt/mensaje.mp4",
      descripcion,
    })) as { data: { id: number } };
    content.removeAfter(`/api/valores/visuales/${visual.id}`);
    await page.goto("/valores");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      commitment!.introduccion_titulo,
    );
    await expect(page.getByText(commitment!.introduccion_subtitulo, { exact: true })).toBeVisible();
    for (const { titulo } of [...values, ...formales])
      await expect(page.getByRole("heading", { level: 3, name: titulo })).toBeVisible();
    for (const { texto } of mensajes)
      await expect(page.getByText(texto, { exact: true })).toBeVisible();
    const players = page.getByRole("button", { name: /^Reproducir video\s*: / });
    await expect(players).toHaveCount(2);
    await expect(page.locator("iframe")).toHaveCount(0);
    await players.first().click();
    await players.first().click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await expect(page.locator('iframe[src*="player.vimeo.com/video/"]')).toHaveCount(1);
    await expect(
      page.getByRole("link", { name: new RegExp(`^Ver video\\s*: ${descripcion}$`) }),
    ).toHaveAttribute("href", "https://videos.example.gt/mensaje.mp4");
    await expectSeo(page, { path: "/valores" });
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);

    const firstValue = values[0]!.titulo;
    await page
      .locator("li", { has: page.getByRole("heading", { name: firstValue }) })
      .locator("[data-lightbox]")
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: `Imágenes del valor: ${firstValue}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.locator("[data-lightbox]").last().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("button", { name: "Cerrar" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  },
);

for (const { path, title, texts, tag: tags } of [
  {
    path: "/politicas",
    title: "Políticas de privacidad",
    texts: ["Decreto 57-2008", "hábeas data", "Cuánto tiempo los conservamos", "La de dispositivo"],
    tag: PHONE,
  },
  {
    path: "/condiciones",
    title: "Condiciones de uso",
    texts: ["Uso aceptable", "Decreto 57-2008", "Asistente virtual"],
    tag: [],
  },
]) {
  test(`${path} shows its real text with its date`, { tag: tags }, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(main.getByText(/^Última actualización:/)).toBeVisible();
    for (const text of texts) await expect(main).toContainText(text);
    // Where a citizen deletes their own account.
    await expect(main.locator('a[href="/portal/perfil#eliminar"]')).toBeVisible();
    await expectSeo(page, { path });
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);
  });
}

test("an unknown page answers a Spanish 404", { tag: AT_390 }, async ({ page }) => {
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("a public page carries the site's header once, not a second copy for a 404 it may never show", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  // The header's search field, as the React payload that hydrates the page writes it (escaped JSON).
  const headerInPayload = String.raw`\"id\":\"buscar-cabecera\"`;
  expect(html.split(headerInPayload).length - 1).toBe(1);
});

test("paths no one can decode answer the site's 404 or the API's, never a 500", async ({
  request,
}) => {
  for (const path of ["/noticias/%E0%A4%A", "/labores/%E0%A4%A", "/%C3", "/noticias/%ED%A0%80"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 404]);
    expect(await response.text(), path).toContain("Página no encontrada");
  }
  for (const path of ["/api/labores/%00", "/api/noticias/%E0%A4%A"]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
  }
});

test("robots.txt keeps crawlers out of the back office, portal and API; the sitemap lists every published item", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/portal", "/api/"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/",
    "/biografia",
    "/valores",
    "/noticias",
    "/labores",
    "/contacto",
    "/politicas",
    "/condiciones",
  ]) {
    expect(sitemap).toMatch(
      new RegExp(`<loc>http://localhost:\\d+${path === "/" ? "/?" : path}</loc>`),
    );
  }
  const news = await query<{ slug: string; updated_at: Date }>(
    `select slug, updated_at from news where ${PUBLISHED_NEWS} order by ${NEWS_ORDER}`,
  );
  for (const item of news) {
    expect(sitemap).toContain(`/noticias/${item.slug}</loc>`);
  }
  expect(sitemap).toContain(`<lastmod>${news[0]!.updated_at.toISOString()}</lastmod>`);
  const labores = await query<{ slug: string }>(
    `select slug from labores where estado = 'publicado'`,
  );
  for (const item of labores) expect(sitemap).toContain(`/labores/${item.slug}</loc>`);
  const hidden = await query<{ slug: string }>(
    `select slug from news where not (${PUBLISHED_NEWS})`,
  );
  for (const item of hidden) expect(sitemap).not.toContain(`/noticias/${item.slug}</loc>`);
});

test("the build's server serves the icon, manifest and link-preview image from public/ and its health", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /\/icon\.svg/);
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    "content",
    `${SITE_URL}/og-default.png`,
  );
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  const { icons, lang } = (await manifest.json()) as { icons: { src: string }[]; lang: string };
  expect(lang).toBe("es-GT");
  for (const path of [
    "/og-default.png",
    "/icon.svg",
    "/icons/apple-touch-icon.png",
    ...icons.map((icon) => icon.src),
  ]) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()["content-type"], path).toMatch(/^image\//);
  }
  // The standalone output carries the migrations the health check compares (next.config.ts).
  const health = await request.get("/api/health");
  expect(await health.json()).toMatchObject({
    ok: true,
    database: "ok",
    migraciones: { pendientes: [] },
  });
});
