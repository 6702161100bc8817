import type { ResultCode } from "@/lib/errors/app-error";
// Texts the citizen screens show for server answers (product.md §C.8). Safe to import from client code.

export const LOGIN_MESSAGES = {
  badRequest: "Revisa los datos ingresados.",
  unauthorized: "Usuario o contraseña incorrectos.",
  forbidden: "Tu cuenta no tiene permisos para ingresar.",
  tooMany: "Demasiados intentos. Intenta nuevamente en unos minutos.",
  server: "Tenemos un problema en el servidor. Inténtalo más tarde.",
  network: "No pudimos iniciar sesión. Verifica tu conexión e inténtalo de nuevo.",
  success: "¡Sesión iniciada!",
} as const;

export const REGISTER_MESSAGES = {
  summary: "Revisa los campos marcados.",
  failure: "No se pudo crear la cuenta.",
  success: "¡Cuenta creada!",
} as const;

export const RECOVERY_MESSAGES = {
  forgotSent: "Si el correo existe, te enviamos un enlace para restablecer la contraseña.",
  forgotFailed: "No se pudo enviar el enlace. Intenta de nuevo.",
  resetFailed: "No se pudo actualizar la contraseña.",
  resetDone: "¡Contraseña actualizada! Ya puedes iniciar sesión.",
  phoneSent:
    "Si el número está registrado, te enviamos un código de 6 dígitos por WhatsApp o SMS. Vence en 10 minutos.",
  phoneFailed: "No se pudo enviar el código. Intenta de nuevo.",
} as const;

export const PROFILE_MESSAGES = {
  saved: "Perfil actualizado correctamente.",
  emailMissing: "Por favor, ingresa tu correo electrónico.",
  failed: "No se pudo guardar tu perfil.",
  deleteConfirm: "¿Seguro que deseas eliminar tu cuenta? Esta acción no se puede deshacer.",
  deleteFailed: "No se pudo eliminar la cuenta.",
  exportFailed: "No se pudieron descargar tus datos. Intenta de nuevo.",
} as const;

/** A new e-mail waits for its confirmation link (lib/citizens/email-change.ts). */
export const EMAIL_CHANGE_MESSAGES = {
  pending: (correo: string) =>
    `Te enviamos un enlace a ${correo} para confirmar tu nuevo correo. Hasta que lo abras, tu cuenta sigue usando el correo actual.`,
  confirmed: (correo: string) => `Tu correo fue actualizado. Ahora tu cuenta usa ${correo}.`,
  verified: (correo: string) => `Tu correo ${correo} quedó confirmado.`,
  unconfirmed:
    "Tu correo aún no está confirmado. Confírmalo para que la oficina pueda agregar a tu cuenta las gestiones que abra con los mensajes que le envíes desde él.",
  confirmationSent: (correo: string) =>
    `Te enviamos un enlace a ${correo}. Ábrelo para confirmar tu correo; vence en 24 horas.`,
  alreadyConfirmed: "Tu correo ya está confirmado.",
  noEmail: "Tu cuenta no tiene un correo que confirmar.",
  sendFailed: "No se pudo enviar el enlace. Intenta de nuevo.",
  invalid:
    "El enlace para confirmar el correo no es válido o ya expiró. Solicita el cambio de nuevo desde tu perfil.",
  taken:
    "Ese correo ya está registrado en otra cuenta. Solicita el cambio con otro correo desde tu perfil.",
  failed: "No se pudo confirmar el correo. Intenta de nuevo.",
} as const;

export const SESSION_EXPIRED_MESSAGE = "Tu sesión expiró. Inicia sesión nuevamente.";
export const ACCOUNT_DELETED_MESSAGE =
  "Tu cuenta fue eliminada. Gracias por haber usado el portal.";

const FIELD_NAMES: Record<string, string> = {
  identifier: "correo o DPI",
  password: "contraseña",
  correo: "correo",
  dpi: "DPI",
};

/** A server message with the API's field names replaced by the words the screen uses. */
export function translateFieldNames(message: string): string {
  return message.replace(
    /\b(identifier|password|correo|dpi)\b/g,
    (name) => FIELD_NAMES[name] ?? name,
  );
}

/** A failed login answer, or "network" when no answer arrived, as the text to show (product.md §C.8). */
export function loginFailureMessage(
  failure: { code: ResultCode; message?: string } | "network",
): string {
  if (failure === "network" || failure.code === "NETWORK") return LOGIN_MESSAGES.network;
  const { code, message } = failure;
  if (code === "BAD_REQUEST" || code === "VALIDATION") return LOGIN_MESSAGES.badRequest;
  if (code === "UNAUTHENTICATED") return LOGIN_MESSAGES.unauthorized;
  if (code === "FORBIDDEN") return LOGIN_MESSAGES.forbidden;
  if (code === "RATE_LIMITED") return LOGIN_MESSAGES.tooMany;
  if (code === "INTERNAL") return LOGIN_MESSAGES.server;
  return message ? translateFieldNames(message) : LOGIN_MESSAGES.network;
}

/**
 * Field errors of a server answer, whichever shape they come in: an array of
 * `{ field | param | path, msg | message }` or a map of field → message(s). First message per field.
 */
export function fieldErrorMap(errors: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  const add = (field: unknown, message: unknown) => {
    const name = Array.isArray(field) ? field.join(".") : field;
    const text = Array.isArray(message) ? message[0] : message;
    if (typeof name === "string" && name && typeof text === "string" && !(name in map))
      map[name] = text;
  };
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (item && typeof item === "object") {
        const entry = item as Record<string, unknown>;
        add(entry.field ?? entry.param ?? entry.path, entry.msg ?? entry.message);
      }
    }
  } else if (errors && typeof errors === "object") {
    for (const [field, message] of Object.entries(errors)) add(field, message);
  }
  return map;
}

/** Whether a rejected server call failed for lack of a connection (fetch rejects with a TypeError). */
export const isNetworkError = (error: unknown) => error instanceof TypeError;
