// Gestiones shared by the end-to-end specs: the seeded procedure they file, its answers, a small
// photo, and citizens with a gestión of their own.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { registerCitizenViaApi, type TestCitizen } from "./citizen-fixtures";
import { query } from "./db";

import { own } from "./servers";
import { expect, signIn } from "./test";
import { randomIp } from "../../support/citizen-data";

export const TEMPLATE = "Reparación de camino o calle";
export const CATEGORY = "Infraestructura y obras";

export interface Field {
  key: string;
  label: string;
  type: "text" | "textarea" | "select" | "number" | "municipality";
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

/** A municipality of the demo office's district (Quetzaltenango), for a district field. */
const DISTRICT_MUNICIPALITY = "Salcajá";

/** Whether the field is a list to choose from (its own options or the district's). */
export const isChoice = (field: Field) => field.type === "select" || field.type === "municipality";

export const answerFor = (field: Field) =>
  field.type === "municipality"
    ? DISTRICT_MUNICIPALITY
    : field.type === "select"
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

/**
 * A phone's photo as a camera writes it: 4,000 × 3,000 pixels (about 5 MB), stored sideways with
 * EXIF orientation 6 (shown turned a quarter clockwise) and the GPS position of where it was taken.
 * Stored left half red, right half blue: shown upright, red is on top.
 */
export async function phonePhoto(label: string) {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let at = 0; at < pixels.length; at += 3) {
    // Grain, as a real picture has, so that the file weighs what a phone's does.
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed % 61) - 30;
    const left = (at / 3) % width < width / 2;
    pixels[at] = (left ? 200 : 30) + grain;
    pixels[at + 1] = 60 + grain;
    pixels[at + 2] = (left ? 40 : 200) + grain;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: "Teléfono" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "14/1 50/1 3/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "91/1 31/1 7/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: `${label}.jpg`, mimeType: "image/jpeg", buffer };
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

/** A page of a browser context of its own, signed in as the citizen who filed a gestión. */
export async function pageOfCitizen(
  browser: Browser,
  citizen: Pick<TestCitizen, "correo" | "password">,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: own().url });
  await signIn(context, { kind: "citizen", login: citizen.correo, password: citizen.password });
  return context.newPage();
}

/** A gestión filed through the API by a new citizen (with their token), with every required answer. */
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
  return { id, folio, titulo, citizen, token };
}
