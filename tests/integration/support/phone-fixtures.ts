// Helpers of the phone tests: numbers nobody else in the test database has, and the code a
// registration with a phone sent (read from its outbox row, sealed as it waits to be sent).
import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { requestAccountClaim } from "@/lib/citizens/account-claim";
import { requestPhonePasswordReset } from "@/lib/citizens/phone-recovery";
import { startPhoneRegistration, verifyPhoneRegistration } from "@/lib/citizens/phone-registration";
import { registerSchema } from "@/lib/citizens/schema";
import { db } from "@/lib/db";
import { openedSecret } from "@/lib/email/outbox";

import { sentMatch } from "./sent-mail";
import { citizenRegistration, randomIp } from "../../support/citizen-data";

/** A Guatemalan mobile number in E.164 (+502 5xxx xxxx). */
export const uniqueMobile = () => `+5025${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

/**
 * The code most recently sent to `telefono` with no provider configured: sealed in its outbox row
 * while it waits, then in the file it was written to (registration starts delivery at once).
 */
export async function codeSentTo(telefono: string): Promise<string> {
  const row = await db().emailOutbox.findFirstOrThrow({
    where: { to: telefono, subject: "Código de verificación" },
    orderBy: { id: "desc" },
  });
  const sealed = openedSecret(row);
  if (sealed) return sealed;
  const file = path.join(env().MESSAGES_DIR, row.channel, `${row.provider_id}.json`);
  for (;;) {
    const text = await readFile(file, "utf8").catch(() => null);
    if (text) return (JSON.parse(text) as { text: string }).text.match(/\d{6}/)![0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A registration with a phone waiting for its code: the number and the code sent to it. */
export async function pendingPhoneRegistration(overrides: Record<string, unknown> = {}) {
  const telefono = uniqueMobile();
  const input = registerSchema.parse(
    citizenRegistration({ correo: "", telefono: telefono.slice(4), ...overrides }),
  );
  await startPhoneRegistration({ ...input, telefono: input.telefono! }, { ip: randomIp() });
  return { telefono, codigo: await codeSentTo(telefono) };
}

/** A person the office registered at its desk (no password), with the claim code sent to them. */
export async function pendingClaim(contact: "movil" | "correo" = "movil") {
  const movil = uniqueMobile();
  const correo = `escritorio-${movil.slice(1)}@prueba.gt`;
  const citizen = await db().citizen.create({
    data: {
      primer_nombre: "Marta",
      primer_apellido: "Tzul",
      movil,
      telefono: movil.slice(4),
      correo: contact === "correo" ? correo : null,
    },
  });
  const contacto = contact === "movil" ? movil : correo;
  await requestAccountClaim({ contacto, canal: "sms" }, { ip: randomIp() });
  const codigo =
    contact === "movil" ? await codeSentTo(contacto) : (await sentMatch(contacto, /\d{6}/))[0];
  return { citizen, contacto, codigo };
}

/** A phone-only account that asked for a new password: its number and the code sent to it. */
export async function pendingPhoneReset() {
  const registration = await pendingPhoneRegistration();
  await verifyPhoneRegistration(registration);
  await requestPhonePasswordReset(registration.telefono, { ip: randomIp() });
  const telefono = registration.telefono;
  return { telefono, codigo: await codeSentTo(telefono) };
}
