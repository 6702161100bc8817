// A person the office registered at its desk claims the account from the portal: a code to the
// number or e-mail the office took down, then a password; their gestiones are already there.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as claim } from "@/app/api/auth-user/claim/route";
import { POST as claimVerify } from "@/app/api/auth-user/claim/verify/route";
import { POST as login } from "@/app/api/auth-user/login/route";
import { GET as ownGestiones } from "@/app/api/portal/gestiones/route";
import { POST as fileAtDesk } from "@/app/api/portal/admin/gestiones/route";
import { db } from "@/lib/db";
import { call as callAuth } from "./support/citizen-fixtures";
import { call, createCatalog, validAnswers } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";
import { codeSentTo, pendingClaim } from "./support/phone-fixtures";
import { sentMatch } from "./support/sent-mail";
import { randomIp } from "../support/citizen-data";

let office: string;
let catalog: Awaited<ReturnType<typeof createCatalog>>;

beforeAll(async () => {
  catalog = await createCatalog(5);
  const admin = await createAdmin("AdminNivel2");
  office = (await signIn({ kind: "admin", adminId: admin.id })).token;
});

const PASSWORD = "clave-propia-1";
const verify = (body: Record<string, unknown>) =>
  callAuth(claimVerify, "/claim/verify", {
    body: { password: PASSWORD, password2: PASSWORD, ...body },
  });

/** Files a walk-in case for a person registered on the spot; answers the case and the person. */
async function walkIn(person: { telefono: string; correo?: string }) {
  const created = await call(fileAtDesk, {
    method: "POST",
    token: office,
    json: {
      ciudadano: {
        primer_nombre: "Rosa",
        primer_apellido: "Tzul",
        departamento: "Quetzaltenango",
        municipio: "Cantel",
        ...person,
      },
      categoria_id: catalog.categoria.id,
      template_id: catalog.template.id,
      data: validAnswers,
      canal_origen: "presencial",
    },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; folio: string; citizen_id: number };
}

describe("claiming an account the office created", () => {
  it("sends a code to the desk's number; the code and a password open the account with its cases", async () => {
    const digits = `5${randomInt(1_000_000, 9_999_999)}`;
    const gestion = await walkIn({ telefono: digits });
    const telefono = `+502${digits}`;

    const asked = await callAuth(claim, "/claim", { body: { contacto: digits, canal: "sms" } });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toContain("te enviamos un código");
    const codigo = await codeSentTo(telefono);
    const wrong = await verify({
      contacto: digits,
      codigo: codigo === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toContainEqual({
      field: "codigo",
      msg: expect.stringContaining("no es correcto"),
    });
    const mismatch = await verify({ contacto: digits, codigo, password2: "otra-cosa-9" });
    expect(mismatch.status).toBe(422);

    const claimed = await verify({ contacto: telefono, codigo });
    expect(claimed.status).toBe(201);
    const citizen = await db().citizen.findUniqueOrThrow({ where: { id: gestion.citizen_id } });
    expect(citizen.password_hash).toEqual(expect.any(String));
    expect(citizen.canal_preferido).toBe("sms");
    const cases = await callAuth(ownGestiones, "/portal/gestiones", { token: claimed.body.token });
    expect(cases.status).toBe(200);
    expect(cases.body.items.map((item: { folio: string }) => item.folio)).toEqual([gestion.folio]);
    expect(
      await db().auditLog.count({
        where: { action: "citizen.claim", entity_id: String(citizen.id) },
      }),
    ).toBe(1);

    const signedIn = await callAuth(login, "/login", {
      body: { identifier: digits, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    // Spent, and the account has a password now: neither the code nor a new one claims it again.
    expect((await verify({ contacto: telefono, codigo })).status).toBe(422);
    await callAuth(claim, "/claim", { body: { contacto: digits } });
    expect(await db().phoneCode.count({ where: { telefono, used_at: null } })).toBe(0);
  });

  it("sends the code to the desk's e-mail, which the claim confirms", async () => {
    const correo = `mostrador-${randomInt(1e9)}@prueba.gt`;
    const gestion = await walkIn({ telefono: `5${randomInt(1_000_000, 9_999_999)}`, correo });
    expect(
      (await callAuth(claim, "/claim", { body: { contacto: correo.toUpperCase() } })).status,
    ).toBe(202);
    const [codigo] = await sentMatch(correo, /\d{6}/);
    const claimed = await verify({ contacto: correo, codigo });
    expect(claimed.status).toBe(201);
    const citizen = await db().citizen.findUniqueOrThrow({ where: { id: gestion.citizen_id } });
    expect(citizen.correo_confirmado_at).not.toBeNull();
  });

  it("answers the same for an account that has a password, or none, and sends nothing", async () => {
    const { citizen, contacto, codigo } = await pendingClaim();
    await db().citizen.update({ where: { id: citizen.id }, data: { password_hash: "x" } });
    expect((await verify({ contacto, codigo })).status).toBe(422);
    const unknown = `+5025${randomInt(1_000_000, 9_999_999)}`;
    const answer = await callAuth(claim, "/claim", { body: { contacto: unknown } });
    expect(answer.status).toBe(202);
    expect(answer.body.message).toContain("Si la oficina registró");
    expect(await db().phoneCode.count({ where: { telefono: unknown } })).toBe(0);
    const bad = await callAuth(claim, "/claim", { body: { contacto: "12" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe("contacto");
  });

  it("limits codes like registration's: three an hour to one number, ten an hour from one address", async () => {
    const { contacto } = await pendingClaim();
    const ip = randomIp();
    for (let i = 0; i < 2; i++) {
      await callAuth(claim, "/claim", { body: { contacto }, ip });
    }
    // The first went with pendingClaim: the fourth request sends nothing.
    await callAuth(claim, "/claim", { body: { contacto }, ip });
    expect(await db().phoneCode.count({ where: { telefono: contacto } })).toBe(3);
    for (let i = 0; i < 7; i++) await callAuth(claim, "/claim", { body: { contacto }, ip });
    const refused = await callAuth(claim, "/claim", { body: { contacto }, ip });
    expect(refused.status).toBe(429);
  });
});
