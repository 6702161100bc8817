import { z } from "zod";
import { AppError, type FieldError } from "@/lib/errors/app-error";

// Zod's own messages, for the checks a schema gives no words of its own (a number where text was
// expected, an object that is null), in Spanish like every other answer.
z.config(z.locales.es());

function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "_", msg: issue.message }));
}

/** Parses with a zod schema; a failure is a VALIDATION AppError whose message is the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new AppError("VALIDATION", errors[0]?.msg, errors);
}

/** Objects and arrays inside each other that an input may hold: the deepest real one has 3. */
export const MAX_INPUT_DEPTH = 32;

export const INPUT_MESSAGES = {
  forbiddenCharacters: "Los datos enviados contienen caracteres no permitidos.",
  tooDeep: "Los datos enviados tienen demasiados niveles anidados.",
} as const;

/**
 * Refuses (400) an input no schema should see: a NUL character in any key or string (PostgreSQL
 * text cannot hold one), or more than MAX_INPUT_DEPTH levels of nesting (serializing it would
 * overflow the stack). It walks without recursion and visits each object once, so any input,
 * however deep or cyclic, is inspected safely.
 */
export function refuseUnusableInput(value: unknown): void {
  const seen = new Set<object>();
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === "string" && item.includes("\u0000")) {
      throw new AppError("BAD_REQUEST", INPUT_MESSAGES.forbiddenCharacters);
    }
    if (!item || typeof item !== "object" || seen.has(item)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw new AppError("BAD_REQUEST", INPUT_MESSAGES.tooDeep);
    seen.add(item);
    for (const [key, nested] of Object.entries(item))
      pending.push([key, depth], [nested, depth + 1]);
  }
}
