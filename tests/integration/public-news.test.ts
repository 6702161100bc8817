import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { getNewsArticle, getNewsPage, getNewsSitemap } from "@/lib/news/queries";
import {
  NEWS_PAGE_SIZE,
  newsCreateInput,
  type NewsCreateInput,
  type NewsListFilters,
} from "@/lib/news/schema";
import { createNews, scheduleNews, updateNews } from "@/lib/news/service";
import { createAdmin, signIn } from "./support/helpers";
import { clearCache, expiredTags, lastRead } from "./support/public-cache";

// The public news reads (lib/news/queries.ts): only published news, the filters of the list,
// scheduled items that appear on time (every cached read lives at most until the next one is due),
// and a change made through the news service expiring the reads' tag.

const WORD = `zorzal${Math.random().toString(36).slice(2, 7)}`;
let actor: Actor;
const created: number[] = [];

const filters = (extra: Partial<NewsListFilters> = {}): NewsListFilters => ({
  q: WORD,
  estado: undefined,
  anio: undefined,
  mes: undefined,
  orden: "publicacion",
  page: 1,
  pageSize: NEWS_PAGE_SIZE,
  ...extra,
});

async function make(input: Partial<NewsCreateInput> & { titulo: string }) {
  const item = await createNews(
    actor,
    newsCreateInput.parse({ fecha_contenido: "2024-03-05", ...input }),
  );
  created.push(item.id);
  return item;
}

const titles = async (extra: Partial<NewsListFilters> = {}) =>
  (await getNewsPage(filters(extra))).items.map((item) => item.titulo);

beforeAll(async () => {
  actor = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id })).actor;
  await make({
    titulo: `Publicada ${WORD} marzo`,
    estado: "publicado",
    fecha_contenido: "2024-03-05",
  });
  await make({
    titulo: `Publicada ${WORD} abril`,
    estado: "publicado",
    fecha_contenido: "2023-04-20",
  });
  await make({ titulo: `Borrador ${WORD}`, estado: "borrador" });
  await make({
    titulo: `Programada ${WORD} lejana`,
    estado: "programado",
    fecha_programada: "2099-01-01 08:00",
  });
});

beforeEach(() => clearCache());

afterAll(async () => {
  await db().news.deleteMany({ where: { id: { in: created } } });
});

describe("public news reads", () => {
  it("list only published items, with search, year, month and order", async () => {
    expect(await titles()).toEqual([`Publicada ${WORD} abril`, `Publicada ${WORD} marzo`]);
    expect(await titles({ anio: 2024 })).toEqual([`Publicada ${WORD} marzo`]);
    expect(await titles({ anio: 2024, mes: 4 })).toEqual([]);
    expect(await titles({ mes: 4 })).toEqual([`Publicada ${WORD} abril`]);
    expect(await titles({ orden: "contenido" })).toEqual([
      `Publicada ${WORD} marzo`,
      `Publicada ${WORD} abril`,
    ]);
    const page = await getNewsPage(filters({ pageSize: 1, page: 2 }));
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items.map((item) => item.estado)).toEqual(["publicado"]);
  });

  it("hide drafts and future scheduled items, also by slug or id", async () => {
    const [draft, future] = await db().news.findMany({
      where: { id: { in: created }, estado: { in: ["borrador", "programado"] } },
      orderBy: { id: "asc" },
    });
    for (const row of [draft!, future!]) {
      expect(await getNewsArticle(row.slug)).toBeNull();
      expect(await getNewsArticle(String(row.id))).toBeNull();
    }
    const slugs = (await getNewsSitemap()).map((entry) => entry.slug);
    expect(slugs).not.toContain(draft!.slug);
    expect(slugs).not.toContain(future!.slug);
  });

  it("show a scheduled item from its time on: the cached reads made before end at its time", async () => {
    const item = await make({ titulo: `Programada ${WORD} pronto`, estado: "borrador" });
    await scheduleNews(actor, item.id, new Date(Date.now() + 1_500));
    expect(await titles()).not.toContain(`Programada ${WORD} pronto`);
    expect(lastRead.tags).toEqual(["news"]);
    expect(lastRead.life?.revalidate).toBeLessThanOrEqual(2);
    expect(await getNewsArticle(item.slug)).toBeNull();
    expect(lastRead.life?.revalidate).toBeLessThanOrEqual(2);

    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await titles()).toContain(`Programada ${WORD} pronto`);
    const article = await getNewsArticle(item.slug);
    expect(article?.news).toMatchObject({
      titulo: `Programada ${WORD} pronto`,
      estado: "publicado",
    });
    expect((await getNewsSitemap()).map((entry) => entry.slug)).toContain(item.slug);
  });

  it("expire the news tag on a change made through the news service", async () => {
    const item = await make({ titulo: `Antes ${WORD}`, estado: "publicado" });
    expect(await titles()).toContain(`Antes ${WORD}`);

    expiredTags.length = 0;
    await updateNews(actor, item.id, { titulo: `Después ${WORD}` });
    expect(expiredTags).toContain("news");
    const after = await titles();
    expect(after).toContain(`Después ${WORD}`);
    expect(after).not.toContain(`Antes ${WORD}`);
    expect((await getNewsArticle(item.slug))?.news.titulo).toBe(`Después ${WORD}`);
  });
});
