import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

const SAVED = "Configuración guardada correctamente.";

async function lastAudit(action: string) {
  const [row] = await query<{ actor_id: number; entity: string }>(
    `select actor_id, entity from audit_log where action = $1 order by id desc limit 1`,
    [action],
  );
  return row;
}

const sectionSwitch = (page: Page, name: string) =>
  page.getByRole("main").getByRole("switch", { name, exact: true });

test.describe("/admin/landing", () => {
  test.use({ signedInAs: "admin" });

  test(
    "the menu shows its buttons to the content sections and the settings",
    { tag: AT_390 },
    async ({ page }) => {
      await page.goto("/admin/dashboard");
      await page.getByRole("link", { name: /Gestionar el sitio público/ }).click();
      await expect(page).toHaveURL(/\/admin\/landing$/);
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 1, name: "Gestionar el sitio público" }),
      ).toBeVisible();
      const menu = main.getByRole("navigation", { name: "Secciones del sitio público" });
      for (const [name, href] of [
        [/^Biografía/, "/admin/landing/biografia"],
        [/^Noticias/, "/admin/landing/noticias"],
        [/^Labores/, "/admin/landing/LogrosAdmin"],
        [/^Valores/, "/admin/landing/valores"],
        [/^Configuración del sitio/, "/admin/landing/inicio"],
      ] as const) {
        await expect(menu.getByRole("link", { name })).toHaveAttribute("href", href);
      }
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      await menu.getByRole("link", { name: /^Valores/ }).click();
      await expect(page).toHaveURL(/\/admin\/landing\/valores$/);
      // The old addresses still arrive at the values screen.
      await page.goto("/admin/landing/Valores");
      await expect(page).toHaveURL(/\/admin\/landing\/valores$/);
    },
  );
});

test.describe("/admin/landing without the content permissions", () => {
  test.use({ signedInAs: "basic" });

  test("a role without the content permissions gets '❌ Acceso Denegado' on every screen", async ({
    page,
  }) => {
    for (const path of [
      "/admin/landing",
      "/admin/landing/inicio",
      "/admin/landing/biografia",
      "/admin/landing/biografia/crear",
      "/admin/landing/biografia/1/imagenes",
      "/admin/landing/valores",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      const dialog = page.getByRole("dialog", { name: "❌ Acceso Denegado" });
      await expect(dialog).toContainText("No tienes permisos para acceder a esta sección.");
    }
    await expectNoAccessibilityViolations(page);
    expect((await page.request.get("/api/admin/site-settings")).status()).toBe(403);
    expect((await page.request.get("/api/biografia/versiones")).status()).toBe(403);
  });
});

test.describe("/admin/landing without a session", () => {
  test("without a session the screens show the 'Acceso restringido' guard", async ({ page }) => {
    for (const path of ["/admin/landing", "/admin/landing/inicio", "/admin/landing/valores"]) {
      await page.goto(path);
      await expect(page.getByRole("dialog", { name: "Acceso restringido" })).toBeVisible();
    }
  });
});

test.describe("/admin/landing/inicio", () => {
  test.use({ signedInAs: "admin" });

  test(
    "switching 'Noticias' off hides it from the public site until it is switched on again",
    { tag: AT_390 },
    async ({ page, siteSettings: _restored }) => {
      await page.goto("/admin/landing/inicio");
      await expect(
        page.getByRole("heading", { level: 1, name: "Configuración del sitio" }),
      ).toBeVisible();
      for (const name of ["Biografía", "Noticias", "Logros", "Valores", "Contacto"]) {
        await expect(sectionSwitch(page, name)).toHaveAttribute("aria-checked", "true");
      }
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      await sectionSwitch(page, "Noticias").click();
      await expect(sectionSwitch(page, "Noticias")).toHaveAttribute("aria-checked", "false");
      await page.getByRole("button", { name: "Guardar secciones" }).click();
      await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
      const [row] = await query<{ mostrar_noticias: boolean }>(
        "select mostrar_noticias from site_settings where id = 1",
      );
      expect(row?.mostrar_noticias).toBe(false);
      expect(await lastAudit("site.settings.update")).toMatchObject({ entity: "site_settings" });

      // Persisted: a fresh load shows the switch off.
      await page.reload();
      await expect(sectionSwitch(page, "Noticias")).toHaveAttribute("aria-checked", "false");

      // The public site obeys on the next request.
      expect((await page.goto("/noticias"))?.status()).toBe(404);
      await page.goto("/");
      await expect(page.locator('a[href="/noticias"]')).toHaveCount(0);
      await expect(page.locator('header a[href="/valores"]').first()).toBeAttached();

      await page.goto("/admin/landing/inicio");
      await sectionSwitch(page, "Noticias").click();
      await page.getByRole("button", { name: "Guardar secciones" }).click();
      await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
      expect((await page.goto("/noticias"))?.status()).toBe(200);
      await page.goto("/");
      await expect(page.locator('header a[href="/noticias"]').first()).toBeAttached();
    },
  );

  test("the contact configuration is checked, saved and shown on the public site", async ({
    page,
    siteSettings: _restored,
  }) => {
    const email = `oficina-${Date.now().toString(36)}@congreso.gt`;
    await page.goto("/admin/landing/inicio");
    const form = page.getByRole("main").locator("form").filter({ hasText: "Redes sociales" });
    await form.getByLabel("Correo oficial").fill("no-es-un-correo");
    await form.getByLabel("Facebook").fill("facebook.com/sin-protocolo");
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(form.getByText("El correo oficial no es válido.")).toBeVisible();
    await expect(form.getByText("La URL de la red social no es válida.")).toBeVisible();
    await expect(form.getByLabel("Correo oficial")).toHaveAttribute("aria-invalid", "true");
    await expectNoAccessibilityViolations(page);

    await form.getByLabel("Correo oficial").fill(email);
    await form.getByLabel("Facebook").fill("https://facebook.com/diputado.e2e");
    await form.getByRole("switch", { name: "Barra inferior" }).click();
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(form.getByRole("status")).toHaveText(SAVED);
    const [row] = await query<{ email_oficial: string; mostrar_barra_inferior: boolean }>(
      "select email_oficial, mostrar_barra_inferior from site_settings where id = 1",
    );
    expect(row).toEqual({ email_oficial: email, mostrar_barra_inferior: false });
    const links = await query<{ url: string }>(
      "select url from social_links where tipo = 'facebook'",
    );
    expect(links).toEqual([{ url: "https://facebook.com/diputado.e2e" }]);

    await page.goto("/contacto");
    await expect(page.getByRole("link", { name: email }).first()).toBeVisible();
    await expect(page.getByTestId("contacto-barra-inferior")).toHaveCount(0);
  });

  test("the logo is uploaded with its checks and removed after confirming", async ({
    page,
    siteSettings: _restored,
  }) => {
    await page.goto("/admin/landing/inicio");
    const upload = page.getByRole("button", { name: "Subir logo" });
    await upload.click();
    await expect(page.getByText("Selecciona una imagen primero.")).toBeVisible();

    await page.getByLabel("Nuevo logo").setInputFiles({
      name: "logo.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("no es una imagen"),
    });
    await upload.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Tipo de archivo no permitido." }),
    ).toBeVisible();

    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: "#1b3c6f" },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Nuevo logo")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await upload.click();
    await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
    const logo = page.getByRole("img", { name: "Logo actual del sitio" });
    await expect(logo).toHaveAttribute("src", /\/.+/);
    const [saved] = await query<{ logo_url: string }>(
      "select logo_url from site_settings where id = 1",
    );
    expect(saved?.logo_url).toBe(await logo.getAttribute("src"));

    await page.getByRole("button", { name: "Quitar logo" }).click();
    const dialog = page.getByRole("dialog", { name: "Quitar logo" });
    await expect(dialog).toContainText("¿Quitar el logo del sitio?");
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole("button", { name: "Quitar logo" }).click();
    await expect(dialog).toBeHidden();
    await expect(logo).toHaveCount(0);
    const [cleared] = await query<{ logo_url: string | null }>(
      "select logo_url from site_settings where id = 1",
    );
    expect(cleared?.logo_url).toBeNull();
  });
});
