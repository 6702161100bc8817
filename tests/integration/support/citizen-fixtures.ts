// Helpers of the citizen account tests: valid CUIs, registration bodies and calls to the routes.
import { randomInt } from "node:crypto";
import { makeCui } from "@/lib/locations/index";

export const BASE = "http://localhost:3000/api/auth-user";

/** A valid CUI nobody else in the test database has (random serial, Guatemala/Mixco). */
export function uniqueDpi(): string {
  for (;;) {
    try {
      return makeCui(String(randomInt(10_000_000, 99_999_999)), 1, 8);
    } catch {
      // Serials whose check digit would be 10 have no valid CUI: draw another.
    }
  }
}

/** A random client address, so that per-address limits of one test don't affect another. */
export const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export function registrationBody(overrides: Record<string, unknown> = {}) {
  const dpi = uniqueDpi();
  return {
    primer_nombre: "Lucía",
    segundo_nombre: "Fernanda",
    tercer_nombre: "",
    primer_apellido: "Ajú",
    segundo_apellido: "Pérez",
    dpi,
    correo: `ciudadana-${dpi}@prueba.gt`,
    telefono: "5555-1234",
    departamento: "Guatemala",
    municipio: "Mixco",
    password: "clave-segura-1",
    password2: "clave-segura-1",
    ...overrides,
  };
}

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

/** Calls a route handler as Next would, from a fresh client address unless `ip` is given. */
export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    "x-forwarded-for": options.ip ?? randomIp(),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await handler(
    new Request(`${BASE}${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { params: Promise.resolve(options.params ?? {}) },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}
