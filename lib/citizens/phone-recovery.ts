import "server-only";
import { writeAudit } from "@/lib/audit/service";
import type { LoginContext } from "@/lib/auth/device-cookie";
import { hashNewPassword } from "@/lib/auth/passwords";
import { finishPasswordReset, requestResetLink } from "@/lib/auth/reset-tokens";
import { deliverSoon } from "@/lib/channels/deliver";
import type { PhoneChannel } from "@/lib/channels/phone";
import { CODE_MESSAGES, consumePhoneCode, issuePhoneCode } from "@/lib/channels/phone-codes";
import { LOGIN_MESSAGES, RECOVERY_MESSAGES } from "@/lib/citizens/messages";
import { RESET_SUBMIT, setLivePassword } from "@/lib/citizens/sign-in-service";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { rateLimitAddress } from "@/lib/security/rate-limit";

// Password recovery for a citizen whose way in is a phone: a six-digit code to the account's
// number (lib/channels/phone-codes.ts: 10 minutes, 5 tries, a few a day per number and per
// address) stands for the e-mailed link, within the same request limits (requestResetLink), and
// sets the password as the link does. An account the office registered at its desk has no password
// yet: this is how its owner claims it.

interface Reachable {
  id: number;
  canal_preferido: string | null;
  whatsapp_baja_at: Date | null;
  sms_baja_at: Date | null;
}

/** The channel of the code: the citizen's own when it is a phone one, else WhatsApp unless stopped. */
function codeChannel(citizen: Reachable): PhoneChannel {
  if (citizen.canal_preferido === "sms" && !citizen.sms_baja_at) return "sms";
  return citizen.whatsapp_baja_at && !citizen.sms_baja_at ? "sms" : "whatsapp";
}

async function sendResetCode(citizen: Reachable, telefono: string, ip: string | null) {
  await db().$transaction(async (tx) => {
    const channel = codeChannel(citizen);
    await issuePhoneCode(tx, {
      telefono,
      channel,
      purpose: "password_reset",
      citizenId: citizen.id,
      ip,
    });
    await writeAudit(
      {
        actor: null,
        action: "citizen.password_reset_request",
        entity: "citizen",
        entityId: citizen.id,
        details: { via: channel },
        ip,
      },
      tx,
    );
  });
  deliverSoon();
}

/**
 * POST /api/auth-user/phone/forgot: sends a code to `telefono` (E.164) when it is a live account's
 * number. The answer is the same either way, and takes the same time.
 */
export async function requestPhonePasswordReset(
  telefono: string,
  context: LoginContext,
): Promise<{ message: string }> {
  const citizen = await db().citizen.findFirst({
    where: { movil: telefono, activo: true, deleted_at: null },
    select: {
      id: true,
      password_hash: true,
      canal_preferido: true,
      whatsapp_baja_at: true,
      sms_baja_at: true,
    },
  });
  await requestResetLink(citizen && { kind: "citizen", citizenId: citizen.id }, {
    kind: "citizen",
    email: telefono,
    context,
    passwordHash: citizen?.password_hash ?? null,
    tooMany: LOGIN_MESSAGES.tooMany,
    deliver: (_owner, ip) => sendResetCode(citizen!, telefono, ip),
  });
  return { message: RECOVERY_MESSAGES.phoneSent };
}

/**
 * POST /api/auth-user/phone/reset: the code sent to the number sets a new password; every session
 * and open link of the account stops working. A wrong code counts a try (400 on `codigo`).
 */
export async function resetPasswordByPhone(
  input: { telefono: string; codigo: string; new_password: string },
  ip: string | null,
): Promise<{ message: string }> {
  await rateLimitAddress("citizen-reset-submit", ip, RESET_SUBMIT);
  // The new password is checked before the code is spent: a weak one must not cost the code.
  const passwordHash = await hashNewPassword(input.new_password, "new_password");
  const code = await consumePhoneCode({ ...input, purpose: "password_reset" });
  await db().$transaction(async (tx) => {
    const id = code.citizen_id;
    if (id === null || !(await setLivePassword(id, passwordHash, tx))) {
      throw AppError.field("codigo", CODE_MESSAGES.expired);
    }
    await finishPasswordReset("citizen", id, ip, tx);
  });
  return { message: RECOVERY_MESSAGES.resetDone };
}
