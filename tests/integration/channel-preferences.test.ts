// The profile's 'Cómo te avisa la oficina': the citizen chooses among their confirmed channels and
// stops or restarts WhatsApp and SMS, through the real route against the real database; the
// notifications follow the choice.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readChannels, PUT as saveChannels } from "@/app/api/auth-user/me/canales/route";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { createGestion } from "@/lib/gestiones/filing-service";
import { call } from "./support/citizen-fixtures";
import { createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createCitizen, signIn } from "./support/helpers";
import { uniqueMobile } from "./support/phone-fixtures";

/** A citizen with a confirmed e-mail and a proven number, signed in. */
async function reachable(confirmed = true) {
  const created = await createCitizen({ confirmed });
  const movil = uniqueMobile();
  const citizen = await db().citizen.update({ where: { id: created.id }, data: { movil } });
  const { token, actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
  return { citizen, movil, token, actor };
}

const save = (token: string, body: unknown) =>
  call(saveChannels, "/me/canales", { method: "PUT", token, body });

let catalog: Awaited<ReturnType<typeof createCatalog>>;
beforeAll(async () => {
  catalog = await createCatalog();
});

/** The channel the receipt of a gestión the citizen files now goes on. */
async function nextNoticeChannel(actor: Actor) {
  const gestion = await createGestion(actor, gestionBody(catalog) as never);
  const row = await db().emailOutbox.findFirst({ where: { gestion_id: gestion.id } });
  return row?.channel ?? null;
}

describe("GET and PUT /api/auth-user/me/canales", () => {
  it("lists the confirmed channels, saves the choice, and the notices follow it", async () => {
    const { citizen, movil, token, actor } = await reachable();
    const read = await call(readChannels, "/me/canales", { token });
    expect(read.status).toBe(200);
    expect(read.body.canales).toEqual({
      opciones: [
        { canal: "whatsapp", destino: movil, detenido: false },
        { canal: "sms", destino: movil, detenido: false },
        { canal: "email", destino: citizen.correo, detenido: false },
      ],
      canal_preferido: null,
      canal_en_uso: "email",
    });
    const saved = await save(token, { canal_preferido: "sms", whatsapp: true, sms: true });
    expect(saved.status).toBe(200);
    expect(saved.body.canales).toMatchObject({ canal_preferido: "sms", canal_en_uso: "sms" });
    expect(await nextNoticeChannel(actor)).toBe("sms");
    const audit = await db().auditLog.findFirst({
      where: { action: "citizen.channels_update", entity_id: String(citizen.id) },
    });
    expect(audit?.details).toEqual({ canal_preferido: "sms" });
  });

  it("stops and restarts WhatsApp and SMS; a stopped channel carries nothing", async () => {
    const { citizen, token, actor } = await reachable();
    const stopped = await save(token, { canal_preferido: "whatsapp", whatsapp: true, sms: false });
    expect(stopped.status).toBe(200);
    const row = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(row.sms_baja_at).toBeInstanceOf(Date);
    expect(row.whatsapp_baja_at).toBeNull();
    // Saving again keeps the date it first stopped.
    await save(token, { canal_preferido: "whatsapp", whatsapp: true, sms: false });
    const again = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(again.sms_baja_at).toEqual(row.sms_baja_at);

    const onlyEmail = await save(token, { canal_preferido: "email", whatsapp: false, sms: false });
    expect(onlyEmail.body.canales.opciones).toEqual([
      expect.objectContaining({ canal: "whatsapp", detenido: true }),
      expect.objectContaining({ canal: "sms", detenido: true }),
      expect.objectContaining({ canal: "email", detenido: false }),
    ]);
    expect(await nextNoticeChannel(actor)).toBe("email");
    const restarted = await save(token, {
      canal_preferido: "whatsapp",
      whatsapp: true,
      sms: false,
    });
    expect(restarted.body.canales.canal_en_uso).toBe("whatsapp");
    const trail = await db().auditLog.findMany({
      where: { action: "citizen.channels_update", entity_id: String(citizen.id) },
      orderBy: { id: "asc" },
    });
    expect(trail.map((entry) => entry.details)).toEqual([
      { canal_preferido: "whatsapp", sms: "detenido" },
      { canal_preferido: "email", whatsapp: "detenido" },
      { canal_preferido: "whatsapp", whatsapp: "reactivado" },
    ]);
  });

  it("refuses an unconfirmed or stopped channel and bad input in Spanish (422), anonymous callers 401", async () => {
    const { token } = await reachable(false);
    const unconfirmed = await save(token, { canal_preferido: "email", whatsapp: true, sms: true });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors).toEqual([
      { field: "canal_preferido", msg: "Ese medio no está confirmado en tu cuenta." },
    ]);
    const stopped = await save(token, { canal_preferido: "sms", whatsapp: true, sms: false });
    expect(stopped.status).toBe(422);
    expect(stopped.body.errors[0].msg).toContain("No puedes elegir un medio que detuviste");
    const bad = await save(token, { canal_preferido: "paloma", whatsapp: "sí" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: "canal_preferido", msg: "Elige cómo quieres que te escriba la oficina." },
        { field: "whatsapp", msg: "Indica sí o no." },
      ]),
    );
    const anonymous = await call(saveChannels, "/me/canales", {
      method: "PUT",
      body: { canal_preferido: "sms", whatsapp: true, sms: true },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("what a notice says the citizen can do", () => {
  it("by e-mail, to answer in the portal; by WhatsApp or SMS, to reply to the message", async () => {
    const { token, actor } = await reachable();
    const receipt = async () => {
      const gestion = await createGestion(actor, gestionBody(catalog) as never);
      return db().emailOutbox.findFirstOrThrow({ where: { gestion_id: gestion.id } });
    };
    const email = await receipt();
    expect(email.channel).toBe("email");
    expect(email.text).toContain("entra a tu gestión en el portal");
    expect(email.text).not.toMatch(/responde[rs]? a este/i);
    await save(token, { canal_preferido: "sms", whatsapp: true, sms: true });
    const sms = await receipt();
    expect(sms.channel).toBe("sms");
    expect(sms.text).toContain("Puedes responder a este mensaje");
  });
});
