// Request bodies as the route handlers read them: JSON only when sent as JSON (a page on another
// site may post text/plain or a form without asking first, never JSON), files only as multipart,
// a body that stops arriving answered 408 once the idle limit passes (1 s in this file) while one
// that keeps arriving slowly is read whole, and the handlers that read bodies their own way
// (Auth.js, UploadThing's SDK) given 64 KB at most. Through the real server: tests/e2e/support/request-limits.ts.
import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { POST as authJs } from "@/app/api/auth/[...nextauth]/route";
import { POST as citizenLogin } from "@/app/api/auth-user/login/route";
import { POST as sendMessage } from "@/app/api/portal/gestiones/[id]/mensajes/route";
import { POST as create } from "@/app/api/portal/gestiones/route";
import { POST as uploadThing } from "@/app/api/uploadthing/route";
import { BODY_MESSAGES, JSON_BODY_MAX_BYTES } from "@/lib/http/body";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { publicRoute } from "@/lib/http/routes";
import { call, citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";

vi.stubEnv("BODY_IDLE_TIMEOUT_SECONDS", "1");
afterAll(() => vi.unstubAllEnvs());

const TIMED_OUT = new AppError("REQUEST_TIMEOUT").message;
const encode = (text: string) => new TextEncoder().encode(text);

const echo = publicRoute(
  { body: z.object({ texto: z.string().optional() }) },
  async ({ body }) => body,
);

const post = (handler: (request: Request) => Promise<Response>, init: RequestInit) =>
  handler(new Request("http://localhost:3000/api/prueba", { method: "POST", ...init }));

/** A body that sends `chunks` one after another, `gapMs` apart, then ends — or stalls when `stall`. */
function slowBody(chunks: string[], { gapMs = 0, stall = false } = {}) {
  const state = { cancelled: false };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === chunks.length) {
        if (stall) return new Promise<void>(() => {});
        return controller.close();
      }
      if (sent > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      controller.enqueue(encode(chunks[sent++]!));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { init: { body, duplex: "half" } as RequestInit, state };
}

describe("JSON bodies", () => {
  it("are read only as application/json or a +json type in UTF-8; anything else with a body is 415", async () => {
    const text = JSON.stringify({ texto: "hola" });
    for (const type of [
      "application/json",
      "application/json; charset=utf-8",
      "Application/JSON;charset=UTF-8",
      "application/merge-patch+json",
    ]) {
      const answer = await post(echo, { body: text, headers: { "content-type": type } });
      expect([type, answer.status, await answer.json()]).toEqual([type, 200, { texto: "hola" }]);
    }
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=iso-8859-1",
      "application/jsonp",
      null,
    ]) {
      const answer = await post(echo, {
        body: encode(text),
        headers: type ? { "content-type": type } : {},
      });
      expect([type, answer.status, (await answer.json()).message]).toEqual([
        type,
        415,
        BODY_MESSAGES.notJson,
      ]);
    }
    // No body at all is an empty object, whatever the type says.
    const empty = await post(echo, { headers: { "content-type": "text/plain" } });
    expect([empty.status, await empty.json()]).toEqual([200, {}]);
  });

  it("a sign-in posted as text/plain, as a page on another site could, is 415 and reads nothing", async () => {
    const answer = await citizenLogin(
      new Request("http://localhost:3000/api/auth-user/login", {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "https://evil.example" },
        body: JSON.stringify({ identifier: "ciudadano@demo.gt", password: "Demo#2026" }),
      }),
    );
    expect([answer.status, (await answer.json()).message]).toEqual([415, BODY_MESSAGES.notJson]);
  });
});

describe("bodies that stop arriving", () => {
  let citizen: Awaited<ReturnType<typeof citizenCaller>>;
  let gestionId: number;

  beforeAll(async () => {
    const catalog = await createCatalog();
    citizen = await citizenCaller();
    const created = await call(create, {
      method: "POST",
      token: citizen.token,
      json: gestionBody(catalog),
    });
    gestionId = created.body.id;
  });

  it("a JSON body that sends nothing for the idle limit is answered 408, and no longer read", async () => {
    const { init, state } = slowBody(['{"texto": "ho'], { stall: true });
    const answer = await post(echo, { ...init, headers: { "content-type": "application/json" } });
    expect([answer.status, (await answer.json()).message]).toEqual([408, TIMED_OUT]);
    expect(state.cancelled).toBe(true);
  });

  it("a message's multipart body that stalls is answered 408 too, and nothing is stored", async () => {
    const boundary = "----pausa";
    const { init, state } = slowBody(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n` +
          "Content-Type: application/pdf\r\n\r\n%PDF-1.7 ",
      ],
      { stall: true },
    );
    const answer = await sendMessage(
      new Request("http://localhost:3000/", {
        method: "POST",
        headers: {
          authorization: `Bearer ${citizen.token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        ...init,
      }),
      { params: Promise.resolve({ id: String(gestionId) }) },
    );
    expect([answer.status, (await answer.json()).message]).toEqual([408, TIMED_OUT]);
    expect(state.cancelled).toBe(true);
    expect(await db().gestionMessage.count({ where: { gestion_id: gestionId } })).toBe(0);
  });

  it("through a real connection, as Next.js hands a route its request, the 408 goes out while the client still holds the body", async () => {
    // Next gives the route a Request over the Node request itself; its cancellation waits for the
    // read in progress, so a reader that awaited it would never answer a client that went quiet.
    const server = createServer((incoming, outgoing) => {
      const request = new Request(`http://localhost${incoming.url}`, {
        method: incoming.method,
        headers: { "content-type": String(incoming.headers["content-type"]) },
        body: incoming as unknown as BodyInit,
        duplex: "half",
      } as RequestInit);
      void echo(request).then(async (response) => {
        outgoing.writeHead(response.status).end(Buffer.from(await response.arrayBuffer()));
      });
    });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    const head = await new Promise<string>((answered) => {
      socket.on("data", (chunk) => answered(chunk.toString("latin1")));
      socket.write(
        "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          'Content-Length: 200\r\n\r\n{"texto": "',
      );
    });
    socket.destroy();
    server.close();
    expect(head.startsWith("HTTP/1.1 408")).toBe(true);
  }, 5_000);

  it("a body that keeps arriving, each chunk within the limit, is read whole however long it takes", async () => {
    const { init } = slowBody(['{"tex', 'to": "sin ', 'prisa"}'], { gapMs: 700 });
    const answer = await post(echo, { ...init, headers: { "content-type": "application/json" } });
    expect([answer.status, await answer.json()]).toEqual([200, { texto: "sin prisa" }]);
  });

  it("a message sent as anything but multipart or JSON is 415", async () => {
    const answer = await call(sendMessage, {
      method: "POST",
      token: citizen.token,
      params: { id: gestionId },
      json: { body: "Hola" },
      headers: { "content-type": "text/plain" },
    });
    expect(answer.status).toBe(415);
  });
});

describe("handlers that read bodies their own way", () => {
  it("Auth.js and UploadThing's SDK get at most 64 KB: past it 413, before they read a byte", async () => {
    const tooLarge = String(JSON_BODY_MAX_BYTES.anonymous + 1);
    for (const handler of [authJs, uploadThing]) {
      const announced = await handler(
        new Request("http://localhost:3000/api/auth/callback/session", {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": tooLarge },
          body: "{}",
        }) as never,
      );
      expect(announced.status).toBe(413);
      const chunk = "x".repeat(16 * 1024);
      const { init, state } = slowBody(Array<string>(8).fill(chunk), { stall: true });
      const streamed = await handler(
        new Request("http://localhost:3000/api/auth/callback/session", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          ...init,
        }) as never,
      );
      expect(streamed.status).toBe(413);
      expect(state.cancelled).toBe(true);
    }
  });
});
