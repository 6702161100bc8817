// Mail to an address nobody has proven to own — whatever someone typed into the contact form —
// carries the office's own words only, never the name, message or links that were typed, and no
// address gets more than a few such messages however many times it is typed; the names the form
// takes are people's names. Real routes and services, real database.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as sendContact } from "@/app/api/contacto/public/mensajes/route";
import type { AdminActor } from "@/lib/auth/sessions";
import { registerSchema } from "@/lib/citizens/schema";
import { convertContactMessage, inviteContactSender } from "@/lib/contact/convert-service";
import { replyToContactMessage } from "@/lib/contact/inbox-service";
import { contactMessageInput } from "@/lib/contact/schema";
import { db } from "@/lib/db";
import { call } from "./support/citizen-fixtures";
import { claimToken, freshEmail, officeWithProcedure } from "./support/claim-fixtures";
import { deliveredTo } from "./support/sent-mail";
import { citizenRegistration } from "../support/citizen-data";

let office: AdminActor;
let templateId: number;

beforeAll(async () => {
  const setup = await officeWithProcedure();
  office = setup.office;
  templateId = setup.catalog.template.id;
});

beforeEach(async () => {
  await db().siteSettings.upsert({
    where: { id: 1 },
    create: { id: 1, email_oficial: "oficina-neutral@prueba.gt" },
    update: { mostrar_contacto: true },
  });
});

const TYPED = {
  primer_nombre: "Xiomara",
  primer_apellido: "Quixtán",
  mensaje:
    "Visite evil.example/renap para actualizar su DPI: https://evil.example/renap " +
    "x".repeat(4_000),
};

/** The public form's message to `email`, from an address of its own. */
const contact = (email: string, fields: Record<string, unknown> = TYPED) =>
  call(sendContact, "/contacto/public/mensajes", { body: { email, ...fields } });

describe("mail to the address typed in the contact form", () => {
  it("quotes nothing typed: the acknowledgement, the office's reply, the invitation and the claim link", async () => {
    const email = freshEmail("ajena");
    expect((await contact(email)).status).toBe(200);
    const message = await db().contactMessage.findFirstOrThrow({ where: { email } });
    await replyToContactMessage(office, message.id, { respuesta: "No podemos atender esto." });
    await inviteContactSender(office, message.id, { template_id: templateId });
    await convertContactMessage(office, message.id, { template_id: templateId });
    await claimToken(email);

    const mails = await deliveredTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Recibimos tu mensaje (${message.referencia})`,
      "Respuesta a tu mensaje de contacto",
      "Crea tu cuenta para dar seguimiento a tu solicitud",
      expect.stringMatching(/^Tu mensaje a la oficina es ahora la gestión GES-\d{4}-\d{6}$/),
    ]);
    for (const mail of mails) {
      const whole = `${mail.subject}\n${mail.text}`;
      for (const typed of ["Xiomara", "Quixtán", "evil.example", "Visite", "xxxxxxxx"]) {
        expect(whole).not.toContain(typed);
      }
      expect(mail.text.length).toBeLessThan(1_500);
    }
  });
});

describe("the names the contact form takes", () => {
  it("refuses a web address, digits or an @ in a name with a Spanish message, and stores nothing", async () => {
    const email = freshEmail("nombre");
    for (const name of [
      "Visite http://evil.example/renap",
      "evil.example",
      "Ana2",
      "ana@correo.gt",
    ]) {
      const response = await contact(email, { ...TYPED, primer_nombre: name });
      expect(response.status).toBe(422);
      expect(response.body.errors).toContainEqual({
        field: "primer_nombre",
        msg: "Usa solo letras, espacios, apóstrofos o guiones.",
      });
    }
    const surname = await contact(email, { ...TYPED, segundo_apellido: "www.evil.example" });
    expect(surname.body.errors).toContainEqual({
      field: "segundo_apellido",
      msg: "Usa solo letras, espacios, apóstrofos o guiones.",
    });
    expect(await db().contactMessage.count({ where: { email } })).toBe(0);
  });

  it("takes people's names: accents, spaces, apostrophes, hyphens and an initial's dot — the same rule as registration", () => {
    for (const name of [
      "María José",
      "Ma. José",
      "O'Brien",
      "D’Angelo",
      "Pérez-Molina",
      "Ñuñoa",
      "de la Cruz",
    ]) {
      const fields = {
        email: "a@b.gt",
        mensaje: "Hola.",
        primer_apellido: "Coj",
        primer_nombre: name,
      };
      expect(contactMessageInput.safeParse(fields).success, name).toBe(true);
      expect(
        registerSchema.safeParse(citizenRegistration({ primer_nombre: name })).success,
        name,
      ).toBe(true);
    }
    expect(
      registerSchema.safeParse(citizenRegistration({ primer_nombre: "evil.example" })).success,
    ).toBe(false);
  });
});

describe("the limit of messages per recipient address", () => {
  it("acknowledges three messages an hour to one address, however it is written, then stores the rest unacknowledged", async () => {
    const email = freshEmail("repetida");
    for (const written of [email, email.toUpperCase(), ` ${email}`, email]) {
      expect((await contact(written)).status).toBe(200);
    }
    expect(await db().contactMessage.count({ where: { email } })).toBe(4);
    expect(await db().emailOutbox.count({ where: { to: email } })).toBe(3);
    const other = freshEmail("otra");
    await contact(other);
    expect(await db().emailOutbox.count({ where: { to: other } })).toBe(1);
  });

  it("refuses the office's invitation and conversion to an address past its limit (429), creating nothing", async () => {
    const email = freshEmail("saturada");
    for (let i = 0; i < 3; i++) await contact(email);
    const message = await db().contactMessage.findFirstOrThrow({ where: { email } });
    const limited = {
      status: 429,
      message: "Ya se enviaron varios correos a esa dirección. Intenta de nuevo más tarde.",
    };
    await expect(
      inviteContactSender(office, message.id, { template_id: templateId }),
    ).rejects.toMatchObject(limited);
    await expect(
      convertContactMessage(office, message.id, { template_id: templateId }),
    ).rejects.toMatchObject(limited);
    expect(
      await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } }),
    ).toMatchObject({
      gestion_id: null,
      invitado_at: null,
    });
    expect(await db().emailOutbox.count({ where: { to: email } })).toBe(3);
  });
});
