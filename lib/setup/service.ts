import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { rateLimit } from "@/lib/security/rate-limit";
import { storeIdentity } from "@/lib/site/identity-service";
import { DEFAULT_BRAND_COLOR } from "@/lib/site/identity-schema";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import { SETUP_MESSAGES, type SetupData } from "@/lib/setup/schema";
import { isSetupToken } from "@/lib/setup/token";

/** Guessing the token from one address: a handful of tries an hour. */
const TRIES = { limit: 10, windowMs: 60 * 60_000 };

/** Whether the platform still waits for its first administrator. */
export async function needsSetup(): Promise<boolean> {
  return (await db().admin.count()) === 0;
}

/**
 * Creates the first administrator (AdminNivel1) and the office's identity, once: after that the
 * answer is a 409 for ever. The token proves control of the server; every try is throttled per
 * address and a wrong one is audited.
 */
export async function completeSetup(
  input: SetupData,
  ip: string | null,
): Promise<{ adminId: number }> {
  if (!(await needsSetup())) throw new AppError("CONFLICT", SETUP_MESSAGES.alreadyDone);
  await rateLimit("setup", ip ?? "desconocida", { ...TRIES, message: SETUP_MESSAGES.tooManyTries });
  if (!isSetupToken(input.token)) {
    await writeAudit({ actor: null, action: "setup.token_refused", ip });
    throw new AppError("FORBIDDEN", SETUP_MESSAGES.wrongToken);
  }
  const passwordHash = await hashPassword(input.admin.password);
  const adminId = await commitChange(
    TAGS.site,
    async (tx) => {
      // Two first runs at once: the second waits here, then finds the first one's administrator.
      await tx.$executeRaw`select pg_advisory_xact_lock(hashtext('setup'))`;
      if ((await tx.admin.count()) > 0) throw new AppError("CONFLICT", SETUP_MESSAGES.alreadyDone);
      const admin = await tx.admin.create({
        data: {
          nombre1: input.admin.nombre1,
          apellido1: input.admin.apellido1,
          email: input.admin.email,
          password_hash: passwordHash,
          rol: "AdminNivel1",
          estado: true,
        },
        select: { id: true },
      });
      await storeIdentity(tx, {
        ...input.identidad,
        partido: null,
        descripcion: null,
        color: DEFAULT_BRAND_COLOR,
      });
      return admin.id;
    },
    (id) => ({
      actor: "system",
      action: "setup.complete",
      entity: "admin",
      entityId: id,
      details: { email: input.admin.email },
      ip,
    }),
  );
  return { adminId };
}
