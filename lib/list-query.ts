import type { z } from "zod";

// The one way an admin list keeps its state: filters, sort and page live in the address, parsed by
// the module's zod query schema on the server and written back by `hrefFor`.

export type ListValue = string | number | boolean | null | undefined;
export type ListValues = { [key: string]: ListValue };

/** Where a list lives and the values its query schema gives to an empty query (left out of links). */
export interface ListAddress {
  path: string;
  defaults: ListValues;
}

export function listAddress(path: string, schema: z.ZodType<ListValues>): ListAddress {
  return { path, defaults: schema.parse({}) };
}

/** The list's query read from `searchParams`; a bad query shows the unfiltered list and why. */
export function parseListQuery<Query extends ListValues>(
  schema: z.ZodType<Query>,
  searchParams: Record<string, string | string[] | undefined>,
): { query: Query; error?: string } {
  const parsed = schema.safeParse(searchParams);
  if (parsed.success) return { query: parsed.data };
  return { query: schema.parse({}), error: parsed.error.issues[0]?.message };
}

const asParam = (value: ListValue): string =>
  value === true ? "1" : value === false ? "0" : value == null ? "" : String(value).trim();

/**
 * The list's address with some values changed. Any change but the page goes back to page 1; empty
 * values and the schema's defaults are left out, and the keys are sorted, so one list state has
 * one address.
 */
export function hrefFor(list: ListAddress, query: ListValues, change: ListValues = {}): string {
  const next: ListValues = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    const text = asParam(value);
    if (text !== "" && text !== asParam(list.defaults[key])) params.set(key, text);
  }
  params.sort();
  const search = params.toString();
  return search ? `${list.path}?${search}` : list.path;
}
