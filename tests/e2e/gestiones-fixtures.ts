// Gestiones shared by the end-to-end specs: the seeded procedure they file, its answers, a small
// photo, and citizens with a gestión of their own.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { registerCitizenViaApi, type TestCitizen } from "./citizen-fixtures";
import { query } from "./db";
import { randomIp } from "./fixtures";
import { expect, signIn } from "./test";

export const TEMPLATE = "Reparación de camino o calle";
export const CATEGORY = "Infraestructura y obras";

export interface Field {
  key: string;
  label: string;
  type: "text" | "textarea" | "select" | "number";
  required: boolean;
  options?: string[];
}

export async function templateFields(nombre: string): Promise<Field[]> {
  const [row] = await query<{ data_schema_json: { fields: Field[] } }>(
    "select data_schema_json from gestion_templates where nombre = $1",
    [nombre],
  );
  return row!.data_schema_json.fields;
}

export const answerFor = (field: Field) =>
  field.type === "select"
    ? field.options![0]!
    : field.type === "number"
      ? "12"
      : `Respuesta de prueba para ${field.label}`;

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function png(label: string) {
  const buffer = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return { name: `${label}.png`, mimeType: "image/png", buffer };
}

export const PDF = {
  name: "acta-comunitaria.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
};

/** A citizen of the test's own, signed into the page's context. */
export async function signedInCitizen(page: Page): Promise<TestCitizen> {
  const citizen = await registerCitizenViaApi(page.request);
  await signIn(page.context(), {
    kind: "citizen",
    login: citizen.correo,
    password: citizen.password,
  });
  return citizen;
}

/** A gestión filed through the API by a new citizen, with every required answer. */
export async function filedGestion(
  request: APIRequestContext,
  extra: Record<string, unknown> = {},
) {
  const citizen = await registerCitizenViaApi(request);
  const login = await request.post("/api/auth-user/login", {
    data: { identifier: citizen.correo, password: citizen.password },
    headers: { "x-forwarded-for": randomIp() },
  });
  const { token } = (await login.json()) as { token: string };
  const [template] = await query<{ id: number; categoria_id: number }>(
    "select id, categoria_id from gestion_templates where nombre = $1",
    [TEMPLATE],
  );
  const data = Object.fromEntries(
    (await templateFields(TEMPLATE)).filter((f) => f.required).map((f) => [f.key, answerFor(f)]),
  );
  const titulo = `Bache frente a la escuela ${Date.now().toString(36)}`;
  const created = await request.post("/api/portal/gestiones", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      categoria_id: template!.categoria_id,
      template_id: template!.id,
      titulo,
      data,
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, folio } = (await created.json()) as { id: number; folio: string };
  return { id, folio, titulo, citizen };
}
