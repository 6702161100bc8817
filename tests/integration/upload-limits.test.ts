// Upload limits through the real route handlers and database: what one citizen may send
// (filings, messages, opinions per window; 200 MB of files), uploads refused before their body is
// read — on a real HTTP connection whose body is still arriving —, internal notes' files kept from
// the citizen, files named and served by their detected type, Idempotency-Key reuse, no-store.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as downloadFile } from "@/app/api/files/[key]/route";
import { POST as staffMessage } from "@/app/api/portal/admin/gestiones/[id]/messages/route";
import { POST as sendMessage } from "@/app/api/portal/gestiones/[id]/mensajes/route";
import { GET as listOwn, POST as create } from "@/app/api/portal/gestiones/route";
import { GET as publicNews } from "@/app/api/noticias/route";
import { db } from "@/lib/db";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/gestiones/idempotency";
import {
  ATTACHMENT_RULES,
  CITIZEN_RATE_LIMITS,
  CITIZEN_STORAGE_FULL,
  CITIZEN_STORAGE_QUOTA_BYTES,
  CITIZEN_TOO_MANY,
  MESSAGE_FORM_TOO_LARGE,
} from "@/lib/gestiones/limits";
import { submitFeedback } from "@/lib/gestiones/service";
import { AppError } from "@/lib/errors/app-error";
import { formOf, pdfBytes, pngBytes } from "./support/content-helpers";
import { call, citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

let catalog: Awaited<ReturnType<typeof createCatalog>>;
let officeToken: string;

beforeAll(async () => {
  catalog = await createCatalog();
  officeToken = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id }))
    .token;
});

const file = (token: string, overrides = {}, headers: Record<string, string> = {}) =>
  call(create, { method: "POST", token, json: gestionBody(catalog, overrides), headers });

async function newGestion() {
  const caller = await citizenCaller();
  const created = await file(caller.token);
  expect(created.status).toBe(201);
  return { ...caller, gestionId: created.body.id as number };
}

const BOUNDARY = "----limite19";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const filePartHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
  "Content-Type: image/png\r\n\r\n";

/** A request body that sends `first` and then never ends (nor closes) unless the reader cancels. */
function openBody(first: Uint8Array, more?: () => Uint8Array) {
  const state = { pulledBytes: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      state.pulledBytes += first.byteLength;
      controller.enqueue(first);
    },
    pull(controller) {
      if (!more) return new Promise<void>(() => {});
      const chunk = more();
      state.pulledBytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

/** A multipart POST to `handler` for gestión `id` with a streamed body, as a route receives it. */
function postStream(
  handler: Handler,
  {
    token,
    id,
    body,
    headers = {},
  }: {
    token: string;
    id: number;
    body: ReadableStream<Uint8Array>;
    headers?: Record<string, string>;
  },
): Promise<Response> {
  return handler(
    new Request("http://localhost/", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": MULTIPART, ...headers },
      body,
      duplex: "half",
    } as RequestInit),
    { params: Promise.resolve({ id: String(id) }) },
  );
}

const memoryInUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** The route handler behind a real HTTP server, the request's body streamed to it as it arrives. */
async function serveOverHttp(handler: Handler, params: Record<string, string>): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const request = new Request(`http://localhost${incoming.url}`, {
      method: incoming.method,
      headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
        typeof value === "string" ? [[name, value] as [string, string]] : [],
      ),
      body: Readable.toWeb(incoming) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    void handler(request, { params: Promise.resolve(params) }).then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer());
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(body);
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return server;
}

describe("per-citizen limits", () => {
  it("a citizen's 30 filings in a minute: the first 5 are filed, the rest 429 with the spec's text, no 5xx", async () => {
    const { token, citizen } = await citizenCaller();
    const answers = await Promise.all(Array.from({ length: 30 }, () => file(token)));
    const statuses = answers.map((answer) => answer.status);
    const allowed = CITIZEN_RATE_LIMITS.filing[0].limit;
    expect(statuses.filter((status) => status === 201)).toHaveLength(allowed);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - allowed);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.message).toBe(CITIZEN_TOO_MANY);
    expect(await db().gestion.count({ where: { citizen_id: citizen.id } })).toBe(allowed);
  });

  it("a retry with the same Idempotency-Key and a refused form do not use up the filings", async () => {
    const { token } = await citizenCaller();
    const key = `reintento-${randomUUID()}`;
    for (let i = 0; i < 8; i++) {
      expect((await file(token, {}, { "idempotency-key": key })).status).toBe(201);
      expect((await file(token, { template_id: null })).status).toBe(422);
    }
    const others = await Promise.all(Array.from({ length: 5 }, () => file(token)));
    expect(others.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 429]);
  });

  it("messages: 20 in 10 minutes, then 429 before the body is read", async () => {
    const { token, gestionId } = await newGestion();
    const send = (text: string) =>
      call(sendMessage, { method: "POST", token, params: { id: gestionId }, json: { body: text } });
    const limit = CITIZEN_RATE_LIMITS.message[0].limit;
    for (let i = 0; i < limit; i++) expect((await send(`Mensaje ${i}`)).status).toBe(201);
    const refused = await send("Uno más");
    expect([refused.status, refused.body.message]).toEqual([429, CITIZEN_TOO_MANY]);
    const { body, state } = openBody(new TextEncoder().encode(filePartHead("foto.png")));
    const unread = await postStream(sendMessage as Handler, { token, id: gestionId, body });
    expect(unread.status).toBe(429);
    expect(state.cancelled).toBe(false);
  });

  it("opinions: 10 in 10 minutes, then 429", async () => {
    const { actor, gestionId } = await newGestion();
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => "OK",
        (error: AppError) => error.code,
      );
    const limit = CITIZEN_RATE_LIMITS.feedback[0].limit;
    for (let i = 0; i < limit; i++) {
      // Not resolved yet: refused (409), but counted — a script cannot probe for free.
      expect(await codeOf(submitFeedback(actor, gestionId, { resolved: true }))).toBe("CONFLICT");
    }
    expect(await codeOf(submitFeedback(actor, gestionId, { resolved: true }))).toBe("RATE_LIMITED");
  });
});

describe("uploads refused before they are read", () => {
  let server: Server;
  let gestion: Awaited<ReturnType<typeof newGestion>>;

  beforeAll(async () => {
    gestion = await newGestion();
    server = await serveOverHttp(sendMessage as Handler, { id: String(gestion.gestionId) });
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  /** Sends the headers and a first chunk of a 900 MB message; resolves with the answer read while the body is still open. */
  function announce900MB(): Promise<{ head: string; stillSending: boolean }> {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    return new Promise((answered, failed) => {
      let received = Buffer.alloc(0);
      socket.on("error", failed);
      socket.on("connect", () => {
        socket.write(
          [
            "POST /api/portal/gestiones/x/mensajes HTTP/1.1",
            "Host: localhost",
            `Authorization: Bearer ${gestion.token}`,
            `Content-Type: ${MULTIPART}`,
            `Content-Length: ${900 * 1024 * 1024}`,
            "",
            filePartHead("video.png") + "x".repeat(64 * 1024),
          ].join("\r\n"),
        );
      });
      socket.on("data", (chunk) => {
        received = Buffer.concat([received, chunk]);
        const text = received.toString("utf8");
        if (!text.includes("\r\n\r\n") || !text.includes("}")) return;
        // The client never ended its body: the answer came while it was still sending.
        answered({ head: text, stillSending: !socket.writableEnded });
        socket.destroy();
      });
    });
  }

  it("a request announcing 900 MB is answered 413 while its body is still arriving, memory growth under 20 MB", async () => {
    const before = memoryInUse();
    for (let i = 0; i < 10; i++) {
      const { head, stillSending } = await announce900MB();
      expect(head.startsWith("HTTP/1.1 413")).toBe(true);
      expect(head).toContain(JSON.stringify(CITIZEN_STORAGE_FULL).slice(1, -1));
      expect(stillSending).toBe(true);
    }
    const growth = memoryInUse() - before;
    console.log(
      `[upload-limits] memory growth after 10 × 900 MB announced: ${(growth / 2 ** 20).toFixed(1)} MB`,
    );
    expect(growth).toBeLessThan(20 * 1024 * 1024);
    expect(await db().gestionMessage.count({ where: { gestion_id: gestion.gestionId } })).toBe(0);
  });

  it("another citizen's gestión is refused (404) before a byte of the body is read", async () => {
    const stranger = await citizenCaller();
    const { body, state } = openBody(new TextEncoder().encode(filePartHead("foto.png")));
    const refused = await postStream(sendMessage as Handler, {
      token: stranger.token,
      id: gestion.gestionId,
      body,
    });
    expect(refused.status).toBe(404);
    expect(state.cancelled).toBe(false);
  });

  it("a body with no announced length stops at the first chunk past a file's 25 MB", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    const { body, state } = openBody(
      new TextEncoder().encode(filePartHead("grande.png")),
      () => chunk,
    );
    const refused = await postStream(staffMessage as Handler, {
      token: officeToken,
      id: gestion.gestionId,
      body,
    });
    expect(refused.status).toBe(413);
    expect((await refused.json()).message).toBe(ATTACHMENT_RULES.sizeMessage);
    expect(state.cancelled).toBe(true);
    expect(state.pulledBytes).toBeLessThan(ATTACHMENT_RULES.maxBytes + 4 * chunk.byteLength);
  });

  it("the office's route refuses an announced 900 MB with its own text, and an unknown gestión before reading", async () => {
    const ask = (id: number) => {
      const { body, state } = openBody(new Uint8Array(16));
      const answer = postStream(staffMessage as Handler, {
        token: officeToken,
        id,
        body,
        headers: { "content-length": String(900 * 1024 * 1024) },
      });
      return { answer, state };
    };
    const big = ask(gestion.gestionId);
    const refused = await big.answer;
    expect([refused.status, (await refused.json()).message]).toEqual([413, MESSAGE_FORM_TOO_LARGE]);
    expect(big.state.cancelled).toBe(false);
    const unknown = ask(987_654_321);
    expect((await unknown.answer).status).toBe(404);
  });
});

describe("the 200 MB storage quota per citizen", () => {
  it("refuses (413, its own text) files past the quota, announced or not, and keeps nothing", async () => {
    const { token, gestionId, citizen } = await newGestion();
    // 199 MB already attached to the citizen's own messages.
    const stored = await db().storedFile.create({
      data: {
        key: `cuota-${randomUUID()}.pdf`,
        storage: "local",
        url: "/api/files/cuota",
        mime: "application/pdf",
        size_bytes: CITIZEN_STORAGE_QUOTA_BYTES - 1024 * 1024,
        original_name: "grande.pdf",
        visibility: "private",
      },
    });
    const earlier = await db().gestionMessage.create({
      data: {
        gestion_id: gestionId,
        body: "Adjunto",
        author_type: "citizen",
        author_citizen_id: citizen.id,
      },
    });
    await db().gestionAttachment.create({
      data: {
        gestion_id: gestionId,
        message_id: earlier.id,
        file_id: stored.id,
        original: "grande.pdf",
        mimetype: "application/pdf",
        size_bytes: stored.size_bytes,
      },
    });
    const before = await db().storedFile.count();
    const twoMegabytes = new Uint8Array(2 * 1024 * 1024);
    twoMegabytes.set(await pngBytes());
    const over = await call(sendMessage, {
      method: "POST",
      token,
      params: { id: gestionId },
      form: formOf({ files: [{ bytes: twoMegabytes, name: "foto.png" }] }),
    });
    expect([over.status, over.body.message]).toEqual([413, CITIZEN_STORAGE_FULL]);
    expect(await db().storedFile.count()).toBe(before);
    const small = await call(sendMessage, {
      method: "POST",
      token,
      params: { id: gestionId },
      form: formOf({ files: [{ bytes: await pngBytes(), name: "pequeña.png" }] }),
    });
    expect(small.status).toBe(201);
  });
});

describe("files of internal notes and files named by their content", () => {
  it("an internal note's file is refused to the citizen; a reply's file is served, sandboxed and not cached", async () => {
    const { token, gestionId } = await newGestion();
    const post = (is_internal: boolean, name: string) =>
      call(staffMessage, {
        method: "POST",
        token: officeToken,
        params: { id: gestionId },
        form: formOf({
          body: is_internal ? "Nota interna" : "Respuesta",
          is_internal: String(is_internal),
          files: [{ bytes: pdfBytes(), name }],
        }),
      });
    expect((await post(true, "informe-interno.pdf")).status).toBe(201);
    expect((await post(false, "respuesta.pdf")).status).toBe(201);
    const files = await db().gestionAttachment.findMany({
      where: { gestion_id: gestionId },
      include: { file: true, message: true },
    });
    const keyOf = (internal: boolean) =>
      files.find((row) => row.message!.is_internal === internal)!.file.key;
    const download = (key: string, as: string) =>
      downloadFile(
        new Request(`http://localhost/api/files/${key}`, {
          headers: { authorization: `Bearer ${as}` },
        }),
        { params: Promise.resolve({ key }) },
      );
    const internal = await download(keyOf(true), token);
    expect([internal.status, (await internal.json()).message]).toEqual([
      403,
      "No tienes permisos para ver este archivo.",
    ]);
    expect((await download(keyOf(true), officeToken)).status).toBe(200);
    const reply = await download(keyOf(false), token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-security-policy")).toBe("sandbox");
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a PDF uploaded as carta.html is stored and served as carta.pdf, application/pdf", async () => {
    const { token, gestionId } = await newGestion();
    const sent = await call(sendMessage, {
      method: "POST",
      token,
      params: { id: gestionId },
      form: formOf({ files: [{ bytes: pdfBytes(), name: "carta.html" }] }),
    });
    expect(sent.status).toBe(201);
    const row = await db().gestionAttachment.findFirstOrThrow({
      where: { message_id: sent.body.id },
      include: { file: true },
    });
    expect([row.original, row.mimetype, row.file.original_name]).toEqual([
      "carta.pdf",
      "application/pdf",
      "carta.pdf",
    ]);
    expect(row.file.key).toMatch(/\.pdf$/);
    const served = await downloadFile(
      new Request(`http://localhost/api/files/${row.file.key}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({ key: row.file.key }) },
    );
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''carta.pdf",
    );
    expect(served.headers.get("content-security-policy")).toBe("sandbox");
  });
});

describe("Idempotency-Key and caching", () => {
  it("a key reused with a different body answers 422; with the same body, the first result", async () => {
    const { token, gestionId } = await newGestion();
    const key = `clave-${randomUUID()}`;
    const first = await file(token, {}, { "idempotency-key": key });
    expect((await file(token, {}, { "idempotency-key": key })).body.id).toBe(first.body.id);
    const other = await file(token, { titulo: "Otro problema" }, { "idempotency-key": key });
    expect([other.status, other.body.message]).toEqual([422, IDEMPOTENCY_KEY_REUSED]);

    const message = (text: string) =>
      call(sendMessage, {
        method: "POST",
        token,
        params: { id: gestionId },
        json: { body: text },
        headers: { "idempotency-key": key },
      });
    const sent = await message("Primer mensaje");
    expect((await message("Primer mensaje")).body.id).toBe(sent.body.id);
    const changed = await message("Otro mensaje");
    expect([changed.status, changed.body.message]).toEqual([422, IDEMPOTENCY_KEY_REUSED]);
    expect(await db().gestionMessage.count({ where: { gestion_id: gestionId } })).toBe(1);
  });

  it("answers of signed-in routes carry Cache-Control: no-store, errors included; public ones do not", async () => {
    const { token } = await citizenCaller();
    const own = await listOwn(
      new Request("http://localhost/api/portal/gestiones", {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect([own.status, own.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const refused = await listOwn(new Request("http://localhost/api/portal/gestiones"), {
      params: Promise.resolve({}),
    });
    expect([refused.status, refused.headers.get("cache-control")]).toEqual([401, "no-store"]);
    const news = await publicNews(new Request("http://localhost/api/noticias"), {
      params: Promise.resolve({}),
    });
    expect(news.status).toBe(200);
    expect(news.headers.get("cache-control")).not.toBe("no-store");
  });
});
