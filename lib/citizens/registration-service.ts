import "server-only";
import { hashNewPassword } from "@/lib/auth/passwords";
import type { CitizenActor, SessionContext } from "@/lib/auth/sessions";
import { createCitizenAccount } from "@/lib/citizens/account-creation";
import { pendingConfirmation } from "@/lib/citizens/email-change";
import { welcomeEmail } from "@/lib/citizens/emails";
import { LOGIN_MESSAGES } from "@/lib/citizens/messages";
import { isDpiRegistered, isEmailRegistered } from "@/lib/citizens/queries";
import { DPI_REGISTERED_MESSAGE, type RegisterData } from "@/lib/citizens/schema";
import { startPhoneRegistration } from "@/lib/citizens/phone-registration";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { paceAddress, rateLimitAddress } from "@/lib/security/rate-limit";

// A citizen's own registration: the form's live hints and the account it creates.

const MINUTE = 60_000;
const LIMITS = {
  availability: {
    limit: 30,
    windowMs: MINUTE,
    message: "Demasiadas consultas. Intenta nuevamente en un minuto.",
  },
  // A registration day at the office or behind a carrier's shared address: 60 an hour go through
  // at once; then each waits a second more than the one before (10 s at most), and past 200 an
  // hour the address is refused: a script creating accounts crawls and then stops.
  register: {
    free: 60,
    stepMs: 1000,
    maxDelayMs: 10_000,
    limit: 200,
    windowMs: 60 * MINUTE,
    message: LOGIN_MESSAGES.tooMany,
  },
};

/** Live hint of the registration form; throttled per address because it tells whether a DPI is taken. */
export async function checkDpiAvailability(
  dpi: string,
  ip: string | null,
): Promise<{ exists: boolean }> {
  await rateLimitAddress("citizen-availability", ip, LIMITS.availability);
  return { exists: await isDpiRegistered(dpi) };
}

/** Live hint of the registration form; throttled per address because it tells whether an e-mail is taken. */
export async function checkEmailAvailability(
  correo: string,
  ip: string | null,
): Promise<{ exists: boolean }> {
  await rateLimitAddress("citizen-availability", ip, LIMITS.availability);
  return { exists: await isEmailRegistered(correo) };
}

/** A registration's outcome: the account and its session, or the code sent to the number. */
export type Registration = { actor: CitizenActor } | { verificar: "telefono" };

/**
 * POST /api/auth-user/register: with an e-mail, the account at once (registerCitizen); with only a
 * mobile number, the code that will create it (lib/citizens/phone-registration.ts).
 */
export async function register(
  input: RegisterData,
  context: SessionContext = {},
): Promise<Registration> {
  if (input.correo)
    return { actor: await registerCitizen({ ...input, correo: input.correo }, context) };
  if (!input.telefono)
    throw new Error("registerSchema lets no registration without a contact through");
  await paceAddress("citizen-register", context.ip, LIMITS.register);
  return startPhoneRegistration({ ...input, telefono: input.telefono }, context);
}

/**
 * Creates a citizen account (argon2id hash), e-mails the link that confirms its address through
 * the outbox (the address is used, unconfirmed, meanwhile) and opens a 7-day session. A DPI or
 * e-mail already in use is a field error on that field; a DPI's says how its owner gets it back.
 */
async function registerCitizen(
  input: RegisterData & { correo: string },
  context: SessionContext = {},
): Promise<CitizenActor> {
  await paceAddress("citizen-register", context.ip, LIMITS.register);
  const passwordHash = await hashNewPassword(input.password, "password");
  const confirmation = pendingConfirmation(input.correo);
  const actor = await createCitizenAccount(
    {
      data: {
        primer_nombre: input.primer_nombre,
        segundo_nombre: input.segundo_nombre,
        tercer_nombre: input.tercer_nombre,
        primer_apellido: input.primer_apellido,
        segundo_apellido: input.segundo_apellido,
        dpi: input.dpi,
        correo: input.correo,
        telefono: input.telefono,
        departamento: input.departamento,
        municipio: input.municipio,
        password_hash: passwordHash,
        ...confirmation.data,
      },
      unique: { dpi: input.dpi, correo: input.correo, dpiTaken: DPI_REGISTERED_MESSAGE },
      within: (tx) => enqueueEmail(welcomeEmail(input.correo, confirmation.token), tx),
    },
    context,
  );
  deliverPendingEmails().catch(() => {});
  return actor;
}
