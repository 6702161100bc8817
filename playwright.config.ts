import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { testToken } from "./tests/support/fake-uploadthing.mjs";
import {
  FAKE_UPLOADTHING_URL,
  INSTANCES,
  SITE_URL,
  UPLOADTHING_INSTANCE,
  WHATSAPP_APP_SECRET,
  WHATSAPP_VERIFY_TOKEN,
  WORKERS,
  instance,
  own,
} from "./tests/e2e/support/servers";
import { PHONE } from "./tests/e2e/support/test";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./tests/e2e/support/widths";

// Debian's Chromium where Playwright's own browser cannot be downloaded — its old headless shell
// first, which Playwright itself prefers for headless runs and which is lighter — Playwright's elsewhere.
const chromium =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run one after another on each worker; each worker drives an instance of its own.
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: ci,
  // A failure is retried once under CI only to record its trace; a test that passes only on that
  // retry still fails the run, so flakiness is fixed instead of hidden.
  retries: ci ? 1 : 0,
  failOnFlakyTests: ci,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.E2E_JSON_REPORT ?? ".data/reports/playwright.json" }],
    ...(ci
      ? []
      : [["html", { open: "never", outputFolder: ".data/reports/playwright-html" }] as const]),
  ],
  use: {
    baseURL: own().url,
    locale: "es-GT",
    timezoneId: "America/Guatemala",
    trace: ci ? "on-first-retry" : "retain-on-failure",
    // The site's service worker (lib/offline/service-worker.ts) would take over every test's pages
    // after their first load; only tests/e2e/offline.spec.ts, which is about it, lets it register.
    serviceWorkers: "block",
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
      use: { ...devices["Desktop Chrome"], viewport: DESKTOP_VIEWPORT },
    },
    {
      // The phone is not a second copy of the suite: only what a phone does differently runs here
      // (tests/e2e/support/widths.ts); the desktop's journeys tagged AT_390 read their screens at
      // 390 px with axe themselves.
      name: "telefono",
      grep: new RegExp(PHONE),
      use: {
        ...devices["Desktop Chrome"],
        viewport: PHONE_VIEWPORT,
        // A phone's screen is its viewport: Chrome reads `device-width` from the screen, and with
        // the desktop's 1920-px screen it chose other image sizes than a phone does.
        screen: PHONE_VIEWPORT,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    ...Array.from({ length: INSTANCES }, (_, index) => {
      const { port, url, databaseUrl, uploadDir, distDir, mailDir, messagesDir } = instance(index);
      return {
        // The build's standalone server, as production runs it (scripts/start.mjs).
        command: "node scripts/start.mjs",
        url: `${url}/robots.txt`,
        reuseExistingServer: false,
        timeout: 180_000,
        gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
        env: {
          PORT: String(port),
          // Connections stay open longer than the tests' request client keeps an idle one: a server
          // closing a socket (Node's default, 5 s) just as the client reuses it resets that request.
          KEEP_ALIVE_TIMEOUT: "70000",
          DATABASE_URL: databaseUrl,
          UPLOAD_DIR: uploadDir,
          EMAIL_DIR: mailDir,
          MESSAGES_DIR: messagesDir,
          WHATSAPP_APP_SECRET,
          WHATSAPP_VERIFY_TOKEN,
          NEXT_DIST_DIR: distDir,
          SITE_URL,
          NEXT_TELEMETRY_DISABLED: "1",
          // The tests stand for the proxy: each gives its calls an address of its own.
          TRUSTED_PROXY_HOPS: "1",
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
