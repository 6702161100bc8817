import "server-only";
import { calendarDateString, calendarRange } from "@/lib/validation/dates";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { listSelect, toListItem } from "@/lib/news/mappers";
import { publishedNewsWhere } from "@/lib/news/published";
import { NEWS_YEARS, type NewsListFilters, type NewsPage } from "@/lib/news/schema";

// Full-text conditions use the exact expression of the GIN index `news_search_idx`
// (prisma/migrations/*_spanish_full_text), so PostgreSQL answers them from the index.
const matchesQuery = (q: string) =>
  Prisma.sql`spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), contenido_html) @@ spanish_query(${q})`;

/** Ids of non-deleted news whose text matches `q`. */
async function matchingNewsIds(q: string): Promise<number[]> {
  const rows = await db().$queryRaw<
    { id: number }[]
  >`SELECT id FROM news WHERE ${matchesQuery(q)} AND deleted_at IS NULL`;
  return rows.map((row) => row.id);
}

function contentDateWhere(anio?: number, mes?: number): Prisma.NewsWhereInput | null {
  if (anio) return { fecha_contenido: calendarRange(anio, mes) };
  if (!mes) return null;
  const years = Array.from(
    { length: NEWS_YEARS.max - NEWS_YEARS.min + 1 },
    (_, i) => NEWS_YEARS.min + i,
  );
  return { OR: years.map((year) => ({ fecha_contenido: calendarRange(year, mes) })) };
}

async function rowsByIds(ids: number[], forPublic: boolean) {
  const rows = await db().news.findMany({ where: { id: { in: ids } }, select: listSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row, forPublic)] : [];
  });
}

/**
 * The administration search: one query filters through the full-text index, sorts, pages and
 * counts (instead of passing thousands of matching ids back to the database). What is not
 * published yet comes first, as in the office's list without a search.
 */
async function searchAllStates(filters: NewsListFilters & { q: string }): Promise<NewsPage> {
  const { q, estado, anio, mes, orden, page, pageSize } = filters;
  const conditions = [Prisma.sql`deleted_at IS NULL`];
  if (estado) conditions.push(Prisma.sql`estado = ${estado}::"NewsStatus"`);
  if (anio) {
    const { gte, lt } = calendarRange(anio, mes);
    conditions.push(
      Prisma.sql`fecha_contenido >= ${calendarDateString(gte)}::date AND fecha_contenido < ${calendarDateString(lt)}::date`,
    );
  } else if (mes) {
    conditions.push(Prisma.sql`extract(month FROM fecha_contenido) = ${mes}`);
  }
  const where = Prisma.join(conditions, " AND ");
  const order =
    orden === "contenido"
      ? Prisma.sql`fecha_contenido DESC, id DESC`
      : Prisma.sql`fecha_publicacion DESC NULLS FIRST, id DESC`;
  // The matches are found first through the index (materialized), so that a narrow date filter
  // never makes PostgreSQL compute the text vector of every row in that range instead.
  const matches = Prisma.sql`WITH matches AS MATERIALIZED (SELECT id FROM news WHERE ${matchesQuery(q)})`;
  const rows = await db().$queryRaw<{ id: number; total: bigint }[]>`
    ${matches} SELECT id, count(*) OVER () AS total FROM news WHERE id IN (SELECT id FROM matches) AND ${where}
    ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await db().$queryRaw<
            { total: bigint }[]
          >`${matches} SELECT count(*) AS total FROM news WHERE id IN (SELECT id FROM matches) AND ${where}`
        )[0]?.total ?? 0,
      );
  return {
    items: await rowsByIds(
      rows.map((row) => row.id),
      false,
    ),
    total,
    page,
    pageSize,
  };
}

/**
 * One page of news. `scope` "all" (administrators): every state but deleted, filterable by
 * estado. A date: only what is published at that instant (the rule of `publishedNewsWhere`);
 * estado is ignored.
 */
export async function listNews(
  filters: NewsListFilters,
  scope: "all" | { publishedAt: Date },
): Promise<NewsPage> {
  const forPublic = scope !== "all";
  if (!forPublic && filters.q) return searchAllStates({ ...filters, q: filters.q });
  const where: Prisma.NewsWhereInput[] = [
    forPublic ? publishedNewsWhere(scope.publishedAt) : { deleted_at: null },
  ];
  if (!forPublic && filters.estado) where.push({ estado: filters.estado });
  const dates = contentDateWhere(filters.anio, filters.mes);
  if (dates) where.push(dates);
  if (filters.q) where.push({ id: { in: await matchingNewsIds(filters.q) } });
  const orderBy: Prisma.NewsOrderByWithRelationInput[] =
    filters.orden === "contenido"
      ? [{ fecha_contenido: "desc" }, { id: "desc" }]
      : // The office's list starts with what is not published yet, the newest first: a news
        // item just created is at the top. The public list holds only published ones.
        [
          { fecha_publicacion: { sort: "desc", nulls: forPublic ? "last" : "first" } },
          { id: "desc" },
        ];
  const { page, pageSize } = filters;
  const [rows, total] = await Promise.all([
    db().news.findMany({
      where: { AND: where },
      orderBy,
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: listSelect,
    }),
    db().news.count({ where: { AND: where } }),
  ]);
  return { items: rows.map((row) => toListItem(row, forPublic)), total, page, pageSize };
}
