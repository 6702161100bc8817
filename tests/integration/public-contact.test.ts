import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/contacto/public/mensajes/route";
import { db } from "@/lib/db";
import { deliverPendingEmails } from "@/lib/email/outbox";
import { logSender } from "@/lib/email/senders";
import { LOADED_HOST_WAIT } from "./support/sent-mail";
import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";

// POST /api/contacto/public/mensajes (product.md §C.5, §7, §8): every rule and text of the form, the
// honeypot, storage with the office e-mail and the audit entry, and the per-address throttle.

const OFFICE = "oficina-contacto@prueba.gt";
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function send(body: unknown, ip = freshIp(), key?: string) {
  const response = await POST(
    new Request("http://localhost:3000/api/contacto/public/mensajes", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": ip,
        ...(key ? { "idempotency-key": key } : {}),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

const valid = (extra: Record<string, unknown> = {}) => ({
  primer_nombre: "Lucía",
  segundo_nombre: "",
  primer_apellido: "Tzoc",
  email: `Lucia.${Math.random().toString(36).slice(2, 8)}@Correo.gt`,
  dpi: "",
  telefono: "",
  municipio: "Cantel",
  tema: "Propuesta",
  mensaje: "Propongo audiencias públicas por la tarde.",
  canal_respuesta: "email",
  website: "",
  ...extra,
});

beforeEach(async () => {
  await db().siteSettings.upsert({
    where: { id: 1 },
    create: { id: 1, email_oficial: OFFICE },
    update: { email_oficial: OFFICE, mostrar_contacto: true },
  });
});

afterAll(async () => {
  await db().siteSettings.deleteMany({});
});

describe("contact messages", () => {
  it("gives each message a reference, shown in the answer and acknowledged to the sender once", async () => {
    const body = valid();
    const first = await send(body);
    const second = await send(valid());
    const reference = /^CON-\d{4}-\d{6}$/;
    expect(first.body.referencia).toMatch(reference);
    expect(second.body.referencia).toMatch(reference);
    expect(Number(second.body.referencia.slice(-6))).toBe(
      Number(first.body.referencia.slice(-6)) + 1,
    );

    const email = body.email.toLowerCase();
    const row = await db().contactMessage.findFirstOrThrow({ where: { email } });
    expect(row.referencia).toBe(first.body.referencia);
    const acknowledgements = await db().emailOutbox.findMany({ where: { to: email } });
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]!.subject).toBe(`Recibimos tu mensaje (${first.body.referencia})`);
    expect(acknowledgements[0]!.text).toContain(`Tu referencia es ${first.body.referencia}`);
    const office = await db().emailOutbox.findFirstOrThrow({
      where: { to: OFFICE },
      orderBy: { id: "desc" },
    });
    expect(office.text).toContain(second.body.referencia);
  });

  it("keeps the message and its acknowledgement queued when sending fails", async () => {
    const failing = vi.spyOn(logSender, "send").mockRejectedValue(new Error("buzón no disponible"));
    const body = valid();
    const result = await send(body);
    expect(result.status).toBe(200);
    const email = body.email.toLowerCase();
    await vi.waitFor(async () => {
      const mail = await db().emailOutbox.findFirstOrThrow({ where: { to: email } });
      expect(mail.attempts).toBeGreaterThan(0);
    }, LOADED_HOST_WAIT);
    failing.mockRestore();
    expect(
      await db().contactMessage.count({ where: { email, referencia: result.body.referencia } }),
    ).toBe(1);
    const mail = await db().emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(mail.status).toBe("pending");

    await db().emailOutbox.update({
      where: { id: mail.id },
      data: { next_attempt_at: new Date(0) },
    });
    await deliverPendingEmails();
    expect(await db().emailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
      status: "sent",
    });
  });

  it("stores a message, e-mails the office through the outbox and audits it", async () => {
    const body = valid({ dpi: "1234567890101" });
    const result = await send(body);
    expect(result).toEqual({
      status: 200,
      body: {
        ok: true,
        message: "¡Gracias! Hemos recibido tu mensaje.",
        referencia: expect.stringMatching(/^CON-/),
      },
    });

    const row = await db().contactMessage.findFirstOrThrow({
      where: { email: body.email.toLowerCase() },
    });
    expect(row).toMatchObject({
      primer_nombre: "Lucía",
      segundo_nombre: null,
      primer_apellido: "Tzoc",
      dpi: "1234567890101",
      telefono: null,
      municipio: "Cantel",
      tema: "Propuesta",
      canal_respuesta: "email",
      estado: "nuevo",
    });
    const mail = await db().emailOutbox.findFirstOrThrow({
      where: { to: OFFICE },
      orderBy: { id: "desc" },
    });
    expect(mail.subject).toContain("Propuesta");
    expect(mail.text).toContain(body.email.toLowerCase());
    expect(mail.text).toContain("Propongo audiencias públicas por la tarde.");
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "contact.message", entity_id: String(row.id) },
    });
    expect(audit.actor_type).toBe("anonymous");
  });

  it("answers the spec's texts for every invalid field, and stores nothing", async () => {
    const before = await db().contactMessage.count();
    const empty = await send({ primer_nombre: " ", primer_apellido: "", email: "", mensaje: "" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([
      { field: "primer_nombre", msg: "El primer nombre es obligatorio." },
      { field: "primer_apellido", msg: "El primer apellido es obligatorio." },
      { field: "email", msg: "El email es obligatorio." },
      { field: "mensaje", msg: "El mensaje es obligatorio." },
    ]);
    const wrong = await send(valid({ email: "no-es-correo", dpi: "12345" }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([
      { field: "dpi", msg: "El DPI debe tener 13 dígitos." },
      { field: "email", msg: "El email no es válido." },
    ]);
    const notCui = await send(valid({ dpi: "1234567800101" }));
    expect(notCui.body.errors).toEqual([{ field: "dpi", msg: DPI_NUMBER_INVALID }]);
    const topic = await send(valid({ tema: "Chisme" }));
    expect(topic.body.errors).toEqual([{ field: "tema", msg: "Selecciona un tema de la lista." }]);
    expect((await send("{no es json")).status).toBe(400);
    expect(await db().contactMessage.count()).toBe(before);
  });

  it("defaults the topic to Otros and keeps only e-mail as the reply channel", async () => {
    const body = valid({ tema: null, canal_respuesta: null });
    expect((await send(body)).status).toBe(200);
    const row = await db().contactMessage.findFirstOrThrow({
      where: { email: body.email.toLowerCase() },
    });
    expect(row.tema).toBe("Otros");
    expect(row.canal_respuesta).toBe("email");
    expect((await send(valid({ canal_respuesta: "whatsapp" }))).status).toBe(422);
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const before = await db().contactMessage.count();
    const result = await send(valid({ website: "http://spam.example" }));
    expect(result).toEqual({ status: 200, body: { ok: true, message: "Gracias." } });
    expect(await db().contactMessage.count()).toBe(before);
  });

  it("lets one address send 5 messages in 10 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(valid(), ip)).status).toBe(200);
    const sixth = await send(valid(), ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/varios mensajes/);
    expect((await send(valid())).status).toBe(200);
  });

  it("stores a form sent again with its Idempotency-Key once, even at once, and refuses the key for another message", async () => {
    const key = crypto.randomUUID();
    const body = valid();
    const ip = freshIp();
    const answers = await Promise.all([send(body, ip, key), send(body, ip, key)]);
    const again = await send(body, ip, key);
    const referencia = answers[0]!.body.referencia;
    for (const answer of [...answers, again]) {
      expect(answer).toEqual({ status: 200, body: expect.objectContaining({ referencia }) });
    }
    expect(await db().contactMessage.count({ where: { idempotency_key: key } })).toBe(1);
    const other = await send(valid({ mensaje: "Otro mensaje distinto." }), ip, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key ya se usó/);
  });

  it("refuses messages while the contact section is switched off", async () => {
    await db().siteSettings.update({ where: { id: 1 }, data: { mostrar_contacto: false } });
    const result = await send(valid());
    expect(result.status).toBe(404);
    expect(result.body.message).toBe("No se pudo cargar la sección de contacto.");
  });
});
