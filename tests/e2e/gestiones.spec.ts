import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Route } from "@playwright/test";
import sharp from "sharp";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { failServerActions } from "./support/fixtures";
import {
  CATEGORY,
  PDF,
  TEMPLATE,
  answerFor,
  isChoice,
  escaped,
  filedGestion,
  pageOfCitizen,
  phonePhoto,
  png,
  signedInCitizen,
  templateFields,
} from "./support/gestiones-fixtures";
import { own } from "./support/servers";
import { PHONE, expect, signIn, test } from "./support/test";
import { AT_390 } from "./support/widths";

// Gestiones end to end (product.md §C.2–§5, product.md §B.2–§5): a citizen files a request from a
// procedure's form and writes with files; the office finds it, notes, replies and changes its
// status with a preset message; the citizen sees the answer, says whether it solved the problem
// and reopens it. Status codes, texts of the API and the permission matrix are in Vitest
// (tests/integration/gestiones-*.test.ts).

test.describe("the citizen's gestiones", () => {
  test(
    "files a gestión from the procedure's own form, then writes with two files",
    { tag: AT_390 },
    async ({ page }) => {
      const citizen = await signedInCitizen(page);
      await page.goto("/portal/sugerencias");
      await expect(page.getByText("No tienes sugerencias todavía...")).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      await page.getByRole("main").getByRole("link", { name: "Nueva gestión" }).click();
      await expect(page).toHaveURL(/\/portal\/sugerencias\/nueva$/);
      const form = page.getByRole("form", { name: "Nueva gestión" });
      await form.getByRole("button", { name: "Crear gestión" }).click();
      await expect(form.getByText("Selecciona una categoría.")).toBeVisible();
      await expect(form.getByText("Selecciona un trámite.")).toBeVisible();

      // The procedure depends on the category; changing the category clears it.
      const category = form.getByLabel("Categoría");
      const procedure = form.getByLabel("Trámite");
      await expect(procedure).toBeDisabled();
      await category.selectOption({ label: CATEGORY });
      await procedure.selectOption({ label: TEMPLATE });
      const fields = await templateFields(TEMPLATE);
      for (const field of fields) {
        await expect(form.getByLabel(new RegExp(`^${escaped(field.label)}`))).toBeVisible();
      }
      await category.selectOption({ label: "Salud" });
      await expect(procedure).toHaveValue("");
      await expect(form.getByLabel(new RegExp(`^${escaped(fields[0]!.label)}`))).toHaveCount(0);
      await category.selectOption({ label: CATEGORY });
      await procedure.selectOption({ label: TEMPLATE });

      // Required answers are checked by the procedure's schema before anything is sent.
      await form.getByRole("button", { name: "Crear gestión" }).click();
      const required = fields.filter((field) => field.required);
      await expect(form.getByText(`Completa «${required[0]!.label}».`)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      for (const field of required) {
        const input = form.getByLabel(new RegExp(`^${escaped(field.label)}`));
        if (isChoice(field)) await input.selectOption(answerFor(field));
        else await input.fill(answerFor(field));
      }
      await form
        .getByLabel("Mensaje para la oficina (opcional)")
        .fill("Adjunto una foto del bache.");
      // A phone's photo is made lighter before it is sent (its stored copy is checked below).
      const photoTaken = await phonePhoto("bache");
      expect(photoTaken.buffer.byteLength).toBeGreaterThan(4_000_000);
      await form.getByLabel(/^Adjuntar archivos/).setInputFiles([photoTaken]);
      await expect(
        form.getByRole("list", { name: "Archivos por enviar" }).getByText(/^bache\.jpg · \d+ KB$/),
      ).toBeVisible();
      // Without an answer from the server nothing is filed, and the form keeps what was written.
      await failServerActions(page, "/portal/sugerencias/nueva", "network");
      await form.getByRole("button", { name: "Crear gestión" }).click();
      await expect(form.getByText("No se pudo crear la gestión.")).toBeVisible();
      await page.unrouteAll();
      await form.getByRole("button", { name: "Crear gestión" }).click();

      await expect(page).toHaveURL(/\/portal\/sugerencias\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      const [gestion] = await query<{ folio: string; titulo: string; status: string }>(
        "select g.folio, g.titulo, g.status from gestiones g join citizens c on c.id = g.citizen_id where g.id = $1 and c.correo = $2",
        [id, citizen.correo],
      );
      // The title defaults to the procedure's name; the folio is what the citizen can quote.
      expect(gestion).toMatchObject({ titulo: TEMPLATE, status: "new" });
      await expect(page.getByText(`Tu folio es ${gestion!.folio}`)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: TEMPLATE })).toBeVisible();
      await expect(
        page.getByText(/^Respuesta esperada antes del \d{2}\/\d{2}\/\d{4}$/),
      ).toBeVisible();
      const history = page.getByRole("list", { name: "Historial de la gestión" });
      await expect(history.getByText("Estado cambiado a Nuevo")).toBeVisible();
      await expect(history.getByText("Adjunto una foto del bache.")).toBeVisible();
      await expect(history.getByRole("link", { name: /bache\.jpg/ })).toBeVisible();

      // A reply needs text or files; two files go with their own progress and sizes.
      const reply = page.getByRole("form", { name: "Responder" });
      await reply.getByRole("button", { name: "Enviar" }).click();
      await expect(reply.getByRole("alert")).toHaveText("Escribe un mensaje o adjunta archivos.");
      const photo = await png("foto-del-camino");
      await reply.getByLabel(/^Adjuntar archivos/).setInputFiles([photo, PDF]);
      const chosen = reply.getByRole("list", { name: "Archivos por enviar" });
      await expect(chosen.getByRole("listitem")).toHaveCount(2);
      await expect(chosen).toContainText(/foto-del-camino\.png · \d+ KB/);
      await page.route(`**/api/portal/gestiones/${id}/mensajes`, (route) =>
        route.abort("internetdisconnected"),
      );
      await reply.getByRole("button", { name: "Enviar" }).click();
      await expect(reply.getByRole("alert")).toHaveText("No se pudo enviar el mensaje.");
      await page.unrouteAll();
      await reply.getByRole("button", { name: "Enviar" }).click();
      await expect(page.getByText("Mensaje enviado.")).toBeVisible();
      await expect(history.getByRole("link", { name: /foto-del-camino\.png/ })).toBeVisible();
      await expect(history.getByRole("link", { name: /acta-comunitaria\.pdf/ })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      const files = await query<{ original: string; visibility: string; key: string }>(
        `select a.original, f.visibility, f.key from gestion_attachments a join stored_files f on f.id = a.file_id
         where a.gestion_id = $1 order by a.id`,
        [id],
      );
      expect(files.map((file) => [file.original, file.visibility])).toEqual([
        ["bache.jpg", "private"],
        ["foto-del-camino.png", "private"],
        ["acta-comunitaria.pdf", "private"],
      ]);
      // The photo arrived at 1,600 px on its longest side, upright (red on top), under 600 KB and
      // with no metadata left: no GPS position, no orientation tag to apply again. The small PNG
      // and the PDF went as they were chosen.
      const stored = await readFile(path.join(own().uploadDir, files[0]!.key));
      expect(stored.byteLength).toBeLessThan(600 * 1024);
      const { width, height, orientation, exif, format } = await sharp(stored).metadata();
      expect({ width, height, orientation, exif, format }).toEqual({
        width: 1200,
        height: 1600,
        orientation: undefined,
        exif: undefined,
        format: "jpeg",
      });
      const colourAt = async (top: number) => {
        const { data } = await sharp(stored)
          .extract({ left: 500, top, width: 200, height: 200 })
          .resize(1, 1)
          .raw()
          .toBuffer({ resolveWithObject: true });
        return data[0]! > data[2]! ? "red" : "blue";
      };
      expect([await colourAt(200), await colourAt(1200)]).toEqual(["red", "blue"]);
      const [small] = await query<{ size_bytes: number }>(
        `select size_bytes from stored_files where key = $1`,
        [files[1]!.key],
      );
      expect(small!.size_bytes).toBe(photo.buffer.byteLength);

      // Private: the citizen reads their file, nobody without a session does.
      const url = `/api/files/${files[2]!.key}`;
      const mine = await page.request.get(url);
      expect(mine.status()).toBe(200);
      expect(mine.headers()["content-disposition"]).toContain("attachment");
      const anonymous = await page.context().browser()!.newContext({ baseURL: own().url });
      expect((await anonymous.request.get(url)).status()).toBe(401);
      await anonymous.close();

      await page.goto("/portal/sugerencias");
      const card = page.getByRole("listitem").filter({ hasText: gestion!.folio });
      await expect(card).toContainText("Nuevo");
      await expect(card).toContainText(TEMPLATE);
    },
  );

  test("another citizen's gestión is not found, and the old addresses lead to the new ones", async ({
    page,
    request,
  }) => {
    const other = await filedGestion(request);
    await signedInCitizen(page);
    const response = await page.goto(`/portal/sugerencias/${other.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(other.titulo)).toHaveCount(0);
    await page.goto("/portal/gestiones/nueva");
    await expect(page).toHaveURL(/\/portal\/sugerencias\/nueva$/);
  });

  test("a message answered 503 (the database restarting) is sent once more after Retry-After, with the same key", async ({
    page,
  }) => {
    const { id, citizen } = await filedGestion(page.request);
    await signIn(page.context(), {
      kind: "citizen",
      login: citizen.correo,
      password: citizen.password,
    });
    const keys: string[] = [];
    await page.route(`**/api/portal/gestiones/${id}/mensajes`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (keys.length > 1) return route.continue();
      await route.fulfill({
        status: 503,
        headers: { "retry-after": "2" },
        json: { code: "UNAVAILABLE", message: "El servicio no está disponible en este momento." },
      });
    });
    await page.clock.install();
    await page.goto(`/portal/sugerencias/${id}`);
    const reply = page.getByRole("form", { name: "Responder" });
    const text = `Sigue el bache ${Date.now().toString(36)}`;
    await reply.getByLabel("Mensaje").fill(text);

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await reply.getByRole("button", { name: "Enviar" }).click();
    await expect.poll(() => keys.length).toBe(1);
    // The page schedules its retry when the 503 reaches it, which may be a moment after the request
    // was seen here: the clock moves in steps until the retry arrives, and the retry can only have
    // come once the paused clock moved past Retry-After, whenever the answer arrived.
    let waited = 0;
    await expect
      .poll(
        async () => {
          if (keys.length < 2) {
            await page.clock.runFor(500);
            waited += 500;
          }
          return keys.length;
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    expect(waited, "nothing sent again before Retry-After").toBeGreaterThanOrEqual(2_000);
    await page.clock.resume();
    await expect(page.getByText("Mensaje enviado.")).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Historial de la gestión" }).getByText(text),
    ).toBeVisible();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).not.toBe("");
    const stored = await query(
      "select id from gestion_messages where gestion_id = $1 and body = $2",
      [id, text],
    );
    expect(stored).toHaveLength(1);
  });
});

const INTERNAL = { code: "INTERNAL", message: "Error interno del servidor." };
const FORBIDDEN = { code: "FORBIDDEN", message: "No tienes permisos para esta acción." };

test.describe("the office's gestiones", () => {
  test.use({ signedInAs: "admin" });

  test(
    "finds a gestión, writes an internal note and a reply, changes its status with a preset; the citizen sees the answer and reopens it",
    { tag: PHONE },
    async ({ page, request, browser, isMobile }) => {
      const filed = await filedGestion(request);
      await page.goto("/admin/sistema/gestiones");
      const filters = page.getByRole("search", { name: "Filtrar gestiones" });
      if (isMobile) {
        // On a phone the list comes first; its filters wait behind 'Filtros'.
        await expect(filters).toBeHidden();
        await page.getByRole("button", { name: "Filtros" }).click();
      }
      await filters.getByLabel("Buscar (folio, título, ciudadano, DPI o correo)").fill(filed.folio);
      await filters.getByLabel("Estado").selectOption({ label: "Nuevo" });
      await filters.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(
        new RegExp(`q=${filed.folio}.*estado=new|estado=new.*q=${filed.folio}`),
      );
      const rows = page.getByRole("region", { name: "Gestiones" }).getByRole("row");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(filed.titulo);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      await rows.nth(1).getByRole("link", { name: filed.folio }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/sistema/gestiones/${filed.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: filed.titulo })).toBeVisible();
      await expect(page.getByRole("region", { name: "Adjuntos" })).toContainText("Sin adjuntos.");
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      // A note and a reply are two forms, each with its own button and confirmation.
      const noteForm = page.getByRole("form", { name: "Nota interna" });
      await noteForm.getByRole("button", { name: "Guardar nota interna" }).click();
      await expect(noteForm.getByRole("alert")).toHaveText("Escribe un mensaje");
      const note = `Coordinar con la municipalidad ${filed.folio}`;
      await noteForm.getByLabel("Nota", { exact: true }).fill(note);
      // Not sent: no answer, the server failing, the server refusing — each in the spec's words.
      for (const [failure, text] of [
        [(route: Route) => route.abort("internetdisconnected"), "Error de red."],
        [(route: Route) => route.fulfill({ status: 500, json: INTERNAL }), "Error al enviar"],
        [(route: Route) => route.fulfill({ status: 403, json: FORBIDDEN }), "No se pudo enviar"],
      ] as const) {
        await page.route(`**/api/portal/admin/gestiones/${filed.id}/messages`, failure);
        await noteForm.getByRole("button", { name: "Guardar nota interna" }).click();
        await expect(noteForm.getByRole("alert")).toHaveText(text);
        await page.unrouteAll();
      }
      await noteForm.getByRole("button", { name: "Guardar nota interna" }).click();
      await expect(page.getByText("Nota interna guardada")).toBeVisible();
      const conversation = page.getByRole("list", { name: "Historial de la gestión" });
      await expect(conversation.getByRole("article").filter({ hasText: note })).toContainText(
        "Nota interna",
      );
      const reply = page.getByRole("form", { name: "Responder al ciudadano" });
      await expect(reply.getByRole("checkbox")).toHaveCount(0);
      const answer = "Visitaremos el lugar esta semana con el equipo de obras.";
      await reply.getByLabel("Respuesta", { exact: true }).fill(answer);
      await reply.getByRole("button", { name: "Enviar respuesta" }).click();
      await expect(page.getByText("Respuesta enviada al ciudadano.")).toBeVisible();
      await expect(conversation.getByText(answer)).toBeVisible();

      const status = page.getByRole("form", { name: "Cambiar estado" });
      await status.getByRole("button", { name: "Cambiar estado" }).click();
      await expect(status.getByRole("alert")).toHaveText("Selecciona un mensaje predefinido.");
      // Focus goes to the field in error, described by its message.
      await expect(status.getByLabel("Elige el mensaje")).toBeFocused();
      await expect(status.getByLabel("Elige el mensaje")).toHaveAccessibleDescription(
        "Selecciona un mensaje predefinido.",
      );
      await status.getByLabel("Elige el mensaje").selectOption({
        label: "Gestión resuelta",
      });
      await expect(status.getByLabel("Nuevo estado")).toHaveValue("resolved");
      for (const [failure, text] of [
        ["network", "Error de red."],
        ["server", "Error al cambiar estado."],
      ] as const) {
        await failServerActions(page, `/admin/sistema/gestiones/${filed.id}`, failure);
        await status.getByRole("button", { name: "Cambiar estado" }).click();
        await expect(status.getByRole("alert")).toHaveText(text);
        await page.unrouteAll();
      }
      await status.getByRole("button", { name: "Cambiar estado" }).click();
      await expect(page.getByText("Estado actualizado.")).toBeVisible();
      await expect(conversation.getByText("Estado cambiado a Resuelto")).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // The citizen is e-mailed the reply and the status change, never the note.
      const mail = await query<{ subject: string; text: string }>(
        `select subject, text from email_outbox where "to" = $1 order by id`,
        [filed.citizen.correo],
      );
      expect(mail.map((row) => row.subject)).toEqual(
        expect.arrayContaining([
          `Respuesta a tu gestión ${filed.folio}`,
          `Tu gestión ${filed.folio} cambió de estado`,
        ]),
      );
      expect(mail.some((row) => row.text.includes(note))).toBe(false);
      expect(mail.find((row) => row.subject.includes("cambió"))!.text).toContain(
        `/portal/sugerencias/${filed.id}`,
      );
      await page.reload();
      await expect(page.getByRole("region", { name: "Mensajes al ciudadano" })).toContainText(
        `Respuesta a tu gestión ${filed.folio}`,
      );

      // The citizen's side: the office's answer as 'Administración', no note; feedback and reopening.
      const citizenPage = await pageOfCitizen(browser, filed.citizen);
      await citizenPage.goto(`/portal/sugerencias/${filed.id}`);
      await citizenPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const history = citizenPage.getByRole("list", { name: "Historial de la gestión" });
      await expect(history.getByRole("article").filter({ hasText: answer })).toContainText(
        "Administración",
      );
      await expect(history.getByText("Estado cambiado a Resuelto")).toBeVisible();
      await expect(citizenPage.getByText(note)).toHaveCount(0);
      const opinion = citizenPage.getByRole("region", { name: "Tu opinión" });
      await opinion.getByLabel("Comentario (opcional)").fill("El bache sigue ahí.");
      await opinion.getByRole("button", { name: "No se resolvió" }).click();
      await expect(history.getByText("La respuesta no resolvió el problema.")).toBeVisible();
      await opinion.getByLabel("¿Por qué reabres la gestión?").fill("Nadie llegó a repararlo.");
      await opinion.getByRole("button", { name: "Reabrir gestión" }).click();
      await expect(history.getByText("Gestión reabierta")).toBeVisible();
      await expect(opinion).toHaveCount(0);
      await citizenPage.context().close();

      await page.reload();
      await expect(conversation.getByText("La respuesta no resolvió el problema.")).toBeVisible();
      await expect(page.getByText("En revisión").first()).toBeVisible();
    },
  );

  test("manages a procedure with its fields and preview; citizens see it until it is switched off", async ({
    page,
    browser,
  }) => {
    const nombre = `Constancia E2E ${Date.now().toString(36)}`;
    await page.goto("/admin/sistema/gestiones/configuracion");
    await page.getByRole("tab", { name: "Trámites" }).click();
    await page.getByRole("button", { name: "Nuevo trámite" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo trámite" });
    await dialog.getByLabel("Categoría").selectOption({ label: "Apoyo social" });
    await dialog.getByLabel("Nombre del trámite").fill(nombre);
    await dialog.getByRole("button", { name: "Agregar campo" }).click();
    await dialog.getByRole("button", { name: "Guardar trámite" }).click();
    await expect(dialog.getByText("Cada campo necesita una etiqueta.")).toBeVisible();

    await dialog.getByLabel("Etiqueta").fill("Tipo de constancia");
    await dialog.getByLabel("Tipo", { exact: true }).selectOption({ label: "Lista de opciones" });
    await dialog.getByLabel("Opciones (una por línea)").fill("Residencia\nEstudios");
    await dialog.getByLabel("Obligatorio").check();
    const preview = dialog.getByRole("region", { name: "Vista previa" });
    await expect(preview.getByLabel("Tipo de constancia *")).toBeVisible();
    await expect(preview.getByRole("option")).toHaveText([
      "Selecciona una opción",
      "Residencia",
      "Estudios",
    ]);
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole("button", { name: "Guardar trámite" }).click();
    await expect(page.getByText("Trámite guardado.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const [saved] = await query<{ data_schema_json: unknown; activo: boolean }>(
      "select data_schema_json, activo from gestion_templates where nombre = $1",
      [nombre],
    );
    expect(saved).toEqual({
      activo: true,
      data_schema_json: {
        fields: [
          {
            key: "tipo_de_constancia",
            label: "Tipo de constancia",
            type: "select",
            required: true,
            options: ["Residencia", "Estudios"],
          },
        ],
      },
    });

    const citizenContext = await browser.newContext({ baseURL: own().url });
    const citizenPage = await citizenContext.newPage();
    await signedInCitizen(citizenPage);
    await citizenPage.goto("/portal/sugerencias/nueva");
    await citizenPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await citizenPage.getByLabel("Categoría").selectOption({ label: "Apoyo social" });
    await citizenPage.getByLabel("Trámite").selectOption({ label: nombre });
    await expect(citizenPage.getByLabel("Tipo de constancia *")).toBeVisible();

    await page.getByRole("tab", { name: "Trámites" }).click();
    await page.getByRole("button", { name: `Editar ${nombre}` }).click();
    await page.getByRole("dialog").getByLabel("Disponible para la ciudadanía").uncheck();
    await page.getByRole("dialog").getByRole("button", { name: "Guardar trámite" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await citizenPage.reload();
    await citizenPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await citizenPage.getByLabel("Categoría").selectOption({ label: "Apoyo social" });
    await expect(
      citizenPage.getByLabel("Trámite").getByRole("option", { name: nombre }),
    ).toHaveCount(0);
    await citizenContext.close();
  });
});

test.describe("when the server cannot read the gestiones", () => {
  test.use({ signedInAs: "admin" });

  test("the office's and the citizen's screens say so in the spec's words, and an unknown one 'No existe.'", async ({
    page,
    request,
    browser,
    unreadable,
  }) => {
    const filed = await filedGestion(request);
    expect((await page.goto("/admin/sistema/gestiones/987654321"))?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("No existe.");
    const citizenPage = await pageOfCitizen(browser, filed.citizen);

    await unreadable("gestiones", "titulo");
    await unreadable("gestion_templates", "nombre");
    for (const [screen, path, text] of [
      [page, "/admin/sistema/gestiones", "No se pudo cargar la lista."],
      [page, `/admin/sistema/gestiones/${filed.id}`, "No se pudo obtener detalle"],
      [citizenPage, "/portal/sugerencias", "No se pudo cargar el listado."],
      [citizenPage, `/portal/sugerencias/${filed.id}`, "No se pudo cargar el detalle."],
      [citizenPage, "/portal/sugerencias/nueva", "No se pudieron cargar las opciones."],
    ] as const) {
      await screen.goto(path);
      await expect(screen.getByRole("main").getByRole("alert"), path).toContainText(text);
    }
    await citizenPage.context().close();
  });
});

test.describe("without the gestiones permissions", () => {
  test.use({ signedInAs: "basic" });

  test("a UserAdminNivel role gets '❌ Acceso Denegado' on every gestiones screen", async ({
    page,
  }) => {
    for (const path of [
      "/admin/sistema",
      "/admin/sistema/gestiones",
      "/admin/sistema/gestiones/configuracion",
      "/admin/gestiones",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("dialog", { name: "❌ Acceso Denegado" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Gestiones" })).toHaveCount(0);
    }
  });
});
