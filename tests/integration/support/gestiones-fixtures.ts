// Shared by the gestiones-*.test.ts files: a catalog of its own (the test database is not seeded),
// citizens with tokens, and calls to the portal's routes.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { TemplateField } from "@/lib/gestiones/catalog-schema";
import { call } from "./content-helpers";
import { createCitizen, signIn } from "./helpers";

export const FIELDS: TemplateField[] = [
  {
    key: "municipio",
    label: "Municipio afectado",
    type: "select",
    required: true,
    options: ["Quetzaltenango", "Salcajá", "Olintepeque"],
  },
  { key: "descripcion", label: "Describe el problema", type: "textarea", required: true },
  { key: "referencia", label: "Punto de referencia", type: "text", required: false },
];

/** A category with `sla` working days and one procedure with FIELDS, both active. */
export async function createCatalog(sla = 5) {
  const tag = randomUUID().slice(0, 8);
  const categoria = await db().gestionCategoria.create({
    data: { nombre: `Infraestructura ${tag}`, sla_dias_habiles: sla },
  });
  const template = await db().gestionTemplate.create({
    data: {
      categoria_id: categoria.id,
      nombre: `Reparación de calle ${tag}`,
      data_schema_json: { fields: FIELDS },
    },
  });
  return { categoria, template };
}

export async function citizenCaller() {
  const citizen = await createCitizen();
  const { token, actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
  return { citizen, token, actor };
}

export const validAnswers = {
  municipio: "Salcajá",
  descripcion: "El camino hacia la aldea tiene baches profundos desde las lluvias.",
};

export function gestionBody(catalog: Awaited<ReturnType<typeof createCatalog>>, overrides = {}) {
  return {
    categoria_id: catalog.categoria.id,
    template_id: catalog.template.id,
    titulo: "Baches en el camino a la aldea",
    data: validAnswers,
    ...overrides,
  };
}

export { call };
