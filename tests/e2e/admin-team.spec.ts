import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { adminToken, createAdminViaApi, failServerActions, nextAlert } from "./support/fixtures";
import { lastLink } from "./support/mailbox";
import { own } from "./support/servers";
import { expect, expectMovesAfter, signIn, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { randomIp, uniqueCui } from "../support/citizen-data";

const ADMIN2 = { kind: "admin", login: "admin2@demo.gt" } as const;

/** The search applies once typing pauses: the address then carries it. */
async function search(page: Page, text: string) {
  await page.getByLabel("Buscar por nombre o correo").fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

test.describe("/admin/equipo", () => {
  test.use({ signedInAs: "admin" });

  test(
    "table columns, activate/deactivate, and the empty text",
    { tag: AT_390 },
    async ({ page, request }) => {
      const target = await createAdminViaApi(request, { nombre1: "Tomás", apellido1: "Equipo" });
      await page.goto("/admin/equipo");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Equipo" })).toBeVisible();
      await expect(main.getByRole("columnheader")).toHaveText([
        "ID",
        "Nombre",
        "Email",
        "Estado",
        "Acciones",
      ]);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      await search(page, target.tag);
      const row = main.getByRole("row").filter({ hasText: target.email });
      await expect(row.getByRole("cell").first()).toHaveText(String(target.id));
      await expect(row).toContainText("Tomás Equipo");
      await expect(row).toContainText("Activo");
      await expect(row.getByRole("link", { name: "Editar a Tomás Equipo" })).toHaveAttribute(
        "href",
        `/admin/equipo/${target.id}/editar`,
      );

      await row.getByRole("button", { name: "Desactivar a Tomás Equipo" }).click();
      const confirm = page.getByRole("dialog", { name: "Desactivar administrador" });
      await expect(confirm).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await confirm.getByRole("button", { name: "Desactivar" }).click();
      await expect(row).toContainText("Inactivo");
      await row.getByRole("button", { name: "Activar a Tomás Equipo" }).click();
      await expect(row).toContainText("Activo");
      await expect(row).not.toContainText("Inactivo");

      await search(page, "zzz-nadie-se-llama-asi");
      await expect(main.getByText("No hay administradores registrados.")).toBeVisible();
    },
  );

  test("deactivating an administrator ends their open session at once", async ({
    page,
    browser,
    request,
  }) => {
    const target = await createAdminViaApi(request);
    const other = await browser.newContext();
    const theirPage = await other.newPage();
    await signIn(other, { kind: "admin", login: target.email, password: target.password });
    await theirPage.goto("/admin/perfil");
    await expect(theirPage.getByRole("heading", { level: 1, name: "Mi Perfil" })).toBeVisible();

    await page.goto(`/admin/equipo?q=${target.tag}`);
    await page.getByRole("button", { name: /^Desactivar a / }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Desactivar" }).click();
    await expect(page.getByRole("row").filter({ hasText: target.email })).toContainText("Inactivo");

    await theirPage.goto("/admin/perfil");
    await expect(theirPage.getByRole("dialog", { name: "Acceso restringido" })).toBeVisible();
    await other.close();
  });
});

test.describe("/admin/equipo/{id}/editar", () => {
  test.use({ signedInAs: "admin" });

  test(
    "edits the fields and the role, then returns to the list after 2.5 s",
    { tag: AT_390 },
    async ({ page, request }) => {
      const target = await createAdminViaApi(request, { dpi: uniqueCui() });
      await page.clock.install();
      await page.goto(`/admin/equipo/${target.id}/editar`);
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 1, name: "Editar administrador" }),
      ).toBeVisible();
      await expect(main.getByLabel("Correo electrónico")).toHaveValue(target.email);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      // A save the server refuses.
      await main.getByLabel("Correo electrónico").fill("admin2@demo.gt");
      await main.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(main.getByText("Error al guardar los cambios.")).toBeVisible();
      await expect(main.getByText("Ya existe un administrador con ese correo.")).toBeVisible();

      await main.getByLabel("Correo electrónico").fill(target.email);
      await main.getByLabel("Segundo apellido").fill("Modificado");
      await main
        .getByRole("group", { name: "Rol" })
        .getByRole("radio", { name: /UserAdminNivel3/ })
        .check();
      await expectMovesAfter(page, "/admin/equipo", 2_500, async () => {
        await main.getByRole("button", { name: "Guardar cambios" }).click();
        await expect(main.getByText("Cambios guardados correctamente.")).toBeVisible();
      });

      const detail = await request.get(`/api/auth/admin/${target.id}`, {
        headers: { authorization: `Bearer ${await adminToken(request)}` },
      });
      expect(await detail.json()).toMatchObject({
        rol: "UserAdminNivel3",
        apellido2: "Modificado",
      });
    },
  );

  test("an unknown administrator: 'Administrador no encontrado.'", async ({ page }) => {
    const response = await page.goto("/admin/equipo/99999999/editar");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Administrador no encontrado.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("a session that ends while editing: 'No autorizado. Por favor, inicia sesión.' then login", async ({
    page,
    request,
  }) => {
    const target = await createAdminViaApi(request, { dpi: uniqueCui() });
    await signIn(page.context(), ADMIN2);
    await page.goto(`/admin/equipo/${target.id}/editar`);
    expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
    const alert = nextAlert(page);
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    expect(await alert).toBe("No autorizado. Por favor, inicia sesión.");
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  });

  test("a permission lost while editing: 'No tienes permisos para ver esta información.' then /", async ({
    page,
    request,
  }) => {
    const manager = await createAdminViaApi(request, { rol: "AdminNivel2" });
    const target = await createAdminViaApi(request, { dpi: uniqueCui() });
    await signIn(page.context(), {
      kind: "admin",
      login: manager.email,
      password: manager.password,
    });
    await page.goto(`/admin/equipo/${target.id}/editar`);
    const demote = await request.put(`/api/auth/admin/${manager.id}`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: {
        nombre1: "Prueba",
        apellido1: "Degradado",
        dpi: uniqueCui(),
        email: manager.email,
        codigo_pais: "502",
        rol: "UserAdminNivel1",
      },
    });
    expect(demote.status()).toBe(200);
    const alert = nextAlert(page);
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    expect(await alert).toBe("No tienes permisos para ver esta información.");
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  for (const [failure, text] of [
    ["server", "Ocurrió un error inesperado."],
    ["network", "No se pudo conectar con el servidor."],
  ] as const) {
    test(`a ${failure} failure while saving: '${text}'`, async ({ page, request }) => {
      const target = await createAdminViaApi(request, { dpi: uniqueCui() });
      const path = `/admin/equipo/${target.id}/editar`;
      await page.goto(path);
      await failServerActions(page, path, failure);
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText(text)).toBeVisible();
    });
  }
});

test.describe("ranks, as an AdminNivel2", () => {
  test.use({ signedInAs: "admin2" });

  test("an AdminNivel1's row offers no action, and its edit screen is refused", async ({
    page,
    request,
  }) => {
    const top = await createAdminViaApi(request, { rol: "AdminNivel1" });
    await page.goto(`/admin/equipo?q=${top.tag}`);
    const row = page.getByRole("row").filter({ hasText: top.email });
    await expect(row).toContainText("Sin acciones: rango superior al tuyo");
    await expect(row.getByRole("link")).toHaveCount(0);
    await expect(row.getByRole("button")).toHaveCount(0);

    await page.goto(`/admin/equipo/${top.id}/editar`);
    await expect(page.getByRole("dialog", { name: "❌ Acceso Denegado" })).toBeVisible();
    await expect(page.getByText(top.email)).toHaveCount(0);
  });
});

test.describe("/admin/nuevoadmin", () => {
  test.use({ signedInAs: "admin2" });

  test(
    "roles explained, required-field alert, invalid role; the invitation accepted from the e-mail",
    { tag: AT_390 },
    async ({ page, browser }) => {
      await page.clock.install();
      await page.goto("/admin/nuevoadmin");
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 1, name: "Nuevo administrador" }),
      ).toBeVisible();
      // Nobody types a password for someone else: the person chooses it from the invitation.
      await expect(main.getByLabel("Contraseña")).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      await main.getByRole("button", { name: "Enviar invitación" }).click();
      await expect(
        main.getByText("Por favor completa los campos obligatorios: Nombre1, Apellido1 y Email."),
      ).toBeVisible();
      await expectNoAccessibilityViolations(page);

      const tag = Math.random().toString(36).slice(2, 8);
      const email = `nueva-${tag}@prueba.gt`;
      await main.getByLabel("Primer nombre").fill("Nueva");
      await main.getByLabel("Primer apellido").fill(`Persona ${tag}`);
      await main.getByLabel("Correo electrónico").fill(email);
      // Only the roles an AdminNivel2 may assign, each with what it lets the person do.
      const roles = main.getByRole("group", { name: "Rol" });
      await expect(roles.getByRole("radio")).toHaveCount(5);
      for (const [index, role] of [
        "AdminNivel2",
        "UserAdminNivel1",
        "UserAdminNivel2",
        "UserAdminNivel3",
        "UserAdminNivel4",
      ].entries()) {
        await expect(roles.getByRole("radio").nth(index)).toHaveValue(role);
      }
      await expect(roles).toContainText("Atención ciudadana: responde las gestiones");
      // A role the form does not offer.
      await roles
        .getByRole("radio")
        .last()
        .evaluate((radio: HTMLInputElement) => {
          radio.value = "SuperAdmin";
          radio.click();
        });
      await main.getByRole("button", { name: "Enviar invitación" }).click();
      await expect(main.getByText("Rol inválido.")).toBeVisible();

      await roles.getByRole("radio", { name: /UserAdminNivel2/ }).check();
      await expectMovesAfter(page, "/admin/equipo", 2_500, async () => {
        await main.getByRole("button", { name: "Enviar invitación" }).click();
        await expect(
          main.getByText(
            "Invitación enviada. La persona recibirá un enlace para elegir su contraseña.",
          ),
        ).toBeVisible();
      });
      await page.goto(`/admin/equipo?q=${tag}`);
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row).toContainText("Invitación pendiente");
      await expect(row.getByRole("button", { name: /Reenviar/ })).toBeVisible();
      await expect(row.getByRole("button", { name: /Anular/ })).toBeVisible();

      // The person opens the link of the e-mail in a browser of their own and chooses a password.
      const link = await lastLink(
        email,
        "Tu invitación a la administración de la plataforma",
        /https?:\/\/\S+\/admin\/invitacion\?token=\S+/,
      );
      const invitee = await browser.newContext({ baseURL: own().url });
      const welcome = await invitee.newPage();
      await welcome.goto(link);
      await expect(
        welcome.getByRole("heading", { level: 1, name: "Únete al equipo" }),
      ).toBeVisible();
      await expectNoAccessibilityViolations(welcome);
      await welcome.getByLabel("Tu contraseña").fill("Elegida#2026");
      await welcome.getByLabel("Confirmar contraseña").fill("Elegida#2026");
      await welcome.getByRole("button", { name: "Guardar mi contraseña" }).click();
      await expect(
        welcome.getByText("Contraseña guardada. Ya puedes iniciar sesión."),
      ).toBeVisible();
      await expect(welcome).toHaveURL(/\/admin\/login/);
      const login = await welcome.request.post("/api/auth/login", {
        data: { email, password: "Elegida#2026" },
        headers: { "x-forwarded-for": randomIp() },
      });
      expect(login.status()).toBe(200);
      await invitee.close();

      await page.reload();
      await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Activo");
    },
  );

  test("failure texts: the server's message, 'Error creando administrador' and 'Error de conexión'", async ({
    page,
  }) => {
    await page.goto("/admin/nuevoadmin");
    const main = page.getByRole("main");
    await main.getByLabel("Primer nombre").fill("Repetida");
    await main.getByLabel("Primer apellido").fill("Cuenta");
    await main.getByLabel("Correo electrónico").fill("admin@demo.gt");
    await main.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(
      main.getByRole("alert").filter({ hasText: "Ya existe un administrador con ese correo." }),
    ).toBeVisible();

    await failServerActions(page, "/admin/nuevoadmin", "server");
    await main.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(main.getByText("Error creando administrador")).toBeVisible();
    await page.unrouteAll();
    await failServerActions(page, "/admin/nuevoadmin", "network");
    await main.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(main.getByText("Error de conexión", { exact: true })).toBeVisible();
  });
});
