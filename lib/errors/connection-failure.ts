// Database calls that failed for want of a connection, told apart by the shapes Prisma's pg driver
// adapter gives them (each one provoked: a stopped server, a fast shutdown under a query, a killed
// backend, a pool with no free connection):
// - the adapter's own error, `DriverAdapterError` with a `cause` of a known kind or PostgreSQL code
//   (Prisma's errors carry it as `meta.driverAdapterError`);
// - node-postgres errors the adapter passes through as they are, known only by their message;
// - Prisma's P2028 when a transaction could not start within its `maxWait` (no connection in time).
// No import here: lib/db.ts (which retries) and lib/errors/app-error.ts (which answers 503) share it.

/**
 * - `unreached`: nothing reached the server (refused, starting up or shutting down, no pooled
 *   connection in time), so any statement may be sent again;
 * - `dropped`: the connection ended under a statement that may or may not have run, so only a
 *   read may be sent again.
 */
export type ConnectionFailure = "unreached" | "dropped";

const KINDS: Record<string, ConnectionFailure> = {
  DatabaseNotReachable: "unreached",
  TooManyConnections: "unreached",
  ConnectionClosed: "dropped",
  SocketTimeout: "dropped",
};

/** PostgreSQL codes: 57P03 cannot_connect_now; 57P01/57P02 a shutdown; class 08 connection_exception. */
function failureOfCode(code: string): ConnectionFailure | null {
  if (code === "57P03") return "unreached";
  return code === "57P01" || code === "57P02" || code.startsWith("08") ? "dropped" : null;
}

const MESSAGES: [RegExp, ConnectionFailure][] = [
  [/^timeout exceeded when trying to connect$/, "unreached"],
  [/^Connection terminated due to connection timeout$/, "unreached"],
  [/^Client has encountered a connection error and is not queryable$/, "unreached"],
  [/^Connection terminated( unexpectedly)?$/, "dropped"],
];

interface AdapterCause {
  kind?: unknown;
  code?: unknown;
}

function adapterCause(error: object): AdapterCause | null {
  const wrapped = (error as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  const candidate = (wrapped ?? error) as { name?: unknown; cause?: unknown };
  return candidate.name === "DriverAdapterError" && typeof candidate.cause === "object"
    ? (candidate.cause as AdapterCause | null)
    : null;
}

const isTransactionStartTimeout = (error: object) =>
  (error as { code?: unknown }).code === "P2028" &&
  error instanceof Error &&
  error.message.includes("Unable to start a transaction in the given time");

/** Whether, and how, `error` is a lost or unobtainable database connection. */
export function connectionFailure(error: unknown): ConnectionFailure | null {
  if (typeof error !== "object" || error === null) return null;
  if (isTransactionStartTimeout(error)) return "unreached";
  const cause = adapterCause(error);
  if (cause) {
    if (typeof cause.kind === "string" && KINDS[cause.kind]) return KINDS[cause.kind]!;
    return cause.kind === "postgres" && typeof cause.code === "string"
      ? failureOfCode(cause.code)
      : null;
  }
  const message = error instanceof Error ? error.message : "";
  return MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}
