// The office's long lists (citizens, gestiones) paged from cursors (lib/lists/keyset.ts): walking
// every page forwards by 'Siguiente' and back by 'Anterior' meets each row exactly once, in the
// list's order, also where rows tie on the sort key; the total is counted up to 1 000 and then
// says so; a partial name is found through the trigram index or, for a word under three letters,
// row by row; a search's page is the same whether a bounded walk of the order holds it or its
// matches are read apart. Through the real queries and route on PostgreSQL.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listGestionesRoute } from "@/app/api/portal/admin/gestiones/route";
import { GET as list } from "@/app/api/admin/users/route";
import type { Actor } from "@/lib/auth/sessions";
import { listCitizens } from "@/lib/citizens/admin-queries";
import { citizenListQuery } from "@/lib/citizens/admin-schema";
import { db } from "@/lib/db";
import { listGestiones } from "@/lib/gestiones/admin-list-queries";
import { adminListQuery } from "@/lib/gestiones/schema";
import { encodeCursor, keysetHref } from "@/lib/lists/cursor";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  COUNT_CAP,
  keysetPage,
  searchedReader,
  sortKeySql,
  TEXT_KEY,
  type KeysetOrder,
  type KeysetRow,
} from "@/lib/lists/keyset";
import { countLabel } from "@/lib/lists/count-label";
import { listAddress } from "@/lib/lists/query";

import { call } from "./support/content-helpers";
import { createCatalog } from "./support/gestiones-fixtures";
import { createAdmin, createCitizen, signIn } from "./support/helpers";
import { uniqueCui } from "../support/citizen-data";

let office: Actor;
let token: string;

/** Letters only (the search folds case and accents): a tag no other row holds. */
const newTag = () =>
  `zk${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;

beforeAll(async () => {
  const admin = await createAdmin("AdminNivel1");
  ({ actor: office, token } = await signIn({ kind: "admin", adminId: admin.id }));
});

interface Page {
  ids: number[];
  page: number;
  next?: string;
  prev?: string;
}

/**
 * Every page of a list from page 1 by its next cursors, then back from the last by its previous
 * cursors, as the pager's links lead (the page number rides along).
 */
async function walk(read: (page: number, cursor?: string) => Promise<Page>) {
  const forward: Page[] = [await read(1)];
  while (forward.at(-1)!.next) {
    const last = forward.at(-1)!;
    forward.push(await read(last.page + 1, last.next));
    expect(forward.length).toBeLessThan(50);
  }
  const backward: Page[] = [forward.at(-1)!];
  while (backward.at(-1)!.prev) {
    const first = backward.at(-1)!;
    backward.push(await read(first.page - 1, first.prev));
    expect(backward.length).toBeLessThan(50);
  }
  return { forward, backward: backward.reverse() };
}

describe("a search's pages", () => {
  const tag = newTag();
  const rare = newTag();
  let byName: number[];
  let matching: number[];

  beforeAll(async () => {
    // Ten accounts in name order; the search's word only in the last four, as a partial name's
    // matches cluster in one stretch of an order.
    for (let i = 0; i < 10; i++) {
      await db().citizen.create({
        data: {
          primer_nombre: i >= 6 ? `Ana ${rare}` : "Ana",
          primer_apellido: `${tag} ${String.fromCharCode(97 + i)}`,
          correo: `walk-${tag}-${i}@prueba.gt`,
        },
      });
    }
    const rows = await db().citizen.findMany({
      where: { primer_apellido: { startsWith: tag } },
      orderBy: { primer_apellido: "asc" },
    });
    byName = rows.map((row) => row.id);
    matching = byName.slice(6);
  });

  const order: KeysetOrder = {
    key: { sql: Prisma.sql`c.sort_name`, type: TEXT_KEY },
    id: Prisma.sql`c.id`,
    desc: false,
  };
  const contains = (word: string) =>
    Prisma.sql`c.search_text LIKE '%' || public.citizen_search_text(${word}) || '%'`;
  const reader = (walkedPerRow: number, search: string | null) =>
    searchedReader<KeysetRow>(
      {
        table: Prisma.sql`citizens`,
        alias: Prisma.sql`c`,
        columns: Prisma.sql`c.id, ${sortKeySql(order)} AS sort_key`,
        filters: contains(tag),
        search: search === null ? null : contains(search),
      },
      walkedPerRow,
    );

  // A page of 3 asks for 4 rows (one more tells whether another page follows): the walk is 4 rows
  // times the second value, first past the cursor.
  it.each([
    ["a walk that meets no match, read from the matches instead", 0.5],
    ["a walk that holds the whole page", 2.5],
    ["a walk that ends inside the matches", 2],
  ])("are the matches in order, by number and by cursor: %s", async (_, walkedPerRow) => {
    const read = reader(walkedPerRow, rare);
    const page = (number: number, cursor?: string) =>
      keysetPage(read, order, { page: number, pageSize: 3, cursor });
    const first = await page(1);
    expect(first.rows.map((row) => row.id)).toEqual(matching.slice(0, 3));
    const second = await page(2, first.next);
    expect(second.rows.map((row) => row.id)).toEqual(matching.slice(3));
    expect(second.next).toBeUndefined();
    expect((await page(2)).rows.map((row) => row.id)).toEqual(matching.slice(3));
    const back = await page(1, second.prev);
    expect(back.rows.map((row) => row.id)).toEqual(matching.slice(0, 3));
  });

  it("without a search, is the list itself", async () => {
    const rows = await keysetPage(reader(0.5, null), order, { page: 1, pageSize: 20 });
    expect(rows.rows.map((row) => row.id)).toEqual(byName);
  });
});

describe("the citizens list by cursors", () => {
  const tag = newTag();
  let all: number[];

  beforeAll(async () => {
    // 23 accounts: surnames tie in threes, and every fourth has no DPI (its key is '').
    for (let i = 0; i < 23; i++) {
      await db().citizen.create({
        data: {
          primer_nombre: "Ana",
          primer_apellido: `${tag} ${String.fromCharCode(97 + Math.floor(i / 3))}`,
          correo: `keyset-${tag}-${i}@prueba.gt`,
          dpi: i % 4 === 0 ? null : uniqueCui(),
        },
      });
    }
    all = (await db().citizen.findMany({ where: { primer_apellido: { startsWith: tag } } })).map(
      (row) => row.id,
    );
  });

  it.each([
    ["newest first", {}],
    ["by name, ties on the surname", { orderBy: "nombre" }],
    ["by name, descending", { orderBy: "nombre", dir: "desc" }],
    ["by DPI, ties on the missing ones", { orderBy: "dpi" }],
    ["by e-mail, descending", { orderBy: "correo", dir: "desc" }],
  ])("meets every row once, in order, forwards and back: %s", async (_, sort) => {
    const query = (extra: Record<string, string>) =>
      citizenListQuery.parse({ q: tag, ...sort, ...extra });
    const whole = (await listCitizens(office, query({ pageSize: "100" }))).items.map(
      (item) => item.id,
    );
    expect([...whole].sort()).toEqual([...all].sort());
    const { forward, backward } = await walk(async (page, cursor) => {
      const answer = await listCitizens(
        office,
        query({ pageSize: "5", page: String(page), ...(cursor && { cursor }) }),
      );
      expect(answer.meta).toMatchObject({ total: 23, pages: 5, page });
      return { ids: answer.items.map((item) => item.id), ...answer.meta };
    });
    expect(forward.map((page) => page.ids.length)).toEqual([5, 5, 5, 5, 3]);
    expect(forward.flatMap((page) => page.ids)).toEqual(whole);
    expect(backward.map((page) => page.ids)).toEqual(forward.map((page) => page.ids));
    expect(forward[0]!.prev).toBeUndefined();
  });

  it("a page by number (an old link, the API) is the same page as by cursor", async () => {
    const query = (extra: Record<string, string>) =>
      citizenListQuery.parse({ q: tag, orderBy: "nombre", pageSize: "5", ...extra });
    const first = await listCitizens(office, query({}));
    const byCursor = await listCitizens(office, query({ page: "2", cursor: first.meta.next! }));
    const byNumber = await listCitizens(office, query({ page: "2" }));
    expect(byCursor.items).toEqual(byNumber.items);
  });

  it("links the pager's neighbours by cursor, page 1 without one, and drops the cursor on any other change", async () => {
    const address = listAddress("/admin/sistema/ciudadanos", citizenListQuery);
    const query = citizenListQuery.parse({
      q: tag,
      pageSize: "5",
      page: "3",
      cursor: "a.WyJ4IiwxXQ",
    });
    const href = keysetHref(address, query, { page: 3, next: "a.NEXT", prev: "b.PREV" });
    expect(href(4)).toBe(`/admin/sistema/ciudadanos?cursor=a.NEXT&page=4&pageSize=5&q=${tag}`);
    expect(href(2)).toBe(`/admin/sistema/ciudadanos?cursor=b.PREV&page=2&pageSize=5&q=${tag}`);
    const second = keysetHref(address, query, { page: 2, prev: "b.PREV" });
    expect(second(1)).toBe(`/admin/sistema/ciudadanos?pageSize=5&q=${tag}`);
  });

  it("refuses a cursor it did not write, or written for another order, with 422 and a Spanish message", async () => {
    const dated = (key: string | null) => encodeCursor({ after: true, key, id: 5 });
    const refused = [
      [list, "/api/admin/users?page=2&cursor=x.abc"],
      [list, "/api/admin/users?page=2&cursor=a.%25%25%25"],
      [list, "/api/admin/users?page=2&cursor=a.bnVsbA"],
      [list, "/api/admin/users?page=2&cursor=b.WyJ4IiwtMV0"],
      [list, `/api/admin/users?orderBy=nombre&page=2&cursor=${dated(null)}`],
      [listGestionesRoute, `/api/portal/admin/gestiones?page=2&cursor=${dated("ayer")}`],
      [
        listGestionesRoute,
        `/api/portal/admin/gestiones?page=2&cursor=${dated("2026-02-31 00:00:00+00")}`,
      ],
    ] as const;
    for (const [route, path] of refused) {
      const answer = await call(route, { token, path });
      expect(answer.status, path).toBe(422);
      expect(answer.body.message).toBe(
        "El enlace de la página ya no es válido: vuelve a la primera página.",
      );
    }
    const fine = await call(listGestionesRoute, {
      token,
      path: `/api/portal/admin/gestiones?page=2&cursor=${dated("2026-02-28 10:00:00.5-06")}`,
    });
    expect(fine.status).toBe(200);
  });
});

describe("the citizens list's total", () => {
  it(`is exact up to ${COUNT_CAP}, then 'más de 1 000' with the pages still reachable`, async () => {
    const tag = newTag();
    await db().$executeRaw`
      INSERT INTO citizens (primer_nombre, primer_apellido, correo, updated_at)
      SELECT 'Ana', ${tag}, ${tag} || '-' || i || '@prueba.gt', now()
      FROM generate_series(1, ${COUNT_CAP + 1}) AS i`;
    const page = await listCitizens(office, citizenListQuery.parse({ q: tag }));
    expect(page.meta).toMatchObject({ total: COUNT_CAP, totalCapped: true, page: 1 });
    expect(page.meta.next).toBeDefined();
    expect(countLabel(page.meta.total, page.meta.totalCapped, ["ciudadano", "ciudadanos"])).toBe(
      "más de 1\u00a0000 ciudadanos",
    );
    await db().citizen.deleteMany({ where: { primer_apellido: tag } });
    await db().citizen.create({
      data: { primer_nombre: "Ana", primer_apellido: tag, correo: `${tag}@prueba.gt` },
    });
    const exact = await listCitizens(office, citizenListQuery.parse({ q: tag }));
    expect(exact.meta).toEqual({ total: 1, pages: 1, page: 1, pageSize: 20 });
    expect(countLabel(1, undefined, ["ciudadano", "ciudadanos"])).toBe("1 ciudadano");
  });
});

describe("partial names", () => {
  const tag = newTag();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const people = {
      angela: ["Ángela", "Cifuentes"],
      xocop: ["José", "Xocop"],
      mario: ["Mario", "Tzul"],
      rosa: ["Rosa", "Batz"],
    } as const;
    for (const [key, [name, surname]] of Object.entries(people)) {
      const row = await db().citizen.create({
        data: {
          primer_nombre: name,
          primer_apellido: surname,
          segundo_apellido: tag,
          correo: `${key}-${tag}@prueba.gt`,
        },
      });
      ids[key] = row.id;
    }
  });

  const found = async (q: string) =>
    (
      await listCitizens(office, citizenListQuery.parse({ q: `${tag} ${q}`, pageSize: "100" }))
    ).items
      .map((item) => item.id)
      .sort();

  it("finds part of a surname, of a name, and parts of both in any order, accents and case aside", async () => {
    expect(await found("xoc")).toEqual([ids.xocop]);
    expect(await found("angela cifu")).toEqual([ids.angela]);
    expect(await found("CIFU ÁNG")).toEqual([ids.angela]);
    expect(await found("mar")).toEqual([ids.mario]);
  });

  it("finds a word under three letters (no trigram) by testing the rows", async () => {
    expect(await found("ma")).toEqual([ids.mario]);
    expect(await found("tz")).toEqual([ids.mario, ids.rosa].sort());
    expect(await found("ós")).toEqual([ids.xocop, ids.rosa].sort());
    expect(await found("%")).toEqual([]);
  });
});

describe("the gestiones list by cursors", () => {
  it.each([
    ["latest activity first, ties on the instant", {}],
    ["nearest response date first, ties and missing dates last", { orden: "due" }],
  ])("meets every gestión once, in order, forwards and back: %s", async (_, sort) => {
    const { categoria, template } = await createCatalog();
    const citizen = await createCitizen();
    const tag = randomUUID().slice(0, 8);
    const instant = (i: number) => new Date(Date.UTC(2026, 10, 1 + Math.floor(i / 4)));
    await db().gestion.createMany({
      data: Array.from({ length: 17 }, (_, i) => ({
        folio: `KEY-${tag}-${i}`,
        citizen_id: citizen.id,
        categoria_id: categoria.id,
        template_id: template.id,
        titulo: `Caso ${i}`,
        last_activity_at: instant(i),
        sla_due_at: i % 5 === 0 ? null : instant(16 - i),
      })),
    });
    const query = (extra: Record<string, string>) =>
      adminListQuery.parse({ categoria_id: String(categoria.id), ...sort, ...extra });
    const whole = (await listGestiones(office, query({ pageSize: "100" }))).items.map(
      (item) => item.id,
    );
    expect(whole).toHaveLength(17);
    const { forward, backward } = await walk(async (page, cursor) => {
      const answer = await listGestiones(
        office,
        query({ pageSize: "4", page: String(page), ...(cursor && { cursor }) }),
      );
      expect(answer).toMatchObject({ total: 17, page });
      expect(answer.totalCapped).toBeUndefined();
      return { ids: answer.items.map((item) => item.id), ...answer };
    });
    expect(forward.map((page) => page.ids.length)).toEqual([4, 4, 4, 4, 1]);
    expect(forward.flatMap((page) => page.ids)).toEqual(whole);
    expect(backward.map((page) => page.ids)).toEqual(forward.map((page) => page.ids));
  });
});
