// What the fuzz suite (fuzz.test.ts) sends: random and adversarial values for bodies, queries and
// path segments, aimed at the fields the target's own zod schemas name.
import { fc } from "@fast-check/vitest";
import type { z } from "zod";

/** Strings an attacker tries: control and invisible characters, other scripts, huge, tricky. */
const nastyString = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "😀👍🏽🇬🇹",
    "مرحبا بالعالم",
    "\u202eabc\u202c",
    "\u200b\u200d\ufeff",
    "null",
    "undefined",
    "NaN",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "prototype",
    "../../etc/passwd",
    "%00",
    "%E0%A4%A",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "javascript:alert(1)",
    "9007199254740993",
    "-1",
    "0",
    "1e309",
    "0x1F",
    "1.5",
    "0000-00-00",
    "2026-02-30",
    "9999-12-31T23:59:59Z",
    "+275760-09-13T00:00:00.000Z",
    "-271821-04-20",
    "2026-01-10 25:61",
    "ciudadano@demo.gt",
    "admin@demo.gt",
    "1234567890101",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.integer({ min: 1, max: 20_000 }).map((length) => "ñ".repeat(length)),
);

/** Numbers past what a column or JavaScript holds exactly, and the ordinary ones. */
const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1.5,
    2010,
    2030,
    100_000,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, nested a few levels, or nested far past the readers' depth cap. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  {
    weight: 2,
    arbitrary: fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        leaf,
        fc.array(tie("value"), { maxLength: 4 }),
        fc.dictionary(nastyString, tie("value"), { maxKeys: 4 }),
      ),
    })).value,
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 30, max: 3_000 })
      .map((depth) => Array.from({ length: depth }).reduce((inner) => [inner], [] as unknown)),
  },
);

/** The field names a zod schema reads (objects, pipes, unions and wrappers looked through). */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = (key: string) => fieldsOf(def[key] as z.ZodType | undefined);
  switch (def.type) {
    case "object":
      return Object.keys(def.shape as object);
    case "pipe":
      return [...new Set([...inner("in"), ...inner("out")])];
    case "union":
    case "intersection":
      return [
        ...new Set(
          [...((def.options as z.ZodType[]) ?? []), def.left, def.right]
            .filter(Boolean)
            .flatMap((option) => fieldsOf(option as z.ZodType)),
        ),
      ];
    default:
      return "innerType" in def ? inner("innerType") : [];
  }
}

const SPECIAL_KEYS = ["__proto__", "constructor", "prototype", "id", "page", "pageSize", "q"];

/** An object whose keys are mostly the fields the target reads, with nasty values. */
function aimedObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const key = fields.length
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...fields) },
        fc.constantFrom(...SPECIAL_KEYS),
      )
    : fc.oneof(fc.constantFrom(...SPECIAL_KEYS), nastyString);
  return fc
    .array(fc.tuple(key, jsonValue), { maxLength: Math.max(3, fields.length + 2) })
    .map((entries) => {
      // Own properties even for "__proto__", as JSON.parse makes them.
      const object: Record<string, unknown> = {};
      for (const [name, value] of entries) {
        Object.defineProperty(object, name, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return object;
    });
}

/** A request body as raw text or bytes: aimed JSON, any JSON, or something that is not JSON. */
export function bodyFor(fields: string[]): fc.Arbitrary<BodyInit | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: aimedObject(fields).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? "null") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "",
        "{",
        "{nope",
        '{"a":1e999}',
        '{"a":123456789012345678901234567890}',
        "[".repeat(5_000),
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A multipart form: aimed text fields, and files whose bytes may or may not be what they claim. */
export function formFor(fields: string[]): fc.Arbitrary<FormData> {
  const names = [...fields, "file", "files", "files[]", "titulo", "file:stored", "imagen"];
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    fc.constant(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])),
  );
  const part = fc.oneof(
    fc.tuple(fc.constantFrom(...names), nastyString),
    fc.tuple(fc.constantFrom(...names), bytes, nastyString),
  );
  return fc.array(part, { maxLength: 5 }).map((parts) => {
    const form = new FormData();
    for (const [name, value, fileName] of parts) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, new Blob([value]), fileName || "archivo");
    }
    return form;
  });
}

/** A query string: the target's own keys (and a few others) with nasty values. */
export function queryFor(fields: string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...fields, "page", "pageSize", "q", "__proto__");
  return fc.array(fc.tuple(key, nastyString), { maxLength: 4 }).map((pairs) => {
    const search = new URLSearchParams();
    for (const [name, value] of pairs) search.append(name, value.slice(0, 2_000));
    const text = search.toString();
    return text ? `?${text}` : "";
  });
}

/** A value for a dynamic segment: one of `real` (rows that exist), or anything else. */
export function segmentFor(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(real.length ? [{ weight: 4, arbitrary: fc.constantFrom(...real) }] : []),
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 40 }).map(String) },
    { weight: 3, arbitrary: nastyString.map((value) => value.slice(0, 1_000)) },
  );
}

/** The input of a server action: aimed at its schema's fields, or any value at all. */
export function actionInputFor(fields: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: aimedObject(fields) },
    { weight: 2, arbitrary: jsonValue },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        undefined,
        new Date(Number.NaN),
        new Date(8.64e15),
        10n ** 30n,
        new Map([["id", 1]]),
        new Set([1]),
        new FormData(),
      ),
    },
  );
}
