import { loginAdmin } from "@/lib/admins/sign-in-service";
import { confirmTotpEnrolment, startTotpEnrolment } from "@/lib/admins/two-factor-service";
import type { AdminActor } from "@/lib/auth/sessions";
import { base32Decode, totp, TOTP_STEP_SECONDS } from "@/lib/auth/totp";
import { db } from "@/lib/db";

/** Enables two-factor authentication of a signed-in administrator; answers its secret and recovery codes. */
export async function enrol(actor: AdminActor) {
  const { secret } = await startTotpEnrolment(actor);
  const recoveryCodes = await confirmTotpEnrolment(
    actor,
    totp(base32Decode(secret)!, Date.now()),
    null,
  );
  return { secret, recoveryCodes };
}

/** The code of the step after the current one: still accepted, and new after an enrolment used this one. */
export const nextCode = (secret: string) =>
  totp(base32Decode(secret)!, Date.now() + TOTP_STEP_SECONDS * 1000);

/** The challenge a right password answers (an account with two-factor authentication, or one that must enrol). */
export async function loginChallenge(email: string, password: string): Promise<string> {
  const login = await loginAdmin({ email, password }, { ip: "10.99.0.1" });
  if (login.step === "signed_in" || login.step === "link_sent")
    throw new Error("Se esperaba un segundo paso.");
  return login.challenge;
}

/** The challenge of an enrolment the office requires, asked for while the requirement is on for a moment. */
export async function enrolmentChallenge(email: string, password: string): Promise<string> {
  await db().securitySettings.upsert({
    where: { id: 1 },
    create: { id: 1, require_admin_totp: true },
    update: { require_admin_totp: true },
  });
  try {
    return await loginChallenge(email, password);
  } finally {
    await db().securitySettings.deleteMany();
  }
}
