import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import {
  CURSOR_INVALID,
  decodeCursor,
  encodeCursor,
  type Cursor,
  type KeysetMeta,
} from "@/lib/lists/cursor";

// The database side of the office's long lists: a page read by OFFSET or from a cursor
// (lib/lists/cursor.ts), and a count that stops counting past COUNT_CAP. Counting every matching
// row of a million on each page costs as much as reading them all, and so does counting ten
// thousand of a partial name (the trigram index hands over every match before the count stops):
// past a thousand the list says 'más de 1 000', which is what a person paging it needs to know.

/** Matches counted exactly up to this many; past it the total reads 'más de …'. */
export const COUNT_CAP = 1_000;

/** A sort key's SQL type, and which texts of it a cursor may carry (others would fail the CAST). */
export interface KeyType {
  sql: Prisma.Sql;
  accepts: (text: string) => boolean;
}

export const TEXT_KEY: KeyType = {
  sql: Prisma.sql`text`,
  accepts: (text) => !text.includes("\u0000"),
};

/** A timestamp as PostgreSQL writes it as text ('2026-11-01 14:03:07.125+00'), or 'infinity'. */
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export const TIMESTAMP_KEY: KeyType = {
  sql: Prisma.sql`timestamptz(3)`,
  accepts: (text) => {
    if (text === "infinity") return true;
    const match = TIMESTAMP_TEXT.exec(text);
    if (!match) return false;
    const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  },
};

/** The order of a list, as its sort index spells it: a key (or none) and the unique id last. */
export interface KeysetOrder {
  /** The sort key's SQL and type; none: by id alone. */
  key?: { sql: Prisma.Sql; type: KeyType };
  id: Prisma.Sql;
  desc: boolean;
}

/** `ORDER BY` of the list (or of its reverse, for the page before a cursor). */
function orderSql({ key, id, desc }: KeysetOrder, reverse = false): Prisma.Sql {
  const dir = desc !== reverse ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  return key ? Prisma.sql`${key.sql} ${dir}, ${id} ${dir}` : Prisma.sql`${id} ${dir}`;
}

/** The sort key of each row as text, for the cursors (NULL when the list is ordered by id alone). */
export const sortKeySql = ({ key }: KeysetOrder) =>
  key ? Prisma.sql`(${key.sql})::text` : Prisma.sql`NULL::text`;

/** The rows after (or before) the cursor's row in the list's order, as a row comparison the index answers. */
function seekSql(order: KeysetOrder, cursor: Cursor) {
  const op = cursor.after !== order.desc ? Prisma.sql`>` : Prisma.sql`<`;
  if (!order.key) return Prisma.sql`${order.id} ${op} ${cursor.id}`;
  // A cursor written for another order of the list, or by hand, is refused as the schema would.
  if (cursor.key === null || !order.key.type.accepts(cursor.key)) {
    throw new AppError("VALIDATION", CURSOR_INVALID);
  }
  return Prisma.sql`(${order.key.sql}, ${order.id}) ${op} (CAST(${cursor.key} AS ${order.key.type.sql}), ${cursor.id})`;
}

export interface KeysetRow {
  id: number;
  sort_key: string | null;
}

/** Reads at most `limit` rows after `offset` that also meet `seek`, in `order`. */
export type PageReader<Row> = (
  seek: Prisma.Sql,
  order: Prisma.Sql,
  limit: number,
  offset: number,
) => Promise<Row[]>;

/**
 * How many rows of the order's index a search walks for each row it wants, before it reads its
 * matches another way. Left to itself, PostgreSQL picks one plan for a whole search from an
 * estimate that assumes the matches spread evenly through the order; they cluster (every
 * 'Cifuentes' together in the name order, the cases a village filed in the same week together by
 * date), and a walk that meets none of them reads most of the table. A search matching one row in
 * 250 or more finds its page (21 rows: a walk of 5,250) or an export's batch within the walk, which
 * stops as soon as it has them; a sparser one has few enough matches to read them all and sort them.
 */
const ROWS_WALKED_PER_ROW = 250;

/** A list's rows, as `searchedReader` reads them. */
export interface ListSource {
  /** The table, and the alias its conditions and order use. */
  table: Prisma.Sql;
  alias: Prisma.Sql;
  /** The columns a row reads, its sort key as `sort_key` among them. */
  columns: Prisma.Sql;
  /** The list's filters other than its text search, and the search (null: none). */
  filters: Prisma.Sql;
  search: Prisma.Sql | null;
}

/**
 * The reader of a list's pages. With a search: the order's first rows past the cursor first
 * (`walkedPerRow` for each row asked), whose full page is the page (they are the order's first
 * rows); else every match, read by the search's own index, sorted.
 */
export function searchedReader<Row>(
  source: ListSource,
  walkedPerRow = ROWS_WALKED_PER_ROW,
): PageReader<Row> {
  const { table, alias, columns, filters, search } = source;
  return async (seek, orderBy, limit, offset) => {
    if (!search) {
      return db().$queryRaw<Row[]>`
        SELECT ${columns} FROM ${table} ${alias} WHERE ${filters} AND ${seek}
        ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
    }
    const walked = await db().$queryRaw<Row[]>`
      SELECT ${columns}
      FROM (SELECT * FROM ${table} ${alias} WHERE ${filters} AND ${seek}
            ORDER BY ${orderBy} LIMIT ${Math.ceil((offset + limit) * walkedPerRow)}) AS ${alias}
      WHERE ${search} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
    if (walked.length === limit) return walked;
    return db().$queryRaw<Row[]>`
      WITH ${alias} AS MATERIALIZED (SELECT * FROM ${table} ${alias} WHERE ${filters} AND ${search})
      SELECT ${columns} FROM ${alias} WHERE ${seek} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
  };
}

/**
 * One page of a list: from its cursor when the address has one, else by OFFSET from its number;
 * one row more than the page is read to know whether another page follows.
 */
export async function keysetPage<Row extends KeysetRow>(
  read: PageReader<Row>,
  order: KeysetOrder,
  { page, pageSize, cursor: text }: { page: number; pageSize: number; cursor?: string },
): Promise<{ rows: Row[] } & KeysetMeta> {
  const cursor = text ? decodeCursor(text) : null;
  let rows: Row[];
  let hasNext: boolean;
  let hasPrev: boolean;
  if (cursor && !cursor.after) {
    const before = await read(seekSql(order, cursor), orderSql(order, true), pageSize + 1, 0);
    hasPrev = before.length > pageSize && page > 1;
    rows = before.slice(0, pageSize).reverse();
    hasNext = true;
  } else {
    const seek = cursor ? seekSql(order, cursor) : Prisma.sql`TRUE`;
    const offset = cursor ? 0 : (page - 1) * pageSize;
    const ahead = await read(seek, orderSql(order), pageSize + 1, offset);
    hasNext = ahead.length > pageSize;
    rows = ahead.slice(0, pageSize);
    hasPrev = page > 1;
  }
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    page,
    next:
      hasNext && last ? encodeCursor({ after: true, key: last.sort_key, id: last.id }) : undefined,
    prev:
      hasPrev && first
        ? encodeCursor({ after: false, key: first.sort_key, id: first.id })
        : undefined,
  };
}

/** How many rows of `from` (a FROM and WHERE) there are, counted up to COUNT_CAP. */
export async function cappedCount(from: Prisma.Sql): Promise<{ total: number; capped: boolean }> {
  const [row] = await db().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${COUNT_CAP + 1}) AS counted`;
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}
