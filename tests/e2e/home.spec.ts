import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./axe";
import { query } from "./db";
import { NEWS_ORDER, PUBLISHED_NEWS } from "./public-fixtures";
import { PHONE, expect, test } from "./test";

const SECTIONS = ["Biografía", "Valores", "Noticias", "Labores", "Contacto"];

test("the home page shows the seeded content, accessibly", { tag: PHONE }, async ({ page }) => {
  const news = await query<{ titulo: string }>(
    `select titulo from news where ${PUBLISHED_NEWS} order by ${NEWS_ORDER} limit 3`,
  );
  const labores = await query<{ titulo: string }>(
    `select titulo from labores where estado = 'publicado' order by anio_ejecucion desc, id desc limit 3`,
  );
  const [biography] = await query<{ slogan: string }>(
    `select slogan from biography_versions where es_activa`,
  );
  const values = await query<{ titulo: string }>(
    `select titulo from valores_eticos where compromiso_id = (select max(id) from compromisos) order by id limit 2`,
  );
  expect(news).toHaveLength(3);
  expect(labores).toHaveLength(3);
  expect(values).toHaveLength(2);

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-GT");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Exactly the latest three news and labores and the two featured values, in that order.
  for (const [section, rows] of [
    ["Últimas noticias", news],
    ["Labores recientes", labores],
    ["Valores que nos guían", values],
  ] as const) {
    const cards = page.getByRole("region", { name: section }).getByRole("article");
    await expect(cards).toHaveCount(rows.length);
    await expect(cards.getByRole("heading")).toHaveText(rows.map((row) => row.titulo));
  }
  await expect(page.getByText(biography!.slogan).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Ver todas las noticias/i })).toHaveAttribute(
    "href",
    "/noticias",
  );

  await expectNoHorizontalScroll(page);
  await expectNoAccessibilityViolations(page);
});

test(
  "the header's navigation reaches every public section, on a phone through its menu",
  { tag: PHONE },
  async ({ page, isMobile }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    if (isMobile) {
      const toggle = header.getByRole("button", { name: /menú/i });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expectNoAccessibilityViolations(page);
    }
    const nav = header.getByRole("navigation", { name: "Menú principal" });
    await expect(nav).toBeVisible();
    for (const name of SECTIONS) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Labores", exact: true }).click();
    await expect(page).toHaveURL(/\/labores$/);
    await expect(page.getByRole("heading", { level: 1, name: "Labores" })).toBeVisible();
  },
);
