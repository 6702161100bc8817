import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { testToken } from "./tests/support/fake-uploadthing.mjs";
import {
  FAKE_UPLOADTHING_URL,
  INSTANCES,
  SITE_URL,
  UPLOADTHING_INSTANCE,
  WORKERS,
  instance,
  own,
} from "./tests/e2e/servers";

// Debian's Chromium where Playwright's own browser cannot be downloaded; Playwright's elsewhere.
const chromium =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  // The longer journeys (a dozen saves, axe twice) take about 50 s when two workers, their servers
  // and Chromium share a two-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Files run one after another on each worker; each worker drives an instance of its own.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: own().url,
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
    ...Array.from({ length: INSTANCES }, (_, index) => {
      const { port, url, databaseUrl, uploadDir, distDir } = instance(index);
      return {
        command: `node node_modules/next/dist/bin/next start -p ${port}`,
        url: `${url}/robots.txt`,
        reuseExistingServer: false,
        timeout: 180_000,
        gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
        env: {
          DATABASE_URL: databaseUrl,
          UPLOAD_DIR: uploadDir,
          NEXT_DIST_DIR: distDir,
          SITE_URL,
          NEXT_TELEMETRY_DISABLED: "1",
          ...(index === UPLOADTHING_INSTANCE
            ? {
                UPLOADTHING_TOKEN: testToken(),
                UPLOADTHING_INGEST_URL: FAKE_UPLOADTHING_URL,
                UPLOADTHING_API_URL: FAKE_UPLOADTHING_URL,
              }
            : {}),
        },
      };
    }),
    {
      command: `node tests/support/fake-uploadthing.mjs --port ${new URL(FAKE_UPLOADTHING_URL).port}`,
      url: FAKE_UPLOADTHING_URL,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
