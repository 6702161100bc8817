import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { hashNewPassword } from "@/lib/auth/passwords";
import type { CitizenActor, SessionContext } from "@/lib/auth/sessions";
import { deliverSoon } from "@/lib/channels/deliver";
import type { PhoneChannel } from "@/lib/channels/phone";
import { consumePhoneCode, issuePhoneCode } from "@/lib/channels/phone-codes";
import { signedInAfter } from "@/lib/citizens/sign-in-service";
import { CLAIM_MESSAGES } from "@/lib/citizens/claim-schema";
import { LOGIN_MESSAGES } from "@/lib/citizens/messages";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { afterResponse } from "@/lib/http/after-response";
import { rateLimitAddress } from "@/lib/security/rate-limit";

// A person the office registered at its desk has an account without a password
// (lib/citizens/desk-registration.ts). They claim it from the portal: a code goes to the number or
// the e-mail the office took down (the phone-code machinery, with its limits), and the code with
// a password of their choosing opens the account, whose gestiones are already there.

const PER_ADDRESS = { limit: 10, windowMs: 60 * 60_000, message: LOGIN_MESSAGES.tooMany };

/** A live account with no password yet, found by its number or its address. */
const unclaimed = (contacto: string) =>
  db().citizen.findFirst({
    where: {
      ...(contacto.includes("@")
        ? { correo: { equals: contacto, mode: "insensitive" as const } }
        : { movil: contacto }),
      password_hash: null,
      activo: true,
      deleted_at: null,
    },
    select: { id: true },
  });

/**
 * POST /api/auth-user/claim: sends the code when `contacto` is an unclaimed account's. The answer
 * is the same, and takes the same time, whether or not it is; limited per client address.
 */
export async function requestAccountClaim(
  input: { contacto: string; canal: PhoneChannel },
  context: { ip?: string | null } = {},
): Promise<{ message: string }> {
  const ip = context.ip ?? null;
  await rateLimitAddress("citizen-claim", ip, PER_ADDRESS);
  const account = await unclaimed(input.contacto);
  if (account) {
    await afterResponse("account claim code", async () => {
      await db().$transaction((tx) =>
        issuePhoneCode(tx, {
          telefono: input.contacto,
          channel: input.contacto.includes("@") ? "email" : input.canal,
          purpose: "confirm",
          citizenId: account.id,
          ip,
        }),
      );
      deliverSoon();
    });
  }
  return { message: CLAIM_MESSAGES.sent };
}

/**
 * POST /api/auth-user/claim/verify: the code sets the account's first password; the contact it
 * went to is proven (the e-mail confirmed; the number's channel the one the code went by, as at
 * registration).
 * Opens a 7-day session.
 */
export async function claimAccount(
  input: { contacto: string; codigo: string; password: string },
  context: SessionContext = {},
): Promise<CitizenActor> {
  const passwordHash = await hashNewPassword(input.password, "password");
  const code = await consumePhoneCode({
    telefono: input.contacto,
    purpose: "confirm",
    codigo: input.codigo,
  });
  const citizenId = code.citizen_id;
  const claimed = await db().$transaction(async (tx) => {
    if (citizenId === null) return false;
    const proven =
      code.channel === "email"
        ? { correo_confirmado_at: new Date() }
        : { canal_preferido: code.channel };
    const updated = await tx.citizen.updateMany({
      where: { id: citizenId, password_hash: null, activo: true, deleted_at: null },
      data: { password_hash: passwordHash, ...proven },
    });
    if (updated.count === 0) return false;
    await writeAudit(
      {
        actor: null,
        action: "citizen.claim",
        entity: "citizen",
        entityId: citizenId,
        details: { via: code.channel },
        ip: context.ip,
      },
      tx,
    );
    return true;
  });
  if (!claimed || citizenId === null) throw AppError.field("codigo", CLAIM_MESSAGES.expired);
  return signedInAfter(citizenId, "reclamo", context);
}
