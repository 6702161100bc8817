import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { failServerActions } from "./support/fixtures";
import { expect, test as base } from "./support/test";
import { AT_390 } from "./support/widths";

const SCREEN = "/admin/landing/valores";
const TABS = [
  "Compromiso",
  "Valores Éticos",
  "Compromisos Formales",
  "Mensajes",
  "Elementos Visuales",
];

type CompromisoRow = { id: number; introduccion_titulo: string | null };

const compromisos = () =>
  query<CompromisoRow>("select id, introduccion_titulo from compromisos order by id");
/** The newest commitment is the one the public /valores page shows. */
const newestCompromiso = async () => (await compromisos()).at(-1)!;

const tag = () => Date.now().toString(36).slice(-6);

const image = (format: "png" | "jpeg" | "gif", background = "#1b3c6f") =>
  sharp({ create: { width: 48, height: 32, channels: 3, background } })
    [format]()
    .toBuffer();

/** Opens a tab and waits until the server has answered with its list (no spinner left). */
async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(
    page.getByRole("tabpanel").getByRole("status").filter({ hasText: "Cargando…" }),
  ).toHaveCount(0);
}

/** Chooses a commitment; another than the one shown is read once the address carries it. */
async function chooseCompromiso(page: Page, id: number) {
  const selector = page.getByRole("combobox", { name: "Compromiso", exact: true });
  if ((await selector.inputValue()) === String(id)) return;
  await selector.selectOption(String(id));
  await expect(page).toHaveURL(new RegExp(`[?&]compromiso=${id}(&|$)`));
}

/** The card (outer list item) whose heading is `name`. */
const card = (page: Page, name: string | RegExp) =>
  page
    .getByRole("tabpanel")
    .locator("li")
    .filter({ has: page.getByRole("heading", { name, exact: typeof name === "string" }) });

/** Answers GET calls of `pattern` with `status` and `json` until unrouted. */
async function answerGets(page: Page, pattern: string, status: number, json: unknown) {
  await page.route(pattern, (route) =>
    route.request().method() === "GET" ? route.fulfill({ status, json }) : route.continue(),
  );
}

async function confirmDelete(page: Page, title: string, text: string | RegExp) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog).toBeHidden();
}

async function failDeleteOnce(page: Page, opener: Locator, title: string, failure: string) {
  await failServerActions(page, SCREEN, "server");
  await opener.click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(failure);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
}

/** The values tables and their REST paths, children before the commitments they belong to. */
const VALUE_TABLES = [
  ["elementos_visuales", "/api/valores/visuales"],
  ["mensajes_compromiso", "/api/valores/mensajes"],
  ["compromisos_formales", "/api/valores/formales"],
  ["valores_eticos", "/api/valores/valores"],
  ["compromisos", "/api/valores/compromiso"],
] as const;

/** Whatever a test of this file adds to the values area is deleted afterwards, even after a failure. */
const test = base.extend<{ removesNewValues: void }>({
  removesNewValues: [
    async ({ adminApi }, provide) => {
      const newest = new Map<string, number>();
      for (const [table] of VALUE_TABLES) {
        const [row] = await query<{ n: number }>(
          `select coalesce(max(id), 0)::int as n from ${table}`,
        );
        newest.set(table, row!.n);
      }
      await provide();
      for (const [table, path] of VALUE_TABLES) {
        const added = await query<{ id: number }>(`select id from ${table} where id > $1`, [
          newest.get(table),
        ]);
        for (const { id } of added) await adminApi.delete(`${path}/${id}`);
      }
    },
    { auto: true },
  ],
});

test.describe("/admin/landing/valores", () => {
  test.use({ signedInAs: "admin" });

  test(
    "five tabs, the last one remembered, and the '#id — title' selector",
    { tag: AT_390 },
    async ({ page }) => {
      const list = await compromisos();
      const names = list.map((row) => `#${row.id} — ${row.introduccion_titulo}`);
      await page.goto(SCREEN);
      await expect(page.getByRole("tab")).toHaveText(TABS);
      await expect(page.getByRole("tab", { name: "Compromiso", exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      for (const name of names) await expect(card(page, name)).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Compromiso", exact: true })).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      for (const tab of TABS.slice(1)) {
        await openTab(page, tab);
        const selector = page.getByRole("combobox", { name: "Compromiso", exact: true });
        await expect(selector.locator("option")).toHaveText(names);
        await expect(selector).toHaveValue(String(list[0]!.id));
        await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0);
        await expectNoAccessibilityViolations(page);
        await expectNoHorizontalScroll(page);
      }

      await openTab(page, "Mensajes");
      await expect(page).toHaveURL(/\?(.*&)?tab=mensajes(&|$)/);
      await page.reload();
      await expect(page.getByRole("tab", { name: "Mensajes" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === "admin.valores.tab")?.value).toBe("mensajes");
    },
  );

  test("a new commitment's tabs are empty until something is added", async ({ page, adminApi }) => {
    const created = await adminApi.post("/api/valores/compromiso", {
      introduccion_titulo: `Vacío ${tag()}`,
    });
    const id = (created as { data: { id: number } }).data.id;
    await page.goto(SCREEN);
    for (const [tab, empty] of [
      ["Valores Éticos", "No hay valores creados aún."],
      ["Compromisos Formales", "No hay compromisos formales creados aún."],
      ["Mensajes", "Sin mensajes."],
      ["Elementos Visuales", "No hay elementos visuales aún."],
    ] as const) {
      await openTab(page, tab);
      await chooseCompromiso(page, id);
      await expect(page.getByRole("tabpanel").getByText(empty)).toBeVisible();
    }
  });

  test("Compromiso: create, edit and delete, with their checks and failures", async ({ page }) => {
    const title = `Compromiso de prueba ${tag()}`;
    await page.goto(SCREEN);
    const create = page.getByRole("button", { name: "Crear compromiso" });
    await create.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Debes ingresar al menos un campo de la introducción.",
    );

    await page.getByRole("textbox", { name: "Título de la introducción", exact: true }).fill(title);
    await failServerActions(page, SCREEN, "server");
    await create.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "No se pudo crear el compromiso.",
    );
    await page.unrouteAll({ behavior: "ignoreErrors" });

    await create.click();
    await expect(page.getByRole("status").filter({ hasText: "Compromiso creado." })).toBeVisible();
    const id = (
      await query<{ id: number }>("select id from compromisos where introduccion_titulo = $1", [
        title,
      ])
    )[0]!.id;
    const name = `#${id} — ${title}`;
    await expect(card(page, name)).toBeVisible();
    const [audit] = await query<{ entity_id: string }>(
      "select entity_id from audit_log where action = 'values.compromiso.create' order by id desc limit 1",
    );
    expect(audit?.entity_id).toBe(String(id));

    await card(page, name)
      .getByRole("button", { name: `Editar compromiso #${id}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Editar compromiso #${id}` });
    await expect(
      dialog.getByRole("textbox", { name: "Título de la introducción", exact: true }),
    ).toHaveValue(title);
    await dialog.getByRole("textbox", { name: "Título de la introducción", exact: true }).fill("");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Debes ingresar al menos un campo de la introducción.",
    );
    await dialog
      .getByRole("textbox", { name: "Título de la introducción", exact: true })
      .fill(title);
    await dialog
      .getByRole("textbox", { name: "Subtítulo de la introducción", exact: true })
      .fill("Subtítulo editado");
    await failServerActions(page, SCREEN, "server");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("No se pudo actualizar.");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, name)).toContainText("Subtítulo editado");

    // The newest commitment is the public one: it shows on /valores at once.
    await page.goto("/valores");
    await expect(page.getByText("Subtítulo editado").first()).toBeVisible();
    await page.goto(SCREEN);

    const remove = card(page, name).getByRole("button", { name: `Eliminar compromiso #${id}` });
    await failDeleteOnce(page, remove, "Eliminar compromiso", "No se pudo eliminar.");
    await remove.click();
    await confirmDelete(page, "Eliminar compromiso", "Esta acción es irreversible.");
    await expect(card(page, name)).toHaveCount(0);
    expect(await query("select id from compromisos where id = $1", [id])).toEqual([]);
  });

  test("Valores Éticos: create, edit, images with lightbox, delete", async ({ page }) => {
    const compromiso = await newestCompromiso();
    const title = `Valor de prueba ${tag()}`;
    const edited = `${title} editado`;
    await page.goto(SCREEN);
    await openTab(page, "Valores Éticos");
    await chooseCompromiso(page, compromiso.id);
    const add = page.getByRole("button", { name: "Agregar valor" });
    await add.click();
    await expect(page.getByText("El título es obligatorio.")).toBeVisible();

    await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
    await page
      .getByRole("textbox", { name: "Descripción", exact: true })
      .fill("Descripción del valor de prueba.");
    await failServerActions(page, SCREEN, "server");
    await add.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("No se pudo crear.");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await add.click();
    await expect(card(page, title)).toBeVisible();
    const id = (
      await query<{ id: number }>(
        "select id from valores_eticos where titulo = $1 and compromiso_id = $2",
        [title, compromiso.id],
      )
    )[0]!.id;

    // Edit, with the required title.
    await card(page, title)
      .getByRole("button", { name: `Editar «${title}»` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Editar valor ético" });
    await dialog.getByRole("textbox", { name: "Título", exact: true }).fill("  ");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByText("El título es obligatorio.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Título", exact: true }).fill(edited);
    await failServerActions(page, SCREEN, "server");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("No se pudo actualizar.");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog).toBeHidden();
    const item = card(page, edited);
    await expect(item).toBeVisible();
    expect(await query("select titulo from valores_eticos where id = $1", [id])).toEqual([
      { titulo: edited },
    ]);

    // Images: required file, upload, lightbox, failures, delete.
    const label = `«${edited}»`;
    const upload = item.getByRole("button", { name: `Subir imágenes a ${label}` });
    await upload.click();
    await expect(item.getByRole("alert")).toHaveText("Selecciona una imagen primero.");
    await item.getByLabel(`Agregar imágenes a ${label}`).setInputFiles({
      name: "valor.png",
      mimeType: "image/png",
      buffer: await image("png"),
    });
    await upload.click();
    const thumbnail = item.getByRole("button", { name: `Ampliar imagen 1 de ${label}` });
    await expect(thumbnail).toBeVisible();
    await thumbnail.click();
    const lightbox = page.getByRole("dialog", { name: `Imágenes de ${label}` });
    await expect(lightbox.getByRole("img", { name: `Imagen 1 de ${label}` })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();

    const imagesPath = `**/api/valores/valores/${id}/imagenes`;
    await page.route(imagesPath, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: "x" })
        : route.continue(),
    );
    await item.getByLabel(`Agregar imágenes a ${label}`).setInputFiles({
      name: "otra.png",
      mimeType: "image/png",
      buffer: await image("png", "#aa3300"),
    });
    await upload.click();
    await expect(item.getByRole("alert")).toHaveText("No se pudo subir la imagen.");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await answerGets(page, imagesPath, 500, { message: "Falla" });
    await item.getByLabel(`Agregar imágenes a ${label}`).setInputFiles({
      name: "otra.png",
      mimeType: "image/png",
      buffer: await image("png", "#aa3300"),
    });
    await upload.click();
    await expect(item.getByText("No se pudieron cargar las imágenes.")).toBeVisible();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    expect(await query("select id from valor_imagenes where valor_id = $1", [id])).toHaveLength(2);

    const removeImage = item.getByRole("button", { name: `Eliminar imagen 1 de ${label}` });
    await failDeleteOnce(page, removeImage, "Eliminar imagen", "No se pudo eliminar la imagen.");
    await removeImage.click();
    await confirmDelete(page, "Eliminar imagen", "¿Eliminar esta imagen?");
    await expect(item.getByRole("button", { name: /^Ampliar imagen/ })).toHaveCount(1);

    // The public page shows the value on the next request.
    await page.goto("/valores");
    await expect(page.getByText(edited).first()).toBeVisible();
    await page.goto(SCREEN);
    await chooseCompromiso(page, compromiso.id);

    const remove = card(page, edited).getByRole("button", { name: `Eliminar ${label}` });
    await failDeleteOnce(page, remove, "Eliminar valor", "No se pudo eliminar el valor.");
    await remove.click();
    await confirmDelete(page, "Eliminar valor", `¿Eliminar el valor ${label} y sus imágenes?`);
    await expect(card(page, edited)).toHaveCount(0);
    expect(await query("select id from valores_eticos where id = $1", [id])).toEqual([]);
    const [audit] = await query<{ action: string }>(
      "select action from audit_log where entity = 'valor_etico' and entity_id = $1 order by id desc limit 1",
      [String(id)],
    );
    expect(audit?.action).toBe("values.valor.delete");
  });

  test("Compromisos Formales: checks, JPG/PNG/WEBP and 5 MB image rules, irreversible delete", async ({
    page,
  }) => {
    const compromiso = await newestCompromiso();
    const title = `Compromiso formal ${tag()}`;
    await page.goto(SCREEN);
    await openTab(page, "Compromisos Formales");
    await chooseCompromiso(page, compromiso.id);
    const add = page.getByRole("button", { name: "Agregar compromiso formal" });
    await add.click();
    await expect(page.getByText("Escribe un título.")).toBeVisible();
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
    await add.click();
    const item = card(page, title);
    await expect(item).toBeVisible();
    const id = (
      await query<{ id: number }>("select id from compromisos_formales where titulo = $1", [title])
    )[0]!.id;

    await item.getByRole("button", { name: `Editar «${title}»` }).click();
    const dialog = page.getByRole("dialog", { name: "Editar compromiso formal" });
    await dialog.getByRole("textbox", { name: "Título", exact: true }).fill("");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByText("El título es requerido.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Título", exact: true }).fill(title);
    await dialog
      .getByRole("textbox", { name: "Descripción", exact: true })
      .fill("Con descripción.");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toContainText("Con descripción.");

    const label = `«${title}»`;
    const input = item.getByLabel(`Agregar imágenes a ${label}`);
    const upload = item.getByRole("button", { name: `Subir imágenes a ${label}` });
    await upload.click();
    await expect(item.getByRole("alert")).toHaveText("Selecciona una imagen primero.");
    await input.setInputFiles({
      name: "animada.gif",
      mimeType: "image/gif",
      buffer: await image("gif"),
    });
    await expect(item.getByRole("alert")).toHaveText("Formato no permitido. Usa JPG, PNG o WEBP.");
    await input.setInputFiles({
      name: "enorme.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(item.getByRole("alert")).toHaveText("La imagen excede 5MB.");
    await upload.click();
    await expect(item.getByRole("button", { name: /^Ampliar imagen/ })).toHaveCount(0);
    await input.setInputFiles({
      name: "firma.jpg",
      mimeType: "image/jpeg",
      buffer: await image("jpeg"),
    });
    await upload.click();
    await expect(item.getByRole("button", { name: `Ampliar imagen 1 de ${label}` })).toBeVisible();
    await expect(item.getByRole("alert")).toHaveCount(0);

    await item.getByRole("button", { name: `Eliminar ${label}` }).click();
    await confirmDelete(
      page,
      "Eliminar compromiso formal",
      `¿Eliminar el compromiso formal ${label} y sus imágenes? Esta acción es irreversible.`,
    );
    await expect(item).toHaveCount(0);
    expect(await query("select id from formal_imagenes where formal_id = $1", [id])).toEqual([]);
  });

  test("Mensajes: Ctrl/Cmd+Enter submits, images go one per request, delete removes them", async ({
    page,
  }) => {
    const compromiso = await newestCompromiso();
    const text = `Mensaje de prueba ${tag()}`;
    await page.goto(SCREEN);
    await openTab(page, "Mensajes");
    await chooseCompromiso(page, compromiso.id);
    const message = page
      .getByRole("tabpanel")
      .getByRole("textbox", { name: "Mensaje", exact: true });
    await message.press("Control+Enter");
    await expect(page.getByText("Escribe el mensaje.")).toBeVisible();

    await message.fill(text);
    await failServerActions(page, SCREEN, "server");
    await message.press("Control+Enter");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Error guardando el mensaje.",
    );
    await page.unrouteAll({ behavior: "ignoreErrors" });

    await page.getByLabel("Imágenes del mensaje (opcional)").setInputFiles([
      { name: "uno.png", mimeType: "image/png", buffer: await image("png", "#224466") },
      { name: "dos.jpg", mimeType: "image/jpeg", buffer: await image("jpeg", "#664422") },
    ]);
    const uploads: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && /\/api\/valores\/mensajes\/\d+\/imagenes$/.test(req.url()))
        uploads.push(req.url());
    });
    await message.press("Control+Enter");
    await expect(page.getByRole("status").filter({ hasText: "Mensaje guardado." })).toBeVisible();
    const id = (
      await query<{ id: number }>("select id from mensajes_compromiso where texto = $1", [text])
    )[0]!.id;
    expect(uploads).toHaveLength(2);
    const item = card(page, new RegExp(`^Mensaje #${id} ·`));
    await expect(item).toContainText(text);
    await expect(item.getByRole("button", { name: /^Ampliar imagen/ })).toHaveCount(2);
    await expect(message).toHaveValue("");

    await item.getByRole("button", { name: `Editar mensaje #${id}` }).click();
    const dialog = page.getByRole("dialog", { name: `Editar mensaje #${id}` });
    const edited = dialog.getByRole("textbox", { name: "Mensaje", exact: true });
    await edited.fill(`${text} (editado)`);
    await edited.press("Meta+Enter");
    await expect(dialog).toBeHidden();
    await expect(item).toContainText(`${text} (editado)`);

    const remove = item.getByRole("button", { name: `Eliminar mensaje #${id}` });
    await failDeleteOnce(page, remove, "Eliminar mensaje", "No se pudo eliminar.");
    await remove.click();
    await confirmDelete(
      page,
      "Eliminar mensaje",
      "¿Eliminar este mensaje? También se eliminarán sus imágenes.",
    );
    await expect(item).toHaveCount(0);
    expect(await query("select id from mensaje_imagenes where mensaje_id = $1", [id])).toEqual([]);
  });

  test("Elementos Visuales: a file or a URL (YouTube, Vimeo or MP4), lightbox and delete", async ({
    page,
  }) => {
    const compromiso = await newestCompromiso();
    const before = await query<{ id: number }>("select id from elementos_visuales");
    const description = `Visual de prueba ${tag()}`;
    await page.goto(SCREEN);
    await openTab(page, "Elementos Visuales");
    await chooseCompromiso(page, compromiso.id);
    const panel = page.getByRole("tabpanel");
    const add = panel.getByRole("button", { name: "Agregar elemento" });
    await add.click();
    await expect(panel.getByRole("alert")).toHaveText("Proporciona un archivo o una URL.");

    await panel.getByRole("combobox", { name: "Tipo" }).selectOption("video");
    await panel.getByLabel("Archivo de video (MP4)").setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: await image("png"),
    });
    await expect(panel.getByRole("alert")).toHaveText("El video debe ser MP4.");
    await panel
      .getByRole("textbox", { name: "URL", exact: true })
      .fill("https://example.com/video");
    await add.click();
    await expect(
      panel.getByText("La URL del video debe ser de YouTube, Vimeo o un enlace directo .mp4."),
    ).toBeVisible();
    await panel
      .getByRole("textbox", { name: "URL", exact: true })
      .fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await panel.getByRole("textbox", { name: "Descripción", exact: true }).fill(description);
    await add.click();
    await expect(
      panel.getByRole("status").filter({ hasText: "Elemento visual agregado." }),
    ).toBeVisible();
    const [video] = await query<{ id: number; url: string }>(
      "select id, url from elementos_visuales where descripcion = $1",
      [description],
    );
    await expect(
      panel.getByRole("link", { name: new RegExp(`^Ver video #${video!.id}`) }),
    ).toHaveAttribute("href", video!.url);

    await panel.getByRole("combobox", { name: "Tipo" }).selectOption("foto");
    await panel.getByLabel("Archivo de imagen").setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: await image("png", "#0a5c36"),
    });
    await page.route("**/api/valores/visuales", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: "x" })
        : route.continue(),
    );
    await add.click();
    await expect(panel.getByRole("alert")).toHaveText("No se pudo crear el elemento visual.");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await add.click();
    await expect(
      panel.getByRole("status").filter({ hasText: "Elemento visual agregado." }),
    ).toBeVisible();
    const [photo] = await query<{ id: number }>(
      "select id from elementos_visuales where tipo = 'foto' and compromiso_id = $1 order by id desc limit 1",
      [compromiso.id],
    );
    await panel.getByRole("button", { name: `Ampliar foto #${photo!.id}` }).click();
    const lightbox = page.getByRole("dialog", { name: "Elementos visuales" });
    await expect(lightbox.getByRole("img")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expectNoAccessibilityViolations(page);

    const removeVideo = panel.getByRole("button", {
      name: `Eliminar elemento visual #${video!.id}`,
    });
    await failDeleteOnce(page, removeVideo, "Eliminar elemento visual", "No se pudo eliminar.");
    for (const id of [video!.id, photo!.id]) {
      await panel.getByRole("button", { name: `Eliminar elemento visual #${id}` }).click();
      await confirmDelete(page, "Eliminar elemento visual", "¿Eliminar este elemento visual?");
      await expect(
        panel.getByRole("button", { name: `Eliminar elemento visual #${id}` }),
      ).toHaveCount(0);
    }
    expect(await query("select id from elementos_visuales")).toHaveLength(before.length);
  });
});
