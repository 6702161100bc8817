import "server-only";
import { hashNewPassword } from "@/lib/auth/passwords";
import type { CitizenActor, SessionContext } from "@/lib/auth/sessions";
import { deliverSoon } from "@/lib/channels/deliver";
import { toE164 } from "@/lib/channels/phone";
import { consumePhoneCode, issuePhoneCode } from "@/lib/channels/phone-codes";
import { withDuplicateCheck } from "@/lib/citizens/duplicates";
import { DPI_REGISTERED_MESSAGE, type RegisterData } from "@/lib/citizens/schema";
import { createCitizenAccount } from "@/lib/citizens/account-creation";
import { AppError } from "@/lib/errors/app-error";

// Registration with a mobile number and no e-mail: the account is created only once the code
// sent to the number comes back, so nobody can hold a number that is not theirs. Until then the
// form's fields (the password already hashed) wait in the code's row.

interface PendingRegistration {
  primer_nombre: string;
  segundo_nombre: string | null;
  tercer_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  dpi: string;
  telefono: string;
  departamento: string;
  municipio: string;
  password_hash: string;
}

const uniqueOf = (dpi: string, movil: string) => ({
  dpi,
  movil,
  dpiTaken: DPI_REGISTERED_MESSAGE,
});

/**
 * POST /api/auth-user/register without `correo`: checks the DPI and the number are free and sends
 * the six-digit code by WhatsApp (or SMS, as chosen). Answers what the caller must verify.
 */
export async function startPhoneRegistration(
  input: RegisterData & { telefono: string },
  context: { ip?: string | null } = {},
): Promise<{ verificar: "telefono" }> {
  const movil = toE164(input.telefono);
  if (!movil) throw AppError.field("telefono", "Ingresa un número de celular válido.");
  const pending: PendingRegistration = {
    primer_nombre: input.primer_nombre,
    segundo_nombre: input.segundo_nombre,
    tercer_nombre: input.tercer_nombre,
    primer_apellido: input.primer_apellido,
    segundo_apellido: input.segundo_apellido,
    dpi: input.dpi,
    telefono: input.telefono,
    departamento: input.departamento,
    municipio: input.municipio,
    password_hash: await hashNewPassword(input.password, "password"),
  };
  await withDuplicateCheck(uniqueOf(input.dpi, movil), undefined, (tx) =>
    issuePhoneCode(tx, {
      telefono: movil,
      channel: input.canal,
      purpose: "register",
      pendingData: { ...pending },
      ip: context.ip ?? null,
    }),
  );
  deliverSoon();
  return { verificar: "telefono" };
}

/**
 * POST /api/auth-user/phone/verify: the code of a pending registration creates the account, its
 * number proven and its channel the one the code went by, and opens a 7-day session.
 */
export async function verifyPhoneRegistration(
  input: { telefono: string; codigo: string },
  context: SessionContext = {},
): Promise<CitizenActor> {
  const code = await consumePhoneCode({ ...input, purpose: "register" });
  const pending = code.pending_data as unknown as PendingRegistration;
  return createCitizenAccount(
    {
      data: { ...pending, movil: code.telefono, canal_preferido: code.channel },
      unique: uniqueOf(pending.dpi, code.telefono),
      via: "telefono",
    },
    context,
  );
}
