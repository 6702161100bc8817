// Messages on WhatsApp and SMS against the protocol fakes (tests/support/fake-messaging.mjs):
// registration and sign-in with a phone, the code's limits, notifications and their delivery
// states, the webhooks' signatures, replies threaded into the gestión, BAJA, the status query by
// folio and the 24-hour window.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as verifyPhone } from "@/app/api/auth-user/phone/verify/route";
import { POST as login } from "@/app/api/auth-user/login/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { POST as twilioHook } from "@/app/api/webhooks/twilio/route";
import { GET as whatsappHandshake, POST as whatsappHook } from "@/app/api/webhooks/whatsapp/route";
import type { Actor } from "@/lib/auth/sessions";
import { deliverPendingMessages } from "@/lib/channels/deliver";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { changeGestionStatus } from "@/lib/gestiones/office-service";
import { createGestion } from "@/lib/gestiones/filing-service";
import { OPTED_OUT, startFakeMessaging, type FakeMessaging } from "../support/fake-messaging.mjs";
import { call } from "./support/citizen-fixtures";
import { pngBytes } from "./support/content-helpers";
import { createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";
import { uniqueMobile } from "./support/phone-fixtures";
import { citizenRegistration, randomIp } from "../support/citizen-data";

const SECRETS = {
  token: "token-whatsapp-prueba",
  phoneNumberId: "1098765",
  appSecret: "secreto-de-la-app",
  accountSid: "ACprueba",
  authToken: "token-twilio-prueba",
};
let fake: FakeMessaging;

beforeAll(async () => {
  fake = await startFakeMessaging({
    ...SECRETS,
    // The office has not had "informacion_solicitada" approved yet.
    approved: ["gestion_recibida", "gestion_respuesta", "gestion_estado", "codigo_verificacion"],
  });
  Object.assign(process.env, {
    WHATSAPP_TOKEN: SECRETS.token,
    WHATSAPP_PHONE_NUMBER_ID: SECRETS.phoneNumberId,
    WHATSAPP_APP_SECRET: SECRETS.appSecret,
    WHATSAPP_VERIFY_TOKEN: "verificar-prueba",
    WHATSAPP_API_BASE: fake.url,
    TWILIO_ACCOUNT_SID: SECRETS.accountSid,
    TWILIO_AUTH_TOKEN: SECRETS.authToken,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_BASE: fake.url,
  });
});
afterAll(() => fake.close());

const deliver = () => deliverPendingMessages({ limit: 100 });

/**
 * The latest outbox row matching `where`, once it left: the services start delivery on their own
 * after each change, so a test waits for that rather than racing it.
 */
async function settled(where: Prisma.EmailOutboxWhereInput) {
  let row = null;
  await expect
    .poll(async () => {
      await deliver();
      row = await db().emailOutbox.findFirst({ where, orderBy: { id: "desc" } });
      return row !== null && (row.status !== "pending" || row.attempts > 0);
    })
    .toBe(true);
  return row!;
}
const sentTo = (to: string) => fake.sent.filter((message) => message.to === to);

async function postWhatsapp(value: Record<string, unknown>, signature?: string) {
  const signed = fake.webhook(value);
  return whatsappHook(
    new Request("http://localhost:3000/api/webhooks/whatsapp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signature ?? signed.signature,
      },
      body: signed.body,
    }),
    { params: Promise.resolve({}) },
  );
}

const incoming = (from: string, id: string, content: Record<string, unknown>) => ({
  contacts: [{ profile: { name: "Ciudadana" }, wa_id: from.slice(1) }],
  messages: [
    { from: from.slice(1), id, timestamp: String(Math.floor(Date.now() / 1000)), ...content },
  ],
});

async function postTwilio(params: Record<string, string>, signature?: string) {
  const form = new URLSearchParams(params);
  const url = "http://localhost:3000/api/webhooks/twilio";
  return twilioHook(
    new Request(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": signature ?? fake.twilioSignature(url, form),
      },
      body: form.toString(),
    }),
    { params: Promise.resolve({}) },
  );
}

/** A citizen reached on WhatsApp only, signed in, with a gestión filed (its receipt queued). */
async function whatsappCitizenWithGestion() {
  const movil = uniqueMobile();
  const citizen = await db().citizen.create({
    data: { primer_nombre: "Rosa", primer_apellido: "Xicará", movil, telefono: movil.slice(4) },
  });
  const { actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
  const catalog = await createCatalog();
  const gestion = await createGestion(actor, gestionBody(catalog) as never);
  return { citizen, movil, gestion, actor };
}

describe("registration and sign-in with a phone and no e-mail", () => {
  it("answers 202, sends the code by WhatsApp as its template, and the code creates the account", async () => {
    const telefono = uniqueMobile();
    const body = citizenRegistration({ correo: "", telefono: telefono.slice(4) });
    const started = await call(register, "/register", { body });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ verificar: "telefono" });
    expect(await db().citizen.count({ where: { movil: telefono } })).toBe(0);
    await settled({ to: telefono });
    const [code] = sentTo(telefono);
    expect(code?.template?.name).toBe("codigo_verificacion");
    const codigo = code!.template!.components[0]!.parameters[0]!.text;
    expect(codigo).toMatch(/^\d{6}$/);

    const wrong = await call(verifyPhone, "/phone/verify", {
      body: { telefono, codigo: codigo === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(422);
    const verified = await call(verifyPhone, "/phone/verify", { body: { telefono, codigo } });
    expect(verified.status).toBe(201);
    expect(verified.body.token).toEqual(expect.any(String));
    const citizen = await db().citizen.findUniqueOrThrow({ where: { movil: telefono } });
    expect(citizen).toMatchObject({ correo: null, canal_preferido: "whatsapp" });

    const signedIn = await call(login, "/login", {
      body: { identifier: telefono.slice(4), password: body.password },
    });
    expect(signedIn.status).toBe(200);
    const again = await call(verifyPhone, "/phone/verify", { body: { telefono, codigo } });
    expect(again.status).toBe(422);
  });

  it("refuses a number already registered, and a registration with neither e-mail nor phone", async () => {
    const { movil } = await whatsappCitizenWithGestion();
    const taken = await call(register, "/register", {
      body: citizenRegistration({ correo: "", telefono: movil.slice(4) }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toContainEqual({ field: "telefono", msg: "Teléfono ya registrado" });
    const neither = await call(register, "/register", {
      body: citizenRegistration({ correo: "", telefono: "" }),
    });
    expect(neither.status).toBe(422);
  });

  it("limits codes per number, and a code to five tries", async () => {
    const telefono = uniqueMobile();
    const ask = () =>
      call(register, "/register", {
        body: citizenRegistration({ correo: "", telefono: telefono.slice(4), canal: "sms" }),
        ip: randomIp(),
      });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(202);
    const fourth = await ask();
    expect(fourth.status).toBe(429);
    await settled({ to: telefono });
    const codigo = sentTo(telefono).at(-1)!.text!.match(/\d{6}/)![0];
    const wrong = codigo === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(verifyPhone, "/phone/verify", { body: { telefono, codigo: wrong } })).status,
      ).toBe(422);
    }
    const late = await call(verifyPhone, "/phone/verify", { body: { telefono, codigo } });
    expect(late.status).toBe(422);
    expect(late.body.errors[0].msg).toContain("venció");
  });
});

describe("notifications on WhatsApp and SMS", () => {
  it("goes as the template outside the 24-hour window, as text inside it, with the states of the callbacks", async () => {
    const { movil, gestion } = await whatsappCitizenWithGestion();
    const receipt = await settled({ gestion_id: gestion.id });
    expect(receipt).toMatchObject({ channel: "whatsapp", status: "sent", template_used: true });
    expect(sentTo(movil)[0]?.template?.name).toBe("gestion_recibida");

    for (const status of ["delivered", "read"]) {
      const response = await postWhatsapp({
        statuses: [
          { id: receipt.provider_id, status, timestamp: "1", recipient_id: movil.slice(1) },
        ],
      });
      expect(response.status).toBe(200);
      expect((await db().emailOutbox.findUniqueOrThrow({ where: { id: receipt.id } })).status).toBe(
        status,
      );
    }

    // The citizen writes: the window opens, the office's next message goes as text.
    fake.openWindow(movil);
    await postWhatsapp(
      incoming(movil, `wamid.in-${gestion.id}`, { type: "text", text: { body: "Gracias" } }),
    );
    const admin = await createAdmin();
    const { actor } = await signIn({ kind: "admin", adminId: admin.id });
    await changeGestionStatus(actor as Actor, gestion.id, {
      comment_mode: "custom",
      to_status: "in_progress",
      body: "Ya enviamos a la cuadrilla.",
    });
    await settled({ gestion_id: gestion.id, subject: { contains: "cambió de estado" } });
    const last = sentTo(movil).at(-1)!;
    expect(last.type).toBe("text");
    expect(last.text).toContain("Ya enviamos a la cuadrilla.");
    expect(last.text).toContain(gestion.folio);
  });

  it("records the provider's refusal: an opted-out number, an unapproved template", async () => {
    const catalog = await createCatalog();
    const citizen = await db().citizen.create({
      data: {
        primer_nombre: "Ana",
        primer_apellido: "Baja",
        movil: OPTED_OUT,
        canal_preferido: "sms",
      },
    });
    const { actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
    const gestion = await createGestion(actor, gestionBody(catalog) as never);
    const row = await settled({ gestion_id: gestion.id });
    expect(row).toMatchObject({ channel: "sms", status: "failed", attempts: 1 });
    expect(row.last_error).toContain("21610");

    const whatsapp = await whatsappCitizenWithGestion();
    const admin = await createAdmin();
    const { actor: office } = await signIn({ kind: "admin", adminId: admin.id });
    await changeGestionStatus(office as Actor, whatsapp.gestion.id, {
      comment_mode: "custom",
      to_status: "waiting_info",
      body: "Necesitamos la dirección exacta.",
    });
    const refused = await settled({
      gestion_id: whatsapp.gestion.id,
      template: "informacion_solicitada",
    });
    expect(refused.status).toBe("failed");
    expect(refused.last_error).toContain("132001");
  });

  it("takes Twilio's status callbacks, signed", async () => {
    const catalog = await createCatalog();
    const movil = uniqueMobile();
    const citizen = await db().citizen.create({
      data: { primer_nombre: "Luis", primer_apellido: "Sms", movil, canal_preferido: "sms" },
    });
    const { actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
    const gestion = await createGestion(actor, gestionBody(catalog) as never);
    const row = await settled({ gestion_id: gestion.id });
    expect(row).toMatchObject({ status: "sent" });
    expect(sentTo(movil)[0]?.text).toContain("responde BAJA");
    expect(sentTo(movil)[0]?.statusCallback).toBe("http://localhost:3000/api/webhooks/twilio");
    const callback = {
      MessageSid: row.provider_id!,
      MessageStatus: "delivered",
      AccountSid: SECRETS.accountSid,
      To: movil,
    };
    expect((await postTwilio(callback, "firma-falsa")).status).toBe(401);
    expect((await postTwilio(callback)).status).toBe(200);
    expect((await db().emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(
      "delivered",
    );
  });
});

describe("the webhooks", () => {
  it("answer the verification handshake only with the token, and refuse a missing or wrong signature (401)", async () => {
    const handshake = (token: string) =>
      whatsappHandshake(
        new Request(
          `http://localhost:3000/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        ),
        { params: Promise.resolve({}) },
      );
    const ok = await handshake("verificar-prueba");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await handshake("otro")).status).toBe(403);
    expect((await postWhatsapp({ statuses: [] }, "sha256=00")).status).toBe(401);
    expect((await postWhatsapp({ statuses: [] }, "")).status).toBe(401);
  });

  it("thread a reply with its photo into the gestión as the citizen's message", async () => {
    const { movil, gestion, citizen } = await whatsappCitizenWithGestion();
    fake.addMedia("media-foto-1", await pngBytes(), "image/png");
    const response = await postWhatsapp(
      incoming(movil, `wamid.foto-${gestion.id}`, {
        type: "image",
        image: { id: "media-foto-1", mime_type: "image/png", caption: "Así está el bache" },
      }),
    );
    expect(response.status).toBe(200);
    const message = await db().gestionMessage.findFirstOrThrow({
      where: { gestion_id: gestion.id, author_citizen_id: citizen.id },
      include: { attachments: true },
    });
    expect(message).toMatchObject({
      body: "Así está el bache",
      canal: "whatsapp",
      author_type: "citizen",
    });
    expect(message.attachments).toHaveLength(1);
    // The same webhook delivered twice adds the message once.
    await postWhatsapp(
      incoming(movil, `wamid.foto-${gestion.id}`, {
        type: "image",
        image: { id: "media-foto-1", mime_type: "image/png", caption: "Así está el bache" },
      }),
    );
    expect(
      await db().gestionMessage.count({
        where: { gestion_id: gestion.id, author_citizen_id: citizen.id },
      }),
    ).toBe(1);
  });

  it("answer a stranger with the portal, nothing of the case; the owner's folio query with its status and date", async () => {
    const { movil, gestion } = await whatsappCitizenWithGestion();
    const stranger = uniqueMobile();
    fake.openWindow(stranger);
    fake.openWindow(movil);
    await postWhatsapp(
      incoming(stranger, `wamid.s-${gestion.id}`, {
        type: "text",
        text: { body: `ESTADO ${gestion.folio}` },
      }),
    );
    await postWhatsapp(
      incoming(movil, `wamid.o-${gestion.id}`, { type: "text", text: { body: gestion.folio } }),
    );
    await settled({ to: stranger });
    await settled({ to: movil, subject: "Respuesta automática" });
    const toStranger = sentTo(stranger);
    expect(toStranger).toHaveLength(1);
    expect(toStranger[0]!.text).toContain("/portal");
    expect(toStranger[0]!.text).not.toContain(gestion.folio);
    const toOwner = sentTo(movil).at(-1)!;
    expect(toOwner.text).toContain(`Tu gestión ${gestion.folio}`);
    expect(toOwner.text).toContain("Nuevo");
    expect(toOwner.text).toContain("Fecha prometida");
    expect(await db().gestionMessage.count({ where: { gestion_id: gestion.id } })).toBe(0);
  });

  it("stop a channel on BAJA, confirmed once, and later messages go elsewhere or not at all", async () => {
    const { movil, citizen, gestion } = await whatsappCitizenWithGestion();
    fake.openWindow(movil);
    await postWhatsapp(
      incoming(movil, `wamid.b1-${gestion.id}`, { type: "text", text: { body: "Baja" } }),
    );
    await postWhatsapp(
      incoming(movil, `wamid.b2-${gestion.id}`, { type: "text", text: { body: "STOP" } }),
    );
    const stopped = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(stopped.whatsapp_baja_at).not.toBeNull();
    const confirmations = await db().emailOutbox.findMany({
      where: { to: movil, text: { contains: "ya no te enviaremos" } },
    });
    expect(confirmations).toHaveLength(1);
    expect(
      await db().auditLog.count({
        where: { action: "citizen.channel_stop", entity_id: String(citizen.id) },
      }),
    ).toBe(1);
    // The SMS channel is still on: the next notice goes there.
    const admin = await createAdmin();
    const { actor } = await signIn({ kind: "admin", adminId: admin.id });
    await changeGestionStatus(actor as Actor, gestion.id, {
      comment_mode: "custom",
      to_status: "waiting_info",
      body: "Envíanos una foto.",
    });
    const last = await db().emailOutbox.findFirstOrThrow({
      where: { gestion_id: gestion.id },
      orderBy: { id: "desc" },
    });
    expect(last.channel).toBe("sms");
  });

  it("take an incoming SMS reply, signed by Twilio, into the gestión", async () => {
    const catalog = await createCatalog();
    const movil = uniqueMobile();
    const citizen = await db().citizen.create({
      data: { primer_nombre: "Marta", primer_apellido: "Sms", movil, canal_preferido: "sms" },
    });
    const { actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
    const gestion = await createGestion(actor, gestionBody(catalog) as never);
    const sms = {
      MessageSid: `SMin${gestion.id}`,
      From: movil,
      To: "+15005550006",
      Body: "Sigue igual",
      NumMedia: "0",
    };
    expect((await postTwilio(sms, "")).status).toBe(401);
    expect((await postTwilio(sms)).status).toBe(200);
    const message = await db().gestionMessage.findFirstOrThrow({
      where: { gestion_id: gestion.id },
    });
    expect(message).toMatchObject({ body: "Sigue igual", canal: "sms" });
  });
});
