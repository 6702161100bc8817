// A procedure's 'municipio del distrito' field on the server: the portal's catalog offers the
// municipalities of the district the office's identity names, and a filing is checked against that
// same list, which follows the identity when the office changes it. Real route handlers on PostgreSQL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as meta } from "@/app/api/portal/gestiones/meta/route";
import { POST as create } from "@/app/api/portal/gestiones/route";
import { db } from "@/lib/db";
import { call, citizenCaller } from "./support/gestiones-fixtures";

let template: { id: number; categoria_id: number };
let citizen: Awaited<ReturnType<typeof citizenCaller>>;
let previous: { distrito: string } | null;

const setDistrict = (distrito: string) =>
  db().siteIdentity.upsert({
    where: { id: 1 },
    create: { nombre: "Oficina de prueba", cargo: "Diputada", distrito },
    update: { distrito },
  });

beforeAll(async () => {
  previous = await db().siteIdentity.findUnique({ where: { id: 1 }, select: { distrito: true } });
  const tag = randomUUID().slice(0, 8);
  const categoria = await db().gestionCategoria.create({ data: { nombre: `Caminos ${tag}` } });
  template = await db().gestionTemplate.create({
    data: {
      categoria_id: categoria.id,
      nombre: `Bache ${tag}`,
      data_schema_json: {
        fields: [
          { key: "municipio", label: "Municipio afectado", type: "municipality", required: true },
        ],
      },
    },
    select: { id: true, categoria_id: true },
  });
  citizen = await citizenCaller();
});

afterAll(async () => {
  if (previous) await setDistrict(previous.distrito);
  else await db().siteIdentity.deleteMany({ where: { id: 1 } });
});

async function optionsOffered() {
  const answer = await call(meta, { token: citizen.token });
  expect(answer.status).toBe(200);
  const body = answer.body as {
    templates: { id: number; data_schema_json: { fields: { options?: string[] }[] } }[];
  };
  return body.templates.find((one) => one.id === template.id)!.data_schema_json.fields[0]!.options;
}

async function file(municipio: string) {
  await db().rateLimitHit.deleteMany({ where: { key: String(citizen.citizen.id) } });
  return call(create, {
    method: "POST",
    token: citizen.token,
    json: { categoria_id: template.categoria_id, template_id: template.id, data: { municipio } },
  });
}

describe("a 'municipio del distrito' field", () => {
  it("offers and accepts the municipalities of the office's department, and only those", async () => {
    await setDistrict("Quetzaltenango");
    const options = await optionsOffered();
    expect(options).toHaveLength(24);
    expect(options).toContain("Salcajá");
    expect((await file("Salcajá")).status).toBe(201);
    const refused = await file("Mixco");
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: "Elige una opción de «Municipio afectado»." });
  });

  it("follows the identity: another district, another list", async () => {
    await setDistrict("Distrito de Guatemala");
    expect(await optionsOffered()).toContain("Mixco");
    expect((await file("Mixco")).status).toBe(201);
    expect((await file("Salcajá")).status).toBe(422);
  });

  it("offers every municipality of Guatemala, with its department, for a national list", async () => {
    await setDistrict("Listado Nacional");
    expect(await optionsOffered()).toHaveLength(340);
    expect((await file("Salcajá, Quetzaltenango")).status).toBe(201);
    expect((await file("Salcajá")).status).toBe(422);
  });
});
