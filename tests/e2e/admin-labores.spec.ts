import type { Locator, Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { failServerActions } from "./support/fixtures";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

// Product.md §B.2, §4, §5, §8, §9: the labores screen at /admin/landing/LogrosAdmin.

const SCREEN = "/admin/landing/LogrosAdmin";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const tag = () => Math.random().toString(36).slice(2, 8);

/** The number a `SELECT count(*) AS n …` answers. */
async function countOf(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await query<{ n: string }>(sql, params))[0]?.n ?? 0);
}

async function openScreen(page: Page) {
  await page.goto(SCREEN);
  await expect(page.getByRole("heading", { level: 1, name: "Labores" })).toBeVisible();
}

async function rowOf(page: Page, titulo: string): Promise<Locator> {
  await page.getByLabel("Buscar").fill(titulo);
  const row = page.getByRole("row").filter({ hasText: titulo });
  await expect(row).toHaveCount(1);
  return row;
}

/**
 * The filtered lists the page asks the server for from now on (to see the debounces at work): the
 * client router's requests for the screen's address, prefetches aside.
 */
function listRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === SCREEN && !request.headers()["next-router-prefetch"]) seen.push(url);
  });
  return seen;
}

/**
 * Checks a debounced filter with the page's clock standing still: whatever `act` types or picks
 * asks the server nothing until `delay` ms have passed, and then exactly once. The clock runs
 * again afterwards.
 */
async function expectDebounced(
  page: Page,
  seen: URL[],
  delay: number,
  act: () => Promise<unknown>,
) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  seen.length = 0;
  await act();
  await page.clock.runFor(delay - 10);
  // A round trip to the page: any request it started before now has been reported.
  await page.evaluate(() => 0);
  expect(seen, `no request before ${delay} ms`).toEqual([]);
  await page.clock.runFor(20);
  await expect.poll(() => seen.length).toBe(1);
  await page.clock.resume();
}

test.describe("/admin/landing/LogrosAdmin without the labores permission", () => {
  test.use({ signedInAs: "basic" });

  test("a role without the labores permission gets '❌ Acceso Denegado'", async ({ page }) => {
    const response = await page.goto(SCREEN);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("dialog", { name: "❌ Acceso Denegado" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });
});

test.describe("/admin/landing/LogrosAdmin", () => {
  test.use({ signedInAs: "admin" });

  test(
    "table, filters with their debounces, page sizes, pager and empty text",
    { tag: AT_390 },
    async ({ page }) => {
      const total = await countOf("SELECT count(*) AS n FROM labores");
      await page.clock.install();
      const seen = listRequests(page);
      await openScreen(page);
      const main = page.getByRole("main");
      const filters = main.getByRole("search", { name: "Filtrar labores" });
      // The distinct values of a column over the rows shown: the whole list, not only its first row,
      // must have followed a filter.
      const columnValues = async (column: number) => [
        ...new Set(await main.getByRole("row").locator(`td:nth-child(${column})`).allInnerTexts()),
      ];
      await expect(main.getByRole("columnheader")).toHaveText([
        "Miniatura",
        "Título",
        "Año",
        "Estado",
        "Fotos y videos",
        "Acciones",
      ]);
      await expect(main.getByText(`Página 1 de ${Math.ceil(total / 20)}`)).toBeVisible();
      await expect(main.getByRole("row")).toHaveCount(Math.min(20, total) + 1);
      const first = main.getByRole("row").nth(1);
      await expect(first.getByRole("button", { name: /^Editar labor #\d+$/ })).toBeVisible();
      await expect(
        first.getByRole("button", { name: /^(Publicar|Ocultar) labor #\d+$/ }),
      ).toBeVisible();
      await expect(first.getByRole("button", { name: /^Eliminar labor #\d+$/ })).toBeVisible();
      await expect(main.getByRole("heading", { name: "Nueva labor" })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      // Page sizes 10, 20, 50, 100.
      const size = filters.getByLabel("Por página");
      await expect(size.locator("option")).toHaveText(["10", "20", "50", "100"]);
      await size.selectOption("10");
      await expect(main.getByText(`Página 1 de ${Math.ceil(total / 10)}`)).toBeVisible();
      await expect(main.getByRole("row")).toHaveCount(Math.min(10, total) + 1);
      if (total > 10) {
        await main.getByRole("link", { name: "Siguiente" }).click();
        await expect(main.getByText(`Página 2 de ${Math.ceil(total / 10)}`)).toBeVisible();
      }

      // Text (350 ms): typing asks the server once, for the whole word, from page 1 (no page).
      const [sample] = await query<{ titulo: string; anio_ejecucion: number }>(
        "SELECT titulo, anio_ejecucion FROM labores ORDER BY id LIMIT 1",
      );
      const word = sample!.titulo.split(" ").find((part) => part.length >= 5) ?? sample!.titulo;
      const search = filters.getByLabel("Buscar");
      await expectDebounced(page, seen, 350, () => search.pressSequentially(word));
      expect(seen.map((url) => url.searchParams.get("q"))).toEqual([word]);
      expect(seen[0]?.searchParams.get("page")).toBeNull();
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
      await expect(main.getByRole("row").filter({ hasText: sample!.titulo })).toBeVisible();
      await expectDebounced(page, seen, 350, () => search.fill(""));

      // Year (350 ms): one request, for the four digits.
      const year = String(sample!.anio_ejecucion);
      await expectDebounced(page, seen, 350, () =>
        filters.getByLabel("Año").pressSequentially(year),
      );
      expect(seen.map((url) => url.searchParams.get("anio"))).toEqual([year]);
      await expect.poll(() => columnValues(3)).toEqual([year]);
      await expectDebounced(page, seen, 350, () => filters.getByLabel("Año").fill(""));

      // Status (150 ms).
      await expectDebounced(page, seen, 150, () =>
        filters.getByLabel("Estado").selectOption("publicado"),
      );
      expect(seen.map((url) => url.searchParams.get("estado"))).toEqual(["publicado"]);
      await expect.poll(() => columnValues(4)).toEqual(["Publicado"]);

      await filters.getByLabel("Buscar").fill("zzz-ninguna-labor-asi");
      await expect(main.getByText("Sin resultados")).toBeVisible();
      await expect(main.getByText("Página 1 de 1")).toBeVisible();
    },
  );

  test("creates a labor with three files, marks a cover, reorders, publishes and shows that order on /labores/{slug}", async ({
    page,
    content,
  }) => {
    const titulo = `Labor con galería ${tag()}`;
    await openScreen(page);
    const main = page.getByRole("main");
    const form = main.getByRole("form", { name: "Nueva labor" });

    // The year rule.
    await form.getByRole("textbox", { name: "Título", exact: true }).fill(titulo);
    await form.getByLabel("Año de ejecución").fill("1850");
    await form.getByRole("button", { name: "Crear labor" }).click();
    await expect(form.getByText("Ingresa un año de ejecución válido (1900–2100).")).toBeVisible();

    await form.getByLabel("Año de ejecución").fill("2025");
    await form.getByLabel("Resumen").fill("Tres fotos de la obra terminada.");
    await form.getByRole("textbox", { name: "Descripción" }).click();
    await page.keyboard.type("Descripción de la labor.");
    await form.getByRole("button", { name: "Crear labor" }).click();
    await expect(page.getByText("Labor creada.")).toBeVisible();
    await expect(main.getByRole("heading", { name: `Editar: ${titulo}` })).toBeVisible();
    const panel = main.getByRole("region", { name: "Archivos de la labor" });
    await expect(panel.getByText("Sin archivos aún.")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Three files at once, with progress.
    await panel
      .getByLabel("Archivos (imágenes, video MP4 o PDF)")
      .setInputFiles([png("a.png"), png("b.png"), png("c.png")]);
    await panel.getByRole("button", { name: "Subir archivos" }).click();
    await expect(panel.getByText("3 de 3 archivos procesados")).toBeVisible();
    const cards = panel
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Guardar" }) });
    await expect(cards).toHaveCount(3);
    for (const [index, name] of ["Foto A", "Foto B", "Foto C"].entries()) {
      await cards
        .nth(index)
        .getByLabel(`Título del archivo ${index + 1}`)
        .fill(name);
      await cards.nth(index).getByRole("button", { name: "Guardar" }).click();
      await expect(cards.nth(index).getByLabel(`Título del archivo ${index + 1}`)).toHaveValue(
        name,
      );
    }
    await cards.nth(1).getByLabel("Descripción del archivo 2").fill("Vista lateral");
    await cards.nth(1).getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Archivo actualizado.").first()).toBeVisible();
    const titles = () =>
      cards
        .getByRole("textbox", { name: /^Título del archivo \d+$/ })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    // The first image became the cover on its own.
    await expect(cards.nth(0).getByText("Portada", { exact: true })).toBeVisible();

    // Mark the third as cover: it goes first, and only it is the cover.
    await cards.nth(2).getByRole("button", { name: "Marcar como portada el archivo 3" }).click();
    await expect(page.getByText("Portada actualizada.")).toBeVisible();
    await expect.poll(titles).toEqual(["Foto C", "Foto A", "Foto B"]);
    await expect(panel.getByText("Portada", { exact: true })).toHaveCount(1);
    await expect(cards.nth(0).getByText("Portada", { exact: true })).toBeVisible();
    // The cover stays first: it cannot move, and nothing moves above it.
    await expect(
      cards.nth(0).getByRole("button", { name: "Mover archivo 1 arriba" }),
    ).toBeDisabled();
    await expect(
      cards.nth(0).getByRole("button", { name: "Mover archivo 1 abajo" }),
    ).toBeDisabled();
    await expect(
      cards.nth(1).getByRole("button", { name: "Mover archivo 2 arriba" }),
    ).toBeDisabled();

    // Move B up: C, B, A.
    await cards.nth(2).getByRole("button", { name: "Mover archivo 3 arriba" }).click();
    await expect(page.getByText("Orden actualizado.")).toBeVisible();
    await expect.poll(titles).toEqual(["Foto C", "Foto B", "Foto A"]);

    const [labor] = await query<{ id: number; slug: string; portada_url: string }>(
      "SELECT id, slug, portada_url FROM labores WHERE titulo = $1",
      [titulo],
    );
    content.removeAfter(`/api/admin/labores/${labor!.id}`);
    const stored = await query<{
      titulo: string;
      orden: number;
      is_portada: boolean | null;
      url: string;
    }>(
      "SELECT titulo, orden, is_portada, url FROM labor_media WHERE labor_id = $1 ORDER BY orden",
      [labor!.id],
    );
    expect(stored.map((item) => item.titulo)).toEqual(["Foto C", "Foto B", "Foto A"]);
    expect(stored.filter((item) => item.is_portada).map((item) => item.titulo)).toEqual(["Foto C"]);
    expect(labor!.portada_url).toBe(stored[0]!.url);

    // The table: thumbnail and media count; then Publicar.
    const row = await rowOf(page, titulo);
    await expect(row.getByRole("cell").nth(4)).toHaveText("3");
    await expect(row.locator("img")).toHaveCount(1);
    await row.getByRole("button", { name: `Publicar labor #${labor!.id}` }).click();
    await expect(page.getByText("Estado cambiado a publicado.")).toBeVisible();
    await expect(row.getByRole("cell").nth(3)).toHaveText("Publicado");
    await expectNoAccessibilityViolations(page);

    await page.goto(`/labores/${labor!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: titulo })).toBeVisible();
    const gallery = page.getByRole("region", { name: "Galería", exact: true });
    await expect(gallery.getByRole("img")).toHaveCount(3);
    const alts = await gallery
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(alts).toEqual(["Foto C", "Vista lateral", "Foto A"]);

    // Delete one file, with confirmation.
    await page.goto(SCREEN);
    await (
      await rowOf(page, titulo)
    )
      .getByRole("button", { name: `Editar labor #${labor!.id}` })
      .click();
    await expect(main.getByRole("heading", { name: `Editar: ${titulo}` })).toBeVisible();
    await cards.nth(2).getByRole("button", { name: "Eliminar archivo 3" }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar archivo" });
    await expect(confirm.getByText("¿Eliminar este archivo de la labor?")).toBeVisible();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Archivo eliminado.")).toBeVisible();
    await expect(cards).toHaveCount(2);
  });

  test(
    "edits (its category and place), hides, shows a save failure, and deletes a labor",
    { tag: AT_390 },
    async ({ page, content }) => {
      const labor = await content.labor({ estado: "publicado", resumen: "Resumen de la labor." });
      await openScreen(page);
      const main = page.getByRole("main");
      const row = await rowOf(page, labor.titulo);

      await row.getByRole("button", { name: `Editar labor #${labor.id}` }).click();
      await expect(main.getByRole("heading", { name: `Editar: ${labor.titulo}` })).toBeVisible();
      await expect(main.getByText("Sin archivos aún.")).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      // 'Categoría' lists the categories by name after 'Sin categoría'.
      const categories = await query<{ id: number; nombre: string }>(
        "SELECT id, nombre FROM labor_categories ORDER BY nombre",
      );
      const chosen = categories[categories.length - 1]!;
      const categoria = main.getByLabel("Categoría");
      await expect(categoria).toHaveValue("");
      await expect(categoria.locator("option")).toHaveText([
        "Sin categoría",
        ...categories.map((category) => category.nombre),
      ]);
      await main.getByLabel("Resumen").fill("Resumen editado.");
      await categoria.selectOption({ label: chosen.nombre });
      // The place: the municipality list follows the department, and changing it clears the choice.
      const departamento = main.getByLabel("Departamento", { exact: true });
      const municipio = main.getByLabel("Municipio", { exact: true });
      await expect(municipio).toBeDisabled();
      await departamento.selectOption("Sololá");
      await expect(municipio.locator("option")).toContainText(["Panajachel"]);
      await municipio.selectOption("Panajachel");
      await departamento.selectOption("Quetzaltenango");
      await expect(municipio).toHaveValue("");
      await expect(municipio.locator("option", { hasText: "Panajachel" })).toHaveCount(0);
      await municipio.selectOption("Cantel");
      await main.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Cambios guardados.")).toBeVisible();
      await expect(row).toContainText("Resumen editado.");
      expect(
        await query("SELECT categoria_id, departamento, municipio FROM labores WHERE id = $1", [
          labor.id,
        ]),
      ).toEqual([{ categoria_id: chosen.id, departamento: "Quetzaltenango", municipio: "Cantel" }]);

      // After a reload, the labor opens with the category it saved.
      await page.reload();
      await (
        await rowOf(page, labor.titulo)
      )
        .getByRole("button", { name: `Editar labor #${labor.id}` })
        .click();
      await expect(main.getByRole("heading", { name: `Editar: ${labor.titulo}` })).toBeVisible();
      await expect(categoria).toHaveValue(String(chosen.id));
      await expect(departamento).toHaveValue("Quetzaltenango");
      await expect(municipio).toHaveValue("Cantel");

      await row.getByRole("button", { name: `Ocultar labor #${labor.id}` }).click();
      await expect(page.getByText("Estado cambiado a oculto.")).toBeVisible();
      await expect(row.getByRole("cell").nth(3)).toHaveText("Oculto");
      await expect(row.getByRole("button", { name: `Publicar labor #${labor.id}` })).toBeVisible();
      expect((await page.request.get(`/labores/${labor.slug}`)).status()).toBe(404);

      // A save that fails: the form's message and the toast.
      await failServerActions(page, SCREEN, "server");
      await main.getByLabel("Subtítulo").fill("No se guardará");
      await main.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(
        main.getByRole("alert").filter({ hasText: "Error al guardar la labor." }),
      ).toBeVisible();
      await expect(page.getByText("No se pudo guardar.")).toBeVisible();
      // A status change that fails: its toast, and the row keeps its state.
      await row.getByRole("button", { name: `Publicar labor #${labor.id}` }).click();
      await expect(page.getByText("No se pudo cambiar el estado.")).toBeVisible();
      await expect(row.getByRole("cell").nth(3)).toHaveText("Oculto");
      await page.unrouteAll();

      await row.getByRole("button", { name: `Eliminar labor #${labor.id}` }).click();
      const confirm = page.getByRole("dialog", { name: "¿Eliminar labor?" });
      await expect(confirm).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await confirm.getByRole("button", { name: "Eliminar" }).click();
      await expect(page.getByText("Labor eliminada.")).toBeVisible();
      await expect(main.getByText("Sin resultados")).toBeVisible();
      await expect(main.getByRole("heading", { name: "Nueva labor" })).toBeVisible();
      expect(await query("SELECT id FROM labores WHERE id = $1", [labor.id])).toEqual([]);
    },
  );
});
