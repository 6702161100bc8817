import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A form resolver whose schema checks the raw field values (strings as typed): the form sends its
 * own payload built from them, which the server parses again.
 */
export function rawResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  return zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<V>;
}
