import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { truncateFraction } from "@/lib/format/display";
import { query } from "./support/db";
import { NEWS_ORDER, PUBLISHED_NEWS } from "./support/public-fixtures";
import { PHONE, expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

const SECTIONS = ["Biografía", "Valores", "Noticias", "Labores", "Contacto"];

test("the home page shows the seeded content, accessibly", { tag: AT_390 }, async ({ page }) => {
  // Each card's summary is the first part of its text (product.md §C.2).
  const news = await query<{ titulo: string; resumen: string }>(
    `select titulo, resumen from news where ${PUBLISHED_NEWS} order by ${NEWS_ORDER} limit 3`,
  );
  const labores = await query<{ titulo: string; resumen: string }>(
    `select titulo, resumen from labores where estado = 'publicado' order by anio_ejecucion desc, id desc limit 3`,
  );
  const [biography] = await query<{ slogan: string; introduccion: string }>(
    `select slogan, introduccion from biography_versions where es_activa`,
  );
  const values = await query<{ titulo: string; resumen: string }>(
    `select titulo, descripcion as resumen from valores_eticos where compromiso_id = (select max(id) from compromisos) order by id limit 2`,
  );
  expect(news).toHaveLength(3);
  expect(labores).toHaveLength(3);
  expect(values).toHaveLength(2);

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-GT");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Exactly the latest three news and labores and the two featured values, in that order.
  for (const [section, rows, share] of [
    ["Últimas noticias", news, 0.6],
    ["Labores recientes", labores, 0.25],
    ["Valores que nos guían", values, 0.65],
  ] as const) {
    const cards = page.getByRole("region", { name: section }).getByRole("article");
    await expect(cards).toHaveCount(rows.length);
    await expect(cards.getByRole("heading")).toHaveText(rows.map((row) => row.titulo));
    for (const [index, row] of rows.entries()) {
      const summary = truncateFraction(row.resumen, share);
      await expect(cards.nth(index).getByText(summary, { exact: true }), section).toBeVisible();
    }
  }
  await expect(page.getByText(biography!.slogan).first()).toBeVisible();
  await expect(
    page.getByText(truncateFraction(biography!.introduccion, 0.49), { exact: true }),
  ).toBeVisible();
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
