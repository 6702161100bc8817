// Usage: node scripts/start.mjs (npm start runs it with its database: scripts/with-db.mjs)
// Starts the server that `next build` wrote (`output: "standalone"`, under NEXT_DIST_DIR or .next),
// the one the Dockerfile runs, rather than `next start`, which does not serve a standalone build.
// PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT are the server's own settings.
import nextEnv from "@next/env";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = process.cwd();
// What `next start` reads: the production .env files, below the variables already set.
nextEnv.loadEnvConfig(root, false, { info() {}, error: console.error });

const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");
const manifest = path.join(distDir, "required-server-files.json");
if (!existsSync(manifest)) {
  console.error(
    `[start] ${path.relative(root, distDir)} no tiene una compilación: ejecuta npm run build.`,
  );
  process.exit(1);
}
const { config, relativeAppDir } = JSON.parse(readFileSync(manifest, "utf8"));
const app = path.join(distDir, "standalone", relativeAppDir);

// The standalone output leaves out the build's static files and public/, which a CDN may serve
// instead; this server serves them itself, from its own folder (where the Dockerfile puts them too).
for (const [from, to] of [
  [path.join(distDir, "static"), path.join(app, config.distDir, "static")],
  [path.join(root, "public"), path.join(app, "public")],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

// The server changes into its own folder: the project's relative paths are made absolute here
// (the defaults are lib/env.ts's).
for (const [name, fallback] of [
  ["UPLOAD_DIR", ".data/uploads"],
  ["EMAIL_DIR", ".data/mail"],
  ["MESSAGES_DIR", ".data/messages"],
]) {
  process.env[name] = path.resolve(root, process.env[name] || fallback);
}

await import(pathToFileURL(path.join(app, "server.js")).href);
