// The public lists' addresses: read by the one list parser, each wrong value dropped on its own,
// written back in one canonical form; and every filter key of theirs reaches the per-request page.
// Next runs middleware.ts only for the requests its matcher selects, and the matcher must spell
// each query key out: a key left out would serve the prerendered, unfiltered first page instead.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { laborPageQuery, PUBLIC_LABOR_LIST } from "@/lib/labores/schema";
import { hrefFor, parseListQuery, receivedHref, type ListAddress } from "@/lib/lists/query";
import { newsPageQuery, PUBLIC_NEWS_LIST } from "@/lib/news/schema";
import { config, middleware } from "@/middleware";

const LISTS: { path: string; list: ListAddress; keys: string[] }[] = [
  { path: "/noticias", list: PUBLIC_NEWS_LIST, keys: Object.keys(newsPageQuery.shape) },
  { path: "/labores", list: PUBLIC_LABOR_LIST, keys: Object.keys(laborPageQuery.shape) },
  { path: "/logros", list: PUBLIC_LABOR_LIST, keys: Object.keys(laborPageQuery.shape) },
];

const selects = (path: string, key: string) =>
  config.matcher.some(
    (entry) =>
      typeof entry === "object" &&
      entry.source === path &&
      "has" in entry &&
      entry.has?.some((condition) => condition.type === "query" && condition.key === key),
  );

describe("middleware matcher", () => {
  it.each(LISTS)("selects $path with each of its filter keys", ({ path, keys }) => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(selects(path, key), `${path}?${key}=`).toBe(true);
  });

  it.each(LISTS)("serves $path with a filter from its per-request page", ({ path, keys }) => {
    for (const key of keys) {
      const response = middleware(new NextRequest(`http://sitio.gt${path}?${key}=2`));
      expect(response.headers.get("x-middleware-rewrite")).toBe(
        `http://sitio.gt${path}/_lista?${key}=2`,
      );
    }
  });
});

describe("public list parsing", () => {
  const canonical = (params: Record<string, string | string[]>) => {
    const { query, error } = parseListQuery(newsPageQuery, params);
    expect(error).toBeUndefined();
    return hrefFor(PUBLIC_NEWS_LIST, query, { page: query.page });
  };

  it("drops each wrong value on its own and leaves the defaults out", () => {
    expect(canonical({ q: "", anio: "", mes: "", orden: "publicacion" })).toBe("/noticias");
    expect(canonical({ anio: "1999", page: "abc" })).toBe("/noticias");
    expect(canonical({ anio: "2024", mes: "13", orden: "otra", page: "1e3" })).toBe(
      "/noticias?anio=2024",
    );
    expect(canonical({ q: ["  agua   potable ", "otra"], page: "3", orden: "contenido" })).toBe(
      "/noticias?orden=contenido&page=3&q=agua+potable",
    );
  });

  it("tells a canonical address from another spelling of it", () => {
    const params = { q: "agua", anio: "2024" };
    expect(receivedHref("/noticias", params)).toBe("/noticias?q=agua&anio=2024");
    expect(canonical(params)).toBe("/noticias?anio=2024&q=agua");
    expect(receivedHref("/noticias", {})).toBe("/noticias");
  });

  it("reads the works list the same way", () => {
    const { query } = parseListQuery(laborPageQuery, { anio: "1800", q: "puente", page: "2" });
    expect(query).toEqual({ q: "puente", anio: undefined, page: 2 });
    expect(hrefFor(PUBLIC_LABOR_LIST, query, { page: 1 })).toBe("/labores?q=puente");
  });
});
