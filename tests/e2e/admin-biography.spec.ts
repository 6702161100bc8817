import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { failServerActions } from "./support/fixtures";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

type VersionRow = {
  id: number;
  version: number;
  slogan: string | null;
};

const activeVersion = async () =>
  (
    await query<VersionRow>("select id, version, slogan from biography_versions where es_activa")
  )[0]!;

const image = (background: string, format: "png" | "jpeg" = "png") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    [format]()
    .toBuffer();

/** A file just over the 10 MB limit that starts as a real PNG (the server reads its first bytes). */
const overTenMegabytes = async () =>
  Buffer.concat([await image("#444444"), Buffer.alloc(10 * 1024 * 1024 + 1)]);

// Every test here works as admin@demo.gt, and whichever version it makes active, the one active
// before it is active again afterwards.
test.use({ signedInAs: "admin" });

/** What the public biography shows of the active version. */
async function expectPublicSlogan(page: Page, slogan: string) {
  await page.goto("/biografia");
  await expect(page.getByText(slogan).first()).toBeVisible();
  await page.goto("/");
  await expect(page.getByText(slogan).first()).toBeVisible();
}

test.describe("/admin/landing/biografia", () => {
  test(
    "lists the versions with the active one marked, shows details and reverts",
    { tag: AT_390 },
    async ({ page, restoresActiveBiography: _restored }) => {
      const original = await activeVersion();
      const versions = await query<VersionRow>(
        "select id, version, slogan from biography_versions order by version desc",
      );
      const target = versions.find((version) => version.id !== original.id && version.slogan)!;
      expect(target).toBeDefined();

      await page.goto("/admin/landing");
      await page.getByRole("link", { name: /^Biografía/ }).click();
      await expect(page).toHaveURL(/\/admin\/landing\/biografia$/);
      const tabs = page.getByRole("navigation", { name: "Biografía" });
      await expect(tabs.getByRole("link", { name: "Ver Biografías" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(tabs.getByRole("link", { name: "Crear Nueva Biografía" })).toBeVisible();

      const main = page.getByRole("main");
      for (const version of versions.slice(0, 3)) {
        await expect(
          main.getByRole("heading", {
            level: 2,
            name: new RegExp(`^Versión ${version.version}\\b`),
          }),
        ).toBeVisible();
      }
      const activeCard = main.locator("li").filter({
        has: page.getByRole("heading", { name: new RegExp(`^Versión ${original.version}\\b`) }),
      });
      await expect(activeCard.getByText("(Activa)")).toBeVisible();
      await expect(activeCard.getByRole("button", { name: "Revertir a esta versión" })).toHaveCount(
        0,
      );
      await expect(activeCard).toContainText(/Actualizada el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      const card = main.locator("li").filter({
        has: page.getByRole("heading", { name: new RegExp(`^Versión ${target.version}\\b`) }),
      });
      const details = card.getByRole("button", { name: "Ver detalles" });
      await expect(details).toHaveAttribute("aria-expanded", "false");
      await details.click();
      await expect(card.getByRole("button", { name: "Ocultar detalles" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(card.getByRole("definition").filter({ hasText: target.slogan! })).toBeVisible();
      await expect(card.getByRole("link", { name: "Gestionar imágenes" })).toHaveAttribute(
        "href",
        `/admin/landing/biografia/${target.id}/imagenes`,
      );
      // Images open in a lightbox that Escape closes.
      const thumbnail = card.getByRole("button", { name: /^Ampliar: / }).first();
      if ((await thumbnail.count()) > 0) {
        await thumbnail.click();
        await expect(
          page.getByRole("dialog", { name: "Vista ampliada de la imagen" }),
        ).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
      await expectNoAccessibilityViolations(page);
      await card.getByRole("button", { name: "Ocultar detalles" }).click();
      await expect(card.getByRole("definition")).toHaveCount(0);

      await card.getByRole("button", { name: "Revertir a esta versión" }).click();
      const confirm = page.getByRole("dialog", { name: `Revertir a la Versión ${target.version}` });
      await expect(confirm).toContainText("¿Revertir esta versión como la activa?");
      await expectNoAccessibilityViolations(page);
      await confirm.getByRole("button", { name: "Cancelar" }).click();
      await expect(confirm).toBeHidden();
      expect((await activeVersion()).id).toBe(original.id);

      await card.getByRole("button", { name: "Revertir a esta versión" }).click();
      await confirm.getByRole("button", { name: "Revertir" }).click();
      await expect(confirm).toBeHidden();
      await expect(card.getByText("(Activa)")).toBeVisible();
      await expect(card.getByRole("button", { name: "Revertir a esta versión" })).toHaveCount(0);
      expect((await activeVersion()).id).toBe(target.id);
      const [audit] = await query<{ entity_id: string }>(
        "select entity_id from audit_log where action = 'biography.version.activate' order by id desc limit 1",
      );
      expect(audit?.entity_id).toBe(String(target.id));

      // The public biography changes on the next request.
      await expectPublicSlogan(page, target.slogan!);
    },
  );

  test("shows the details and revert failures", async ({ page }) => {
    await page.route(/\/api\/biografia\/\d+$/, (route) =>
      route.fulfill({ status: 404, json: { message: "Biografía no encontrada." } }),
    );
    await page.goto("/admin/landing/biografia");
    const card = page
      .getByRole("main")
      .locator("li")
      .filter({ has: page.getByRole("button", { name: "Revertir a esta versión" }) })
      .first();
    await card.getByRole("button", { name: "Ver detalles" }).click();
    await expect(card.getByRole("alert")).toHaveText(
      "Error al obtener detalles: Biografía no encontrada.",
    );

    await failServerActions(page, "/admin/landing/biografia", "network");
    await card.getByRole("button", { name: "Revertir a esta versión" }).click();
    const confirm = page.getByRole("dialog", { name: /^Revertir a la Versión/ });
    await confirm.getByRole("button", { name: "Revertir" }).click();
    await expect(confirm.getByRole("alert")).toHaveText(
      "Error al revertir: No se pudo conectar con el servidor.",
    );
  });
});

test.describe("creating a version and its images", () => {
  test("creates a version (it becomes active) and uploads its images with progress", async ({
    page,
    restoresActiveBiography: _restored,
  }) => {
    const original = await activeVersion();
    const slogan = `Eslogan de prueba ${Date.now().toString(36)}`;
    await page.goto("/admin/landing/biografia");
    await page.getByRole("link", { name: "Crear Nueva Biografía" }).click();
    await expect(page).toHaveURL(/\/admin\/landing\/biografia\/crear$/);
    await expect(page.getByRole("link", { name: "Crear Nueva Biografía" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Prefilled with the active version.
    await expect(page.getByLabel("Eslogan")).toHaveValue(original.slogan ?? "");
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    for (const label of [
      "Eslogan",
      "Introducción",
      "Biografía",
      "Trayectoria",
      "Misión",
      "Valores",
      "Historia de gestión",
      "Mensaje final",
      "URL del video",
    ]) {
      await page.getByRole("textbox", { name: label, exact: true }).fill("");
    }
    const create = page.getByRole("button", { name: "Crear biografía" });
    await create.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Escribe al menos un campo de la biografía.",
    );

    await page.getByLabel("Eslogan").fill(slogan);
    await page
      .getByLabel("Introducción")
      .fill("Introducción escrita por la prueba de extremo a extremo.");
    await page.getByLabel("URL del video").fill("no es una url");
    await create.click();
    await expect(page.getByText("La URL del video no es válida.")).toBeVisible();
    await page.getByLabel("URL del video").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");

    await failServerActions(page, "/admin/landing/biografia/crear", "server");
    await create.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Error al crear biografía");
    await page.unrouteAll({ behavior: "ignoreErrors" });

    await create.click();
    await expect(page.getByText("Biografía creada correctamente")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/landing\/biografia\/\d+\/imagenes$/);
    const id = Number(/biografia\/(\d+)\/imagenes/.exec(page.url())![1]);
    const created = await activeVersion();
    expect(created).toMatchObject({ id, slogan });
    expect(created.version).toBeGreaterThan(original.version);
    const [audit] = await query<{ entity_id: string }>(
      "select entity_id from audit_log where action = 'biography.version.create' order by id desc limit 1",
    );
    expect(audit?.entity_id).toBe(String(id));
    await expect(
      page.getByRole("heading", { level: 1, name: `Imágenes de la Versión ${created.version}` }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    const upload = page.getByRole("button", { name: "Subir imágenes" });
    await upload.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Selecciona una imagen primero.",
    );

    await page.getByLabel("Nuevo archivo para logo").setInputFiles({
      name: "notas.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("no soy una imagen"),
    });
    await expect(
      page.getByText("Solo se permiten imágenes (JPG, PNG, WEBP, GIF o HEIC)."),
    ).toBeVisible();

    await page.getByLabel("Nuevo archivo para imagen principal").setInputFiles({
      name: "principal.png",
      mimeType: "image/png",
      buffer: await image("#7a1f1f"),
    });
    await page.getByLabel("Agregar imágenes a la galería").setInputFiles([
      { name: "galeria-1.jpg", mimeType: "image/jpeg", buffer: await image("#1f7a3a", "jpeg") },
      { name: "galeria-2.png", mimeType: "image/png", buffer: await image("#1f3a7a") },
    ]);
    await page.getByLabel("Descripción de galeria-1.jpg").fill("Visita a la comunidad (prueba)");
    await page.getByLabel("Descripción de galeria-2.png").fill("Reunión de trabajo (prueba)");
    // Hold the answers until the progress has been seen on screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/biografia/{imagen-principal,galeria}", async (route) => {
      await held;
      await route.continue();
    });
    await upload.click();
    await expect(
      page.getByRole("progressbar", { name: "Subiendo Imagen principal: principal.png" }),
    ).toBeVisible();
    await expect(
      page.getByRole("progressbar", { name: "Subiendo Galería: galeria-2.png" }),
    ).toBeVisible();
    release();
    await expect(page.getByText("Imágenes subidas correctamente")).toBeVisible();
    await expect(page.getByText("Visita a la comunidad (prueba)")).toBeVisible();
    await expect(page.getByText("Reunión de trabajo (prueba)")).toBeVisible();
    const gallery = await query<{ descripcion: string | null }>(
      "select descripcion from biography_images where biografia_id = $1 order by orden desc limit 2",
      [id],
    );
    expect(gallery.map((row) => row.descripcion).sort()).toEqual([
      "Reunión de trabajo (prueba)",
      "Visita a la comunidad (prueba)",
    ]);
    const [row] = await query<{ imagen_principal: string }>(
      "select imagen_principal from biography_versions where id = $1",
      [id],
    );
    await page.getByRole("button", { name: "Ampliar: Imagen principal" }).click();
    const lightbox = page.getByRole("dialog", { name: "Vista ampliada de la imagen" });
    await expect(lightbox.getByRole("img", { name: "Imagen principal" })).toHaveAttribute(
      "src",
      row!.imagen_principal,
    );
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();

    // Over 10 MB: refused in the browser with the server's own text, before anything is sent
    // (the server's limit itself is checked in tests/integration/content-biography-site.test.ts).
    await page.unrouteAll({ behavior: "ignoreErrors" });
    const storedDestacada = async () =>
      (
        await query<{ imagen_destacada: string | null }>(
          "select imagen_destacada from biography_versions where id = $1",
          [id],
        )
      )[0]?.imagen_destacada;
    const destacadaBefore = await storedDestacada();
    const destacada = page.getByLabel("Nuevo archivo para imagen destacada");
    await destacada.setInputFiles({
      name: "destacada.png",
      mimeType: "image/png",
      buffer: await overTenMegabytes(),
    });
    await expect(destacada).toHaveAccessibleDescription("La imagen excede 10MB.");
    // A file the browser takes for an image but is not one: the server refuses it by its content,
    // and the screen shows the server's message.
    await destacada.setInputFiles({
      name: "destacada.png",
      mimeType: "image/png",
      buffer: Buffer.from("solo texto, no una imagen"),
    });
    await upload.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Solo se permiten imágenes (JPG, PNG, WEBP, GIF o HEIC).",
    );
    expect(await storedDestacada()).toBe(destacadaBefore);
    await destacada.setInputFiles([]);
    // A failure without a message: the screen's own text.
    await page.route("**/api/biografia/imagen-profesional", (route) =>
      route.fulfill({ status: 500, body: "error" }),
    );
    await page.getByLabel("Nuevo archivo para imagen profesional").setInputFiles({
      name: "profesional.png",
      mimeType: "image/png",
      buffer: await image("#555555"),
    });
    await upload.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Error al subir imágenes");

    // The new version is what the public site shows.
    await expectPublicSlogan(page, slogan);
  });
});

/** The titles of a version's blocks, in their stored order. */
const storedBlocks = async (id: number) =>
  (
    await query<{ titulo: string }>(
      "select titulo from biography_blocks where biografia_id = $1 order by orden, id",
      [id],
    )
  ).map((row) => row.titulo);

test.describe("the blocks of a new version", () => {
  test(
    "starts from the active version, edits, adds, reorders and removes blocks, shown in that order",
    { tag: AT_390 },
    async ({ page, adminApi, restoresActiveBiography: _restored }) => {
      const tag = Date.now().toString(36);
      const [one, two, three, four] = ["Uno", "Dos", "Tres", "Cuatro"].map(
        (name) => `${name} ${tag}`,
      ) as [string, string, string, string];
      const path = "/admin/landing/biografia/crear";
      // The active version the form starts from, with three blocks.
      const { item } = (await adminApi.put(
        "/api/biografia/texto",
        {
          slogan: `Bloques ${tag}`,
          introduccion: "Introducción de la prueba de bloques.",
          bloques: [one, two, three].map((titulo) => ({
            titulo,
            contenido: `Texto de ${titulo}.`,
          })),
        },
        201,
      )) as { item: { version: number } };

      await page.goto(path);
      await expect(
        page.getByText(`El formulario parte de la versión activa (Versión ${item.version}).`),
      ).toBeVisible();
      await expect(page.getByLabel("Eslogan")).toHaveValue(`Bloques ${tag}`);
      await expect(page.getByLabel("Introducción")).toHaveValue(
        "Introducción de la prueba de bloques.",
      );
      const blocks = page.getByRole("group", { name: "Bloques" });
      const title = (n: number) =>
        blocks.getByRole("textbox", { name: `Título del bloque ${n}`, exact: true });
      const content = (n: number) =>
        blocks.getByRole("textbox", { name: `Contenido del bloque ${n}`, exact: true });
      const button = (name: string) => blocks.getByRole("button", { name, exact: true });
      for (const [index, name] of [one, two, three].entries()) {
        await expect(title(index + 1)).toHaveValue(name);
        await expect(content(index + 1)).toHaveValue(`Texto de ${name}.`);
      }
      await expect(button("Subir bloque 1")).toBeDisabled();
      await expect(button("Bajar bloque 3")).toBeDisabled();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      // Edit one, add one: an empty new block is refused under its own fields.
      await title(1).fill(`${one} editado`);
      await button("Agregar bloque").click();
      await expect(title(4)).toBeFocused();
      const create = page.getByRole("button", { name: "Crear biografía" });
      await create.click();
      await expect(title(4)).toHaveAccessibleDescription("El título del bloque es obligatorio.");
      await expect(content(4)).toHaveAccessibleDescription(
        "El contenido del bloque es obligatorio.",
      );
      await expectNoAccessibilityViolations(page);
      await title(4).fill(four);
      await content(4).fill(`Texto de ${four}.`);

      // Reorder (the focus stays on the moved block's buttons), then remove one.
      await button("Subir bloque 4").click();
      await expect(button("Subir bloque 3")).toBeFocused();
      await expect(title(3)).toHaveValue(four);
      await button("Bajar bloque 1").click();
      await expect(button("Bajar bloque 2")).toBeFocused();
      await button("Quitar bloque 4").click();
      await expect(title(3)).toBeFocused();
      const order = [two, `${one} editado`, four];
      for (const [index, name] of order.entries()) await expect(title(index + 1)).toHaveValue(name);
      await expect(title(4)).toHaveCount(0);
      await expectNoHorizontalScroll(page);

      // The server's refusal lands under the right field (its title sent blank on the way).
      await page.route(
        (url) => url.pathname === path,
        (route) => {
          const sent = route.request();
          if (sent.method() !== "POST") return route.continue();
          return route.continue({ postData: sent.postData()!.replace(`"${four}"`, '" "') });
        },
      );
      await create.click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Error al crear biografía",
      );
      await expect(title(3)).toHaveAccessibleDescription("El título del bloque es obligatorio.");
      await expect(title(2)).not.toHaveAttribute("aria-invalid", "true");
      await page.unrouteAll({ behavior: "ignoreErrors" });

      await create.click();
      await expect(page).toHaveURL(/\/admin\/landing\/biografia\/\d+\/imagenes$/);
      const created = await activeVersion();
      expect(await storedBlocks(created.id)).toEqual(order);

      await page.goto("/biografia");
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      expect(headings.filter((text) => text.includes(tag))).toEqual(order);
      await expect(page.getByRole("heading", { name: three })).toHaveCount(0);

      // Removing every block leaves the new version without any (not a copy of the last ones).
      await page.goto(path);
      for (let n = order.length; n >= 1; n--) await button(`Quitar bloque ${n}`).click();
      await expect(blocks.getByText("La nueva versión no tendrá bloques.")).toBeVisible();
      await expect(button("Agregar bloque")).toBeFocused();
      await expectNoAccessibilityViolations(page);
      await create.click();
      await expect(page).toHaveURL(/\/admin\/landing\/biografia\/\d+\/imagenes$/);
      const emptied = await activeVersion();
      expect(emptied.id).not.toBe(created.id);
      expect(await storedBlocks(emptied.id)).toEqual([]);
    },
  );
});

test.describe("deleting a gallery image", () => {
  test(
    "asks first, removes the image and its file, and shows a failure",
    { tag: AT_390 },
    async ({ page, request, adminApi, restoresActiveBiography: _restored }) => {
      const tag = Date.now().toString(36);
      const descripcion = `Foto a eliminar ${tag}`;
      const { id } = (await adminApi.put(
        "/api/biografia/texto",
        { slogan: `Galería ${tag}` },
        201,
      )) as {
        id: number;
      };
      for (const [text, color] of [
        [descripcion, "#7a5a1f"],
        [`Foto que queda ${tag}`, "#1f5a7a"],
      ] as const) {
        await adminApi.multipart("/api/biografia/galeria", {
          imagen: { name: "galeria.png", mimeType: "image/png", buffer: await image(color) },
          biografia_id: String(id),
          descripcion: text,
        });
      }
      const [target] = await query<{ id: number; url: string }>(
        "select id, url from biography_images where biografia_id = $1 and descripcion = $2",
        [id, descripcion],
      );

      const path = `/admin/landing/biografia/${id}/imagenes`;
      await page.goto(path);
      const item = page.getByRole("main").getByRole("listitem").filter({ hasText: descripcion });
      const remove = item.getByRole("button", { name: /^Eliminar imagen \d+ de la galería$/ });
      await expect(remove).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      // Cancelar leaves it.
      await remove.click();
      const confirm = page.getByRole("dialog", { name: "Eliminar imagen" });
      await expect(confirm).toContainText("¿Eliminar esta imagen de la galería?");
      await expectNoAccessibilityViolations(page);
      await confirm.getByRole("button", { name: "Cancelar" }).click();
      await expect(confirm).toBeHidden();
      await expect(item).toHaveCount(1);

      // A failure stays in the dialog; nothing is deleted.
      await failServerActions(page, path, "server");
      await remove.click();
      await confirm.getByRole("button", { name: "Eliminar" }).click();
      await expect(confirm.getByRole("alert")).toHaveText("No se pudo eliminar la imagen.");
      await page.unrouteAll({ behavior: "ignoreErrors" });
      expect(
        await query("select id from biography_images where id = $1", [target!.id]),
      ).toHaveLength(1);

      await confirm.getByRole("button", { name: "Eliminar" }).click();
      await expect(page.getByText("Imagen eliminada.")).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(item).toHaveCount(0);
      await expect(page.getByText(`Foto que queda ${tag}`)).toBeVisible();
      expect(await query("select id from biography_images where id = $1", [target!.id])).toEqual(
        [],
      );
      const [audit] = await query<{ entity_id: string }>(
        "select entity_id from audit_log where action = 'biography.gallery.delete' order by id desc limit 1",
      );
      expect(audit?.entity_id).toBe(String(target!.id));
      // The file went with it: no row, and the address answers 404.
      const key = target!.url.replace("/api/files/", "");
      expect(await query("select id from stored_files where key = $1", [key])).toEqual([]);
      expect((await request.get(target!.url)).status()).toBe(404);
      await expectNoAccessibilityViolations(page);
    },
  );
});
