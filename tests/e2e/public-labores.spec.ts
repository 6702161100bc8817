import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { expectSeo, swipe } from "./support/public-fixtures";
import { PHONE, expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

const PUBLISHED = `estado = 'publicado'`;
const ORDER = `anio_ejecucion desc, id desc`;

test(
  "the works list shows published labores, filters by year and search, with a pager only past one page",
  { tag: AT_390 },
  async ({ page }) => {
    const labores = await query<{ titulo: string; slug: string; anio_ejecucion: number }>(
      `select titulo, slug, anio_ejecucion from labores where ${PUBLISHED} order by ${ORDER}`,
    );
    expect(labores.length).toBeGreaterThan(0);
    // The list shows its first page of 12.
    const firstPage = labores.slice(0, 12);

    for (const path of ["/labores", "/logros"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Labores" })).toBeVisible();
      await expect(page.locator("main article h3")).toHaveText(firstPage.map((row) => row.titulo));
      await expect(page.getByRole("navigation", { name: "Paginación" })).toHaveCount(
        labores.length > 12 ? 1 : 0,
      );
      await expectSeo(page, { path: "/labores" }); // one canonical URL for both
    }
    const first = page.locator("main article").first();
    await expect(first.getByText(`Año ${labores[0]!.anio_ejecucion}`)).toBeVisible();
    await expect(first.getByRole("link", { name: labores[0]!.titulo })).toHaveAttribute(
      "href",
      `/labores/${labores[0]!.slug}`,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);

    const year = labores[labores.length - 1]!.anio_ejecucion;
    const filters = page.getByRole("search", { name: "Filtrar labores" });
    await filters.getByLabel("Año de ejecución").selectOption(String(year));
    await filters.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(new RegExp(`/labores\\?anio=${year}$`));
    await expect(page.locator("main article h3")).toHaveText(
      labores.filter((row) => row.anio_ejecucion === year).map((row) => row.titulo),
    );

    const word = labores[0]!.titulo.split(/\s+/).find((w) => w.length > 6)!;
    await page.goto(`/labores?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("heading", { level: 3, name: labores[0]!.titulo })).toBeVisible();
    await page.goto("/labores?q=palabrainexistentezzz");
    await expect(page.getByText("No hay labores publicadas con esos criterios.")).toBeVisible();
  },
);

test("the pager appears once the list has more than one page, and goes with them", async ({
  page,
  content,
  adminApi,
}) => {
  const [{ n }] = (await query<{ n: number }>(
    `select count(*)::int as n from labores where ${PUBLISHED}`,
  )) as [{ n: number }];
  const added = Math.max(0, 13 - n);
  const created = [];
  for (let i = 0; i < added; i++)
    created.push(await content.labor({ anio_ejecucion: 2011, estado: "publicado" }));
  await page.goto("/labores");
  const pager = page.getByRole("navigation", { name: "Paginación" });
  await expect(pager.getByText("Página 1 de 2")).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(12);
  await pager.getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/labores\?page=2$/);
  await expect(pager.getByText("Página 2 de 2")).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(n + added - 12);

  // Deleted through the service, they leave the cached list: the prerendered page is rebuilt on a
  // request that follows (one may still get the page being replaced).
  for (const labor of created) await adminApi.delete(`/api/admin/labores/${labor.id}`);
  await expect(async () => {
    await page.goto("/labores");
    await expect(page.locator("main article")).toHaveCount(Math.min(n, 12), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(pager).toHaveCount(n > 12 ? 1 : 0);
});

test(
  "a labor shows its description and a gallery lightbox, under /labores and /logros",
  { tag: PHONE },
  async ({ page, isMobile }) => {
    const [labor] = await query<{
      id: number;
      slug: string;
      titulo: string;
      anio_ejecucion: number;
      n: number;
    }>(
      `select l.id, l.slug, l.titulo, l.anio_ejecucion, count(m.id)::int as n from labores l join labor_media m on m.labor_id = l.id
     where l.${PUBLISHED} and l.descripcion like '<%' group by l.id order by count(m.id) desc, l.id limit 1`,
    );
    const media = await query<{ titulo: string }>(
      `select titulo from labor_media where labor_id = $1 order by (is_portada is true) desc, coalesce(orden, 9999), id`,
      [labor!.id],
    );
    for (const base of ["/logros", "/labores"]) {
      await page.goto(`${base}/${labor!.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(labor!.titulo);
      await expect(page.getByText(`Año ${labor!.anio_ejecucion}`, { exact: true })).toBeVisible();
      await expectSeo(page, { path: `/labores/${labor!.slug}` });
    }
    await expect(page.getByRole("link", { name: "Volver a labores" })).toHaveAttribute(
      "href",
      "/labores",
    );
    await expect(page.locator("#labor-descripcion + div p").first()).toBeVisible();

    const thumbnails = page.locator("[data-lightbox]");
    await expect(thumbnails).toHaveCount(media.length);
    await thumbnails.first().click();
    const dialog = page.getByRole("dialog", { name: "Galería de la labor" });
    const counter = dialog.getByText(/^Imagen \d+ de \d+$/);
    await expect(counter).toHaveText(`Imagen 1 de ${media.length}`);
    await expect(dialog.locator("figcaption")).toContainText(media[0]!.titulo);
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`Imagen ${media.length} de ${media.length}`);
    await swipe(page, dialog.locator("figure img"), -60, isMobile);
    await expect(counter).toHaveText(`Imagen 1 de ${media.length}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);
  },
);

test("a labor without description says 'Sin descripción.'; unpublished labores answer 404", async ({
  page,
  content,
}) => {
  const item = await content.labor({ anio_ejecucion: 2012, estado: "publicado" });
  await page.goto(`/labores/${item.slug}`);
  await expect(page.getByText("Sin descripción.", { exact: true })).toBeVisible();
  await page.goto(`/labores/${item.id}`);
  await expect(page).toHaveURL(new RegExp(`/labores/${item.slug}$`));
  const hidden = await query<{ slug: string }>(
    `select slug from labores where estado <> 'publicado'`,
  );
  expect(hidden.length).toBeGreaterThan(0);
  // One of them as a reader sees it; the others' answers are the server's, asked without a browser.
  expect((await page.goto(`/labores/${hidden[0]!.slug}`))?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "No se encontró la labor." }),
  ).toBeVisible();
  for (const { slug } of hidden) {
    for (const path of [`/labores/${slug}`, `/logros/${slug}`]) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).toContain("No se encontró la labor.");
    }
  }
});

test.describe("when the server cannot read the content", () => {
  test("the works list says 'No se pudieron cargar las labores públicas.', a work not yet rendered 'Error cargando la labor'", async ({
    page,
    content,
    unreadable,
  }) => {
    const { slug } = await content.labor({ estado: "publicado" });
    await unreadable("labores");
    // A filtered list is rendered per request (the plain one is prerendered).
    for (const path of [
      `/labores?q=falla${Date.now()}`,
      `/logros?anio=2011&q=falla${Date.now()}`,
    ]) {
      await page.goto(path);
      const alert = page
        .getByRole("alert")
        .filter({ hasText: "No se pudieron cargar las labores públicas." });
      await expect(alert.getByRole("button", { name: "Intentar de nuevo" })).toBeVisible();
    }
    await expectNoAccessibilityViolations(page);
    // Published works are prerendered; one published since is read on its first request.
    for (const path of [`/labores/${slug}`, `/logros/${slug}`]) {
      await page.goto(path);
      const alert = page.getByRole("alert").filter({ hasText: "Error cargando la labor" });
      await expect(alert.getByRole("button", { name: "Intentar de nuevo" }), path).toBeVisible();
    }
  });

  test("the news list says 'Error al cargar datos' and 'Error listando noticias: HTTP 500', and offers a retry", async ({
    page,
    unreadable,
  }) => {
    await unreadable("news");
    const response = await page.goto(`/noticias?q=falla${Date.now()}`);
    expect(response?.status()).toBe(500);
    const alert = page.getByRole("alert").filter({ hasText: "Error al cargar datos" });
    await expect(alert).toContainText("Error listando noticias: HTTP 500");
    await expect(alert.getByRole("button", { name: "Intentar de nuevo" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
