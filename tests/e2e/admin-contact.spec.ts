import type { Locator, Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";

import { tag } from "./support/public-fixtures";
import { PHONE, expect, test } from "./support/test";
import { randomIp } from "../support/citizen-data";

// The contact inbox of the internal platform (docs/decisions/0008-product-gaps.md) in the browser: a message sent through
// the public form arrives as new with the navigation's badge, is found through filters kept in the
// URL, is marked read when opened and answered by e-mail; the platform's shell, the dashboard's
// count, the empty and error states and the refusal for other roles. Status codes, texts of the
// API and the permission matrix are in Vitest (tests/integration/contact-inbox.test.ts).

const INBOX = "/admin/sistema/contacto";

const newCount = async () =>
  Number(
    (
      await query<{ n: string }>(
        "select count(*) as n from contact_messages where estado = 'nuevo'",
      )
    )[0]!.n,
  );

/** The 'Contacto' link of the platform's navigation, its name carrying the count of new messages. */
function contactLink(page: Page, nuevos: number): Locator {
  const name =
    nuevos === 0
      ? /^Contacto$/
      : new RegExp(
          `^Contacto\\s*\\(${nuevos} ${nuevos === 1 ? "mensaje nuevo" : "mensajes nuevos"}\\)$`,
        );
  return page
    .getByRole("navigation", { name: "Secciones de la plataforma interna" })
    .getByRole("link", { name });
}

const inboxRows = (page: Page) =>
  page.getByRole("region", { name: "Mensajes de contacto" }).getByRole("row");

test.describe("the office's contact inbox", () => {
  test.use({ signedInAs: "admin" });

  test("a message from the public form arrives as new, is read when opened and answered by e-mail", async ({
    page,
  }) => {
    // The public form, from an address of its own (5 messages per address in 10 minutes).
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
    const email = `bandeja-${tag()}@correo.gt`;
    const text = `La calle principal de mi aldea no tiene alumbrado. ${tag()}`;
    await page.goto("/contacto");
    await page.getByLabel("Primer nombre", { exact: true }).fill("María");
    await page.getByLabel("Primer apellido", { exact: true }).fill("Xicará");
    await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await page.getByLabel("Teléfono", { exact: true }).fill("55501234");
    await page.getByLabel("Tema", { exact: true }).selectOption("Queja");
    await page.getByLabel("Mensaje", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("status")).toContainText("¡Gracias! Hemos recibido tu mensaje.");
    const [sent] = await query<{ id: number }>("select id from contact_messages where email = $1", [
      email,
    ]);

    // The inbox: newest first, the message new, the badge counting it.
    await page.goto(INBOX);
    await expect(page.getByRole("heading", { level: 1, name: "Contacto" })).toBeVisible();
    const before = await newCount();
    await expect(contactLink(page, before)).toHaveAttribute("aria-current", "page");
    await expect(inboxRows(page).nth(1)).toContainText("María Xicará");
    await expect(inboxRows(page).nth(1)).toContainText(email);
    await expect(inboxRows(page).nth(1)).toContainText("Queja");
    await expect(inboxRows(page).nth(1)).toContainText("Nuevo");

    // Filters land in the URL.
    const filters = page.getByRole("search", { name: "Filtrar mensajes" });
    await filters.getByLabel("Buscar (nombre, correo o mensaje)").fill(email);
    await filters.getByLabel("Tema").selectOption("Queja");
    await filters.getByLabel("Estado").selectOption({ label: "Nuevo" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === INBOX &&
        url.searchParams.get("q") === email &&
        url.searchParams.get("tema") === "Queja" &&
        url.searchParams.get("estado") === "nuevo",
    );
    await expect(inboxRows(page)).toHaveCount(2);
    await expect(filters.getByLabel("Estado")).toHaveValue("nuevo");
    await expectNoAccessibilityViolations(page);
    const filtered = page.url();
    await filters.getByLabel("Tema").selectOption("Denuncia");
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/tema=Denuncia/);
    await expect(inboxRows(page).nth(1)).toHaveText("Sin resultados");
    await page.goto(filtered);
    await expect(inboxRows(page)).toHaveCount(2);

    // Opening it marks it read (audited), and the badge counts one less.
    await inboxRows(page).nth(1).getByRole("link", { name: "María Xicará" }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${INBOX}/${sent!.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Mensaje de María Xicará" }),
    ).toBeVisible();
    const message = page.getByRole("region", { name: "Mensaje", exact: true });
    await expect(message).toContainText(text);
    await expect(message).toContainText("Leído");
    await expect(message).toContainText("Tema: Queja");
    const sender = page.getByRole("region", { name: "Remitente" });
    await expect(sender.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    await expect(sender).toContainText("Teléfono: 55501234");
    await expect(contactLink(page, before - 1)).toBeVisible();
    expect(await query("select estado from contact_messages where id = $1", [sent!.id])).toEqual([
      { estado: "leido" },
    ]);
    expect(
      await query(
        "select actor_type from audit_log where action = 'contact.read' and entity_id = $1",
        [String(sent!.id)],
      ),
    ).toEqual([{ actor_type: "admin" }]);
    await expectNoAccessibilityViolations(page);

    // The reply: required, then e-mailed through the outbox; the message becomes answered.
    const form = page.getByRole("form", { name: "Responder" });
    await form.getByRole("button", { name: "Enviar respuesta" }).click();
    await expect(form.getByText("Escribe la respuesta.")).toBeVisible();
    await expect(form.getByLabel(/^Respuesta/)).toHaveAttribute("aria-invalid", "true");
    const answer = "Gracias por avisarnos. Trasladamos su queja a la municipalidad.";
    await form.getByLabel(/^Respuesta/).fill(answer);
    await form.getByRole("button", { name: "Enviar respuesta" }).click();
    await expect(page.getByText("Respuesta enviada.")).toBeVisible();
    const replied = page.getByRole("region", { name: "Respuesta" });
    await expect(replied).toContainText(answer);
    await expect(replied).toContainText(`Enviada a ${email}`);
    await expect(message).toContainText("Respondido");
    await expect(page.getByRole("form", { name: "Responder" })).toHaveCount(0);
    const [stored] = await query<{ estado: string; respuesta: string; respondido_at: Date | null }>(
      "select estado, respuesta, respondido_at from contact_messages where id = $1",
      [sent!.id],
    );
    expect(stored).toMatchObject({ estado: "respondido", respuesta: answer });
    expect(stored!.respondido_at).not.toBeNull();
    // The sender got the acknowledgement with the reference when they wrote, then the reply.
    const mail = await query<{ subject: string; text: string }>(
      `select subject, text from email_outbox where "to" = $1 order by id`,
      [email],
    );
    expect(mail.map((one) => one.subject)).toEqual([
      expect.stringMatching(/^Recibimos tu mensaje \(CON-\d{4}-\d{6}\)$/),
      "Respuesta a tu mensaje de contacto",
    ]);
    expect(mail[1]!.text).toContain(answer);
    await expectNoAccessibilityViolations(page);

    await page.getByRole("link", { name: "Volver a contacto" }).click();
    await expect(page).toHaveURL((url) => url.pathname === INBOX);
    await expect(inboxRows(page).nth(1)).toContainText("Respondido");
  });

  test("the inbox and a message at the phone's width", { tag: PHONE }, async ({ page }) => {
    await page.goto(INBOX);
    await expect(contactLink(page, await newCount())).toBeVisible();
    await expect(page.getByRole("search", { name: "Filtrar mensajes" })).toBeVisible();
    await expect(inboxRows(page).nth(1)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);

    await inboxRows(page).nth(1).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: /^Mensaje de / })).toBeVisible();
    await expect(page.getByRole("region", { name: "Remitente" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);
  });

  test("the platform's shell and module grid, and the dashboard's count of new messages", async ({
    page,
  }) => {
    await page.goto("/admin/sistema");
    await expect(page.getByRole("heading", { level: 1, name: "Plataforma Interna" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Secciones de la plataforma interna" });
    const sections = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(sections).toEqual([
      "/admin/sistema/ciudadanos",
      "/admin/sistema/gestiones",
      INBOX,
      "/admin/sistema/gestiones/configuracion",
      "/admin/sistema/auditoria",
    ]);
    const cards = page
      .getByRole("main")
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: /^ChatBot/ }) })
      .getByRole("link");
    await expect(cards).toHaveText([
      /^Ciudadanos/,
      /^Gestiones/,
      /^ChatBot/,
      /^Labores/,
      /^Noticias/,
      /^Contacto/,
      /^Auditoría/,
    ]);
    expect(
      await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([
      "/admin/sistema/ciudadanos",
      "/admin/sistema/gestiones",
      "/admin/chatbot",
      "/admin/landing/LogrosAdmin",
      "/admin/noticias",
      INBOX,
      "/admin/sistema/auditoria",
    ]);

    await page.goto("/admin/dashboard");
    const strip = page.getByRole("region", { name: "Mensajes de contacto" });
    const nuevos = await newCount();
    const figure = strip.getByRole("link", {
      name: new RegExp(`^${nuevos}\\s*${nuevos === 1 ? "Nuevo" : "Nuevos"}$`),
    });
    await expect(figure).toHaveAttribute("href", `${INBOX}?estado=nuevo`);
    await figure.click();
    await expect(page).toHaveURL((url) => url.search === "?estado=nuevo");
    // One header row, then the new messages (a page holds 20), or 'Sin resultados'.
    await expect(inboxRows(page)).toHaveCount(Math.min(Math.max(nuevos, 1), 20) + 1);
  });

  test("an unknown message, and a list that cannot be read", async ({ page, unreadable }) => {
    await page.goto(`${INBOX}/987654`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("El mensaje no existe.");
    await page.getByRole("link", { name: "Volver a contacto" }).click();
    await expect(inboxRows(page).first()).toBeVisible();

    await unreadable("contact_messages", "mensaje");
    await page.goto(INBOX);
    const failure = page
      .getByRole("main")
      .getByRole("alert")
      .filter({ hasText: "No se pudo cargar la lista de mensajes." });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole("button", { name: "Reintentar" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test.describe("without the contact permission", () => {
  test.use({ signedInAs: "basic" });

  test("a UserAdminNivel role gets '❌ Acceso Denegado' and no count on the dashboard", async ({
    page,
  }) => {
    const [message] = await query<{ id: number }>("select id from contact_messages limit 1");
    for (const path of [INBOX, `${INBOX}/${message!.id}`]) {
      await page.goto(path);
      await expect(page.getByRole("dialog", { name: "❌ Acceso Denegado" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Contacto" })).toHaveCount(0);
    }
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panel de administración");
    await expect(page.getByRole("region", { name: "Mensajes de contacto" })).toHaveCount(0);
  });
});
