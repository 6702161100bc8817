import { z } from "zod";

// The one way a list keeps its state, in the office, the portal and the public site: filters, sort
// and page live in the address, parsed by the module's zod query schema on the server and written
// back by `hrefFor`. An office or portal list refuses a bad query with its reason; a public list
// drops each wrong value on its own (`dropInvalid`) and redirects to the address of what is left,
// so a shared or old link never shows an error.

export type SearchParams = Record<string, string | string[] | undefined>;

type ListValue = string | number | boolean | null | undefined;
export type ListValues = { [key: string]: ListValue };

/** Where a list lives and the values its query schema gives to an empty query (left out of links). */
export interface ListAddress {
  path: string;
  defaults: ListValues;
}

export function listAddress(path: string, schema: z.ZodType<ListValues>): ListAddress {
  return { path, defaults: schema.parse({}) };
}

/** "10, 20, 50 o 100". */
const choiceList = (sizes: readonly number[]) =>
  sizes.length > 1 ? `${sizes.slice(0, -1).join(", ")} o ${sizes.at(-1)}` : String(sizes[0]);

/**
 * The list's query read from `searchParams`; a bad query shows the unfiltered list and why. The
 * schema is the API's, which takes any page size from 1 to 100; a screen passes the sizes it
 * offers (`pageSizes`), and another size in its address is a bad query there.
 */
export function parseListQuery<Query extends ListValues>(
  schema: z.ZodType<Query>,
  searchParams: SearchParams,
  pageSizes?: readonly number[],
): { query: Query; error?: string } {
  const parsed = schema.safeParse(searchParams);
  if (!parsed.success) return { query: schema.parse({}), error: parsed.error.issues[0]?.message };
  const size = parsed.data.pageSize;
  if (pageSizes && typeof size === "number" && !pageSizes.includes(size)) {
    return {
      query: schema.parse({}),
      error: `El tamaño de página debe ser ${choiceList(pageSizes)}.`,
    };
  }
  return { query: parsed.data };
}

const asParam = (value: ListValue): string =>
  value === true ? "1" : value === false ? "0" : value == null ? "" : String(value).trim();

/**
 * The list's address with some values changed. Any change but the page goes back to page 1, and a
 * page's cursor (lib/lists/cursor.ts) holds only for the link it was made for; empty values and
 * the schema's defaults are left out, and the keys are sorted, so one list state has one address.
 */
export function hrefFor(list: ListAddress, query: ListValues, change: ListValues = {}): string {
  const next: ListValues = { ...query, page: 1, cursor: undefined, ...change };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    const text = asParam(value);
    if (text !== "" && text !== asParam(list.defaults[key])) params.set(key, text);
  }
  params.sort();
  const search = params.toString();
  return search ? `${list.path}?${search}` : list.path;
}

/** The address exactly as received, to compare with its canonical form (`hrefFor`). */
export function receivedHref(path: string, searchParams: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(key, item);
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const firstValue = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.trim() || undefined : first;
};

/** A public list's field: its first value, trimmed; a wrong one reads as missing (or `fallback`). */
export function dropInvalid<T>(schema: z.ZodType<T>): z.ZodType<T | undefined>;
export function dropInvalid<T>(schema: z.ZodType<T>, fallback: T): z.ZodType<T>;
export function dropInvalid<T>(schema: z.ZodType<T>, fallback?: T): z.ZodType<T | undefined> {
  return z
    .preprocess(firstValue, fallback === undefined ? schema.optional() : schema)
    .catch(fallback);
}

/** A whole number written in digits only (no sign, exponent or decimals), from `min` to `max`. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** Searched words: control characters out, runs of spaces as one, 200 characters at most. */
const searchWords = z.string().transform(
  (text) =>
    text
      .replace(/\u0000/g, "")
      .replace(/\s+/g, " ")
      .slice(0, 200)
      .trim() || undefined,
);

/** A number filter of a public list, from `min` to `max`. */
export const publicNumberField = (min: number, max: number) => dropInvalid(wholeNumber(min, max));

/** The fields every public list has: its searched words, and its page (1 when missing or wrong). */
export const publicListFields = {
  q: dropInvalid(searchWords),
  page: dropInvalid(wholeNumber(1, 100_000), 1),
};
