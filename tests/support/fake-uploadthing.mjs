// A fake of UploadThing's ingest and API services, for tests (the real service cannot be reached
// from here). It speaks the protocol the real `uploadthing@7.7.4` SDK uses when it is configured with
// UPLOADTHING_TOKEN (see testToken), UPLOADTHING_INGEST_URL and UPLOADTHING_API_URL pointing here:
//
//   POST /route-metadata      a file route registers metadata + callback URL for the keys it presigned
//   HEAD /{key}?…signature=…  resume probe of the browser client (x-ut-range-start: 0)
//   PUT  /{key}?…signature=…  the upload (multipart `file`); runs the app's onUploadComplete callback
//   POST /callback-result     the app reports onUploadComplete's return value (serverData)
//   GET  /f/{key}             the file (Range supported); /a/{appId}/{key} too (ufsAppIdLocation "path")
//   POST /v6/deleteFiles      UTApi.deleteFiles
//   GET  /                    "ok" (readiness check)
//
// Reads of signed URLs (UTApi.generateSignedURL) are checked like uploads: a `signature` must be
// valid and unexpired, and files uploaded with acl "private" are only served through one. For
// UTApi.generateSignedURL to reach the fake, set UPLOADTHING_UFS_HOST=localhost:PORT (a host containing
// "local" makes the SDK use http) and UPLOADTHING_UFS_APP_ID_LOCATION=path.
//
// Run directly: `node tests/support/fake-uploadthing.mjs --port 3990 [--api-key sk_…]`.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

const SIGNATURE_PREFIX = "hmac-sha256=";
const RESERVED_SEGMENTS = new Set(["f", "a", "v6", "route-metadata", "callback-result"]);

/** The UPLOADTHING_TOKEN value for the fake: base64 of `{ apiKey, appId, regions }`. */
export function testToken({ apiKey = "sk_test_fake", appId = "fakeapp" } = {}) {
  return Buffer.from(JSON.stringify({ apiKey, appId, regions: ["fake1"] })).toString("base64");
}

function hmacHex(payload, apiKey) {
  return createHmac("sha256", apiKey).update(payload).digest("hex");
}

function sameString(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `x-ut-*` values are percent-encoded once by the SDK before URLSearchParams encodes them again. */
function signedParam(params, name) {
  const value = params.get(name);
  if (value == null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Starts the fake on 127.0.0.1.
 * @param {{ port?: number, apiKey?: string, deliverCallback?: (url: string, init: RequestInit) => Promise<Response>, callbackTimeoutMs?: number }} [options]
 */
export async function startFakeUploadThing({
  port = 0,
  apiKey = "sk_test_fake",
  deliverCallback = (url, init) => fetch(url, init),
  callbackTimeoutMs = 30_000,
} = {}) {
  /** @type {Map<string, { bytes: Buffer, name: string, type: string, size: number, customId: string | null, acl: string | null, contentDisposition: string, fileHash: string }>} */
  const files = new Map();
  /** @type {string[]} */
  const deleted = [];
  /** fileKey → what /route-metadata registered for it. */
  const routeMetadata = new Map();
  /** fileKey → uploads waiting for their /route-metadata (it can arrive after the PUT in dev mode). */
  const metadataWaiters = new Map();
  /** fileKey → resolver of the pending /callback-result. */
  const pendingResults = new Map();
  /** Dev-mode JSON-lines streams still open (answers to /route-metadata with isDev). */
  const devStreams = new Set();
  let origin = "";

  const send = (res, status, body, headers = {}) => {
    if (res.headersSent || res.writableEnded) return;
    const isJson = typeof body !== "string" && !Buffer.isBuffer(body);
    const payload = isJson ? JSON.stringify(body) : body;
    res.writeHead(status, {
      "content-type": isJson ? "application/json" : "text/plain; charset=utf-8",
      ...headers,
    });
    res.end(payload);
  };

  /**
   * Checks a presigned URL the way UploadThing does: the signature is the HMAC-SHA256 (apiKey) of the
   * URL as it was before `signature` was appended, and `expires` (ms since epoch) is in the future.
   */
  const checkSignedUrl = (req, url) => {
    const signature = url.searchParams.get("signature");
    if (!signature) return "missing signature";
    const expires = Number(url.searchParams.get("expires"));
    if (!Number.isFinite(expires) || expires <= Date.now()) return "expired URL";
    const rawPath = req.url ?? "/";
    const queryStart = rawPath.indexOf("?");
    const pathname = queryStart === -1 ? rawPath : rawPath.slice(0, queryStart);
    const query = (queryStart === -1 ? "" : rawPath.slice(queryStart + 1))
      .split("&")
      .filter((part) => part !== "" && !part.startsWith("signature="))
      .join("&");
    const signedPart = `${pathname}${query ? `?${query}` : ""}`;
    const origins = new Set([origin]);
    if (req.headers.host) origins.add(`http://${req.headers.host}`);
    for (const candidate of origins) {
      if (
        sameString(signature, `${SIGNATURE_PREFIX}${hmacHex(`${candidate}${signedPart}`, apiKey)}`)
      )
        return null;
    }
    return "invalid signature";
  };

  const checkApiKey = (req, res) => {
    if (req.headers["x-uploadthing-api-key"] === apiKey) return true;
    send(res, 401, { error: "Invalid API key" });
    return false;
  };

  /** Route uploads (their URL carries a signed x-ut-slug) need the metadata; wait a little for it. */
  const registrationFor = async (key, isRouteUpload) => {
    if (routeMetadata.has(key) || !isRouteUpload) return routeMetadata.get(key);
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.min(5_000, callbackTimeoutMs));
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      metadataWaiters.set(key, [...(metadataWaiters.get(key) ?? []), wake]);
    });
    metadataWaiters.delete(key);
    return routeMetadata.get(key);
  };

  const waitForResult = (key) => {
    let settle;
    const promise = new Promise((resolve) => {
      settle = resolve;
    });
    const timer = setTimeout(() => settle({ error: "timeout" }), callbackTimeoutMs);
    pendingResults.set(key, (result) => {
      clearTimeout(timer);
      settle(result);
    });
    return promise.finally(() => pendingResults.delete(key));
  };

  /** Sends the "uploaded" callback to the app and waits for its /callback-result. */
  const runCallback = async (registration, file) => {
    const payload = JSON.stringify({
      status: "uploaded",
      file,
      origin,
      metadata: registration.metadata,
    });
    const signature = `${SIGNATURE_PREFIX}${hmacHex(payload, apiKey)}`;
    const result = waitForResult(file.key);
    if (registration.devStream) {
      // Development mode: the SDK reads the callback from the open /route-metadata stream and
      // forwards it to its own route handler.
      registration.devStream.write(`${JSON.stringify({ payload, signature, hook: "callback" })}\n`);
    } else {
      const callbackUrl = new URL(registration.callbackUrl);
      if (!callbackUrl.searchParams.has("slug"))
        callbackUrl.searchParams.set("slug", registration.callbackSlug);
      let response;
      try {
        response = await deliverCallback(callbackUrl.toString(), {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "uploadthing-hook": "callback",
            "x-uploadthing-signature": signature,
          },
          body: payload,
        });
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        console.error(`fake-uploadthing: callback to ${callbackUrl} failed:`, error);
        pendingResults.get(file.key)?.({ error: "callback request failed" });
        return { ok: false };
      }
      if (!response.ok) {
        console.error(`fake-uploadthing: callback to ${callbackUrl} answered ${response.status}`);
        pendingResults.get(file.key)?.({ error: `callback answered ${response.status}` });
        return { ok: false };
      }
    }
    const outcome = await result;
    if ("error" in outcome) {
      console.error(`fake-uploadthing: no callback result for ${file.key}: ${outcome.error}`);
      return { ok: false };
    }
    return { ok: true, callbackData: outcome.callbackData ?? null };
  };

  const finishDevKey = (registration, key) => {
    const stream = registration.devStream;
    if (!stream) return;
    stream.remainingKeys.delete(key);
    if (stream.remainingKeys.size === 0) stream.close();
  };

  const handleRouteMetadata = async (req, res) => {
    if (!checkApiKey(req, res)) return;
    let body;
    try {
      body = JSON.parse((await readBody(req)).toString("utf8"));
    } catch {
      return send(res, 400, { error: "Invalid JSON" });
    }
    const {
      fileKeys,
      metadata = {},
      isDev = false,
      callbackUrl,
      callbackSlug,
      awaitServerData = true,
    } = body ?? {};
    if (
      !Array.isArray(fileKeys) ||
      typeof callbackUrl !== "string" ||
      typeof callbackSlug !== "string"
    ) {
      return send(res, 400, { error: "Invalid route metadata" });
    }
    let devStream = null;
    if (isDev) {
      res.writeHead(200, { "content-type": "application/x-ndjson", "cache-control": "no-store" });
      res.flushHeaders();
      const timer = setTimeout(() => devStream?.close(), 10 * 60_000);
      timer.unref();
      devStream = {
        remainingKeys: new Set(fileKeys),
        write: (line) => res.write(line),
        close: () => {
          clearTimeout(timer);
          devStreams.delete(devStream);
          res.end();
        },
      };
      devStreams.add(devStream);
      res.on("close", () => devStreams.delete(devStream));
    }
    for (const key of fileKeys) {
      routeMetadata.set(key, { metadata, callbackUrl, callbackSlug, awaitServerData, devStream });
      for (const wake of metadataWaiters.get(key) ?? []) wake();
      metadataWaiters.delete(key);
    }
    if (!isDev) send(res, 200, { ok: true });
  };

  const handleCallbackResult = async (req, res) => {
    if (!checkApiKey(req, res)) return;
    let body;
    try {
      body = JSON.parse((await readBody(req)).toString("utf8"));
    } catch {
      return send(res, 400, { error: "Invalid JSON" });
    }
    const resolve = pendingResults.get(body?.fileKey);
    if (!resolve) return send(res, 404, { error: `No upload is waiting for ${body?.fileKey}` });
    resolve(
      body.error ? { error: String(body.error) } : { callbackData: body.callbackData ?? null },
    );
    send(res, 200, { ok: true });
  };

  const handleUpload = async (req, res, url, key) => {
    const problem = checkSignedUrl(req, url);
    if (problem) return send(res, 403, { error: problem });
    if (req.method === "HEAD") {
      res.writeHead(200, { "x-ut-range-start": "0" });
      return res.end();
    }

    const body = await readBody(req);
    const contentType = req.headers["content-type"] ?? "application/octet-stream";
    let bytes = body;
    let partType = "";
    if (contentType.startsWith("multipart/form-data")) {
      let form;
      try {
        form = await new Response(body, { headers: { "content-type": contentType } }).formData();
      } catch {
        return send(res, 400, { error: "Invalid multipart body" });
      }
      const part = form.get("file");
      if (!part || typeof part === "string")
        return send(res, 400, { error: "Missing `file` field" });
      bytes = Buffer.from(await part.arrayBuffer());
      partType = part.type;
    }

    const params = url.searchParams;
    const declaredSize = Number(signedParam(params, "x-ut-file-size"));
    if (
      Number.isFinite(declaredSize) &&
      params.has("x-ut-file-size") &&
      declaredSize !== bytes.length
    ) {
      return send(res, 400, {
        error: `File size mismatch: signed ${declaredSize}, received ${bytes.length}`,
      });
    }
    const name = signedParam(params, "x-ut-file-name") ?? key;
    const type = signedParam(params, "x-ut-file-type") || partType || "application/octet-stream";
    const customId = signedParam(params, "x-ut-custom-id");
    const fileHash = createHash("md5").update(bytes).digest("hex");
    files.set(key, {
      bytes,
      name,
      type,
      size: bytes.length,
      customId,
      acl: signedParam(params, "x-ut-acl"),
      contentDisposition: signedParam(params, "x-ut-content-disposition") ?? "inline",
      fileHash,
    });

    const fileUrl = `${origin}/f/${key}`;
    const file = {
      name,
      size: bytes.length,
      type,
      customId,
      lastModified: Date.now(),
      key,
      url: fileUrl,
      appUrl: fileUrl,
      ufsUrl: fileUrl,
      fileHash,
    };
    const answer = { url: fileUrl, appUrl: fileUrl, ufsUrl: fileUrl, fileHash };

    // Server-side uploads (UTApi.uploadFiles) are not signed with a slug and have no callback.
    const registration = await registrationFor(key, params.has("x-ut-slug"));
    if (!registration) {
      if (params.has("x-ut-slug")) {
        console.error(`fake-uploadthing: no route metadata was registered for ${key}`);
        return send(res, 500, { error: "callback failed" });
      }
      return send(res, 200, { ...answer, serverData: null });
    }
    routeMetadata.delete(key);
    if (!registration.awaitServerData) {
      send(res, 200, { ...answer, serverData: null });
      runCallback(registration, file).finally(() => finishDevKey(registration, key));
      return;
    }
    const outcome = await runCallback(registration, file).finally(() =>
      finishDevKey(registration, key),
    );
    if (!outcome.ok) return send(res, 500, { error: "callback failed" });
    send(res, 200, { ...answer, serverData: outcome.callbackData });
  };

  const handleRead = (req, res, url, key) => {
    const stored = files.get(key);
    if (!stored) return send(res, 404, { error: "Not found" });
    if (url.searchParams.has("signature") || stored.acl === "private") {
      const problem = checkSignedUrl(req, url);
      if (problem) return send(res, 403, { error: problem });
    }
    const { bytes } = stored;
    const headers = {
      "content-type": stored.type,
      "accept-ranges": "bytes",
      "cache-control": "no-store",
      "content-disposition": `${stored.contentDisposition}; filename*=UTF-8''${encodeURIComponent(stored.name)}`,
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? "").trim());
    if (range && (range[1] || range[2])) {
      let start;
      let end;
      if (range[1]) {
        start = Number(range[1]);
        end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      } else {
        start = Math.max(bytes.length - Number(range[2]), 0);
        end = bytes.length - 1;
      }
      if (start >= bytes.length || start > end) {
        res.writeHead(416, { ...headers, "content-range": `bytes */${bytes.length}` });
        return res.end();
      }
      const slice = bytes.subarray(start, end + 1);
      res.writeHead(206, {
        ...headers,
        "content-length": String(slice.length),
        "content-range": `bytes ${start}-${end}/${bytes.length}`,
      });
      return res.end(req.method === "HEAD" ? undefined : slice);
    }
    res.writeHead(200, { ...headers, "content-length": String(bytes.length) });
    res.end(req.method === "HEAD" ? undefined : bytes);
  };

  const handleDelete = async (req, res) => {
    if (!checkApiKey(req, res)) return;
    let body;
    try {
      body = JSON.parse((await readBody(req)).toString("utf8"));
    } catch {
      return send(res, 400, { error: "Invalid JSON" });
    }
    let keys;
    if (Array.isArray(body?.fileKeys)) keys = body.fileKeys.map(String);
    else if (Array.isArray(body?.customIds)) {
      const ids = new Set(body.customIds.map(String));
      keys = [...files]
        .filter(([, stored]) => stored.customId && ids.has(stored.customId))
        .map(([key]) => key);
    } else return send(res, 400, { error: "Expected fileKeys or customIds" });
    let deletedCount = 0;
    for (const key of keys) {
      deleted.push(key);
      if (files.delete(key)) deletedCount += 1;
    }
    send(res, 200, { success: true, deletedCount });
  };

  const handle = async (req, res) => {
    // The browser client uploads cross-origin (XHR PUT with custom headers), so answer CORS.
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader(
      "access-control-expose-headers",
      "x-ut-range-start, content-range, content-length, accept-ranges",
    );
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-methods": "GET, HEAD, PUT, POST, OPTIONS",
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "*",
        "access-control-allow-private-network": "true",
        "access-control-max-age": "600",
      });
      return res.end();
    }
    const url = new URL(req.url ?? "/", origin);
    const segments = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? "GET";

    if (url.pathname === "/" && (method === "GET" || method === "HEAD"))
      return send(res, 200, "ok");
    if (url.pathname === "/route-metadata" && method === "POST")
      return handleRouteMetadata(req, res);
    if (url.pathname === "/callback-result" && method === "POST")
      return handleCallbackResult(req, res);
    if (url.pathname === "/v6/deleteFiles" && method === "POST") return handleDelete(req, res);
    if (method === "GET" || method === "HEAD") {
      if (segments.length === 2 && segments[0] === "f")
        return handleRead(req, res, url, segments[1]);
      if (segments.length === 3 && segments[0] === "a")
        return handleRead(req, res, url, segments[2]);
    }
    if (
      (method === "PUT" || method === "HEAD") &&
      segments.length === 1 &&
      !RESERVED_SEGMENTS.has(segments[0])
    ) {
      return handleUpload(req, res, url, segments[0]);
    }
    send(res, 404, { error: `No route for ${method} ${url.pathname}` });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error("fake-uploadthing: request failed:", error);
      send(res, 500, { error: "internal error" });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  origin = `http://127.0.0.1:${boundPort}`;

  return {
    url: origin,
    port: boundPort,
    files,
    deleted,
    close: async () => {
      for (const resolve of pendingResults.values()) resolve({ error: "fake closed" });
      for (const wakes of metadataWaiters.values()) for (const wake of wakes) wake();
      for (const stream of [...devStreams]) stream.close();
      await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function argValue(args, name) {
  const index = args.indexOf(name);
  if (index !== -1) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline?.slice(name.length + 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const port = Number(argValue(args, "--port") ?? 3990);
  const apiKey = argValue(args, "--api-key") ?? "sk_test_fake";
  const fake = await startFakeUploadThing({ port, apiKey });
  console.log(`fake-uploadthing listening on ${fake.url}`);
  const stop = () => {
    fake.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
