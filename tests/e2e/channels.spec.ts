// Citizens reached by WhatsApp and SMS, through the real server: a person with a phone and no
// e-mail registers with the code the server sent to it, and later sets a new password with
// another code; the office files a walk-in case at its
// desk, hands over the receipt (page and PDF), and the person's WhatsApp reply to the folio's
// message shows in the office's view of the case; the webhook refuses a wrong signature and
// answers Meta's verification handshake.
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { whatsappWebhook } from "../support/fake-messaging.mjs";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { ownAddress } from "./support/citizen-fixtures";

import { query } from "./support/db";
import {
  CATEGORY,
  TEMPLATE,
  answerFor,
  isChoice,
  templateFields,
} from "./support/gestiones-fixtures";
import { lastPhoneCode } from "./support/mailbox";
import { WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } from "./support/servers";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { citizenRegistration, randomIp } from "../support/citizen-data";

/** A Guatemalan mobile number nobody has: its 8 digits as typed, and in E.164. */
function uniqueMobile() {
  const national = `5${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
  return { national, e164: `+502${national}` };
}

/** POSTs a WhatsApp webhook of `value` as Meta signs it (or with `signature` instead). */
function postWhatsapp(
  request: APIRequestContext,
  value: Record<string, unknown>,
  signature?: string,
) {
  const signed = whatsappWebhook({ appSecret: WHATSAPP_APP_SECRET, phoneNumberId: "e2e" }, value);
  return request.post("/api/webhooks/whatsapp", {
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": signature ?? signed.signature,
    },
    data: signed.body,
  });
}

test(
  "a person with a phone and no e-mail registers with the code sent to it and is signed in",
  { tag: AT_390 },
  async ({ page, context }) => {
    await ownAddress(context);
    const phone = uniqueMobile();
    const fields = citizenRegistration({ correo: "", telefono: phone.national });
    await page.goto("/login-register?modo=registro");
    const form = page.getByRole("main");
    for (const [label, value] of [
      ["Primer nombre", fields.primer_nombre],
      ["Primer apellido", fields.primer_apellido],
      ["DPI", fields.dpi],
      ["Teléfono", fields.telefono],
      ["Contraseña", fields.password],
      ["Confirmar contraseña", fields.password2],
    ] as const) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByLabel("Departamento", { exact: true }).selectOption(fields.departamento);
    await form.getByLabel("Municipio", { exact: true }).selectOption(fields.municipio);
    await expect(form.getByLabel("Si no tienes correo, recibir el código por")).toHaveValue(
      "whatsapp",
    );
    await form.getByRole("button", { name: "Crear cuenta" }).click();

    const code = page.getByLabel("Código de verificación");
    await expect(page.getByRole("heading", { name: "Confirma tu teléfono" })).toBeVisible();
    await expect(code).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await code.fill(await lastPhoneCode("whatsapp", phone.e164));
    await page.getByRole("button", { name: "Confirmar y crear cuenta" }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `¡Bienvenido/a, ${fields.primer_nombre}!`,
    );
    const [account] = await query<{ correo: string | null; canal_preferido: string }>(
      "select correo, canal_preferido from citizens where movil = $1",
      [phone.e164],
    );
    expect(account).toEqual({ correo: null, canal_preferido: "whatsapp" });
  },
);

test(
  "a citizen with a phone and no e-mail sets a new password with a code sent to it and signs in by number",
  { tag: AT_390 },
  async ({ page, context, request }) => {
    await ownAddress(context);
    const phone = uniqueMobile();
    const fields = citizenRegistration({ correo: "", telefono: phone.national });
    const headers = { "x-forwarded-for": randomIp() };
    const started = await request.post("/api/auth-user/register", { data: fields, headers });
    expect(started.status(), await started.text()).toBe(202);
    const verified = await request.post("/api/auth-user/phone/verify", {
      data: { telefono: phone.national, codigo: await lastPhoneCode("whatsapp", phone.e164) },
      headers,
    });
    expect(verified.status(), await verified.text()).toBe(201);

    await page.goto("/forgot-password");
    await page.getByRole("link", { name: "No tengo correo: usar mi celular" }).click();
    await page.getByLabel("Número de celular").fill(phone.national);
    const asked = new Date();
    await page.getByRole("button", { name: "Enviar código" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Si el número está registrado, te enviamos un código de 6 dígitos por WhatsApp o SMS. Vence en 10 minutos.",
    );
    const newPassword = "Otra-Clave-Celular-7";
    await page.getByLabel("Código de verificación").fill("000000");
    await page.getByLabel("Nueva contraseña", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmar nueva contraseña").fill(newPassword);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.locator("#restablecer-codigo-error")).toHaveText(
      /El código no es correcto|El código venció/,
    );
    await expect(page.getByLabel("Código de verificación")).toBeFocused();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await page
      .getByLabel("Código de verificación")
      .fill(await lastPhoneCode("whatsapp", phone.e164, asked));
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page).toHaveURL(/\/login-register\?from=reset&msg=reset_ok$/);

    await page.getByLabel("Correo, DPI o teléfono").fill(phone.national);
    await page.getByLabel("Contraseña", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(/\/portal$/);
  },
);

test.describe("the office", () => {
  test.use({ signedInAs: "admin" });

  test(
    "files a walk-in case at the desk, hands over its receipt, and reads the person's WhatsApp reply in it",
    { tag: AT_390 },
    async ({ page }) => {
      // Three screens, two of them read by axe, and a PDF made on the server.
      test.setTimeout(120_000);
      const phone = uniqueMobile();
      await page.goto("/admin/sistema/gestiones");
      await page.getByRole("link", { name: "Registrar gestión" }).click();
      const form = page.getByRole("form", { name: "Registrar gestión" });
      await expect(form).toBeVisible();
      await form.getByRole("button", { name: "Registrar a una persona nueva" }).click();
      await form.getByLabel(/^Primer nombre/).fill("Rosa");
      await form.getByLabel(/^Primer apellido/).fill("Tzul");
      await form.getByRole("textbox", { name: /^Teléfono/ }).fill(phone.national);
      await form.getByLabel(/^Departamento/).selectOption("Quetzaltenango");
      await form.getByLabel(/^Municipio/).selectOption("Cantel");
      await form.getByLabel(/^Categoría/).selectOption({ label: CATEGORY });
      await form.getByLabel(/^Trámite/).selectOption({ label: TEMPLATE });
      for (const field of (await templateFields(TEMPLATE)).filter((one) => one.required)) {
        const input = form.getByLabel(new RegExp(`^${field.label}`));
        if (isChoice(field)) await input.selectOption({ label: answerFor(field) });
        else await input.fill(answerFor(field));
      }
      await form.getByRole("radio", { name: "Presencial" }).check();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      await form.getByRole("button", { name: "Registrar gestión" }).click();

      await expect(page).toHaveURL(/\/admin\/sistema\/gestiones\/\d+\/comprobante$/);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(/^Comprobante GES-\d{4}-\d{6}$/);
      const folio = (await heading.textContent())!.replace("Comprobante ", "");
      await expect(page.locator("[data-receipt]")).toContainText(folio);
      await expect(page.locator("[data-receipt]")).toContainText(TEMPLATE);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      const pdf = await page.request.get(
        (await page.getByRole("link", { name: "Descargar PDF" }).getAttribute("href"))!,
      );
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // The folio went to the person's WhatsApp; what they answer joins the case's history.
      const reply = `Ya está más hondo el hoyo, ${folio}`;
      const received = await postWhatsapp(page.request, {
        contacts: [{ wa_id: phone.e164.slice(1), profile: { name: "Rosa" } }],
        messages: [
          {
            from: phone.e164.slice(1),
            id: `wamid.e2e-${folio}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: "text",
            text: { body: reply },
          },
        ],
      });
      expect(received.status(), await received.text()).toBe(200);
      await page.getByRole("link", { name: "Volver a la gestión" }).click();
      const history = page.getByRole("list", { name: "Historial de la gestión" });
      await expect(history.getByText(reply)).toBeVisible();
    },
  );
});

test("the WhatsApp webhook answers the verification handshake and refuses a wrong signature", async ({
  request,
}) => {
  const handshake = (token: string) =>
    request.get(
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    );
  const accepted = await handshake(WHATSAPP_VERIFY_TOKEN);
  expect(accepted.status()).toBe(200);
  expect(await accepted.text()).toBe("1158201444");
  expect((await handshake("otro-token")).status()).toBe(403);

  const statuses = { statuses: [{ id: "wamid.desconocido", status: "delivered" }] };
  const forged = await postWhatsapp(request, statuses, `sha256=${"0".repeat(64)}`);
  expect(forged.status()).toBe(401);
  expect((await postWhatsapp(request, statuses, "")).status()).toBe(401);
  expect((await postWhatsapp(request, statuses)).status()).toBe(200);
});
