import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./axe";
import { query } from "./db";

test("the home page shows the seeded content, accessibly", async ({ page }) => {
  const news = await query<{ titulo: string }>(
    `select titulo from news
     where deleted_at is null
       and (estado = 'publicado' or (estado = 'programado' and fecha_programada <= now()))
     order by case when estado = 'programado' then fecha_programada else coalesce(fecha_publicacion, created_at) end desc,
              id desc
     limit 3`,
  );
  const labores = await query<{ titulo: string }>(
    `select titulo from labores where estado = 'publicado' order by anio_ejecucion desc, id desc limit 3`,
  );
  const [biography] = await query<{ slogan: string }>(`select slogan from biography_versions where es_activa`);
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
  for (const { titulo } of [...news, ...labores, ...values]) {
    await expect(page.getByText(titulo, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(biography!.slogan).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Ver todas las noticias/i })).toHaveAttribute("href", "/noticias");

  await expectNoHorizontalScroll(page);
  await expectNoAccessibilityViolations(page);
});

test("the navigation reaches every public section, on a phone through its menu", async ({ page, isMobile }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: /principal/i });
  if (isMobile) {
    const toggle = page.getByRole("button", { name: /menú/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectNoAccessibilityViolations(page);
  }
  for (const name of ["Biografía", "Valores", "Noticias", "Labores", "Contacto"]) {
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }
  expect(await nav.count()).toBeGreaterThan(0);
});
