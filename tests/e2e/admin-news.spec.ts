import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { expectPolicyViolation } from "./support/csp";
import { query } from "./support/db";
import { failServerActions } from "./support/fixtures";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

// Product.md §B.2, §4, §5, §8, §9: the news screen at /admin/noticias and /admin/landing/noticias.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

const tag = () => Math.random().toString(36).slice(2, 8);

/** The number a `SELECT count(*) AS n …` answers. */
async function countOf(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await query<{ n: string }>(sql, params))[0]?.n ?? 0);
}

async function openScreen(page: Page, path = "/admin/noticias") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
}

/** The table row of a news item, found through the search filter. */
async function rowOf(page: Page, item: { id: number; titulo: string }): Promise<Locator> {
  await page.getByLabel("Buscar").fill(item.titulo);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: String(item.id), exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/**
 * Closes a dialog by a click on the dimmed page around it (the overlay). Radix ignores a click
 * outside a dialog that is not the topmost layer. When a nested dialog (a confirmation) closes, the
 * outer one learns it is on top one render later — it then gets `pointer-events: auto` — and re-arms
 * its outside-click listener in a timer task after that (12–17 ms later here), so a click in those
 * milliseconds does nothing, as a person's would. The click waits for the style, and is repeated
 * if it fell into the timer's window.
 */
async function closeByOverlayClick(page: Page, dialog: Locator) {
  await expect(dialog).toHaveCSS("pointer-events", "auto");
  await expect(async () => {
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass();
}

/** Tabbing many times never takes the focus out of the open dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

const publicNewsHtml = async (request: APIRequestContext) =>
  (await request.get("/noticias")).text();

test.describe("/admin/noticias without the news permission", () => {
  test.use({ signedInAs: "basic" });

  test("a role without the news permission gets '❌ Acceso Denegado' on both routes", async ({
    page,
  }) => {
    for (const path of ["/admin/noticias", "/admin/landing/noticias"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("dialog", { name: "❌ Acceso Denegado" })).toBeVisible();
      await expect(page.getByText("No tienes permisos para acceder a esta sección.")).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
    }
  });
});

test.describe("/admin/noticias", () => {
  test.use({ signedInAs: "admin" });

  test(
    "title, columns and dates, filters, pager, empty text and the back button",
    { tag: AT_390 },
    async ({ page }) => {
      const pages = Math.ceil(
        (await countOf("SELECT count(*) AS n FROM news WHERE deleted_at IS NULL")) / 12,
      );
      await page.goto("/admin/landing/noticias");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
      await expect(main.getByText("Gestión de artículos")).toBeVisible();
      await expect(main.getByRole("columnheader")).toHaveText([
        "ID",
        "Título",
        "Estado",
        "Fecha contenido",
        "Publicado",
        "Acciones",
      ]);
      await expect(main.getByRole("row")).toHaveCount(13);
      await expect(main.getByText(`Página 1 de ${pages}`)).toBeVisible();
      const first = main.getByRole("row").nth(1);
      for (const action of [
        "Editar",
        "Media",
        "Publicar",
        "Programar",
        "Archivar",
        "Eliminar",
      ]) {
        await expect(
          first.getByRole("button", { name: new RegExp(`^${action} noticia #\\d+$`) }),
        ).toBeVisible();
      }
      await expect(first.getByRole("cell").nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      await main.getByRole("link", { name: "Siguiente" }).click();
      await expect(main.getByText(`Página 2 de ${pages}`)).toBeVisible();
      await expect(page).toHaveURL(/\?page=2$/);
      await main.getByRole("link", { name: "Anterior" }).click();
      await expect(main.getByText(`Página 1 de ${pages}`)).toBeVisible();
      await expect(main.getByText("Anterior", { exact: true })).toHaveAttribute(
        "aria-disabled",
        "true",
      );

      // Estado filter: every row published, with its publication date and time.
      const published = await countOf(
        "SELECT count(*) AS n FROM news WHERE deleted_at IS NULL AND estado = 'publicado'",
      );
      await main.getByLabel("Estado").selectOption("publicado");
      await expect(main.getByText(`Página 1 de ${Math.ceil(published / 12)}`)).toBeVisible();
      await expect(main.getByText(`${published} noticias`)).toBeVisible();
      const estados = main.getByRole("row").locator("td:nth-child(3)");
      await expect
        .poll(async () => [...new Set(await estados.allInnerTexts())])
        .toEqual(["Publicado"]);
      await expect(main.getByRole("row").nth(1).getByRole("cell").nth(4)).toHaveText(
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      );

      // Año and mes (2010–2030, 1–12).
      await expect(main.getByLabel("Año").locator("option")).toHaveCount(22);
      await expect(main.getByLabel("Mes").locator("option")).toHaveCount(13);
      await main.getByLabel("Año").selectOption("2010");
      await expect(main.getByText("Sin resultados")).toBeVisible();
      await expect(main.getByText("Página 1 de 1")).toBeVisible();
      await main.getByLabel("Año").selectOption("");
      await main.getByLabel("Estado").selectOption("");
      await main.getByLabel("Buscar").fill("zzz-ninguna-noticia-asi");
      await expect(main.getByText("Sin resultados")).toBeVisible();

      // Back: history back (here, to the dashboard the screen was opened from).
      await page.goto("/admin/dashboard");
      await page.goto("/admin/noticias");
      await page.getByRole("button", { name: "Volver" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    },
  );

  test("creates a news item with rich text and cover, adds media by upload and URL, publishes it to /noticias", async ({
    page,
    request,
    content: created,
  }) => {
    const titulo = `Noticia creada E2E ${tag()}`;
    await openScreen(page);
    await page.getByRole("button", { name: "Nueva noticia" }).click();
    const editor = page.getByRole("dialog", { name: "Nueva noticia" });
    await expect(editor).toBeVisible();
    await expect(
      editor.getByText("La portada se puede subir una vez guardada la noticia."),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Título and fecha de contenido are required.
    await editor.getByLabel("Fecha de contenido").fill("");
    await editor.getByRole("button", { name: "Guardar" }).click();
    await expect(
      editor.getByRole("alert").filter({ hasText: "Título y fecha de contenido son requeridos" }),
    ).toBeVisible();

    await editor.getByRole("textbox", { name: "Título", exact: true }).fill(titulo);
    await editor.getByLabel("Resumen").fill("Un resumen para la lista pública.");
    await editor.getByLabel("Fecha de contenido").fill("2026-04-20");
    await editor.getByLabel("Hora de contenido").fill("09:30");
    const content = editor.getByRole("textbox", { name: "Contenido", exact: true });
    await content.click();
    await editor.getByRole("button", { name: "Título 2" }).click();
    await expect(editor.getByRole("button", { name: "Título 2" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.type("Un subtítulo");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Texto de la noticia con ");
    await editor.getByRole("button", { name: "Negrita" }).click();
    await page.keyboard.type("parte importante");
    // The HTML view: markup pasted there is sanitized on the server. Its event handler is blocked
    // (and reported) by the policy as soon as the browser parses it, even in the inert document the
    // editor cleans it in.
    expectPolicyViolation("script-src-attr");
    await editor.getByRole("button", { name: "Código", exact: true }).click();
    const html = editor.getByLabel("HTML del contenido");
    await expect(html).toHaveValue(/<strong>parte importante<\/strong>/);
    await html.fill(
      `${await html.inputValue()}<p onclick="alert(1)">Cierre</p><script>alert(2)</script>`,
    );
    await editor.getByRole("button", { name: "Código", exact: true }).click();
    await expect(content.getByText("Cierre")).toBeVisible();
    await editor.getByRole("button", { name: "Guardar" }).click();

    await expect(page.getByText("Noticia creada.")).toBeVisible();
    const edit = page.getByRole("dialog", { name: /^Editar #\d+$/ });
    await expect(edit).toBeVisible();
    const id = Number(
      (await edit.getByRole("heading").first().innerText()).replace("Editar #", ""),
    );
    created.removeAfter(`/api/noticias/${id}`);
    const [stored] = await query<{
      contenido_html: string;
      estado: string;
      hora_contenido: string;
    }>("SELECT contenido_html, estado, hora_contenido FROM news WHERE id = $1", [id]);
    expect(stored?.estado).toBe("borrador");
    expect(stored?.hora_contenido).toBe("09:30");
    expect(stored?.contenido_html).toContain("<strong>parte importante</strong>");
    expect(stored?.contenido_html).toContain("<h2>Un subtítulo</h2>");
    expect(stored?.contenido_html).toContain("<p>Cierre</p>");
    expect(stored?.contenido_html).not.toMatch(/script|onclick/);

    // The cover, once the item exists: a file that is not an image is refused by its content.
    const cover = edit.getByLabel("Imagen de portada");
    await cover.setInputFiles({
      name: "portada.png",
      mimeType: "image/png",
      buffer: Buffer.from("no soy una imagen, solo texto"),
    });
    await edit.getByRole("button", { name: "Subir portada" }).click();
    await expect(
      edit.getByRole("alert").filter({ hasText: "Error subiendo portada" }),
    ).toBeVisible();
    await cover.setInputFiles(png("portada.png"));
    await edit.getByRole("button", { name: "Subir portada" }).click();
    await expect(edit.getByRole("img", { name: `Portada de la noticia #${id}` })).toBeVisible();
    const [withCover] = await query<{ portada_url: string | null }>(
      "SELECT portada_url FROM news WHERE id = $1",
      [id],
    );
    expect(withCover?.portada_url).toMatch(/\.png$/);

    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();

    // Media: upload two files, then three URLs (one invalid).
    const row = await rowOf(page, { id, titulo });
    await row.getByRole("button", { name: `Media noticia #${id}` }).click();
    const media = page.getByRole("dialog", { name: `Multimedia de noticia #${id}` });
    await expect(media.getByText("Sin archivos aún.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await media
      .getByLabel("Archivos (imágenes, video MP4 o PDF)")
      .setInputFiles([
        png("foto.png"),
        { name: "informe.pdf", mimeType: "application/pdf", buffer: PDF },
      ]);
    await media.getByRole("button", { name: "Subir", exact: true }).click();
    await expect(media.getByText("Listo. Exitosas: 2, Fallidas: 0")).toBeVisible();
    await expect(media.getByText("2 de 2 archivos procesados")).toBeVisible();
    const items = media
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Guardar" }) });
    await expect(items).toHaveCount(2);

    await media
      .getByLabel("URLs (una por línea)")
      .fill(
        "https://example.org/galeria/foto.jpg\nhttps://example.org/boletin.pdf\nesto-no-es-una-url",
      );
    await media.getByRole("button", { name: "Agregar URLs" }).click();
    await expect(media.getByText("Listo. Exitosas: 2, Fallidas: 1")).toBeVisible();
    await expect(
      media.getByRole("alert").filter({ hasText: "Error agregando media por URL" }),
    ).toContainText("esto-no-es-una-url");
    await expect(items).toHaveCount(4);
    // Thumbnails only for image URLs: the uploaded PNG and foto.jpg, not the two PDFs.
    await expect(items.locator("img")).toHaveCount(2);
    await expect(items.locator('img[src$="foto.jpg"]')).toHaveCount(1);

    // Title and position of the first one.
    await items.first().getByLabel("Título del medio 1").fill("Foto principal");
    await items.first().getByLabel("Posición").fill("7");
    await items.first().getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Medio actualizado.")).toBeVisible();
    await expect(items.last().getByLabel("Título del medio 4")).toHaveValue("Foto principal");
    const stored1 = await query<{ titulo: string | null; posicion: number }>(
      "SELECT titulo, posicion FROM news_media WHERE news_id = $1 AND titulo = 'Foto principal'",
      [id],
    );
    expect(stored1).toEqual([{ titulo: "Foto principal", posicion: 7 }]);

    // Delete the PDF link, with confirmation.
    const pdfLink = items.filter({ hasText: "https://example.org/boletin.pdf" });
    await pdfLink.getByRole("button", { name: "Eliminar" }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar archivo" });
    await expect(confirm.getByText("¿Eliminar este archivo de la noticia?")).toBeVisible();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(items).toHaveCount(3);
    expect(await countOf("SELECT count(*) AS n FROM news_media WHERE news_id = $1", [id])).toBe(3);

    await closeByOverlayClick(page, media);

    // Publish: it is on the public list at once.
    expect(await publicNewsHtml(request)).not.toContain(titulo);
    await row.getByRole("button", { name: `Publicar noticia #${id}` }).click();
    const publish = page.getByRole("dialog", { name: "Publicar noticia" });
    await expect(publish.getByText("¿Publicar esta noticia?")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await publish.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByText("Noticia publicada.")).toBeVisible();
    await expect(row.getByRole("cell").nth(2)).toHaveText("Publicado");
    await expect(row.getByRole("cell").nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    await page.goto("/noticias");
    await expect(page.getByRole("heading", { name: titulo })).toBeVisible();
  });

  test("archives, then soft-deletes a news item", async ({ page, request, content }) => {
    const item = await content.news({ estado: "publicado" });
    expect(await publicNewsHtml(request)).toContain(item.titulo);
    await openScreen(page);
    const row = await rowOf(page, item);

    await row.getByRole("button", { name: `Archivar noticia #${item.id}` }).click();
    const archive = page.getByRole("dialog", { name: "Archivar noticia" });
    await expect(archive.getByText("¿Archivar esta noticia?")).toBeVisible();
    await archive.getByRole("button", { name: "Archivar" }).click();
    await expect(page.getByText("Noticia archivada.")).toBeVisible();
    await expect(row.getByRole("cell").nth(2)).toHaveText("Archivado");
    expect(await publicNewsHtml(request)).not.toContain(item.titulo);

    await row.getByRole("button", { name: `Eliminar noticia #${item.id}` }).click();
    const remove = page.getByRole("dialog", { name: "Eliminar noticia" });
    await expect(remove.getByText("¿Eliminar (soft delete) esta noticia?")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await remove.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Noticia eliminada.")).toBeVisible();
    await expect(page.getByRole("main").getByText("Sin resultados")).toBeVisible();
    const [stored] = await query<{ estado: string; deleted: boolean }>(
      "SELECT estado, deleted_at IS NOT NULL AS deleted FROM news WHERE id = $1",
      [item.id],
    );
    expect(stored).toEqual({ estado: "archivado", deleted: true });
  });

  test(
    "closing the editor with changes asks '¿Descartar los cambios?', without them closes at once",
    { tag: AT_390 },
    async ({ page, content }) => {
      const item = await content.news();
      await openScreen(page);
      const row = await rowOf(page, item);
      const edit = page.getByRole("dialog", { name: `Editar #${item.id}` });
      const subtitle = edit.getByLabel("Subtítulo");
      const question = page.getByRole("dialog", { name: "¿Descartar los cambios?" });

      await row.getByRole("button", { name: `Editar noticia #${item.id}` }).click();
      await subtitle.fill("Un cambio sin guardar");
      await page.keyboard.press("Escape");
      await expect(question).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await question.getByRole("button", { name: "Seguir editando" }).click();
      await expect(question).toBeHidden();
      await expect(subtitle).toHaveValue("Un cambio sin guardar");

      await page.keyboard.press("Escape");
      await question.getByRole("button", { name: "Descartar" }).click();
      await expect(edit).toBeHidden();
      const [kept] = await query<{ subtitulo: string | null }>(
        "SELECT subtitulo FROM news WHERE id = $1",
        [item.id],
      );
      expect(kept!.subtitulo).not.toBe("Un cambio sin guardar");

      // Nothing changed: Escape closes the editor with no question.
      await row.getByRole("button", { name: `Editar noticia #${item.id}` }).click();
      await expect(subtitle).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(edit).toBeHidden();
      await expect(question).toHaveCount(0);
    },
  );

  test(
    "the editor and media dialogs: errors, Escape, overlay and focus trap",
    { tag: AT_390 },
    async ({ page, content }) => {
      const item = await content.news();
      const [taken] = await query<{ slug: string }>(
        "SELECT slug FROM news WHERE deleted_at IS NULL AND id <> $1 ORDER BY id LIMIT 1",
        [item.id],
      );
      await openScreen(page);
      const row = await rowOf(page, item);

      await row.getByRole("button", { name: `Editar noticia #${item.id}` }).click();
      const edit = page.getByRole("dialog", { name: `Editar #${item.id}` });
      await expect(edit.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(
        item.titulo,
      );
      await expectNoAccessibilityViolations(page);
      await expectFocusTrapped(page, edit);

      // 'Error guardando' with the server's reason.
      await edit.getByLabel("Dirección de la noticia").fill(taken!.slug);
      await edit.getByRole("button", { name: "Guardar" }).click();
      const failure = edit.getByRole("alert").filter({ hasText: "Error guardando" });
      await expect(failure).toContainText("Ya existe una noticia con ese slug.");

      // The link form of the editor: Escape closes only that form.
      await edit.getByRole("textbox", { name: "Contenido", exact: true }).click();
      await edit.getByRole("button", { name: "Enlace" }).click();
      await expect(edit.getByLabel("URL del enlace")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(edit.getByLabel("URL del enlace")).toBeHidden();
      await expect(edit).toBeVisible();

      // A real change saves and closes the dialog; 'Categoría' lists the categories by name.
      const categories = await query<{ id: number; nombre: string }>(
        "SELECT id, nombre FROM news_categories ORDER BY nombre",
      );
      const chosen = categories[0]!;
      const categoria = edit.getByLabel("Categoría");
      await expect(categoria).toHaveValue("");
      await expect(categoria.locator("option")).toHaveText([
        "Sin categoría",
        ...categories.map((category) => category.nombre),
      ]);
      await edit.getByLabel("Dirección de la noticia").fill(item.slug);
      await edit.getByLabel("Subtítulo").fill("Subtítulo editado");
      await categoria.selectOption({ label: chosen.nombre });
      await edit.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByText("Cambios guardados.")).toBeVisible();
      await expect(edit).toBeHidden();
      const [saved] = await query<{ subtitulo: string; categoria_id: number | null }>(
        "SELECT subtitulo, categoria_id FROM news WHERE id = $1",
        [item.id],
      );
      expect(saved).toEqual({ subtitulo: "Subtítulo editado", categoria_id: chosen.id });

      // Reopened, the editor shows the saved category; an overlay click closes it too.
      await row.getByRole("button", { name: `Editar noticia #${item.id}` }).click();
      await expect(edit.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(
        item.titulo,
      );
      await expect(categoria).toHaveValue(String(chosen.id));
      await closeByOverlayClick(page, edit);

      // 'Error cargando media'.
      const mediaPath = `**/api/noticias/${item.id}/media`;
      await page.route(mediaPath, (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ message: "Falla simulada." }),
        }),
      );
      await row.getByRole("button", { name: `Media noticia #${item.id}` }).click();
      const media = page.getByRole("dialog", { name: `Multimedia de noticia #${item.id}` });
      await expect(
        media.getByRole("alert").filter({ hasText: "Error cargando media" }),
      ).toContainText("Falla simulada.");
      await page.keyboard.press("Escape");
      await expect(media).toBeHidden();

      // An item without an id (older answers): 'No hay ID para actualizar este media.'.
      await page.unroute(mediaPath);
      await page.route(mediaPath, (route) =>
        route.request().method() === "GET"
          ? route.fulfill({
              contentType: "application/json",
              body: JSON.stringify([
                { url: "https://example.org/sin-id.png", titulo: "Sin id", posicion: 0 },
              ]),
            })
          : route.continue(),
      );
      await row.getByRole("button", { name: `Media noticia #${item.id}` }).click();
      await media.getByRole("button", { name: "Guardar" }).click();
      await expect(media.getByRole("alert")).toHaveText("No hay ID para actualizar este media.");
      await page.keyboard.press("Escape");
      await page.unroute(mediaPath);

      // 'Error actualizando media' and 'Error eliminando media' on a real medium.
      await row.getByRole("button", { name: `Media noticia #${item.id}` }).click();
      await media.getByLabel("URLs (una por línea)").fill("https://example.org/uno.webp");
      await media.getByRole("button", { name: "Agregar URLs" }).click();
      await expect(media.getByText("Listo. Exitosas: 1, Fallidas: 0")).toBeVisible();
      await media.getByLabel("Posición").fill("-1");
      await media.getByRole("button", { name: "Guardar" }).click();
      await expect(
        media.getByRole("alert").filter({ hasText: "Error actualizando media" }),
      ).toContainText("La posición debe ser 0 o mayor.");
      await expectFocusTrapped(page, media);
      await failServerActions(page, "/admin/noticias", "server");
      await media.getByRole("button", { name: "Eliminar" }).click();
      await page
        .getByRole("dialog", { name: "Eliminar archivo" })
        .getByRole("button", { name: "Eliminar" })
        .click();
      await expect(
        media.getByRole("alert").filter({ hasText: "Error eliminando media" }),
      ).toBeVisible();
    },
  );

  test("schedules an item; from its time on it is on /noticias", async ({
    page,
    request,
    content,
    adminApi,
  }) => {
    const item = await content.news();
    await openScreen(page);
    const row = await rowOf(page, item);
    await row.getByRole("button", { name: `Programar noticia #${item.id}` }).click();
    const dialog = page.getByRole("dialog", { name: "Programar noticia" });
    await expect(
      dialog.getByText("Selecciona fecha y hora", { exact: true }).first(),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole("button", { name: "Programar" }).click();
    const when = dialog.getByLabel("Fecha y hora (hora de Guatemala)");
    await expect(when).toBeFocused();
    await expect(when).toHaveAccessibleDescription("Selecciona fecha y hora");

    // A whole minute at least 60 s from now, typed as Guatemala wall-clock time (UTC−6).
    const due = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
    const wallClock = new Date(due - 6 * 3_600_000).toISOString().slice(0, 16);
    await when.fill(wallClock);
    await dialog.getByRole("button", { name: "Programar" }).click();
    await expect(page.getByText("Noticia programada.")).toBeVisible();
    await expect(row.getByRole("cell").nth(2)).toHaveText("Programado");
    const [stored] = await query<{ estado: string; fecha_programada: Date }>(
      "SELECT estado, fecha_programada FROM news WHERE id = $1",
      [item.id],
    );
    expect(stored?.estado).toBe("programado");
    expect(stored?.fecha_programada.getTime()).toBe(due);
    expect(await publicNewsHtml(request)).not.toContain(item.titulo);

    // Its time comes (moved into the past rather than waited for): the public list shows it,
    // although it is still stored as 'programado' — no job flips it first. The write through the
    // service only expires the cached list; the reading rule is what is checked here.
    await query("UPDATE news SET fecha_programada = now() - interval '1 second' WHERE id = $1", [
      item.id,
    ]);
    await adminApi.put(`/api/noticias/${item.id}`, { resumen: "Resumen de prueba, ya visible." });
    await expect.poll(() => publicNewsHtml(request)).toContain(item.titulo);
    const [after] = await query<{ estado: string }>("SELECT estado FROM news WHERE id = $1", [
      item.id,
    ]);
    expect(after?.estado).toBe("programado");
  });
});
