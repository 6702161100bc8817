// Hostile input through the real route handlers: the one JSON body reader (lib/http/body.ts,
// used by lib/http/routes.ts and the gestión message routes) caps size while streaming, caps nesting
// before parsing, refuses NUL, invalid UTF-8 and anything but an object with a 400; dynamic
// segments that hold a NUL are a 404; zod's own words are Spanish. The fuzz suite (fuzz.test.ts)
// throws random input at every route; these are the cases the issue names, checked exactly.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/auth/login/route";
import { POST as citizenLogin } from "@/app/api/auth-user/login/route";
import { GET as laborBySlug } from "@/app/api/labores/[slug]/route";
import { GET as newsBySlug } from "@/app/api/noticias/[id]/route";
import { POST as createNews } from "@/app/api/noticias/route";
import { POST as citizenMessage } from "@/app/api/portal/gestiones/[id]/mensajes/route";
import { GET as file } from "@/app/api/files/[key]/route";
import { BODY_MESSAGES, JSON_BODY_MAX_BYTES } from "@/lib/http/body";
import { INPUT_MESSAGES, MAX_INPUT_DEPTH } from "@/lib/validation/parse";
import { db } from "@/lib/db";
import { createGestion } from "@/lib/gestiones/filing-service";

import { call, makeCallers, type Callers } from "./support/content-helpers";
import { citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { randomIp } from "../support/citizen-data";

let callers: Callers;
beforeAll(async () => {
  callers = await makeCallers();
});

const post = (json: unknown, extra: { token?: string; headers?: Record<string, string> } = {}) => ({
  method: "POST",
  json,
  token: extra.token,
  headers: { "x-forwarded-for": randomIp(), ...extra.headers },
});
const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const answer = (result: { status: number; body: { message: string } }) => [
  result.status,
  result.body.message,
];

describe("the JSON body reader", () => {
  it("refuses 5,000 levels of nesting with a 400 (no stack overflow)", async () => {
    for (const body of [`{"email":${nested(5_000)}}`, `{"a":${nested(20_000)}}`]) {
      expect(answer(await call(citizenLogin, post(body)))).toEqual([400, INPUT_MESSAGES.tooDeep]);
    }
    const deepest = `{"a":${nested(MAX_INPUT_DEPTH - 1)}}`;
    expect((await call(citizenLogin, post(deepest))).status).toBe(422);
    // Brackets inside strings are text, not nesting.
    const bracketsInText = JSON.stringify({ identifier: "nadie@prueba.gt", password: nested(50) });
    expect((await call(citizenLogin, post(bracketsInText))).status).toBe(401);
  });

  it("answers malformed JSON and bodies that are not an object with 400, on both logins", async () => {
    for (const handler of [adminLogin, citizenLogin]) {
      for (const body of ["{nope", '{"email":', "nope"]) {
        expect(answer(await call(handler, post(body)))).toEqual([400, BODY_MESSAGES.malformed]);
      }
      for (const body of ["null", "[]", '"texto"', "5", "true"]) {
        expect(answer(await call(handler, post(body)))).toEqual([400, BODY_MESSAGES.notAnObject]);
      }
    }
  });

  it("refuses NUL in any key or string, and bytes that are not UTF-8, with 400", async () => {
    for (const body of [{ email: "a\u0000@b.gt", password: "x" }, { "cla\u0000ve": 1 }]) {
      expect(answer(await call(adminLogin, post(body)))).toEqual([
        400,
        INPUT_MESSAGES.forbiddenCharacters,
      ]);
    }
    const latin1 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]);
    const response = await adminLogin(
      new Request("http://localhost/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: latin1,
      }),
    );
    expect(response.status).toBe(400);
  });

  it("caps the body by caller: 64 KB anonymous (413), 2 MB for administrators", async () => {
    const padding = "x".repeat(JSON_BODY_MAX_BYTES.anonymous);
    const tooLarge = await call(citizenLogin, post({ identifier: padding, password: "x" }));
    expect(answer(tooLarge)).toEqual([413, BODY_MESSAGES.tooLarge]);
    const html = `<p>${"á".repeat(400_000)}</p>`;
    const news = await call(
      createNews,
      post(
        { titulo: "Larga", fecha_contenido: "2026-01-10", contenido_html: html },
        {
          token: callers.admin1,
        },
      ),
    );
    expect(news.status).toBe(201);
    await db().news.delete({ where: { id: news.body.item.id } });
    const overAdmin = "x".repeat(JSON_BODY_MAX_BYTES.admin);
    expect(
      (await call(createNews, post({ titulo: overAdmin }, { token: callers.admin1 }))).status,
    ).toBe(413);
  });

  it("stops reading an endless body at the cap, declared or not", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const streamed = await citizenLogin(
      new Request("http://localhost/api/auth-user/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: endless,
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES.anonymous / (16 * 1024) + 2);
    const declared = await citizenLogin(
      new Request("http://localhost/api/auth-user/login", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
      }),
    );
    expect(declared.status).toBe(413);
  });

  it("reads the JSON of a gestión message with the same reader, once the gestión is the citizen's", async () => {
    const { actor, token } = await citizenCaller();
    const catalog = await createCatalog();
    const gestion = await createGestion(actor, { ...gestionBody(catalog), canal_origen: "portal" });
    const deep = `{"body":${nested(1_000)}}`;
    const unknown = await call(citizenMessage, {
      ...post(deep, { token }),
      params: { id: 987654 },
      headers: { "content-type": "application/json" },
    });
    expect(unknown.status).toBe(404);
    const result = await call(citizenMessage, {
      ...post(deep, { token }),
      params: { id: gestion.id },
      headers: { "content-type": "application/json" },
    });
    expect(answer(result)).toEqual([400, INPUT_MESSAGES.tooDeep]);
    const list = await call(citizenMessage, {
      ...post("[1]", { token }),
      params: { id: gestion.id },
    });
    expect(answer(list)).toEqual([400, BODY_MESSAGES.notAnObject]);
  });

  it("treats __proto__ as an ordinary key: nothing is polluted, the body is validated as usual", async () => {
    const result = await call(adminLogin, post('{"__proto__":{"polluted":true},"email":"x"}'));
    expect(result.status).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("words zod's own checks in Spanish", async () => {
    const result = await call(adminLogin, post({ email: 5, password: ["x"] }));
    expect(result.status).toBe(422);
    const messages = (result.body.errors as { msg: string }[]).map((error) => error.msg);
    expect(messages.join(" ")).not.toMatch(/Invalid|expected|received/);
  });
});

describe("dynamic path segments", () => {
  it("a NUL or a lone surrogate half in a segment is a 404, never a query", async () => {
    for (const [handler, name] of [
      [laborBySlug, "slug"],
      [newsBySlug, "id"],
      [file, "key"],
    ] as const) {
      for (const value of ["\u0000", "a\u0000b", "\ud800"]) {
        const result = await call(handler, { params: { [name]: value } });
        expect([name, value, result.status]).toEqual([name, value, 404]);
      }
    }
  });
});
