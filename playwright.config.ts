import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { testToken } from "./tests/support/fake-uploadthing.mjs";
import {
  APP_PORT as PORT,
  DATABASE_URL,
  DATA_DIR as DATA,
  FAKE_UPLOADTHING_URL,
  PG_PORT,
  UPLOADTHING_APP_URL,
} from "./tests/e2e/servers";

// Debian's Chromium where Playwright's own browser cannot be downloaded; Playwright's elsewhere.
const chromium =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "es-GT",
    timezoneId: "America/Guatemala",
    trace: "retain-on-failure",
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "escritorio",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "telefono",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      // The database that scripts/e2e.mjs built the app against (npm run test:e2e), behind that build.
      command: `node scripts/with-db.mjs --seed-if-empty --port ${PG_PORT} --dir ${DATA}/pg -- node node_modules/next/dist/bin/next start -p ${PORT}`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        UPLOAD_DIR: `${DATA}/uploads`,
        SITE_URL: `http://localhost:${PORT}`,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
    {
      command: `node tests/support/fake-uploadthing.mjs --port ${new URL(FAKE_UPLOADTHING_URL).port}`,
      url: FAKE_UPLOADTHING_URL,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      // Same database as the first server, which migrates and seeds it before any test runs.
      command: `node node_modules/next/dist/bin/next start -p ${new URL(UPLOADTHING_APP_URL).port}`,
      url: `${UPLOADTHING_APP_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        DATABASE_URL,
        AUTH_SECRET: "e2e-uploadthing-server-secret-0123456789",
        AUTH_TRUST_HOST: "true",
        SITE_URL: UPLOADTHING_APP_URL,
        UPLOADTHING_TOKEN: testToken(),
        UPLOADTHING_INGEST_URL: FAKE_UPLOADTHING_URL,
        UPLOADTHING_API_URL: FAKE_UPLOADTHING_URL,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  ],
});
