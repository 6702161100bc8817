import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { failServerActions } from "./support/fixtures";
import { expectRowsAsCards } from "./support/list-cards";
import { PHONE, expect, test } from "./support/test";
import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";
import { uniqueCui } from "../support/citizen-data";

// Product.md §B.2–§9, citizens administration: the list at /admin/sistema/ciudadanos (debounced search,
// filters and sort in the URL, page sizes), each row's confirmed actions, the detail, the edit with
// its save and discard confirmations, the Excel export, and the cards of a 390-px phone. Status
// codes, texts of the API, session revocation and the export's content are in Vitest
// (tests/integration/citizens-admin.test.ts).

const SCREEN = "/admin/sistema/ciudadanos";
/** Letters only (names refuse digits), so the edit form can save the names as they are. */
const newTag = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

interface Inserted {
  id: number;
  apellido: string;
  nombre: string;
}

/** A citizen written straight into the database; `nombre` is how the list shows it. */
async function insertCitizen(
  apellido: string,
  fields: Partial<{
    primer_nombre: string;
    activo: boolean;
    deleted: boolean;
    departamento: string;
    municipio: string;
  }> = {},
): Promise<Inserted> {
  const primer = fields.primer_nombre ?? "Lucía";
  const dpi = uniqueCui();
  const [row] = await query<{ id: number }>(
    `insert into citizens (primer_nombre, primer_apellido, dpi, correo, telefono, departamento, municipio,
       activo, deleted_at, updated_at)
     values ($1, $2, $3, $4, '55551234', $5, $6, $7, case when $8 then now() end, now()) returning id`,
    [
      primer,
      apellido,
      dpi,
      `e2e-${dpi}@prueba.gt`,
      fields.departamento ?? "Guatemala",
      fields.municipio ?? "Mixco",
      fields.activo ?? true,
      fields.deleted ?? false,
    ],
  );
  return { id: row!.id, apellido, nombre: `${apellido}, ${primer}` };
}

const rowsOf = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

/** Waits until the list shows what the URL asks for (it is busy while the server answers). */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Types into the search box and waits for the list the URL then names. */
async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar" }).fill(text);
  await page.waitForURL((url) => url.searchParams.get("q") === text);
  await settled(page);
}

/** The list's page requests (server component payloads), prefetches aside. */
function listRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === SCREEN && !request.headers()["next-router-prefetch"]) seen.push(url);
  });
  return seen;
}

test.describe("/admin/sistema/ciudadanos without the citizens permission", () => {
  test.use({ signedInAs: "basic" });

  test("a UserAdminNivel role gets '❌ Acceso Denegado' on the list, the detail and the edit", async ({
    page,
  }) => {
    const citizen = await insertCitizen(newTag());
    for (const path of [SCREEN, `${SCREEN}/${citizen.id}`, `${SCREEN}/${citizen.id}/editar`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("dialog", { name: "❌ Acceso Denegado" })).toBeVisible();
      await expect(page.getByText(citizen.apellido)).toHaveCount(0);
    }
  });
});

test.describe("/admin/sistema/ciudadanos", () => {
  test.use({ signedInAs: "admin" });

  test("searches 400 ms after typing, keeps filters, sort and page size in the URL", async ({
    page,
  }) => {
    const tag = newTag();
    const alvarez = await insertCitizen(`Álvarez ${tag}`);
    const beltran = await insertCitizen(`Beltrán ${tag}`);
    const zapeta = await insertCitizen(`Zapeta ${tag}`, {
      activo: false,
      departamento: "Sacatepéquez",
      municipio: "Antigua Guatemala",
    });
    await page.clock.install();
    await page.goto(SCREEN);
    await expect(page.getByRole("heading", { level: 1, name: "Ciudadanos" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("columnheader")).toHaveText([
      /Nombre/,
      /DPI/,
      /Correo/,
      "Teléfono",
      "Ubicación",
      "Estado",
      "Acciones",
    ]);

    // The text waits 400 ms after the last keystroke (accents and case do not matter).
    const seen = listRequests(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.getByRole("searchbox", { name: "Buscar" }).fill(`ALVAREZ ${tag.toUpperCase()}`);
    await page.clock.runFor(390);
    await page.evaluate(() => 0);
    expect(seen, "no request before 400 ms").toEqual([]);
    await page.clock.runFor(20);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen[0]!.searchParams.get("q")).toBe(`ALVAREZ ${tag.toUpperCase()}`);
    await page.clock.resume();
    await expect(rowsOf(page)).toHaveCount(1);
    await expect(rowsOf(page).first()).toContainText(alvarez.nombre);

    await search(page, tag);
    await expect(rowsOf(page)).toHaveCount(3);

    // Department, then one of its municipalities, then the active filter: each lands in the URL.
    const municipio = page.getByLabel("Municipio");
    await expect(municipio.locator("option")).toHaveCount(1);
    await page.getByLabel("Departamento").selectOption("Sacatepéquez");
    await page.waitForURL((url) => url.searchParams.get("departamento") === "Sacatepéquez");
    await municipio.selectOption("Antigua Guatemala");
    await page.waitForURL((url) => url.searchParams.get("municipio") === "Antigua Guatemala");
    await page.getByLabel("Estado").selectOption("0");
    await page.waitForURL((url) => url.searchParams.get("activo") === "0");
    await expect(rowsOf(page)).toHaveCount(1);
    await expect(rowsOf(page).first()).toContainText(zapeta.nombre);
    await expect(rowsOf(page).first()).toContainText("Inactivo");

    // A reload (or a shared link) shows the same list.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue(tag);
    await expect(page.getByLabel("Departamento")).toHaveValue("Sacatepéquez");
    await expect(municipio).toHaveValue("Antigua Guatemala");
    await expect(page.getByLabel("Estado")).toHaveValue("0");
    await expect(rowsOf(page)).toHaveCount(1);

    await page.getByRole("link", { name: "Limpiar filtros" }).click();
    await page.waitForURL((url) => url.pathname === SCREEN && url.search === "");
    await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue("");

    // Sorting by name (surname first, accents ignored), both ways; then 10 a page.
    await search(page, tag);
    await expect(rowsOf(page)).toHaveCount(3);
    await page.getByRole("link", { name: "Nombre", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("orderBy") === "nombre");
    // Ascending is the default order, left out of the address.
    expect(new URL(page.url()).searchParams.get("dir")).toBeNull();
    await expect(page.getByRole("columnheader", { name: "Nombre" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(page.getByRole("columnheader", { name: "DPI" })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    await expect(rowsOf(page).locator("td:first-child")).toHaveText([
      alvarez.nombre,
      beltran.nombre,
      zapeta.nombre,
    ]);
    await settled(page);
    await page.getByRole("link", { name: "Nombre", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("dir") === "desc");
    await expect(rowsOf(page).locator("td:first-child")).toHaveText([
      zapeta.nombre,
      beltran.nombre,
      alvarez.nombre,
    ]);
    await page.getByLabel("Por página").selectOption("10");
    await page.waitForURL((url) => url.searchParams.get("pageSize") === "10");
    expect(new URL(page.url()).searchParams.get("orderBy")).toBe("nombre");
    await expect(page.getByText("Página 1 de 1 · 3 ciudadanos")).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("a list the server cannot read says 'Error al cargar'", async ({ page, unreadable }) => {
    await unreadable("citizens", "telefono");
    await page.goto(SCREEN);
    await expect(page.getByRole("alert").filter({ hasText: "Error al cargar" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("activating, deactivating, deleting and restoring each ask first", async ({ page }) => {
    const citizen = await insertCitizen(`Xocop ${newTag()}`);
    const stored = async () =>
      (
        await query<{ activo: boolean; deleted: boolean }>(
          "select activo, deleted_at is not null as deleted from citizens where id = $1",
          [citizen.id],
        )
      )[0];
    await page.goto(`${SCREEN}?q=${encodeURIComponent(citizen.apellido)}`);
    const row = rowsOf(page).filter({ hasText: citizen.nombre });
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: `Desactivar a ${citizen.nombre}` }).click();
    let dialog = page.getByRole("dialog", { name: "Desactivar ciudadano" });
    await expect(dialog).toContainText(
      `¿Desactivar la cuenta de ${citizen.nombre}? No podrá iniciar sesión y se cerrarán sus sesiones abiertas.`,
    );
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    expect(await stored()).toEqual({ activo: true, deleted: false });

    // A change that fails keeps the dialog open with the spec's text.
    await failServerActions(page, SCREEN, "server");
    await row.getByRole("button", { name: `Desactivar a ${citizen.nombre}` }).click();
    await dialog.getByRole("button", { name: "Desactivar" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "No se pudo cambiar el estado: Operación no completada",
    );
    await page.unrouteAll();
    await dialog.getByRole("button", { name: "Desactivar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Cuenta desactivada; sus sesiones se cerraron.")).toBeVisible();
    await expect(row).toContainText("Inactivo");
    expect(await stored()).toEqual({ activo: false, deleted: false });

    await row.getByRole("button", { name: `Activar a ${citizen.nombre}` }).click();
    dialog = page.getByRole("dialog", { name: "Activar ciudadano" });
    await dialog.getByRole("button", { name: "Activar" }).click();
    await expect(row).toContainText("Activo");
    expect(await stored()).toEqual({ activo: true, deleted: false });

    await row.getByRole("button", { name: `Eliminar a ${citizen.nombre}` }).click();
    dialog = page.getByRole("dialog", { name: "Eliminar ciudadano" });
    await expect(dialog).toContainText("¿Eliminar (soft delete) la cuenta de");
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("cell", { name: "Sin resultados" })).toBeVisible();
    expect(await stored()).toEqual({ activo: true, deleted: true });

    await page.getByLabel("Eliminados").selectOption("solo");
    await page.waitForURL((url) => url.searchParams.get("eliminados") === "solo");
    await expect(row).toContainText("Eliminado");
    await row.getByRole("button", { name: `Restaurar a ${citizen.nombre}` }).click();
    dialog = page.getByRole("dialog", { name: "Restaurar ciudadano" });
    await failServerActions(page, SCREEN, "server");
    await dialog.getByRole("button", { name: "Restaurar" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "No se pudo restaurar: Operación no completada",
    );
    await page.unrouteAll();
    await dialog.getByRole("button", { name: "Restaurar" }).click();
    await expect(page.getByText("Cuenta restaurada.")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Sin resultados" })).toBeVisible();
    expect(await stored()).toEqual({ activo: true, deleted: false });
  });

  test("the detail shows the account, a 'Eliminado' marker and its gestiones, and is recorded", async ({
    page,
  }) => {
    const citizen = await insertCitizen(`Coj ${newTag()}`, { deleted: true });
    const [categoria] = await query<{ id: number }>("select id from gestion_categorias limit 1");
    const [gestion] = await query<{ id: number; folio: string }>(
      `insert into gestiones (folio, titulo, citizen_id, categoria_id, status, updated_at)
       values ($1, 'Alumbrado en la colonia', $2, $3, 'in_progress', now()) returning id, folio`,
      [`E2E-${citizen.id}`, citizen.id, categoria!.id],
    );
    await page.goto(`${SCREEN}/${citizen.id}`);
    await expect(page.getByRole("heading", { level: 1, name: citizen.nombre })).toBeVisible();
    const main = page.getByRole("main");
    for (const label of [
      "DPI",
      "Correo",
      "Teléfono",
      "Departamento",
      "Municipio",
      "Creado",
      "Actualizado",
    ]) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByText("55551234")).toBeVisible();
    await expect(main.getByText("Mixco")).toBeVisible();
    await expect(main.getByText("Eliminado", { exact: true })).toBeVisible();
    const link = main.getByRole("link", { name: new RegExp(gestion!.folio) });
    await expect(link.locator("xpath=ancestor::li")).toContainText("En progreso");
    await expectNoAccessibilityViolations(page);
    const audits = await query<{ n: string }>(
      "select count(*) as n from audit_log where action = 'citizen.view' and entity_id = $1",
      [String(citizen.id)],
    );
    expect(Number(audits[0]!.n)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(`/admin/sistema/gestiones/${gestion!.id}`);
  });

  test("the edit checks the spec's rules, saves after confirming, and asks before discarding", async ({
    page,
  }) => {
    const citizen = await insertCitizen(`Tzul ${newTag()}`);
    await page.goto(`${SCREEN}/${citizen.id}/editar`);
    const form = page.getByRole("form", { name: `Editar a ${citizen.nombre}` });
    await form.getByLabel("Primer nombre").fill("");
    await form.getByLabel("DPI").fill("12345");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(
      form.getByText("Primer nombre, primer apellido y correo son obligatorios."),
    ).toBeVisible();
    await expect(form.getByText("DPI debe tener 13 dígitos.")).toBeVisible();
    await form.getByLabel("DPI").fill("1234567800101");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(form.getByText(DPI_NUMBER_INVALID)).toBeVisible();
    await expectNoAccessibilityViolations(page);

    const dpi = uniqueCui();
    await form.getByLabel("Primer nombre").fill("Rosa");
    await form.getByLabel("DPI").fill(dpi);
    await form.getByLabel("Departamento").selectOption("Totonicapán");
    await form.getByLabel("Municipio").selectOption("Momostenango");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    const save = page.getByRole("dialog", { name: "Guardar cambios" });
    await expect(save).toContainText(`¿Guardar los cambios de ${citizen.nombre}?`);
    await save.getByRole("button", { name: "Guardar" }).click();
    await expect(page).toHaveURL(`${SCREEN}/${citizen.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `${citizen.apellido}, Rosa` }),
    ).toBeVisible();
    const [row] = await query<{ primer_nombre: string; dpi: string; municipio: string }>(
      "select primer_nombre, dpi, municipio from citizens where id = $1",
      [citizen.id],
    );
    expect(row).toEqual({ primer_nombre: "Rosa", dpi, municipio: "Momostenango" });

    // Discarding asks first, and leaves the account as it was.
    await page.goto(`${SCREEN}/${citizen.id}/editar`);
    await expect(form).toHaveCount(0);
    const renamed = page.getByRole("form", { name: `Editar a ${citizen.apellido}, Rosa` });
    await renamed.getByLabel("Teléfono").fill("77778888");
    await renamed.getByRole("button", { name: "Descartar cambios" }).click();
    const discard = page.getByRole("dialog", { name: "Descartar cambios" });
    await expect(discard).toContainText("¿Descartar los cambios sin guardar?");
    await discard.getByRole("button", { name: "Cancelar" }).click();
    await expect(renamed.getByLabel("Teléfono")).toHaveValue("77778888");
    await renamed.getByRole("button", { name: "Descartar cambios" }).click();
    await discard.getByRole("button", { name: "Descartar" }).click();
    await expect(page).toHaveURL(`${SCREEN}/${citizen.id}`);
    const [after] = await query<{ telefono: string }>(
      "select telefono from citizens where id = $1",
      [citizen.id],
    );
    expect(after!.telefono).toBe("55551234");
  });

  test("exports every matching row to Excel, and says so when the export fails", async ({
    page,
  }) => {
    const tag = newTag();
    for (let i = 0; i < 25; i++) await insertCitizen(`Batz ${tag} ${String(i).padStart(2, "0")}`);
    await page.goto(`${SCREEN}?q=${tag}&pageSize=10`);
    await expect(rowsOf(page)).toHaveCount(10);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar a Excel" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ciudadanos-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Ciudadanos")!;
    expect(sheet.rowCount).toBe(26);
    expect(sheet.getRow(2).getCell(5).value).toBe(`Batz ${tag} 24`);
    await expect(page.getByText(/Exportación lista/)).toBeVisible();

    await page.route("**/api/admin/users/export**", (route) =>
      route.fulfill({ status: 500, json: { code: "INTERNAL", message: "Falla simulada." } }),
    );
    await page.getByRole("button", { name: "Exportar a Excel" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "No se pudo exportar a Excel" }),
    ).toHaveText("No se pudo exportar a Excel: Falla simulada.");
  });

  test(
    "phones get one card per citizen (the shared list cards), with the same actions",
    { tag: PHONE },
    async ({ page }) => {
      const tag = newTag();
      const first = await insertCitizen(`Orellana ${tag}`);
      await insertCitizen(`Quiñónez ${tag}`, { activo: false });
      await page.goto(`${SCREEN}?q=${tag}&orderBy=nombre&dir=asc`);
      const list = page.getByRole("region", { name: "Ciudadanos" });
      const rows = list.locator("tbody tr");
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(first.nombre);
      await expect(rows.nth(1)).toContainText("Inactivo");
      if (page.viewportSize()!.width < 768) {
        await expectRowsAsCards(page, list);
      } else {
        await expect(list.getByRole("columnheader", { name: "DPI" })).toBeVisible();
      }
      await expectNoHorizontalScroll(page);
      await expectNoAccessibilityViolations(page);
      await page.getByRole("button", { name: `Eliminar a ${first.nombre}` }).click();
      const dialog = page.getByRole("dialog", { name: "Eliminar ciudadano" });
      await expect(dialog).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    },
  );
});
