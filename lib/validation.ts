import { z } from "zod";
import { AppError, type FieldError } from "@/lib/errors";

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "_", msg: issue.message }));
}

/** Parses with a zod schema; a failure is a VALIDATION AppError whose message is the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new AppError("VALIDATION", errors[0]?.msg, errors);
}

/** PostgreSQL text cannot hold NUL bytes; reject them (in any string, key or nested value) before a query. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, nested]) => containsNul(key) || containsNul(nested));
  }
  return false;
}
