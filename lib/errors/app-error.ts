export type ErrorCode =
  | "VALIDATION"
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "REQUEST_TIMEOUT"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

export interface FieldError {
  field: string;
  msg: string;
}

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  VALIDATION: "Revisa los datos ingresados.",
  BAD_REQUEST: "La solicitud no es válida.",
  UNAUTHENTICATED: "No autorizado. Por favor, inicia sesión.",
  FORBIDDEN: "No tienes permisos para acceder a esta sección.",
  NOT_FOUND: "No encontrado.",
  REQUEST_TIMEOUT:
    "La conexión se detuvo mientras se enviaba la solicitud. Revisa tu conexión e inténtalo de nuevo.",
  CONFLICT: "El recurso ya existe.",
  PAYLOAD_TOO_LARGE: "El archivo excede el tamaño permitido.",
  UNSUPPORTED_MEDIA: "Tipo de archivo no permitido.",
  RATE_LIMITED: "Demasiados intentos. Por favor, intenta de nuevo más tarde.",
  UNAVAILABLE: "El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.",
};

/** Seconds a client should wait before repeating a call answered 503 (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

export const INTERNAL_ERROR_MESSAGE = "Ocurrió un error inesperado. Intenta de nuevo más tarde.";

/** An expected failure of a service, with a message fit to show to the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldError[];

  constructor(code: ErrorCode, message?: string, errors?: FieldError[]) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.name = "AppError";
    this.code = code;
    if (errors?.length) this.errors = errors;
  }

  get status(): number {
    return STATUS[this.code];
  }

  static field(field: string, msg: string, code: ErrorCode = "VALIDATION"): AppError {
    return new AppError(code, msg, [{ field, msg }]);
  }
}

/** The row, or a 404 with the given message. */
export function found<T>(row: T | null | undefined, message: string): T {
  if (!row) throw new AppError("NOT_FOUND", message);
  return row;
}

/**
 * What went wrong, for clients to switch on: an AppError's code, INTERNAL for anything unexpected,
 * and — made by the browser, never sent — NETWORK when no answer came back.
 */
export type ResultCode = ErrorCode | "INTERNAL" | "NETWORK";

/** The kinds of failure caused by what the user sent (worth showing the server's own words). */
export const INPUT_PROBLEMS: readonly ResultCode[] = [
  "VALIDATION",
  "BAD_REQUEST",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA",
];

export interface ErrorBody {
  code: ResultCode;
  message: string;
  errors?: FieldError[];
}
