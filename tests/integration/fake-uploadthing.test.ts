// The fake UploadThing service (tests/support/fake-uploadthing.mjs) against the real uploadthing SDK:
// server-side uploads through UTApi, reads, signed reads, deletes, and the browser upload protocol
// (route handler → presigned URL → HEAD + PUT → callback → serverData).
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRouteHandler,
  createUploadthing,
  UTApi,
  UTFile,
  type FileRouter,
} from "uploadthing/server";
import {
  startFakeUploadThing,
  testToken,
  type FakeUploadThing,
} from "../support/fake-uploadthing.mjs";

const API_KEY = "sk_test_fake";
const UT_VERSION: string = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, "../../node_modules/uploadthing/package.json"),
    "utf8",
  ),
).version;
const ENV_KEYS = [
  "UPLOADTHING_TOKEN",
  "UPLOADTHING_INGEST_URL",
  "UPLOADTHING_API_URL",
  "UPLOADTHING_UFS_HOST",
  "UPLOADTHING_UFS_APP_ID_LOCATION",
] as const;

let fake: FakeUploadThing;
const savedEnv = new Map<string, string | undefined>();

function bytesOf(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < length; i++) bytes[i] = (i * 37) % 256;
  return bytes;
}

/** A presigned ingest URL made the way @uploadthing/shared's generateSignedURL makes it. */
function presign(
  base: string,
  key: string,
  data: Record<string, string | number>,
  expires = Date.now() + 60_000,
) {
  const url = new URL(`${base}/${key}`);
  url.searchParams.append("expires", String(expires));
  for (const [name, value] of Object.entries(data))
    url.searchParams.append(name, encodeURIComponent(value));
  const signature = `hmac-sha256=${createHmac("sha256", API_KEY).update(url.toString()).digest("hex")}`;
  url.searchParams.append("signature", signature);
  return url.href;
}

function multipart(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name, { type }));
  return form;
}

beforeAll(async () => {
  fake = await startFakeUploadThing({ apiKey: API_KEY });
  for (const key of ENV_KEYS) savedEnv.set(key, process.env[key]);
  process.env.UPLOADTHING_TOKEN = testToken({ apiKey: API_KEY });
  process.env.UPLOADTHING_INGEST_URL = fake.url;
  process.env.UPLOADTHING_API_URL = fake.url;
  // UTApi.generateSignedURL builds http://localhost:PORT/a/<appId>/<key>?… with these.
  process.env.UPLOADTHING_UFS_HOST = `localhost:${fake.port}`;
  process.env.UPLOADTHING_UFS_APP_ID_LOCATION = "path";
});

afterAll(async () => {
  await fake?.close();
  for (const [key, value] of savedEnv) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("fake UploadThing with UTApi (server-side uploads)", () => {
  it("uploads, serves whole and ranged reads, and deletes", async () => {
    const api = new UTApi({ token: testToken({ apiKey: API_KEY }) });
    const bytes = bytesOf(64);
    const result = await api.uploadFiles(
      new UTFile([bytes as BlobPart], "a.png", { type: "image/png", customId: "abc" }),
    );
    expect(result.error).toBeNull();
    const data = result.data!;
    expect(data.key).toMatch(/^[A-Za-z0-9]+$/);
    expect(data.ufsUrl).toBe(`${fake.url}/f/${data.key}`);
    expect(data).toMatchObject({ name: "a.png", size: 64, type: "image/png", customId: "abc" });
    expect(data.fileHash).toMatch(/^[0-9a-f]{32}$/);
    expect(fake.files.get(data.key)).toMatchObject({
      name: "a.png",
      type: "image/png",
      size: 64,
      customId: "abc",
    });

    const whole = await fetch(data.ufsUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const ranged = await fetch(data.ufsUrl, { headers: { range: "bytes=0-15" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe("bytes 0-15/64");
    expect(Buffer.from(await ranged.arrayBuffer()).equals(Buffer.from(bytes.subarray(0, 16)))).toBe(
      true,
    );

    await expect(api.deleteFiles(data.key)).resolves.toMatchObject({
      success: true,
      deletedCount: 1,
    });
    expect(fake.deleted).toContain(data.key);
    expect(fake.files.has(data.key)).toBe(false);
    expect((await fetch(data.ufsUrl)).status).toBe(404);
  });

  it("serves a private file only through a signed URL from UTApi.generateSignedURL", async () => {
    const api = new UTApi({ token: testToken({ apiKey: API_KEY }) });
    const bytes = bytesOf(40);
    const result = await api.uploadFiles(
      new UTFile([bytes as BlobPart], "secreto.png", { type: "image/png" }),
      {
        acl: "private",
      },
    );
    const key = result.data!.key;
    expect((await fetch(result.data!.ufsUrl)).status).toBe(403);

    const { ufsUrl } = await api.generateSignedURL(key, { expiresIn: 60 });
    expect(ufsUrl.startsWith(`http://localhost:${fake.port}/a/fakeapp/${key}?`)).toBe(true);
    const signed = await fetch(ufsUrl);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const tampered = ufsUrl.replace(/expires=\d+/, `expires=${Date.now() + 3_600_000}`);
    expect((await fetch(tampered)).status).toBe(403);
  });

  it("refuses API calls with a wrong API key", async () => {
    const response = await fetch(`${fake.url}/v6/deleteFiles`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-uploadthing-api-key": "sk_wrong" },
      body: JSON.stringify({ fileKeys: ["x"] }),
    });
    expect(response.status).toBe(401);
    expect((await fetch(`${fake.url}/`)).status).toBe(200);
    expect((await fetch(`${fake.url}/nope/nope`)).status).toBe(404);
  });
});

describe("fake UploadThing with a file route (browser upload protocol)", () => {
  let appServer: Server;
  let appOrigin: string;

  const f = createUploadthing();
  const router = {
    imageUploader: f({ image: { maxFileSize: "8MB" } })
      .middleware(() => ({ who: "x" }))
      .onUploadComplete(({ file, metadata }) => ({ key: file.key, who: metadata.who })),
  } satisfies FileRouter;

  async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    return new Request(new URL(req.url ?? "/", origin), {
      method: req.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
  }

  beforeAll(async () => {
    const token = testToken({ apiKey: API_KEY });
    const prodHandler = createRouteHandler({ router, config: { token, logLevel: "Error" } });
    const devHandler = createRouteHandler({
      router,
      config: { token, isDev: true, logLevel: "Error" },
    });
    appServer = createServer((req, res) => {
      const handler = req.url?.startsWith("/dev/") ? devHandler : prodHandler;
      toRequest(req, appOrigin)
        .then((request) => handler(request))
        .then(async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch((error: unknown) => {
          res.writeHead(500);
          res.end(String(error));
        });
    });
    await new Promise<void>((resolve) => appServer.listen(0, "127.0.0.1", resolve));
    const address = appServer.address();
    appOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => appServer?.close(resolve));
  });

  async function requestPresigned(
    endpoint: string,
    file: { name: string; size: number; type: string },
  ) {
    const response = await fetch(`${appOrigin}${endpoint}?actionType=upload&slug=imageUploader`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-uploadthing-package": "uploadthing/client",
        "x-uploadthing-version": UT_VERSION,
      },
      body: JSON.stringify({ files: [{ ...file, lastModified: Date.now() }], input: null }),
    });
    expect(response.status).toBe(200);
    const presigneds = (await response.json()) as {
      url: string;
      key: string;
      name: string;
      customId: string | null;
    }[];
    expect(presigneds).toHaveLength(1);
    return presigneds[0]!;
  }

  async function put(url: string, bytes: Uint8Array, name: string) {
    return fetch(url, {
      method: "PUT",
      headers: { range: "bytes=0-", "x-uploadthing-version": UT_VERSION },
      body: multipart(bytes, name, "image/png"),
    });
  }

  it("presigns, takes HEAD + PUT, runs onUploadComplete and answers its serverData", async () => {
    const bytes = bytesOf(100);
    const presigned = await requestPresigned("/api/uploadthing", {
      name: "foto.png",
      size: 100,
      type: "image/png",
    });
    expect(presigned.url.startsWith(`${fake.url}/${presigned.key}?`)).toBe(true);
    expect(presigned).toMatchObject({ name: "foto.png", customId: null });

    const head = await fetch(presigned.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-ut-range-start")).toBe("0");

    const response = await put(presigned.url, bytes, "foto.png");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      ufsUrl: `${fake.url}/f/${presigned.key}`,
      url: `${fake.url}/f/${presigned.key}`,
      appUrl: `${fake.url}/f/${presigned.key}`,
      serverData: { key: presigned.key, who: "x" },
    });
    expect(fake.files.get(presigned.key)).toMatchObject({
      name: "foto.png",
      type: "image/png",
      size: 100,
    });
    const read = await fetch(body.ufsUrl as string);
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it("refuses tampered and expired presigned URLs with 403", async () => {
    const bytes = bytesOf(50);
    const presigned = await requestPresigned("/api/uploadthing", {
      name: "b.png",
      size: 50,
      type: "image/png",
    });

    const renamed = presigned.url.replace("x-ut-file-name=b.png", "x-ut-file-name=evil.png");
    expect(renamed).not.toBe(presigned.url);
    const tamperedName = await put(renamed, bytes, "b.png");
    expect(tamperedName.status).toBe(403);
    expect(await tamperedName.json()).toEqual({ error: "invalid signature" });

    const badSignature = presigned.url.replace(
      /signature=hmac-sha256%3D([0-9a-f])/,
      (_m, c: string) => `signature=hmac-sha256%3D${c === "0" ? "1" : "0"}`,
    );
    expect((await put(badSignature, bytes, "b.png")).status).toBe(403);
    expect((await fetch(badSignature, { method: "HEAD" })).status).toBe(403);

    const expired = presign(
      fake.url,
      "expiredkey",
      { "x-ut-file-name": "b.png", "x-ut-file-size": 50 },
      Date.now() - 1,
    );
    const expiredAnswer = await put(expired, bytes, "b.png");
    expect(expiredAnswer.status).toBe(403);
    expect(await expiredAnswer.json()).toEqual({ error: "expired URL" });

    expect(fake.files.has(presigned.key)).toBe(false);
    expect(fake.files.has("expiredkey")).toBe(false);
  });

  it("delivers the callback through the metadata stream in development mode", async () => {
    const bytes = bytesOf(30);
    const presigned = await requestPresigned("/dev/api/uploadthing", {
      name: "dev.png",
      size: 30,
      type: "image/png",
    });
    const response = await put(presigned.url, bytes, "dev.png");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ serverData: { key: presigned.key, who: "x" } });
  });

  it("answers 500 when the app's callback fails or never reports a result", async () => {
    const failing = await startFakeUploadThing({
      apiKey: API_KEY,
      deliverCallback: async () => new Response("nope", { status: 500 }),
    });
    const silent = await startFakeUploadThing({
      apiKey: API_KEY,
      callbackTimeoutMs: 200,
      deliverCallback: async () => new Response(null, { status: 200 }),
    });
    try {
      for (const other of [failing, silent]) {
        const registered = await fetch(`${other.url}/route-metadata`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-uploadthing-api-key": API_KEY },
          body: JSON.stringify({
            fileKeys: ["k1"],
            metadata: {},
            isDev: false,
            callbackUrl: "http://app.invalid/api/uploadthing",
            callbackSlug: "imageUploader",
            awaitServerData: true,
          }),
        });
        expect(await registered.json()).toEqual({ ok: true });
        const url = presign(other.url, "k1", {
          "x-ut-file-name": "c.png",
          "x-ut-file-size": 10,
          "x-ut-file-type": "image/png",
        });
        const answer = await put(url, bytesOf(10), "c.png");
        expect(answer.status).toBe(500);
        expect(await answer.json()).toEqual({ error: "callback failed" });
      }
    } finally {
      await failing.close();
      await silent.close();
    }
  });
});
