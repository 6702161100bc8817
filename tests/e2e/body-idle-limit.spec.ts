// The idle limit on request bodies, through the production server: a body that stops arriving is
// answered 408 once BODY_IDLE_TIMEOUT_SECONDS pass with nothing new. The suite's own servers keep
// the default (30 s), so this starts one more standalone server of the worker's build with the
// limit set short (its server.js directly: scripts/start.mjs would copy the static files again
// under the worker's running server).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { expectIdleBodyCut, listeningPid } from "./support/request-limits";
import { own, SITE_URL } from "./support/servers";
import { expect, test } from "./support/test";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;

test.afterEach(() => {
  server?.kill("SIGTERM");
});

const IDLE_SECONDS = 2;

test("a body that stops arriving is answered 408 after the idle limit", async ({ request }) => {
  const port = await freePort();
  const { databaseUrl, uploadDir, mailDir, distDir } = own();
  server = spawn(process.execPath, [path.resolve(distDir, "standalone", "server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      SITE_URL,
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: path.resolve(uploadDir),
      EMAIL_DIR: path.resolve(mailDir),
      EMAIL_TRANSPORT: "file",
      BODY_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS),
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await request.get(`${base}/api/health`).catch(() => null))?.status(), {
      timeout: 30_000,
    })
    .toBe(200);
  await expectIdleBodyCut({ url: base, pid: listeningPid(port), uploadDir }, IDLE_SECONDS);
});
