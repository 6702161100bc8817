import { expectNoAccessibilityViolations } from "./support/axe";
import { registerCitizenViaApi } from "./support/citizen-fixtures";
import { query } from "./support/db";

import { lastLink } from "./support/mailbox";
import { own } from "./support/servers";
import { expect, signIn, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { uniqueCui } from "../support/citizen-data";

// A private contact message carrying a DPI someone else registered: the office's screen says why
// it joins no account and converts it without one; at the office the DPI is moved off the
// squatter's account (a confirmed dialog); the real owner registers and claims the gestión from
// the link e-mailed to the message's address. The rules, texts and refusals are in Vitest
// (contact-convert, contact-claim, citizens-dpi-move).

test.use({ signedInAs: "admin" });

const tag = () => Math.random().toString(36).slice(2, 10);

test(
  "a message with a squatted DPI: converted without an account, the DPI moved at the office, claimed by its owner",
  { tag: AT_390 },
  async ({ page, browser }) => {
    const dpi = uniqueCui();
    const [squatter] = await query<{ id: number }>(
      `insert into citizens (primer_nombre, primer_apellido, dpi, correo, correo_confirmado_at, updated_at)
       values ('Marta', 'Usurpa', $1, $2, now(), now()) returning id`,
      [dpi, `usurpa-${tag()}@prueba.gt`],
    );
    const owner = `titular-${tag()}@correo.gt`;
    const [message] = await query<{ id: number }>(
      `insert into contact_messages (primer_nombre, primer_apellido, email, dpi, tema, mensaje, referencia)
       values ('Rosa', 'Ixcot', $1, $2, 'Denuncia', 'Mi vecino me amenaza.', $3) returning id`,
      [owner, dpi, `CON-2099-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`],
    );

    // The office: why no account, and the conversion without one.
    await page.goto(`/admin/sistema/contacto/${message!.id}`);
    const choice = page.getByRole("form", { name: "Convertir en gestión" });
    await expect(choice).toContainText(
      "No se unirá a ninguna cuenta. Una cuenta tiene el DPI del mensaje, pero con otro correo electrónico",
    );
    await expectNoAccessibilityViolations(page);
    await choice.getByLabel(/^Trámite/).selectOption({ index: 1 });
    await choice.getByRole("button", { name: "Convertir en gestión" }).click();
    const section = page.getByRole("region", { name: "Gestión" });
    await expect(section).toContainText(`Se envió a ${owner} un enlace para agregarla a su cuenta`);
    const [converted] = await query<{ folio: string }>(
      `select g.folio from gestiones g join contact_messages m on m.gestion_id = g.id where m.id = $1`,
      [message!.id],
    );
    const folio = converted!.folio;

    // At the office, with the DPI in hand: the squatter's account loses it.
    await page.goto(`/admin/sistema/ciudadanos/${squatter!.id}`);
    await page.getByRole("button", { name: "Trasladar DPI" }).click();
    const dialog = page.getByRole("dialog", { name: "Trasladar DPI" });
    await expect(dialog).toContainText(`¿Quitar el DPI ${dpi} de la cuenta de Usurpa, Marta?`);
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole("button", { name: "Trasladar DPI" }).click();
    await expect(dialog.getByText(/^Escribe cómo verificaste a la persona/)).toBeVisible();
    await dialog.getByLabel(/^Cómo verificaste a la persona/).fill("DPI original revisado.");
    await dialog.getByRole("button", { name: "Trasladar DPI" }).click();
    await expect(
      page.getByText("DPI quitado de la cuenta. Su titular ya puede registrarse con él."),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Trasladar DPI" })).toHaveCount(0);

    // The owner registers with the freed DPI and opens the link of the message's e-mail.
    const context = await browser.newContext({ baseURL: own().url });
    const citizen = await registerCitizenViaApi(context.request, { dpi });
    await signIn(context, { kind: "citizen", login: citizen.correo, password: citizen.password });
    const portal = await context.newPage();
    const link = await lastLink(
      owner,
      `Tu mensaje a la oficina es ahora la gestión ${folio}`,
      /http\S+\/portal\/reclamar\?token=[\w-]+/,
    );
    await portal.goto(link);
    await portal.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(portal.getByRole("heading", { level: 1 })).toHaveText(
      "Agregar una gestión a tu cuenta",
    );
    await expectNoAccessibilityViolations(portal);
    await portal.getByRole("button", { name: "Agregar a mi cuenta" }).click();
    await expect(portal).toHaveURL(/\/portal\/sugerencias\/\d+$/);
    await expect(portal.getByText(folio).first()).toBeVisible();
    await context.close();
  },
);
