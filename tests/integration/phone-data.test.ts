// A citizen's phone data in their download and in the deletion of their account: the number, the
// channels, the messages sent to them on any channel and the codes (never a code itself).
import { describe, expect, it } from "vitest";
import { POST as verifyPhone } from "@/app/api/auth-user/phone/verify/route";
import { GET as exportData } from "@/app/api/auth-user/me/export/route";
import { DELETE as deleteMe } from "@/app/api/auth-user/me/route";
import { db } from "@/lib/db";
import { createGestion } from "@/lib/gestiones/filing-service";
import { call } from "./support/citizen-fixtures";
import { createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { signIn } from "./support/helpers";
import { pendingPhoneRegistration } from "./support/phone-fixtures";
import { CITIZEN_PASSWORD } from "../support/citizen-data";

/** A citizen registered with a phone only, with a gestión filed; every message to them sent. */
async function phoneCitizen() {
  const { telefono, codigo } = await pendingPhoneRegistration();
  const verified = await call(verifyPhone, "/phone/verify", { body: { telefono, codigo } });
  expect(verified.status).toBe(201);
  const citizen = await db().citizen.findUniqueOrThrow({ where: { movil: telefono } });
  const { actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
  const gestion = await createGestion(actor, gestionBody(await createCatalog()) as never);
  await expect
    .poll(() => db().emailOutbox.count({ where: { to: telefono, status: "pending" } }))
    .toBe(0);
  return { citizen, telefono, codigo, gestion, token: verified.body.token as string };
}

describe("a citizen's phone data", () => {
  it("is in their download: the number, the channels, the messages and the codes, no code itself", async () => {
    const { telefono, codigo, gestion, token } = await phoneCitizen();
    const response = await exportData(
      new Request("http://localhost:3000/api/auth-user/me/export", {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const text = await response.text();
    expect(text).not.toContain(codigo);
    const data = JSON.parse(text);
    expect(data.canales).toMatchObject({
      movil: telefono,
      canal_preferido: "whatsapp",
      whatsapp_detenido_en: null,
    });
    expect(data.codigos).toEqual([
      expect.objectContaining({ canal: "whatsapp", destino: telefono, proposito: "register" }),
    ]);
    expect(data.codigos[0].usado_en).not.toBeNull();
    expect(data.mensajes_enviados).toEqual([
      expect.objectContaining({
        canal: "whatsapp",
        destino: telefono,
        asunto: "Código de verificación",
      }),
      expect.objectContaining({
        canal: "whatsapp",
        destino: telefono,
        gestion_folio: gestion.folio,
        estado: "sent",
      }),
    ]);
  });

  it("leaves with the account: number, channels, codes and messages deleted, the gestión kept", async () => {
    const { citizen, telefono, gestion, token } = await phoneCitizen();
    await db().citizen.update({
      where: { id: citizen.id },
      data: { sms_baja_at: new Date(), whatsapp_entrante_at: new Date() },
    });
    const deleted = await call(deleteMe, "/me", {
      method: "DELETE",
      token,
      body: { current_password: CITIZEN_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    const row = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(row).toMatchObject({
      movil: null,
      telefono: null,
      canal_preferido: null,
      whatsapp_baja_at: null,
      sms_baja_at: null,
      whatsapp_entrante_at: null,
    });
    expect(await db().phoneCode.count({ where: { telefono } })).toBe(0);
    expect(
      await db().emailOutbox.count({
        where: { OR: [{ to: telefono }, { citizen_id: citizen.id }] },
      }),
    ).toBe(0);
    expect(await db().gestion.count({ where: { id: gestion.id } })).toBe(1);
  });
});
