// Page sizes of the office's lists: the REST lists take any size from 1 to 100 (an API client picks
// its own) and refuse the rest with one Spanish message; the screens keep the few sizes they offer.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditList } from "@/app/api/admin/auditoria/route";
import { GET as contactList } from "@/app/api/admin/contacto/route";
import { GET as laborList } from "@/app/api/admin/labores/route";
import { GET as citizenList } from "@/app/api/admin/users/route";
import { GET as gestionList } from "@/app/api/portal/admin/gestiones/route";
import { AUDIT_PAGE_SIZES, auditQuery } from "@/lib/audit/schema";
import { citizenListQuery } from "@/lib/citizens/admin-schema";
import { contactListQuery } from "@/lib/contact/inbox-schema";
import { LIST_PAGE_SIZES } from "@/lib/validation/fields";
import { adminListQuery } from "@/lib/gestiones/schema";
import { laborListQuery } from "@/lib/labores/schema";
import { parseListQuery } from "@/lib/lists/query";
import { call, type CallResult } from "./support/content-helpers";
import { createAdmin, signIn } from "./support/helpers";

const OUT_OF_RANGE = "El tamaño de página debe estar entre 1 y 100.";

/** Each REST list with where its answer says the page size it used. */
const LISTS = [
  {
    path: "/api/portal/admin/gestiones",
    handler: gestionList,
    size: (body: CallResult["body"]) => body.pageSize,
  },
  {
    path: "/api/admin/users",
    handler: citizenList,
    size: (body: CallResult["body"]) => body.meta.pageSize,
  },
  {
    path: "/api/admin/auditoria",
    handler: auditList,
    size: (body: CallResult["body"]) => body.pageSize,
  },
  {
    path: "/api/admin/contacto",
    handler: contactList,
    size: (body: CallResult["body"]) => body.pageSize,
  },
  {
    path: "/api/admin/labores",
    handler: laborList,
    size: (body: CallResult["body"]) => body.pageSize,
  },
];

let token: string;
beforeAll(async () => {
  token = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id })).token;
});

describe("REST lists", () => {
  it.each(LISTS)("$path takes any page size from 1 to 100", async ({ path, handler, size }) => {
    for (const pageSize of [1, 7, 100]) {
      const answer = await call(handler, { token, path: `${path}?pageSize=${pageSize}` });
      expect(answer.status, `pageSize=${pageSize}`).toBe(200);
      expect(size(answer.body)).toBe(pageSize);
      expect(answer.body.items.length).toBeLessThanOrEqual(pageSize);
    }
  });

  it.each(LISTS)("$path refuses 0, 101 and non-numbers with 422", async ({ path, handler }) => {
    for (const pageSize of ["0", "101", "2.5", "veinte"]) {
      const answer = await call(handler, { token, path: `${path}?pageSize=${pageSize}` });
      expect([answer.status, answer.body.message], `pageSize=${pageSize}`).toEqual([
        422,
        OUT_OF_RANGE,
      ]);
    }
  });
});

describe("the screens", () => {
  const TEN_TO_HUNDRED = "El tamaño de página debe ser 10, 20, 50 o 100.";
  const SCREENS = [
    { name: "gestiones", schema: adminListQuery, sizes: LIST_PAGE_SIZES, other: TEN_TO_HUNDRED },
    {
      name: "ciudadanos",
      schema: citizenListQuery,
      sizes: LIST_PAGE_SIZES,
      other: TEN_TO_HUNDRED,
    },
    {
      name: "auditoría",
      schema: auditQuery,
      sizes: AUDIT_PAGE_SIZES,
      other: "El tamaño de página debe ser 20, 50 o 100.",
    },
    { name: "contacto", schema: contactListQuery, sizes: LIST_PAGE_SIZES, other: TEN_TO_HUNDRED },
    { name: "labores", schema: laborListQuery, sizes: LIST_PAGE_SIZES, other: TEN_TO_HUNDRED },
  ] as const;

  it.each(SCREENS)("$name keeps the sizes it offers", ({ schema, sizes, other: message }) => {
    const parse = (pageSize: string) =>
      parseListQuery(schema as typeof adminListQuery, { pageSize }, sizes);
    for (const offered of sizes)
      expect(parse(String(offered))).toEqual({
        query: expect.objectContaining({ pageSize: offered }),
      });
    const other = parse("7");
    expect(other.error).toBe(message);
    expect(other.query).toEqual(schema.parse({}));
    expect(parse("101").error).toBe(OUT_OF_RANGE);
  });
});
