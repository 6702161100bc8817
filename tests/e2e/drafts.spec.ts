import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe";
import { signOutFromPortal } from "./support/citizen-fixtures";
import { query } from "./support/db";

import {
  answerFor,
  CATEGORY,
  PDF,
  escaped,
  isChoice,
  signedInCitizen,
  TEMPLATE,
  templateFields,
} from "./support/gestiones-fixtures";
import { tag } from "./support/public-fixtures";
import { PHONE, expect, test } from "./support/test";
import { AT_1280 } from "./support/widths";
import { randomIp } from "../support/citizen-data";

// What is typed on a phone survives a reload and a lost signal (components/offline/use-draft.ts):
// the new-gestión form, the citizen's reply and the contact form keep a draft on the device, say
// beside the button when a send waits for the signal, send it once when it returns, and leave
// nothing behind once sent or after signing out. The Idempotency-Key that makes the send happen
// once is checked in Vitest (gestiones-portal.test.ts, public-contact.test.ts).

const queued = (noun: string) =>
  `Sin conexión. Tu ${noun} se guardó en este teléfono y se enviará cuando vuelva la señal.`;

/** The names of the drafts kept in the page's localStorage. */
const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("borrador:")));

/** The names of the drafts whose chosen files are kept in the page's IndexedDB. */
const draftFiles = (page: Page) =>
  page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === "borradores")) return [];
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open("borradores");
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const database = opening.result;
        const keys = database.transaction("archivos").objectStore("archivos").getAllKeys();
        keys.onerror = () => reject(keys.error);
        keys.onsuccess = () => {
          database.close();
          resolve(keys.result.map(String));
        };
      };
    });
  });

/** Opens the new-gestión form and types a whole gestión into it, titled for this test. */
async function typeNewGestion(page: Page) {
  await page.goto("/portal/sugerencias/nueva");
  const form = page.getByRole("form", { name: "Nueva gestión" });
  await form.getByLabel("Categoría").selectOption({ label: CATEGORY });
  await form.getByLabel("Trámite").selectOption({ label: TEMPLATE });
  const required = (await templateFields(TEMPLATE)).filter((field) => field.required);
  const fieldOf = (label: string) => form.getByLabel(new RegExp(`^${escaped(label)}`));
  for (const field of required) {
    if (isChoice(field)) await fieldOf(field.label).selectOption(answerFor(field));
    else await fieldOf(field.label).fill(answerFor(field));
  }
  const titulo = `Camino cortado sin señal ${tag()}`;
  await form.getByLabel("Título (opcional)").fill(titulo);
  return { form, required, fieldOf, titulo };
}

test(
  "a gestión with its file and a reply survive a reload and a lost signal, go out once, and signing out leaves no draft",
  { tag: [PHONE, AT_1280] },
  async ({ page, context, isMobile }) => {
    test.skip(!isMobile, "a phone's journey");
    const citizen = await signedInCitizen(page);
    const { form, required, fieldOf, titulo } = await typeNewGestion(page);
    await form.getByLabel(/^Adjuntar archivos/).setInputFiles([PDF]);
    await expect.poll(() => draftFiles(page)).toEqual(["gestion-nueva"]);

    await page.reload();
    await expect(form.getByLabel("Título (opcional)")).toHaveValue(titulo);
    for (const field of required.filter((one) => !isChoice(one))) {
      await expect(fieldOf(field.label)).toHaveValue(answerFor(field));
    }
    await expect(form.getByRole("list", { name: "Archivos por enviar" })).toContainText(PDF.name);

    await context.setOffline(true);
    const create = form.getByRole("button", { name: "Crear gestión" });
    await create.click();
    const notice = form.getByRole("status").filter({ hasText: "Sin conexión" });
    await expect(notice).toHaveText(queued("gestión"));
    await expect(notice).toBeInViewport();
    await expect(create).toBeInViewport();
    await expectNoAccessibilityViolations(page);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/portal\/sugerencias\/\d+$/);
    const filed = await query<{ id: number; folio: string }>(
      "select g.id, g.folio from gestiones g join citizens c on c.id = g.citizen_id where c.correo = $1",
      [citizen.correo],
    );
    expect(filed).toHaveLength(1);
    const [{ id, folio }] = filed as [{ id: number; folio: string }];
    await expect(page.getByText(`Tu folio es ${folio}`)).toBeVisible();
    const attached = await query<{ original: string }>(
      "select original from gestion_attachments where gestion_id = $1",
      [id],
    );
    expect(attached.map((file) => file.original)).toEqual([PDF.name]);
    expect(await drafts(page)).toEqual([]);
    await expect.poll(() => draftFiles(page)).toEqual([]);

    const reply = page.getByRole("form", { name: "Responder" });
    const text = `En la aldea se fue la señal otra vez ${tag()}`;
    await reply.getByLabel("Mensaje").fill(text);
    await page.reload();
    await expect(reply.getByLabel("Mensaje")).toHaveValue(text);
    await context.setOffline(true);
    await reply.getByRole("button", { name: "Enviar" }).click();
    await expect(reply.getByRole("status")).toHaveText(queued("mensaje"));
    await expectNoAccessibilityViolations(page);
    await context.setOffline(false);
    await expect(page.getByText("Mensaje enviado.")).toBeVisible();
    await expect(reply.getByLabel("Mensaje")).toHaveValue("");
    const sent = await query("select 1 from gestion_messages where gestion_id = $1 and body = $2", [
      id,
      text,
    ]);
    expect(sent).toHaveLength(1);

    // A draft left unsent goes with the session, its files too.
    await reply.getByLabel("Mensaje").fill("Un borrador que no llegó a enviarse");
    await reply.getByLabel(/^Adjuntar archivos/).setInputFiles([PDF]);
    await expect.poll(() => drafts(page)).toHaveLength(1);
    await expect.poll(() => draftFiles(page)).toHaveLength(1);
    await signOutFromPortal(page);
    await expect(page).toHaveURL(/\/login-register/);
    expect(await drafts(page)).toEqual([]);
    await expect.poll(() => draftFiles(page)).toEqual([]);
  },
);

test(
  "a send queued without signal and refused once it returns says why beside the button, and keeps the draft",
  { tag: PHONE },
  async ({ page, context }) => {
    const citizen = await signedInCitizen(page);
    const { form, titulo } = await typeNewGestion(page);
    await context.setOffline(true);
    const create = form.getByRole("button", { name: "Crear gestión" });
    await create.click();
    await expect(form.getByRole("status").filter({ hasText: "Sin conexión" })).toBeVisible();

    // Meanwhile the office withdraws the procedure: the queued send meets a real refusal.
    const withdrawn = await query<{ id: number }>(
      "update gestion_templates set activo = false where nombre = $1 and activo returning id",
      [TEMPLATE],
    );
    try {
      await context.setOffline(false);
      const refusal = form
        .getByRole("status")
        .filter({ hasText: "Ese trámite ya no está disponible. Elige otro." });
      await expect(refusal).toBeInViewport();
      await expect(create).toBeInViewport();
      await expectNoAccessibilityViolations(page);
      expect(await drafts(page)).toHaveLength(1);
    } finally {
      await query("update gestion_templates set activo = true where id = any($1)", [
        withdrawn.map((row) => row.id),
      ]);
    }
    // Back on offer, the form opens with the draft, which waits to be sent again by hand.
    await page.reload();
    await expect(form.getByLabel("Título (opcional)")).toHaveValue(titulo);
    const filed = await query(
      "select 1 from gestiones g join citizens c on c.id = g.citizen_id where c.correo = $1",
      [citizen.correo],
    );
    expect(filed).toEqual([]);
  },
);

test(
  "a contact message survives a reload, can be discarded, and goes out once when the signal returns",
  { tag: [PHONE, AT_1280] },
  async ({ page, context, isMobile }) => {
    test.skip(!isMobile, "a phone's journey");
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
    await page.goto("/contacto");
    const form = page.getByRole("form", { name: "Envíanos un mensaje" });
    const firstName = form.getByLabel("Primer nombre", { exact: true });
    await firstName.fill("Tomasa");
    await form.getByRole("button", { name: "Descartar borrador" }).click();
    await expect(firstName).toHaveValue("");
    expect(await drafts(page)).toEqual([]);

    const email = `sin-senal-${tag()}@correo.gt`;
    const message = "Pedimos que la audiencia del sábado se repita en la aldea.";
    await firstName.fill("Tomasa");
    await form.getByLabel("Primer apellido", { exact: true }).fill("Ixcoy");
    await form.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await form.getByLabel("Mensaje", { exact: true }).fill(message);
    await page.reload();
    await expect(form.getByLabel("Correo electrónico", { exact: true })).toHaveValue(email);
    await expect(form.getByLabel("Mensaje", { exact: true })).toHaveValue(message);

    await context.setOffline(true);
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Sin conexión" })).toHaveText(
      queued("mensaje"),
    );
    await expectNoAccessibilityViolations(page);
    await context.setOffline(false);
    await expect(form.getByText("¡Gracias! Hemos recibido tu mensaje.")).toBeVisible();
    const stored = await query<{ referencia: string }>(
      "select referencia from contact_messages where email = $1",
      [email],
    );
    expect(stored).toHaveLength(1);
    await expect(form.getByText(stored[0]!.referencia)).toBeVisible();
    await expect(form.getByLabel("Mensaje", { exact: true })).toHaveValue("");
    expect(await drafts(page)).toEqual([]);
  },
);
