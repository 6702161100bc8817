import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

function createClient(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  if (!DATABASE_URL) {
    throw new Error("DATABASE_URL no está configurada: use `npm run dev` o `npm start`, que la preparan.");
  }
  const adapter = new PrismaPg({
    connectionString: DATABASE_URL,
    max: DATABASE_POOL_MAX,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/** The Prisma client, created on first use; one per process (kept across dev hot reloads). */
export function db(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

export type { Prisma } from "@/lib/generated/prisma/client";
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
