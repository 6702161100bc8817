import { formatLongDate } from "@/lib/format/display";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import {
  expectSeo,
  jsonLd,
  NEWS_ORDER,
  PUBLISHED_NEWS,
  swipe,
  tag,
} from "./support/public-fixtures";
import { SITE_URL } from "./support/servers";
import { PHONE, expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface NewsRow extends Record<string, unknown> {
  id: number;
  slug: string;
  titulo: string;
  destacado: boolean;
  fecha_publicacion: Date;
  categoria: string | null;
}

const listed = (where = "true", order = NEWS_ORDER, limit = 12, offset = 0) =>
  query<NewsRow>(
    `select n.id, n.slug, n.titulo, n.destacado, n.fecha_publicacion, c.nombre as categoria
     from news n left join news_categories c on c.id = n.categoria_id
     where ${PUBLISHED_NEWS} and ${where} order by ${order} limit ${limit} offset ${offset}`,
  );

test(
  "the news list shows 12 cards a page with ribbon, category, long date, summary and read-more",
  { tag: AT_390 },
  async ({ page }) => {
    const [{ total }] = (await query<{ total: number }>(
      `select count(*)::int as total from news where ${PUBLISHED_NEWS}`,
    )) as [{ total: number }];
    const pages = Math.ceil(total / 12);
    expect(pages).toBeGreaterThan(1);
    const first = await listed();

    const response = await page.goto("/noticias");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(12);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
      first.map((row) => row.titulo),
    );
    await expect(page.locator("main article", { hasText: "DESTACADO" })).toHaveCount(
      first.filter((row) => row.destacado).length,
    );

    const card = cards.first();
    const top = first[0]!;
    if (top.categoria) await expect(card.getByText(top.categoria, { exact: true })).toBeVisible();
    await expect(card.locator("time")).toHaveText(formatLongDate(top.fecha_publicacion));
    const readMore = card.getByRole("link", {
      name: new RegExp(`^Leer más\\s*: ${escapeRegExp(top.titulo)}$`),
    });
    await expect(readMore).toHaveAttribute("href", `/noticias/${top.slug}`);

    const pager = page.getByRole("navigation", { name: "Paginación" });
    await expect(pager.getByText(`Página 1 de ${pages}`)).toBeVisible();
    await expect(pager.getByText("Anterior")).toHaveAttribute("aria-disabled", "true");
    await expectSeo(page, { path: "/noticias" });
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);

    await pager.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/\/noticias\?page=2$/);
    await expect(pager.getByText(`Página 2 de ${pages}`)).toBeVisible();
    const second = await listed("true", NEWS_ORDER, 12, 12);
    await expect(page.locator("main article").getByRole("heading", { level: 2 })).toHaveText(
      second.map((row) => row.titulo),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/noticias\?page=2$/,
    );
    await pager.getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    // The address changes before the first page is shown: the link is clicked once it is there.
    await expect(pager.getByText(`Página 1 de ${pages}`)).toBeVisible();
    await readMore.click();
    await expect(page).toHaveURL(new RegExp(`/noticias/${top.slug}$`));
  },
);

test("the filters live in the URL: search, year, month and order can be shared and reloaded", async ({
  page,
}) => {
  const [sample] = await listed(
    "extract(year from fecha_contenido) between 2010 and 2030",
    "fecha_contenido asc",
    1,
  );
  const [{ year, month }] = (await query<{ year: number; month: number }>(
    `select extract(year from fecha_contenido)::int as year, extract(month from fecha_contenido)::int as month from news where id = $1`,
    [sample!.id],
  )) as [{ year: number; month: number }];

  // The years offered are those with published news, never future or empty ones.
  const years = await query<{ year: number }>(
    `select distinct extract(year from fecha_contenido)::int as year from news
     where ${PUBLISHED_NEWS} and extract(year from fecha_contenido) between 2010 and 2030
     order by year desc`,
  );
  await page.goto("/noticias");
  const filters = page.getByRole("search", { name: "Filtrar noticias" });
  await expect(filters.getByLabel("Año").locator("option")).toHaveText([
    "Todos los años",
    ...years.map((row) => String(row.year)),
  ]);
  await expect(filters.getByLabel("Mes").locator("option")).toHaveCount(1 + 12);
  await filters.getByLabel("Año").selectOption(String(year));
  await filters.getByLabel("Mes").selectOption(String(month));
  await filters.getByLabel("Ordenar por").selectOption("contenido");
  await filters.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/noticias\\?anio=${year}&mes=${month}&orden=contenido$`),
  );
  const expected = await listed(
    `extract(year from fecha_contenido) = ${year} and extract(month from fecha_contenido) = ${month}`,
    "fecha_contenido desc, id desc",
  );
  await expect(page.locator("main article").getByRole("heading", { level: 2 })).toHaveText(
    expected.map((row) => row.titulo),
  );
  await expect(filters.getByLabel("Año")).toHaveValue(String(year));
  await expectNoAccessibilityViolations(page);

  // The shared URL renders the same list; a search word narrows it and is kept in the URL.
  const shared = page.url();
  await page.goto("/");
  await page.goto(shared);
  await expect(page.locator("main article")).toHaveCount(expected.length);
  const word = sample!.titulo.split(/\s+/).find((w) => w.length > 6)!;
  await page.getByRole("search", { name: "Filtrar noticias" }).getByLabel("Buscar").fill(word);
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/\/noticias\?(.*&)?q=/);
  await expect(page.getByRole("heading", { level: 2, name: sample!.titulo })).toBeVisible();

  await page.goto("/noticias?q=palabrainexistentezzz");
  await expect(page.getByText("No hay noticias.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Empty fields and defaults collapse to the canonical URL; a page past the end is a 404.
  await page.goto("/noticias?q=&anio=&mes=&orden=publicacion");
  await expect(page).toHaveURL(/\/noticias$/);
  await page.goto("/noticias?anio=1999&page=abc");
  await expect(page).toHaveURL(/\/noticias$/);
  expect((await page.goto("/noticias?page=999"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
});

test(
  "a news item shows its content and a gallery lightbox driven by keys, swipes and buttons",
  { tag: PHONE },
  async ({ page, isMobile }) => {
    const [news] = await query<{
      id: number;
      slug: string;
      titulo: string;
      resumen: string;
      subtitulo: string;
      n: number;
      fecha_publicacion: Date;
      updated_at: Date;
      categoria: string | null;
    }>(
      `select n.id, n.slug, n.titulo, n.resumen, n.subtitulo, count(m.id)::int as n, n.fecha_publicacion, n.updated_at,
            (select nombre from news_categories c where c.id = n.categoria_id) as categoria
     from news n join news_media m on m.news_id = n.id
     where ${PUBLISHED_NEWS.replace(/\b(deleted_at|estado|fecha_programada)\b/g, "n.$1")} and n.subtitulo is not null
     group by n.id order by count(m.id) desc, n.id limit 1`,
    );
    expect(news!.n).toBeGreaterThan(1);
    const media = await query<{ titulo: string }>(
      `select titulo from news_media where news_id = $1 order by posicion, id`,
      [news!.id],
    );

    await page.goto(`/noticias/${news!.slug}`);
    await expect(page.getByRole("link", { name: "Volver a noticias" })).toHaveAttribute(
      "href",
      "/noticias",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(news!.titulo);
    await expect(page.locator("article header time")).toBeVisible();
    await expect(page.getByText(news!.resumen, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: news!.titulo, exact: true })).toBeVisible();
    await expect(page.getByText(news!.subtitulo, { exact: true })).toBeVisible();
    await expect(page.locator('article script:not([type="application/ld+json"])')).toHaveCount(0); // sanitized content
    await expectSeo(page, { path: `/noticias/${news!.slug}`, image: true });
    const article = (await jsonLd(page)).find((item) => item["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      headline: news!.titulo,
      description: news!.resumen,
      datePublished: news!.fecha_publicacion.toISOString(),
      dateModified: news!.updated_at.toISOString(),
      mainEntityOfPage: `${SITE_URL}/noticias/${news!.slug}`,
      inLanguage: "es-GT",
      ...(news!.categoria ? { articleSection: news!.categoria } : {}),
      author: { "@type": "Person", name: "Carlos Enrique Ixcot", url: `${SITE_URL}/biografia` },
      publisher: {
        "@type": "Organization",
        name: "Oficina de Carlos Enrique Ixcot",
        url: `${SITE_URL}/`,
      },
    });
    expect(
      (article!.image as string[]).every(
        (url) => url.startsWith(`${SITE_URL}/`) || /^https?:\/\//.test(url),
      ),
    ).toBe(true);
    expect((await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { position: 1, name: "Inicio", item: `${SITE_URL}/` },
        { position: 2, name: "Noticias", item: `${SITE_URL}/noticias` },
        { position: 3, name: news!.titulo, item: `${SITE_URL}/noticias/${news!.slug}` },
      ],
    });

    const thumbnails = page.locator("[data-lightbox]");
    await expect(thumbnails).toHaveCount(media.length);
    // The last full-size image cannot be loaded (storage unreachable): the lightbox says so.
    expect(media.length).toBeGreaterThan(2);
    // Every copy of it: the full view picks the one that fits the screen (Lightbox.tsx).
    const unloadable = new URL((await thumbnails.last().getAttribute("href"))!, page.url());
    const file = unloadable.searchParams.get("url");
    await page.route(
      (url) => url.pathname === unloadable.pathname && url.searchParams.get("url") === file,
      (route) => route.abort("connectionrefused"),
    );
    await thumbnails.first().click();
    const dialog = page.getByRole("dialog", { name: "Galería de la noticia" });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByText(/^Imagen \d+ de \d+$/);
    await expect(counter).toHaveText(`Imagen 1 de ${media.length}`);
    await expect(dialog.locator("figcaption")).toContainText(media[0]!.titulo);
    // The full-size image is the one the thumbnail links to, with the thumbnail's text alternative.
    const image = dialog.locator("figure img");
    await expect(image).toHaveAttribute("src", (await thumbnails.first().getAttribute("href"))!);
    // …among whose copies a phone takes one its screen needs, not the largest.
    await expect(image).toHaveAttribute("srcset", /&w=828&q=75 828w/);
    await expect(image).toHaveAttribute(
      "alt",
      (await thumbnails.first().locator("img").getAttribute("alt"))!,
    );
    await expect(dialog.getByRole("button", { name: "Cerrar" })).toBeFocused();
    await expectNoAccessibilityViolations(page);

    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`Imagen 2 de ${media.length}`);
    await expect(dialog.locator("figcaption")).toContainText(media[1]!.titulo);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`Imagen ${media.length} de ${media.length}`); // wraps around
    await expect(dialog.getByRole("alert")).toHaveText("Error cargando media");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`Imagen 1 de ${media.length}`);

    await swipe(page, image, -80, isMobile);
    await expect(counter).toHaveText(`Imagen 2 de ${media.length}`);
    await swipe(page, image, 80, isMobile);
    await expect(counter).toHaveText(`Imagen 1 de ${media.length}`);
    await swipe(page, image, -30, isMobile); // under the 40-px threshold
    await expect(counter).toHaveText(`Imagen 1 de ${media.length}`);

    await dialog.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect(counter).toHaveText(`Imagen 2 de ${media.length}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumbnails.first()).toBeFocused();
    await thumbnails.nth(1).click();
    await expect(counter).toHaveText(`Imagen 2 de ${media.length}`);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);
  },
);

test("a numeric id redirects to the slug; unknown and unpublished items answer 404", async ({
  page,
}) => {
  const [published] = await listed("true", NEWS_ORDER, 1);
  await page.goto(`/noticias/${published!.id}`);
  await expect(page).toHaveURL(new RegExp(`/noticias/${published!.slug}$`));
  expect((await page.goto("/noticias/no-existe-esta-noticia"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No encontrada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver todas las noticias" })).toHaveAttribute(
    "href",
    "/noticias",
  );
  const hidden = await query<{ slug: string }>(
    `select slug from news where estado in ('borrador', 'archivado') or deleted_at is not null or (estado = 'programado' and fecha_programada > now())`,
  );
  expect(hidden.length).toBeGreaterThan(0);
  // Their answers are the server's, asked without a browser: the 404 page itself is read above.
  for (const { slug } of hidden) {
    const answer = await page.request.get(`/noticias/${slug}`);
    expect(answer.status(), slug).toBe(404);
    expect(await answer.text(), slug).toContain("No encontrada");
  }
});

test("a change made through the news service shows on the public list on the next request", async ({
  page,
  adminApi,
  content,
}) => {
  const item = await content.news({
    estado: "publicado",
    resumen: "Publicada por la prueba de cambios.",
  });
  await page.goto("/noticias");
  await expect(
    page.getByRole("heading", { level: 2, name: item.titulo, exact: true }),
  ).toBeVisible();
  const changed = `${item.titulo} (actualizada ${tag()})`;
  await adminApi.put(`/api/noticias/${item.id}`, { titulo: changed });
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: changed })).toBeVisible();
  await page.goto(`/noticias/${item.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(changed);
});

test("a scheduled news item is hidden until its fecha_programada, then listed and readable", async ({
  page,
  adminApi,
  content,
}) => {
  const item = await content.news({
    titulo: `Noticia programada ${tag()}`,
    resumen: "Resumen de una noticia programada por la prueba.",
    fecha_contenido: new Date().toISOString().slice(0, 10),
  });
  await adminApi.patch(`/api/noticias/${item.id}/programar`, {
    fecha_programada: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await page.goto("/noticias");
  await expect(page.getByRole("heading", { level: 2, name: item.titulo })).toHaveCount(0);
  expect((await page.goto(`/noticias/${item.slug}`))?.status()).toBe(404);

  // Its time comes — moved into the past rather than waited for, while the item stays stored as
  // 'programado'. A write through the service expires the cached pages; what is checked is the
  // reading rule (tests/integration/public-news.test.ts checks a cached copy re-reads by itself).
  await query("update news set fecha_programada = now() - interval '1 second' where id = $1", [
    item.id,
  ]);
  await adminApi.put(`/api/noticias/${item.id}`, { subtitulo: "Ya es su hora." });
  await expect.poll(async () => (await page.goto(`/noticias/${item.slug}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.titulo);
  await page.goto("/noticias");
  await expect(page.getByRole("heading", { level: 2, name: item.titulo })).toBeVisible();
});

test("the RSS feed lists the latest published news and is linked from every public page", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/noticias/rss.xml",
  );
  const response = await request.get("/noticias/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  const [latest] = await listed("true", NEWS_ORDER, 1);
  expect(xml).toContain(`<link>${SITE_URL}/noticias/${latest!.slug}</link>`);
  const drafts = await query<{ slug: string }>(`select slug from news where estado = 'borrador'`);
  for (const { slug } of drafts) expect(xml).not.toContain(`/noticias/${slug}<`);
});

test("the news list sends its cards' markup once: its React payload carries their data", async ({
  request,
}) => {
  const html = await (await request.get("/noticias")).text();
  const cards = html.match(/<article class="group content-card/g) ?? [];
  expect(cards).toHaveLength(12);
  // As the payload writes props (escaped JSON): each card's title is there once as data, and neither
  // the covers' srcset and sizes nor the cards' classes come a second time (docs/decisions/0009).
  expect(html.split(String.raw`\"fecha_larga\":`).length - 1).toBe(12);
  expect(html).not.toContain(String.raw`\"sizes\":\"(min-width: 1024px) 22rem`);
  expect(html).not.toContain(String.raw`\"className\":\"group content-card`);
  expect(html).not.toContain(String.raw`\"className\":\"card-read-more`);
});
