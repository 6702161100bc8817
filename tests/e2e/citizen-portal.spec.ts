import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import {
  openAccountMenu,
  signOutFromPortal,
  insertSparseCitizen,
  internalNotesOf,
  ownAddress,
  registerCitizenViaApi,
  type TestCitizen,
} from "./support/citizen-fixtures";
import { query } from "./support/db";
import { failServerActions } from "./support/fixtures";
import { lastLink } from "./support/mailbox";
import { PUBLISHED_NEWS } from "./support/public-fixtures";
import { PHONE, expect, hydrated, signIn, test } from "./support/test";
import { AT_390 } from "./support/widths";

test.beforeEach(async ({ context }) => ownAddress(context));

/** A fresh citizen, signed in through the API, on /portal. */
async function signedIn(
  page: Page,
  overrides: Partial<Record<string, string>> = {},
): Promise<TestCitizen & { telefono: string }> {
  const citizen = await registerCitizenViaApi(page.request, overrides);
  await signIn(page.context(), {
    kind: "citizen",
    login: citizen.correo,
    password: citizen.password,
  });
  await page.goto("/portal");
  return citizen;
}

/** How many cards the portal's news and values blocks must show: the home's rules (3 and 2). */
async function expectedCards() {
  const [news] = await query<{ n: number }>(
    `select count(*)::int as n from news where ${PUBLISHED_NEWS}`,
  );
  const [values] = await query<{ n: number }>(
    "select count(*)::int as n from valores_eticos where compromiso_id = (select max(id) from compromisos)",
  );
  return { news: Math.min(3, news!.n), values: Math.min(2, values!.n) };
}

/** The value shown beside a label of a description list. */
const valueOf = (page: Page, label: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

const formMessage = (page: Page) =>
  page.getByRole("main").locator("form [role=alert], form [role=status]");

test.describe("portal guard", () => {
  test("sends visitors without a session to /login-register, keeping the page they asked for", async ({
    page,
  }) => {
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/login-register$/);
    await page.goto("/portal/perfil");
    await expect(page).toHaveURL(/\/login-register\?next=%2Fportal%2Fperfil$/);
    await expect(page.getByTestId("motivo-ingreso")).toContainText(
      "inicia sesión y te llevamos a ella",
    );
  });

  test("sends unknown portal paths to /portal", async ({ page }) => {
    await signedIn(page);
    await page.goto("/portal/no-existe/tampoco");
    await expect(page).toHaveURL(/\/portal$/);
  });
});

test.describe("/portal", () => {
  test(
    "shows the welcome, the account card, news, biography, values and links",
    { tag: PHONE },
    async ({ page, isMobile }) => {
      const citizen = await signedIn(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `¡Bienvenido/a, ${citizen.primer_nombre}!`,
      );
      const header = page.getByRole("banner");
      const account = await openAccountMenu(page);
      await expect(
        account.getByText(`${citizen.primer_nombre} ${citizen.primer_apellido}`),
      ).toBeVisible();
      await expect(account.getByRole("link", { name: "Mi perfil" })).toHaveAttribute(
        "href",
        "/portal/perfil",
      );
      await expectNoAccessibilityViolations(page);
      // Escape closes it and gives the focus back to its button.
      await page.keyboard.press("Escape");
      await expect(account).toBeHidden();
      await expect(header.getByRole("button", { name: /mi cuenta/ })).toBeFocused();
      const menu = page.getByRole("navigation", { name: "Menú del portal" });
      for (const item of ["Inicio", "Noticias", "Gestiones", "ChatBot"]) {
        await expect(menu.getByRole("link", { name: item, exact: true })).toBeVisible();
      }
      // The header is one short band on a phone (at most 15% of 844 px).
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(isMobile ? 126 : 400);

      await expect(page.getByRole("heading", { name: "Mi cuenta" })).toBeVisible();
      await expect(valueOf(page, "Nombres")).toHaveText("Lucía Fernanda");
      await expect(valueOf(page, "Apellidos")).toHaveText("Ajú Pérez");
      await expect(valueOf(page, "Correo")).toHaveText(citizen.correo);
      await expect(valueOf(page, "DPI")).toHaveText(citizen.dpi);
      await expect(valueOf(page, "Teléfono")).toHaveText("55551234");
      await expect(valueOf(page, "Departamento")).toHaveText("Guatemala");
      await expect(valueOf(page, "Municipio")).toHaveText("Mixco");

      const expected = await expectedCards();
      const news = page.getByRole("region", { name: "Noticias recientes" });
      await expect(news.getByRole("article")).toHaveCount(expected.news);
      await expect(page.getByRole("region", { name: /^Conoce a / })).toBeVisible();
      const values = page.getByRole("region", { name: "Nuestros valores" });
      await expect(values.getByRole("article")).toHaveCount(expected.values);
      await expect(page.getByRole("link", { name: "Ver todas las noticias" })).toHaveAttribute(
        "href",
        "/noticias",
      );
      await expect(page.getByRole("link", { name: "Ver todos los valores" })).toHaveAttribute(
        "href",
        "/valores",
      );
      await expect(page.getByRole("link", { name: "Nueva gestión" })).toHaveAttribute(
        "href",
        "/portal/sugerencias/nueva",
      );

      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
    },
  );

  test("shows a dash for the fields an account has not filled", async ({ page }) => {
    const citizen = await insertSparseCitizen();
    await signIn(page.context(), {
      kind: "citizen",
      login: citizen.dpi,
      password: citizen.password,
    });
    await page.goto("/portal");
    for (const label of ["Teléfono", "Departamento", "Municipio"])
      await expect(valueOf(page, label)).toHaveText("—");
    await expect(valueOf(page, "Nombres")).toHaveText(citizen.primer_nombre);
  });

  test("logs out: the session ends on the server and the portal is closed", async ({ page }) => {
    await signedIn(page);
    await signOutFromPortal(page);
    await expect(page).toHaveURL(/\/login-register$/);
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/login-register/);
  });
});

test.describe("/portal/perfil", () => {
  test(
    "shows names and DPI read-only and saves e-mail, phone and location",
    { tag: AT_390 },
    async ({ page }) => {
      const citizen = await signedIn(page);
      const account = await openAccountMenu(page);
      await account.getByRole("link", { name: "Mi perfil" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Mi perfil" })).toBeVisible();
      const identity = page.getByRole("region", { name: "Datos personales" });
      await expect(identity.getByRole("textbox")).toHaveCount(0);
      await expect(valueOf(page, "DPI")).toHaveText(citizen.dpi);
      await expect(page.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute(
        "href",
        "/politicas",
      );
      await expect(page.getByRole("link", { name: "Condiciones de uso" })).toHaveAttribute(
        "href",
        "/condiciones",
      );
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      const email = page.getByRole("textbox", { name: "Correo electrónico" });
      await expect(email).toHaveValue(citizen.correo);
      const newEmail = `nuevo-${citizen.dpi}@prueba.gt`;
      await email.fill(newEmail);
      await page.getByLabel("Teléfono").fill("7777-8888");
      await page.getByLabel("Departamento").selectOption("Sacatepéquez");
      await expect(page.getByLabel("Municipio")).toHaveValue("");
      await page.getByLabel("Municipio").selectOption("Antigua Guatemala");
      const save = page.getByRole("button", { name: "Guardar cambios" });
      // A new e-mail asks for the current password.
      await save.click();
      await expect(page.locator("#perfil-password-actual-error")).toHaveText(
        "Ingresa tu contraseña actual.",
      );
      await page.getByLabel("Contraseña actual").fill("no-es-la-clave");
      await save.click();
      await expect(page.locator("#perfil-password-actual-error")).toHaveText(
        "La contraseña actual no es correcta.",
      );
      await page.getByLabel("Contraseña actual").fill(citizen.password);
      await save.click();
      await expect(formMessage(page)).toHaveText("Perfil actualizado correctamente.");
      // The new e-mail waits for its link: the account keeps the current one meanwhile.
      const pending = `Te enviamos un enlace a ${newEmail} para confirmar tu nuevo correo. Hasta que lo abras, tu cuenta sigue usando el correo actual.`;
      await expect(page.locator("#perfil-correo-ayuda")).toHaveText(pending);
      await page.reload();
      await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue(
        citizen.correo,
      );
      await expect(page.locator("#perfil-correo-ayuda")).toHaveText(pending);
      await expect(page.getByLabel("Teléfono")).toHaveValue("77778888");
      await expect(page.getByLabel("Municipio")).toHaveValue("Antigua Guatemala");
    },
  );

  test(
    "chooses how the office writes among the confirmed channels and stops WhatsApp",
    { tag: AT_390 },
    async ({ page }) => {
      const citizen = await signedIn(page);
      const movil = `+5025${citizen.dpi.slice(0, 7)}`;
      await query(
        "update citizens set movil = $1, correo_confirmado_at = now() where correo = $2",
        [movil, citizen.correo],
      );
      await page.goto("/portal/perfil");
      const panel = page.getByRole("region", { name: "Cómo te avisa la oficina" });
      await expect(panel.getByRole("radio", { name: /Correo electrónico/ })).toBeChecked();
      await panel.getByRole("radio", { name: /SMS/ }).check();
      await panel.getByRole("switch", { name: "Recibir mensajes por WhatsApp" }).click();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      await panel.getByRole("button", { name: "Guardar preferencias" }).click();
      await expect(
        page.getByText("Guardamos cómo quieres que te escriba la oficina."),
      ).toBeVisible();
      await page.reload();
      await expect(panel.getByRole("radio", { name: /SMS/ })).toBeChecked();
      await expect(
        panel.getByRole("switch", { name: "Recibir mensajes por WhatsApp" }),
      ).not.toBeChecked();
      const [row] = await query<{ canal_preferido: string; stopped: boolean }>(
        "select canal_preferido, whatsapp_baja_at is not null as stopped from citizens where movil = $1",
        [movil],
      );
      expect(row).toEqual({ canal_preferido: "sms", stopped: true });
      // The channel just stopped cannot be the one the office writes on.
      await panel.getByRole("radio", { name: /WhatsApp/ }).check();
      await panel.getByRole("button", { name: "Guardar preferencias" }).click();
      await expect(panel.getByRole("alert")).toHaveText(
        "No puedes elegir un medio que detuviste. Vuelve a activarlo o elige otro.",
      );
    },
  );

  test("a new e-mail replaces the old one once the link sent to it is confirmed", async ({
    page,
  }) => {
    const citizen = await signedIn(page);
    await page.goto("/portal/perfil");
    const newEmail = `confirmado-${citizen.dpi}@prueba.gt`;
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(newEmail);
    await page.getByLabel("Contraseña actual").fill(citizen.password);
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(formMessage(page)).toHaveText("Perfil actualizado correctamente.");

    const link = await lastLink(
      newEmail,
      "Confirma tu nuevo correo",
      /https?:\/\/\S+\/confirm-email\?token=[\w-]+/,
    );
    // The link opens the site's own page, which changes nothing until its button is pressed.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Confirmar correo" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole("button", { name: "Confirmar correo" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Tu correo fue actualizado. Ahora tu cuenta usa ${newEmail}.`,
    );

    await page.goto("/portal/perfil");
    await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue(newEmail);
    await expect(page.locator("#perfil-correo-ayuda")).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    await page.getByRole("button", { name: "Confirmar correo" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "El enlace para confirmar el correo no es válido o ya expiró. Solicita el cambio de nuevo desde tu perfil.",
    );
  });

  test("shows the field errors and 'No se pudo guardar tu perfil.'", async ({ page }) => {
    const other = await registerCitizenViaApi(page.request);
    const citizen = await signedIn(page);
    await page.goto("/portal/perfil");
    const save = page.getByRole("button", { name: "Guardar cambios" });
    await page.getByLabel("Teléfono").fill("123");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill("sin-arroba");
    await save.click();
    await expect(formMessage(page)).toHaveText("No se pudo guardar tu perfil.");
    await expect(page.getByText("El teléfono debe tener 8 dígitos.")).toBeVisible();
    await expect(page.getByText("Correo electrónico inválido.")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByLabel("Teléfono").fill("55551234");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(other.correo);
    await page.getByLabel("Contraseña actual").fill(citizen.password);
    await save.click();
    await expect(page.locator("#perfil-correo-error")).toHaveText("Correo ya registrado");
    await expect(formMessage(page)).toHaveText("No se pudo guardar tu perfil.");

    await failServerActions(page, "/portal/perfil", "network");
    await page
      .getByRole("textbox", { name: "Correo electrónico" })
      .fill(`otro-${Date.now()}@prueba.gt`);
    await save.click();
    await expect(formMessage(page)).toHaveText("No se pudo guardar tu perfil.");
  });

  test("rates the new password in five levels and changes it", async ({ page }) => {
    const citizen = await signedIn(page);
    await page.goto("/portal/perfil");
    const password = page.getByLabel("Nueva contraseña", { exact: true });
    const confirmation = page.getByLabel("Confirmar nueva contraseña");
    const strength = page.getByText("Fortaleza de la contraseña:");
    await expect(strength).toHaveText("Fortaleza de la contraseña: Ninguna");
    const levels: [string, string][] = [
      ["a", "Muy débil"],
      ["aB", "Débil"],
      ["aB1", "Aceptable"],
      ["aB1!", "Fuerte"],
      ["aB1!efgh", "Muy fuerte"],
    ];
    for (const [value, level] of levels) {
      await password.fill(value);
      await expect(strength).toHaveText(`Fortaleza de la contraseña: ${level}`);
    }
    const save = page.getByRole("button", { name: "Guardar cambios" });
    await password.fill("aB1!");
    await save.click();
    await expect(page.getByText("La contraseña debe tener al menos 8 caracteres.")).toBeVisible();
    await password.fill("Otra-Clave-2026");
    await confirmation.fill("Otra-Clave-2027");
    await save.click();
    await expect(page.getByText("Las contraseñas no coinciden.")).toBeVisible();
    await confirmation.fill("Otra-Clave-2026");
    await page.getByLabel("Contraseña actual").fill(citizen.password);
    await save.click();
    await expect(formMessage(page)).toHaveText("Perfil actualizado correctamente.");
    await expect(password).toHaveValue("");

    const login = await page.request.post("/api/auth-user/login", {
      data: { identifier: citizen.dpi, password: "Otra-Clave-2026" },
    });
    expect(login.status()).toBe(200);
  });

  test("downloads the citizen's own data as JSON", async ({ page }) => {
    const citizen = await signedIn(page);
    await page.goto("/portal/perfil");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar mis datos (JSON)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await file.path(), "utf8"));
    expect(data.perfil).toMatchObject({ dpi: citizen.dpi, correo: citizen.correo });
    expect(data.gestiones).toEqual([]);
  });

  test(
    "asks before deleting the account at #eliminar, then deletes it",
    { tag: AT_390 },
    async ({ page }) => {
      const citizen = await signedIn(page);
      await page.goto("/portal/perfil#eliminar");
      const section = page.getByRole("region", { name: "Eliminar cuenta" });
      await expect(section).toBeInViewport();
      const trigger = section.getByRole("button", { name: "Eliminar mi cuenta" });

      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Eliminar cuenta" });
      await expect(dialog).toContainText(
        "¿Seguro que deseas eliminar tu cuenta? Esta acción no se puede deshacer.",
      );
      await expectNoAccessibilityViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      const confirm = dialog.getByRole("button", { name: "Sí, eliminar mi cuenta" });
      await dialog.getByLabel("Contraseña actual").fill("no-es-la-clave");
      await confirm.click();
      await expect(dialog.locator("#eliminar-password-actual-error")).toHaveText(
        "La contraseña actual no es correcta.",
      );
      await expect(dialog.getByLabel("Contraseña actual")).toBeFocused();
      await dialog.getByLabel("Contraseña actual").fill(citizen.password);
      await failServerActions(page, "/portal/perfil", "network");
      await confirm.click();
      await expect(dialog.getByRole("alert")).toHaveText("No se pudo eliminar la cuenta.");
      await page.unrouteAll();
      await confirm.click();
      await expect(page).toHaveURL(/\/login-register\?cuenta=eliminada$/);
      await hydrated(page);
      await expect(page.getByText("Tu cuenta fue eliminada.", { exact: false })).toBeVisible();

      await page.getByLabel("Correo, DPI o teléfono").fill(citizen.dpi);
      await page.getByLabel("Contraseña", { exact: true }).fill(citizen.password);
      await page.getByRole("button", { name: "Ingresar" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Usuario o contraseña incorrectos.",
      );
    },
  );

  test("a 401 on a portal call signs out and opens /login-register?expired=1", async ({
    page,
    browser,
  }) => {
    await signedIn(page);
    await page.goto("/portal/perfil");

    // The same session, closed from another window.
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const otherPage = await other.newPage();
    await otherPage.goto("/portal");
    await hydrated(otherPage);
    await signOutFromPortal(otherPage);
    await expect(otherPage).toHaveURL(/\/login-register$/);
    await other.close();

    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page).toHaveURL(/\/login-register\?expired=1$/);
    await expect(page.getByText("Tu sesión expiró. Inicia sesión nuevamente.")).toBeVisible();
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/login-register$/);
  });

  test("a 401 on the data download ends the session the same way", async ({ page }) => {
    await signedIn(page);
    await page.goto("/portal/perfil");
    await page.route("**/api/auth-user/me/export", (route) =>
      route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ message: "No autorizado." }),
      }),
    );
    await page.getByRole("button", { name: "Descargar mis datos (JSON)" }).click();
    await expect(page).toHaveURL(/\/login-register\?expired=1$/);
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/login-register$/);
  });
});

test.describe("the demo citizen of the seed", () => {
  test.use({ signedInAs: "citizen" });

  test("sees the seeded news and values, and downloads gestiones without internal notes", async ({
    page,
  }) => {
    await page.goto("/portal");
    await expect(
      page.getByRole("region", { name: "Noticias recientes" }).getByRole("article"),
    ).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Nuestros valores" }).getByRole("article"),
    ).toHaveCount(2);
    await expect(valueOf(page, "Correo")).toHaveText("ciudadano@demo.gt");

    await page.goto("/portal/perfil");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar mis datos (JSON)" }).click();
    const text = await readFile(await (await download).path(), "utf8");
    const data = JSON.parse(text);
    expect(data.perfil.dpi).toBe("1234567890101");
    expect(data.gestiones.length).toBeGreaterThan(0);
    expect(
      data.gestiones.some((gestion: { mensajes: unknown[] }) => gestion.mensajes.length > 0),
    ).toBe(true);
    expect(
      data.gestiones.some((gestion: { estados: unknown[] }) => gestion.estados.length > 0),
    ).toBe(true);
    const notes = await internalNotesOf("ciudadano@demo.gt");
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(text).not.toContain(note);
  });
});
