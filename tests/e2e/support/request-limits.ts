// What a production server does with request bodies and downloads it must never hold in memory,
// measured on the server process itself (its resident memory, /proc/<pid>/status): shared by
// request-limits.spec.ts and body-idle-limit.spec.ts.
// Raw connections, not a browser: a body that never ends and a client that never reads are what
// no browser API sends. The same rules at handler level: request-bodies.test.ts, upload-limits.test.ts,
// file-serving.test.ts.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { expect } from "@playwright/test";
import { query } from "./db";
import { randomIp } from "../../support/citizen-data";

const MB = 1024 * 1024;

/** A running server: its address, its process and where it keeps local files. */
export interface Server {
  url: string;
  pid: number;
  uploadDir: string;
}

/**
 * The process listening on `port`: the inode of its listening socket in /proc/net/tcp{,6}, found
 * among the open files of /proc/<pid>/fd. Whatever starts the server (npm, next, a wrapper that
 * forks), this is the one that answers.
 */
export function listeningPid(port: number): number {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const [, local = "", , state, , , , , , inode = ""] = line.trim().split(/\s+/);
      if (state === "0A" && Number.parseInt(local.split(":")[1] ?? "", 16) === port) {
        inodes.add(`socket:[${inode}]`);
      }
    }
  }
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      }
    } catch {
      // A process that ended, or one whose files are not ours to read.
    }
  }
  throw new Error(`Nothing listens on port ${port}`);
}

const residentMB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** A connection to the server that wrote `head` and the first part of a body it may never end. */
interface OpenRequest {
  socket: Socket;
  /** The answer's status and text once its head has come, and the milliseconds it took. */
  answer: Promise<{ status: number; ms: number; text: string }>;
}

function openRequest(url: string, head: string[], body: Buffer | string = ""): OpenRequest {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const started = Date.now();
  const answer = new Promise<{ status: number; ms: number; text: string }>((resolve, reject) => {
    let received = "";
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const status = Number(received.slice(9, 12));
      resolve({ status, ms: Date.now() - started, text: received });
    });
  });
  socket.write(
    `${[...head, `Host: ${hostname}:${port}`, `X-Forwarded-For: ${randomIp()}`].join("\r\n")}\r\n\r\n`,
  );
  socket.write(body);
  return { socket, answer };
}

/** 900 MB announced on a portal message: refused with 413 within 2 s, while the body is still being sent. */
export async function expectAnnouncedGiantRefused(
  server: Server,
  token: string,
  gestionId: number,
) {
  const boundary = "----limite";
  const { socket, answer } = openRequest(
    server.url,
    [
      `POST /api/portal/gestiones/${gestionId}/mensajes HTTP/1.1`,
      `Authorization: Bearer ${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${900 * MB}`,
    ],
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="video.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7 ${"x".repeat(64 * 1024)}`,
  );
  const { status, ms } = await answer;
  socket.destroy();
  expect([status, ms < 2_000], `413 after ${ms} ms`).toEqual([413, true]);
}

/** A 24 MB PDF (the limit is 25 MB) on a portal message reaches the route whole: 201. */
export async function expectLargePdfAccepted(server: Server, token: string, gestionId: number) {
  const pdf = Buffer.alloc(24 * MB, 0x20);
  pdf.write("%PDF-1.7\n");
  const form = new FormData();
  form.append("body", "Adjunto el acta de la comunidad.");
  form.append("files", new Blob([pdf], { type: "application/pdf" }), "acta.pdf");
  const response = await fetch(`${server.url}/api/portal/gestiones/${gestionId}/mensajes`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": randomIp() },
    body: form,
  });
  expect(response.status, await response.text()).toBe(201);
}

/** A public file of `size` bytes, stored as an upload is (local disk and its row). */
async function publicFile(server: Server, size: number): Promise<string> {
  const key = `${randomUUID()}.pdf`;
  const bytes = Buffer.alloc(size, 0x30);
  bytes.write("%PDF-1.7\n");
  await writeFile(path.resolve(server.uploadDir, key), bytes);
  await query(
    `insert into stored_files (id, key, storage, url, mime, size_bytes, original_name, visibility)
     values (gen_random_uuid(), $1, 'local', $2, 'application/pdf', $3, 'informe.pdf', 'public')`,
    [key, `/api/files/${key}`, size],
  );
  return key;
}

/**
 * Eight anonymous 12 MB sign-in bodies that never end (four announcing their length, four sent
 * in chunks) and six clients that ask for a 12 MB public file and never read it, all at once:
 * each body is refused (413) once it passes the route's 64 KB, the file is sent only as fast as
 * it is read, the server's memory grows by less than 20 MB, and every other request is answered.
 */
export async function expectStalledClientsHeldCheaply(server: Server) {
  const key = await publicFile(server, 12 * MB);
  const login = "POST /api/auth-user/login HTTP/1.1";
  const json = "Content-Type: application/json";
  const chunk = `${MB.toString(16)}\r\n${"x".repeat(MB)}\r\n`;
  const others = async () => {
    for (const [address, status, headers] of [
      ["/api/health", 200, {}],
      ["/", 200, {}],
      [`/api/files/${key}`, 206, { range: "bytes=0-3" }],
    ] as const) {
      const response = await fetch(`${server.url}${address}`, { headers });
      expect([address, response.status]).toEqual([address, status]);
      await response.arrayBuffer();
    }
  };
  /** Opens the fourteen clients; resolves once every body has its answer, with their sockets. */
  const stall = async (): Promise<Socket[]> => {
    const bodies: OpenRequest[] = [];
    for (let i = 0; i < 4; i += 1) {
      bodies.push(
        openRequest(
          server.url,
          [login, json, `Content-Length: ${12 * MB}`],
          "x".repeat(12 * MB - 1),
        ),
        openRequest(server.url, [login, json, "Transfer-Encoding: chunked"], chunk.repeat(12)),
      );
    }
    const unread = Array.from({ length: 6 }, () => {
      const request = openRequest(server.url, [`GET /api/files/${key} HTTP/1.1`]);
      request.socket.pause();
      return request;
    });
    const answers = await Promise.all(bodies.map((request) => request.answer));
    expect(answers.map(({ status }) => status)).toEqual(Array(8).fill(413));
    return [...bodies, ...unread].map((request) => request.socket);
  };
  // A first round, not measured: the server's heap grows once to what such traffic takes (V8 sizes
  // its young generation to the rate of allocation), and what the requests load is loaded. Then
  // the resident memory still moves by tens of MB as V8 resizes its heap, either way: the least
  // growth of up to three rounds is what the clients hold (a body or a file kept in memory would
  // add its 12 MB in every round).
  for (const socket of await stall()) socket.destroy();
  await others();
  const growths: number[] = [];
  while (growths.length < 3 && !growths.some((growth) => growth < 20)) {
    const before = residentMB(server.pid);
    const sockets = await stall();
    growths.push(residentMB(server.pid) - before);
    // Every other request is answered while the file's clients still hold their connections.
    await others();
    for (const socket of sockets) socket.destroy();
  }
  console.log(
    `[request-limits] memory growth with 8 stalled bodies and 6 unread files: ${growths.map((growth) => growth.toFixed(1)).join(", ")} MB`,
  );
  expect(Math.min(...growths)).toBeLessThan(20);
}

/** A body that stops arriving is answered 408 once the server's idle limit (`seconds`) passes. */
export async function expectIdleBodyCut(server: Server, seconds: number) {
  const { socket, answer } = openRequest(
    server.url,
    ["POST /api/auth-user/login HTTP/1.1", "Content-Type: application/json", "Content-Length: 200"],
    '{"identifier": "',
  );
  const { status, ms } = await answer;
  socket.destroy();
  expect(status).toBe(408);
  expect(ms).toBeGreaterThanOrEqual(seconds * 1000 - 100);
  expect(ms).toBeLessThan(seconds * 1000 + 3_000);
}
