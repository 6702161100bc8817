import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  Transaction,
} from "@prisma/driver-adapter-utils";
import { connectionFailure } from "@/lib/errors/connection-failure";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/**
 * How long a call keeps trying while the database cannot be reached (a restart, a failover, a
 * full pool) before its error is answered as a 503 (lib/errors/app-error.ts).
 */
const RECONNECT_MS = 3_000;
const FIRST_PAUSE_MS = 50;
const LONGEST_PAUSE_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` again, after a growing pause, while it fails for want of a connection and the
 * budget lasts: always when nothing reached the server; after a connection dropped under the
 * statement only when `repeatable` (a read, or the start of a transaction).
 */
async function reconnecting<T>(
  call: () => Promise<T>,
  repeatable: boolean,
  budgetMs: number,
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let wait = FIRST_PAUSE_MS; ; wait = Math.min(wait * 2, LONGEST_PAUSE_MS)) {
    try {
      return await call();
    } catch (error) {
      const failure = connectionFailure(error);
      const again = failure === "unreached" || (failure === "dropped" && repeatable);
      if (!again || Date.now() + wait > deadline) throw error;
      await pause(wait);
    }
  }
}

const isRead = (sql: string) => /^\s*select\b/i.test(sql);

/**
 * A transaction whose statements reach its connection one at a time. Prisma sends the independent
 * parts of one query side by side; on a transaction's single connection pg would queue them itself,
 * a use it deprecates (a warning now, an error from pg 9).
 */
function oneAtATime(transaction: Transaction): Transaction {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const result = queue.then(statement, statement);
    queue = result.catch(() => undefined);
    return result;
  };
  const savepoint = (call?: (name: string) => Promise<void>) =>
    call && ((name: string) => inTurn(() => call.call(transaction, name)));
  return {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
    queryRaw: (query) => inTurn(() => transaction.queryRaw(query)),
    executeRaw: (query) => inTurn(() => transaction.executeRaw(query)),
    commit: () => inTurn(() => transaction.commit()),
    rollback: () => inTurn(() => transaction.rollback()),
    createSavepoint: savepoint(transaction.createSavepoint),
    rollbackToSavepoint: savepoint(transaction.rollbackToSavepoint),
    releaseSavepoint: savepoint(transaction.releaseSavepoint),
  };
}

/**
 * The pg adapter with its statements outside transactions, and the start of transactions,
 * retried across a lost connection. Statements inside a transaction are not: the transaction
 * died with its connection, and the error reaches the caller.
 */
function withReconnects(
  factory: SqlDriverAdapterFactory,
  budgetMs: number,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect(): Promise<SqlDriverAdapter> {
      const adapter = await factory.connect();
      return {
        provider: adapter.provider,
        adapterName: adapter.adapterName,
        queryRaw: (query) =>
          reconnecting(() => adapter.queryRaw(query), isRead(query.sql), budgetMs),
        executeRaw: (query) => reconnecting(() => adapter.executeRaw(query), false, budgetMs),
        executeScript: (script) => adapter.executeScript(script),
        startTransaction: async (level) =>
          oneAtATime(await reconnecting(() => adapter.startTransaction(level), true, budgetMs)),
        getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
        dispose: () => adapter.dispose(),
      };
    },
  };
}

/**
 * A Prisma client on `url` with a pool of `poolMax` connections, whose calls wait up to
 * `reconnectMs` for a database that cannot be reached.
 */
export function prismaClient(
  url: string,
  { poolMax, reconnectMs = RECONNECT_MS }: { poolMax: number; reconnectMs?: number },
): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({
    adapter: withReconnects(adapter, reconnectMs),
    // A transaction waits to start as long as a read waits for the database, plus Prisma's usual
    // 2 s for a busy pool; past that, P2028 (a 503 too).
    transactionOptions: { maxWait: reconnectMs + 2_000 },
  });
}

function createClient(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  if (!DATABASE_URL) {
    throw new Error(
      "DATABASE_URL no está configurada: use `npm run dev` o `npm start`, que la preparan.",
    );
  }
  return prismaClient(DATABASE_URL, { poolMax: DATABASE_POOL_MAX });
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/** The Prisma client, created on first use; one per process (kept across dev hot reloads). */
export function db(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

export type { Prisma } from "@/lib/generated/prisma/client";
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * Whether an error is PostgreSQL refusing a duplicate value (a unique index) — of `column` when
 * one is named: the engine reports the columns in `meta.target`, the driver adapter the index's
 * name under `meta.driverAdapterError`, and both name the column.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002")
    return false;
  return !column || JSON.stringify(error.meta ?? {}).includes(column);
}
