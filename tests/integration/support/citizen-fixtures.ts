// Helpers of the citizen account tests: calls to the routes (the data: tests/support/citizen-data.ts).
import { randomIp } from "../../support/citizen-data";

export const BASE = "http://localhost:3000/api/auth-user";

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
