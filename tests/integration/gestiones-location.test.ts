// Where the problem is: the gestión form's optional position, through the real
// portal route: validation texts, a filing without it (no consent given), what the citizen and the
// office read, the citizen's data export, and its removal with the account.
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteMe } from "@/app/api/auth-user/me/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { GET as getOne } from "@/app/api/portal/gestiones/[id]/route";
import { POST as create } from "@/app/api/portal/gestiones/route";
import { exportOwnData } from "@/lib/citizens/account-service";
import { db } from "@/lib/db";
import { getGestionForOffice } from "@/lib/gestiones/admin-queries";
import { call as accountCall } from "./support/citizen-fixtures";
import { call, citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";
import { citizenRegistration } from "../support/citizen-data";

let catalog: Awaited<ReturnType<typeof createCatalog>>;
beforeAll(async () => {
  catalog = await createCatalog(5);
});

const XELA = { latitud: 14.8345678, longitud: -91.5181234, precision_m: 12.4 };

async function file(token: string, ubicacion?: unknown) {
  return call(create, {
    method: "POST",
    token,
    json: gestionBody(catalog, ubicacion === undefined ? {} : { ubicacion }),
  });
}

describe("the position of a gestión", () => {
  it("files a gestión without one, as when the citizen gives no consent", async () => {
    const { token } = await citizenCaller();
    const filed = await file(token);
    expect(filed.status).toBe(201);
    expect(
      await db().gestion.findUniqueOrThrow({
        where: { id: filed.body.id },
        select: { latitud: true, longitud: true, precision_m: true },
      }),
    ).toEqual({ latitud: null, longitud: null, precision_m: null });
    const empty = await file(token, null);
    expect(empty.status).toBe(201);
  });

  it("answers Spanish texts for a position out of range, half a position or a wrong accuracy, and stores nothing", async () => {
    const { token, citizen } = await citizenCaller();
    const cases: [unknown, string, string][] = [
      [
        { latitud: 91, longitud: 0 },
        "ubicacion.latitud",
        "La latitud debe ser un número entre -90 y 90.",
      ],
      [
        { latitud: 0, longitud: -180.5 },
        "ubicacion.longitud",
        "La longitud debe ser un número entre -180 y 180.",
      ],
      [
        { latitud: "14.8", longitud: 0 },
        "ubicacion.latitud",
        "La latitud debe ser un número entre -90 y 90.",
      ],
      [
        { latitud: 14.8 },
        "ubicacion",
        "Envía la latitud y la longitud juntas, o ninguna de las dos.",
      ],
      [
        { latitud: 14.8, longitud: -91.5, precision_m: -3 },
        "ubicacion.precision_m",
        "La precisión debe ser un número de metros entre 0 y 100000.",
      ],
      ["14.8,-91.5", "ubicacion", "Envía la latitud y la longitud juntas, o ninguna de las dos."],
    ];
    for (const [ubicacion, field, msg] of cases) {
      const refused = await file(token, ubicacion);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([{ field, msg }]);
    }
    expect(await db().gestion.count({ where: { citizen_id: citizen.id } })).toBe(0);
  });

  it("keeps the position for the citizen's detail, the office's and the citizen's export", async () => {
    const { token, citizen, actor } = await citizenCaller();
    const filed = await file(token, XELA);
    expect(filed.status).toBe(201);
    const stored = { latitud: 14.834568, longitud: -91.518123, precision_m: 12 };

    const own = await call(getOne, { token, params: { id: String(filed.body.id) } });
    expect(own.body.header.ubicacion).toEqual(stored);
    const office = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id }))
      .actor;
    expect((await getGestionForOffice(office, filed.body.id))?.ubicacion).toEqual(stored);
    const exported = await exportOwnData(actor, null);
    expect(exported.gestiones.find((gestion) => gestion.id === filed.body.id)?.ubicacion).toEqual(
      stored,
    );
    expect(citizen.id).toBe(exported.perfil.id);
  });

  it("is held to its ranges and to both-or-neither by the database too", async () => {
    const { token } = await citizenCaller();
    const filed = await file(token);
    for (const data of [
      { latitud: 14.8 },
      { latitud: 95, longitud: 0 },
      { latitud: 0, longitud: 190 },
      { precision_m: 10 },
    ]) {
      await expect(db().gestion.update({ where: { id: filed.body.id }, data })).rejects.toThrow();
    }
  });

  it("is deleted with the account", async () => {
    const body = citizenRegistration();
    const registered = await accountCall(register, "/register", { body });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const filed = await file(token, XELA);
    expect(filed.status).toBe(201);

    const deleted = await accountCall(deleteMe, "/me", {
      method: "DELETE",
      token,
      body: { current_password: body.password },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(
      await db().gestion.findUniqueOrThrow({
        where: { id: filed.body.id },
        select: { latitud: true, longitud: true, precision_m: true },
      }),
    ).toEqual({ latitud: null, longitud: null, precision_m: null });
  });
});
