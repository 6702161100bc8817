// The profile of an account registered with a phone alone saves without an e-mail; an account that
// has an address cannot save it away (it chooses another channel instead).
import { describe, expect, it } from "vitest";
import { GET as me, PUT as updateMe } from "@/app/api/auth-user/me/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { POST as verifyPhone } from "@/app/api/auth-user/phone/verify/route";
import { db } from "@/lib/db";
import { call } from "./support/citizen-fixtures";
import { pendingPhoneRegistration } from "./support/phone-fixtures";
import { citizenRegistration } from "../support/citizen-data";

/** The profile fields PUT /me takes, as GET /me shows them, with `correo` as given. */
async function ownFields(token: string, correo: string) {
  const { user } = (await call(me, "/me", { token })).body;
  return {
    correo,
    telefono: user.telefono,
    departamento: user.departamento,
    municipio: user.municipio,
  };
}

describe("PUT /api/auth-user/me", () => {
  it("saves the profile of a phone-only account with the e-mail left empty", async () => {
    const { telefono, codigo } = await pendingPhoneRegistration();
    const verified = await call(verifyPhone, "/phone/verify", { body: { telefono, codigo } });
    expect(verified.status).toBe(201);
    const token = verified.body.token as string;
    const body = { ...(await ownFields(token, "")), municipio: "Cantel" };
    body.departamento = "Quetzaltenango";

    const saved = await call(updateMe, "/me", { method: "PUT", token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ correo: null, municipio: "Cantel" });
    expect(
      await db().citizen.findFirstOrThrow({ where: { movil: telefono }, select: { correo: true } }),
    ).toEqual({ correo: null });
  });

  it("refuses to empty the e-mail of an account that has one, and changes nothing", async () => {
    const registration = citizenRegistration();
    const created = await call(register, "/register", { body: registration });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    const body = { ...(await ownFields(token, " ")), municipio: "Cantel" };
    body.departamento = "Quetzaltenango";

    const refused = await call(updateMe, "/me", { method: "PUT", token, body });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: "correo", msg: "Por favor, ingresa tu correo electrónico." },
    ]);
    expect(
      await db().citizen.findUniqueOrThrow({
        where: { dpi: registration.dpi },
        select: { correo: true, municipio: true },
      }),
    ).toEqual({ correo: registration.correo, municipio: registration.municipio });
  });
});
