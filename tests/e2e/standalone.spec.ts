// The self-hosted server (Dockerfile): the build's standalone output starts on its own, without
// next or the project's node_modules beside it, and serves the health check and the pages.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { DIST_DIR } from "../../scripts/e2e-instances.mjs";
import { own } from "./servers";
import { expect, test } from "./test";

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

test("the standalone server of the build starts alone and answers", async ({ request }) => {
  const entry = path.resolve(DIST_DIR, "standalone", "server.js");
  expect(existsSync(entry), entry).toBe(true);
  const port = await freePort();
  const { databaseUrl, uploadDir, mailDir } = own();
  server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: path.resolve(uploadDir),
      EMAIL_DIR: path.resolve(mailDir),
      EMAIL_TRANSPORT: "file",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await request.get(`${base}/api/health`).catch(() => null))?.status(), {
      timeout: 30_000,
    })
    .toBe(200);
  const health = await (await request.get(`${base}/api/health`)).json();
  expect(health).toMatchObject({ ok: true, database: "ok", migraciones: { pendientes: [] } });
  const home = await request.get(`${base}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("Carlos Enrique Ixcot");
});
