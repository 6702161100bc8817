// Helpers of the tests of contact messages made gestiones without an account: a message as the
// public form stores it, and the claim link read from the e-mail its sender receives.
import { randomInt, randomUUID } from "node:crypto";
import type { AdminActor } from "@/lib/auth/sessions";
import { convertContactMessage } from "@/lib/contact/convert-service";
import { db } from "@/lib/db";
import { createCatalog } from "./gestiones-fixtures";
import { createAdmin, signIn } from "./helpers";
import { sentMatch } from "./sent-mail";

/** An administrator who may convert messages (AdminNivel2), and a procedure to convert them into. */
export async function officeWithProcedure() {
  const catalog = await createCatalog(5);
  const { actor } = await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id });
  return { office: actor as AdminActor, catalog };
}

export const freshEmail = (prefix = "remitente") =>
  `${prefix}-${randomUUID().slice(0, 8)}@correo.gt`;

/** A contact message from `email`, with `dpi` when given, about something private. */
export async function contactMessage(email: string, dpi: string | null = null) {
  return db().contactMessage.create({
    data: {
      primer_nombre: "Rosa",
      primer_apellido: "Ixcot",
      email,
      dpi,
      tema: "Denuncia",
      mensaje: `Mi vecino me amenaza; les cuento lo que pasó. ${randomUUID()}`,
      referencia: `CON-2099-${String(randomInt(0, 1_000_000)).padStart(6, "0")}`,
    },
  });
}

/** The token of the latest claim link e-mailed to `email`, as its reader would find it. */
export async function claimToken(email: string): Promise<string> {
  const [, token] = await sentMatch(email, /\/portal\/reclamar\?token=([\w-]+)/);
  return token!;
}

/** A gestión the office made without an account of a message from a fresh address, and its link. */
export async function unclaimedGestion(
  office: AdminActor,
  templateId: number,
  dpi: string | null = null,
) {
  const email = freshEmail();
  const message = await contactMessage(email, dpi);
  const { gestion } = await convertContactMessage(office, message.id, { template_id: templateId });
  return { email, message, gestion, token: await claimToken(email) };
}
