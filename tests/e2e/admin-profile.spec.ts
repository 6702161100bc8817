import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { createAdminViaApi, failServerActions } from "./support/fixtures";
import { expect, expectMovesAfter, signIn, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { uniqueCui } from "../support/citizen-data";

test(
  "/admin/perfil: 'No asignado', the missing-data warning and the phone format",
  { tag: AT_390 },
  async ({ page, request }) => {
    const bare = await createAdminViaApi(request, { nombre1: "Inés", apellido1: "Sin Datos" });
    await signIn(page.context(), { kind: "admin", login: bare.email, password: bare.password });
    await page.goto("/admin/perfil");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Mi Perfil" })).toBeVisible();
    await expect(
      main.getByText("Atención: faltan datos importantes en tu perfil. Por favor, actualízalos."),
    ).toBeVisible();
    await expect(
      main.getByRole("definition").filter({ hasText: "No asignado" }).first(),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Volver al panel" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await main.getByRole("link", { name: "Editar Perfil" }).click();
    await expect(page).toHaveURL(/\/admin\/perfil\/editar$/);

    const full = await createAdminViaApi(request, {
      numero_local: "5555 1234",
      departamento: "Guatemala",
      municipio: "Mixco",
      dpi: uniqueCui(),
    });
    await signIn(page.context(), { kind: "admin", login: full.email, password: full.password });
    await page.goto("/admin/perfil");
    await expect(page.getByText("+502 55551234")).toBeVisible();
    await expect(page.getByText("Atención: faltan datos importantes")).toHaveCount(0);
  },
);

test(
  "/admin/perfil/editar: own fields, password confirmation, message, then the profile after 3 s",
  { tag: AT_390 },
  async ({ page, request }) => {
    const admin = await createAdminViaApi(request, { dpi: uniqueCui() });
    await signIn(page.context(), { kind: "admin", login: admin.email, password: admin.password });
    await page.clock.install();
    await page.goto("/admin/perfil/editar");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Editar Perfil" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Volver al panel" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    await expect(main.getByLabel("Rol")).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    await main.getByLabel("Segundo nombre").fill("Editado");
    await main.getByLabel("Departamento").selectOption("Sacatepéquez");
    await main.getByLabel("Municipio").selectOption("Antigua Guatemala");
    await main.getByLabel("Número de teléfono").fill("44445555");
    await main.getByLabel("Nueva contraseña", { exact: true }).fill("Cambiada#2026");
    await main.getByLabel("Confirmar nueva contraseña").fill("Distinta#2026");
    await main.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(main.getByText("Las contraseñas no coinciden", { exact: true })).toBeVisible();

    // A new password asks for the current one.
    await main.getByLabel("Confirmar nueva contraseña").fill("Cambiada#2026");
    await main.getByLabel("Contraseña actual").fill("NoEsLaClave#1");
    await main.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(main.getByText("La contraseña actual no es correcta.")).toBeVisible();
    await main.getByLabel("Contraseña actual").fill(admin.password);

    // A save the server refuses (another account's e-mail).
    await main.getByLabel("Correo electrónico").fill("admin@demo.gt");
    await main.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(main.getByText("Error actualizando perfil o contraseña")).toBeVisible();
    await expect(main.getByText("Ya existe un administrador con ese correo.")).toBeVisible();

    await main.getByLabel("Correo electrónico").fill(admin.email);
    await expectMovesAfter(page, "/admin/perfil", 3_000, async () => {
      await main.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(main.getByText("Perfil actualizado correctamente.")).toBeVisible();
    });
    await expect(main.getByText("Editado")).toBeVisible();
    await expect(main.getByText("+502 44445555")).toBeVisible();

    // The new password works.
    const login = await request.post("/api/auth/login", {
      data: { email: admin.email, password: "Cambiada#2026" },
    });
    expect(login.status()).toBe(200);
  },
);

test("/admin/perfil/editar: a failed save shows the spec's text", async ({ page, request }) => {
  const admin = await createAdminViaApi(request, { dpi: uniqueCui() });
  await signIn(page.context(), { kind: "admin", login: admin.email, password: admin.password });
  await page.goto("/admin/perfil/editar");
  await failServerActions(page, "/admin/perfil/editar", "server");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Error actualizando perfil o contraseña")).toBeVisible();
});

test.describe("when the profile cannot be read", () => {
  test.use({ signedInAs: "admin2" });

  test("/admin/perfil says 'No se pudo cargar el perfil.' and /admin/perfil/editar 'Error al obtener datos'", async ({
    page,
    unreadable,
  }) => {
    // The session check reads other columns: only the profile's own read fails.
    await unreadable("admins", "numero_local");
    await page.goto("/admin/perfil");
    await expect(
      page.getByRole("alert").filter({ hasText: "No se pudo cargar el perfil." }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.goto("/admin/perfil/editar");
    await expect(
      page.getByRole("alert").filter({ hasText: "Error al obtener datos" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Guardar cambios" })).toHaveCount(0);
  });
});
