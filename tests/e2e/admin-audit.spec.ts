import { readFile } from "node:fs/promises";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

// The audit log screen: AdminNivel1 filters it by what, who and when, in the URL, and
// downloads it as CSV; AdminNivel2 does not see it. Its reads, filters and export rows are
// checked against the database in tests/integration/audit-log.test.ts.

test.describe("/admin/sistema/auditoria as AdminNivel1", () => {
  test.use({ signedInAs: "admin" });

  test(
    "filters the log by action in the URL and downloads it as CSV",
    { tag: AT_390 },
    async ({ page }) => {
      await page.goto("/admin/sistema/auditoria");
      await expect(page.getByRole("heading", { level: 1, name: "Auditoría" })).toBeVisible();
      const filters = page.getByRole("search", { name: "Filtrar la auditoría" });
      await filters.getByLabel("Acción (o su comienzo, como news.)").fill("admin.login");
      await filters.getByLabel("Tipo de actor").selectOption({ label: "Administrador" });
      await filters.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(/accion=admin\.login/);
      const [{ total }] = (await query<{ total: number }>(
        "select count(*)::int as total from audit_log where action like 'admin.login%' and actor_type = 'admin'",
      )) as [{ total: number }];
      await expect(
        page.getByText(`${total} ${total === 1 ? "registro" : "registros"}`),
      ).toBeVisible();
      // The log names each action in Spanish; the code stays in the filter and the CSV.
      const log = page.getByRole("region", { name: "Registro de auditoría" });
      await expect(log.getByRole("row").nth(1)).toContainText(/Inicio de sesión de administrador/);
      await expect(log).not.toContainText("admin.login");
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Exportar CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile(await file.path(), "utf8")).trim().split("\r\n");
      // The byte-order mark is checked in Vitest; reading as UTF-8 drops it.
      expect(lines[0]).toBe(
        "fecha,tipo,actor_id,actor,accion,codigo_accion,entidad,entidad_id,ip,detalles,veces,ultima_vez",
      );
      expect(lines.length - 1).toBeGreaterThanOrEqual(total);
      expect(lines.slice(1).every((line) => line.includes(",admin.login"))).toBe(true);
    },
  );

  test("shows a gestión's status change in plain Spanish, never as JSON", async ({ page }) => {
    const entityId = `e2e-${Date.now().toString(36)}`;
    await query(
      `insert into audit_log (actor_type, action, entity, entity_id, details)
       values ('system', 'gestion.status', 'gestion', $1, $2)`,
      [entityId, JSON.stringify({ from: "new", to: "in_progress", preset_id: null })],
    );
    await page.goto(`/admin/sistema/auditoria?entidad_id=${entityId}`);
    const row = page
      .getByRole("region", { name: "Registro de auditoría" })
      .getByRole("row")
      .filter({ hasText: "Cambio de estado de gestión" });
    await expect(row).toContainText(`Gestión #${entityId}`);
    await expect(row).toContainText("Estado: Nuevo → En progreso");
    await expect(row).toContainText("Mensaje predefinido (id): —");
    await expect(row).not.toContainText("{");
    await expect(row).not.toContainText("gestion.status");
    await expectNoAccessibilityViolations(page);
  });
});

test.describe("/admin/sistema/auditoria as AdminNivel2", () => {
  test.use({ signedInAs: "admin2" });

  test("is refused, and the platform's navigation does not offer it", async ({ page }) => {
    await page.goto("/admin/sistema/gestiones");
    await expect(
      page
        .getByRole("navigation", { name: "Secciones de la plataforma interna" })
        .getByRole("link", { name: "Auditoría" }),
    ).toHaveCount(0);
    await page.goto("/admin/sistema/auditoria");
    await expect(page.getByRole("dialog", { name: "❌ Acceso Denegado" })).toBeVisible();
  });
});
