import type { APIRequestContext, Browser } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { adminToken, createAdminViaApi } from "./support/fixtures";
import { filedGestion } from "./support/gestiones-fixtures";
import { own } from "./support/servers";
import { PHONE, expect, signIn, test } from "./support/test";
import { randomIp } from "../support/citizen-data";

/** A browser of its own the size of a phone, for the person the office gave a role. */
const phoneContext = (browser: Browser) =>
  browser.newContext({
    baseURL: own().url,
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

/** UserAdminNivel4's permissions now, to put them back: the worker's other tests expect its preset. */
async function permissionsOf(request: APIRequestContext, token: string, rol: string) {
  const roles = (await (
    await request.get("/api/admin/roles", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { rol: string; permisos: string[]; descripcion: string }[];
  return roles.find((role) => role.rol === rol)!;
}

test.describe("Roles y permisos", () => {
  test.use({ signedInAs: "admin" });

  test(
    "AdminNivel1 gives UserAdminNivel4 'Atención ciudadana', and its person answers a gestión from a phone",
    { tag: PHONE },
    async ({ page, request, browser }) => {
      const token = await adminToken(request);
      const before = await permissionsOf(request, token, "UserAdminNivel4");
      const person = await createAdminViaApi(request, { rol: "UserAdminNivel4" });
      const filed = await filedGestion(request);
      try {
        await page.goto("/admin/dashboard");
        await page.getByRole("link", { name: /Roles y permisos/ }).click();
        await expect(
          page.getByRole("heading", { level: 1, name: "Roles y permisos" }),
        ).toBeVisible();
        const card = page.getByRole("region", { name: "UserAdminNivel4" });
        await expect(card.getByRole("checkbox", { name: /Responder gestiones/ })).not.toBeChecked();
        await expectNoAccessibilityViolations(page);
        await expectNoHorizontalScroll(page);

        await card
          .getByRole("button", { name: "Plantilla Atención ciudadana para UserAdminNivel4" })
          .click();
        await expect(card.getByRole("checkbox", { name: /Responder gestiones/ })).toBeChecked();
        await expect(card.getByRole("checkbox", { name: /Descargar en Excel/ })).not.toBeChecked();
        await card.getByRole("button", { name: "Guardar permisos de UserAdminNivel4" }).click();
        await expect(page.getByText("Permisos del rol guardados. (UserAdminNivel4)")).toBeVisible();
        await expect(card).toContainText("Atención ciudadana: responde las gestiones");

        // The person's phone: the dashboard offers the internal platform, and the gestión answers.
        const phone = await phoneContext(browser);
        await signIn(phone, { kind: "admin", login: person.email, password: person.password });
        const mobile = await phone.newPage();
        await mobile.goto("/admin/dashboard");
        await expect(mobile.getByRole("link", { name: /Plataforma Interna/ })).toBeVisible();
        await expect(mobile.getByRole("link", { name: /Gestionar Equipo/ })).toHaveCount(0);
        await mobile.goto(`/admin/sistema/gestiones/${filed.id}`);
        await expect(mobile.getByRole("heading", { level: 1, name: filed.titulo })).toBeVisible();
        const reply = mobile.getByRole("form", { name: "Responder al ciudadano" });
        const answer = `Pasaremos a revisar el camino esta semana ${person.tag}.`;
        await reply.getByLabel("Respuesta", { exact: true }).fill(answer);
        await reply.getByRole("button", { name: "Enviar respuesta" }).click();
        await expect(mobile.getByText("Respuesta enviada al ciudadano.")).toBeVisible();
        await expect(
          mobile.getByRole("list", { name: "Historial de la gestión" }).getByText(answer),
        ).toBeVisible();
        await expectNoAccessibilityViolations(mobile);
        // Still no export nor configuration.
        const config = await mobile.goto("/admin/sistema/gestiones/configuracion");
        expect(config?.status()).toBe(403);
        await phone.close();
      } finally {
        const restored = await request.put("/api/admin/roles/UserAdminNivel4", {
          headers: { authorization: `Bearer ${token}`, "x-forwarded-for": randomIp() },
          data: { permisos: before.permisos, descripcion: before.descripcion },
        });
        expect(restored.status()).toBe(200);
      }
    },
  );
});
