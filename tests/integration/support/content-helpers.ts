// Shared by the content-*.test.ts files: callers for every role, a request builder that speaks JSON
// or multipart, sample files, and the role-guard check every write route must pass.
import sharp from "sharp";
import { expect } from "vitest";
import type { AdminRole } from "@/lib/generated/prisma/enums";

import { createAdmin, createCitizen, signIn } from "./helpers";
import { randomIp } from "../../support/citizen-data";

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  token?: string;
  /** Sent as JSON (a string is sent as is, for malformed-JSON checks). */
  json?: unknown;
  form?: FormData;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
  body: any;
}

export async function call(
  handler: Handler,
  {
    method = "GET",
    path = "/",
    token,
    json,
    form,
    params = {},
    headers: extra = {},
  }: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {
    // Each call comes from an address of its own, as from many clients: files that run one after
    // another on a worker share its database, and with it the per-address limits' counters. A test
    // of such a limit passes its own address.
    "x-forwarded-for": randomIp(),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json === undefined ? {} : { "content-type": "application/json" }),
    ...extra,
  };
  const body =
    form ??
    (json === undefined ? undefined : typeof json === "string" ? json : JSON.stringify(json));
  const request = new Request(`http://localhost:3000${path}`, { method, headers, body });
  const stringParams = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  );
  const response = await handler(request, { params: Promise.resolve(stringParams) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * Administrators without the content permissions: UserAdminNivel4, whose preset is signing in and
 * one's own profile (lib/roles/labels.ts). What every role may do on every route, as the office set
 * it, is the authorization matrix's to check (authorization-matrix.test.ts).
 */
const RESTRICTED_ROLES: AdminRole[] = ["UserAdminNivel4"];

export interface Callers {
  admin1: string;
  admin2: string;
  citizen: string;
  restricted: { role: AdminRole; token: string }[];
}

export async function makeCallers(): Promise<Callers> {
  const token = async (role: AdminRole) =>
    (await signIn({ kind: "admin", adminId: (await createAdmin(role)).id })).token;
  return {
    admin1: await token("AdminNivel1"),
    admin2: await token("AdminNivel2"),
    citizen: (await signIn({ kind: "citizen", citizenId: (await createCitizen()).id })).token,
    restricted: await Promise.all(
      RESTRICTED_ROLES.map(async (role) => ({ role, token: await token(role) })),
    ),
  };
}

/** An AdminNivel1 administrator, for the office's reads called directly. */
export async function editorActor() {
  return (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id })).actor;
}

/** Anonymous → 401; a citizen and an administrator without the permission → 403. Nothing is written. */
export async function expectGuarded(
  callers: Callers,
  handler: Handler,
  options: Omit<CallOptions, "token">,
): Promise<void> {
  const anonymous = await call(handler, options);
  expect(anonymous.status, `anónimo ${options.method} ${options.path}`).toBe(401);
  for (const [who, token] of [
    ["ciudadano", callers.citizen],
    ...callers.restricted.map((r) => [r.role, r.token]),
  ] as const) {
    const result = await call(handler, { ...options, token });
    expect(result.status, `${who} ${options.method} ${options.path}`).toBe(403);
    expect(result.body.message).toBe("No tienes permisos para acceder a esta sección.");
  }
}

export async function pngBytes(width = 8, height = 8): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#0b3d6b" } })
      .png()
      .toBuffer(),
  );
}

export async function gifBytes(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#333" } })
      .gif()
      .toBuffer(),
  );
}

export const pdfBytes = () =>
  new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const mp4Bytes = () =>
  new Uint8Array([
    0,
    0,
    0,
    24,
    ...new TextEncoder().encode("ftypisom"),
    0,
    0,
    2,
    0,
    ...new TextEncoder().encode("isomiso2mp41"),
  ]);
export const fakeImage = () =>
  new TextEncoder().encode("<script>alert(1)</script> pretending to be an image");

/** A multipart form: strings as fields, byte arrays as files (named `name` or "archivo.bin"). */
export function formOf(
  fields: Record<
    string,
    | string
    | Uint8Array
    | { bytes: Uint8Array; name: string }
    | (Uint8Array | { bytes: Uint8Array; name: string })[]
  >,
): FormData {
  const form = new FormData();
  const add = (key: string, value: Uint8Array | { bytes: Uint8Array; name: string }) => {
    const file = value instanceof Uint8Array ? { bytes: value, name: "archivo.bin" } : value;
    form.append(key, new Blob([file.bytes as BlobPart]), file.name);
  };
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(key, value);
    else if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else add(key, value);
  }
  return form;
}

type CategoryRow = { id: number; nombre: string };

/**
 * The categories of news or labores on one item: listed for the editor by name (id and nombre
 * only), saved by an update (a number, or null for none), an unknown one refused with 422 and the
 * spec's text, leaving the stored one as it was.
 */
export async function expectCategoriesSaved(item: {
  add: (data: { nombre: string; slug: string }) => Promise<CategoryRow>;
  list: () => Promise<CategoryRow[]>;
  put: (json: { categoria_id: number | null }) => Promise<CallResult>;
  stored: () => Promise<number | null | undefined>;
}): Promise<void> {
  const tag = crypto.randomUUID().slice(0, 8);
  const zeta = await item.add({ nombre: `Zeta ${tag}`, slug: `zeta-${tag}` });
  const alfa = await item.add({ nombre: `Alfa ${tag}`, slug: `alfa-${tag}` });
  const listed = await item.list();
  expect(listed).toContainEqual({ id: alfa.id, nombre: alfa.nombre });
  const at = (category: CategoryRow) => listed.findIndex((row) => row.id === category.id);
  expect(at(alfa)).toBeLessThan(at(zeta));
  for (const categoriaId of [zeta.id, null, alfa.id]) {
    const saved = await item.put({ categoria_id: categoriaId });
    expect([saved.status, saved.body.item?.categoria_id]).toEqual([200, categoriaId]);
  }
  const unknown = await item.put({ categoria_id: 987654321 });
  expect([unknown.status, unknown.body.message]).toEqual([422, "La categoría no existe."]);
  expect(await item.stored()).toBe(alfa.id);
}
