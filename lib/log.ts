import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino from "pino";

// Structured logs: one JSON object per line on stdout, with the id of the request that wrote it.
// Never personal data: a line names what failed and where (an id, a key, a code), not a person's
// name, e-mail, DPI, address or the text they wrote.

const requests = new AsyncLocalStorage<{ requestId: string }>();

const options: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  messageKey: "msg",
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};

let base = pino(options);

/** Sends the lines to `destination` instead of stdout, at `level` (the tests read them). */
export function logTo(destination: pino.DestinationStream, level = options.level): void {
  base = pino({ ...options, level }, destination);
}

/** A request id that a proxy set is kept when it looks like one; otherwise a new one is made. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

export function requestIdOf(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Runs `work` with `requestId` on every line it logs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requests.run({ requestId }, work);
}

/** The logger, bound to the current request's id when there is one. */
export function log(): pino.Logger {
  const requestId = requests.getStore()?.requestId;
  return requestId ? base.child({ requestId }) : base;
}
