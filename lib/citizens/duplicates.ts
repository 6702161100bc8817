import "server-only";
import { REGISTER_MESSAGES } from "@/lib/citizens/messages";
import { DPI_TAKEN_MESSAGE, EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from "@/lib/citizens/schema";
import { db, isUniqueViolation, type Tx } from "@/lib/db";
import { AppError, type FieldError } from "@/lib/errors/app-error";

// A DPI, an e-mail or a mobile number belongs to one citizen account: registration, the citizen's own profile and
// the office's edit all check it the same way.

export interface UniqueFields {
  dpi?: string | null;
  correo?: string;
  /** A mobile number in E.164; its error goes on the form's `telefono`. */
  movil?: string | null;
  /** The DPI's field error, when the screen says more than 'DPI ya registrado'. */
  dpiTaken?: string;
}

/** Field errors for a DPI and an e-mail that another account already holds. */
async function duplicateErrors(
  tx: Tx,
  fields: UniqueFields,
  exceptId?: number,
): Promise<FieldError[]> {
  const or = [
    ...(fields.dpi ? [{ dpi: fields.dpi }] : []),
    ...(fields.correo ? [{ correo: fields.correo }] : []),
    ...(fields.movil ? [{ movil: fields.movil }] : []),
  ];
  if (!or.length) return [];
  const others = await tx.citizen.findMany({
    where: { OR: or, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { dpi: true, correo: true, movil: true },
  });
  const errors: FieldError[] = [];
  if (fields.dpi && others.some((other) => other.dpi === fields.dpi))
    errors.push({ field: "dpi", msg: fields.dpiTaken ?? DPI_TAKEN_MESSAGE });
  if (fields.correo && others.some((other) => other.correo === fields.correo)) {
    errors.push({ field: "correo", msg: EMAIL_TAKEN_MESSAGE });
  }
  if (fields.movil && others.some((other) => other.movil === fields.movil)) {
    errors.push({ field: "telefono", msg: PHONE_TAKEN_MESSAGE });
  }
  return errors;
}

function conflict(errors: FieldError[]): AppError {
  return new AppError("CONFLICT", REGISTER_MESSAGES.summary, errors);
}

/** Runs `work`; a concurrent insert that still hits a unique index becomes the same field errors. */
export async function withDuplicateCheck<T>(
  fields: UniqueFields,
  exceptId: number | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db().$transaction(async (tx) => {
      const errors = await duplicateErrors(tx, fields, exceptId);
      if (errors.length) throw conflict(errors);
      return work(tx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const errors = await duplicateErrors(db(), fields, exceptId);
    throw conflict(errors.length ? errors : [{ field: "correo", msg: EMAIL_TAKEN_MESSAGE }]);
  }
}
