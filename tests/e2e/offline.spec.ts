import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe";
import { signOutFromPortal } from "./support/citizen-fixtures";
import { query } from "./support/db";
import { signedInCitizen } from "./support/gestiones-fixtures";
import { PUBLISHED_NEWS } from "./support/public-fixtures";
import { PHONE, expect, test } from "./support/test";

// The site on a phone without signal (lib/offline/service-worker.ts): public pages once visited
// read offline, any other page gets the plain offline page, and nothing of the portal is ever kept
// on the phone. The rest of the suite blocks service workers (playwright.config.ts); here the
// browser registers the site's own, as a phone does. Which addresses may be kept is checked in
// Vitest (tests/unit/offline-paths.test.ts).
test.use({ serviceWorkers: "allow" });

/** Every address held in the page's caches. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(request.url);
    }
    return addresses.map((address) => new URL(address).pathname);
  });

/** Resolves once this page and every script and stylesheet it loaded are kept by the worker. */
const keptWithItsFiles = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = [
            // Not the legacy browsers' polyfills (`nomodule`), which this browser never loads.
            ...[...document.scripts]
              .filter((script) => !script.noModule)
              .map((script) => script.src),
            ...[...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].map(
              (link) => link.href,
            ),
          ].filter(Boolean);
          const addresses = [location.href, ...files];
          const found = await Promise.all(addresses.map((url) => caches.match(url)));
          return addresses.filter((_, index) => !found[index]);
        }),
      // The first visit installs the worker, which then keeps what the page had loaded.
      { timeout: 30_000 },
    )
    .toEqual([]);

/** A full navigation the test's `goto` would not wait for: the offline page has no React. */
async function openWithoutReact(page: Page, path: string): Promise<void> {
  await page.evaluate((address) => window.location.assign(address), path);
  await page.waitForURL((url) => url.pathname === path);
}

test(
  "a public page visited once reads offline, any other shows the offline page, and the portal is never kept",
  { tag: PHONE },
  async ({ page, context, isMobile }) => {
    test.skip(!isMobile, "a phone's journey");
    const [visited, unvisited] = await query<{ slug: string; titulo: string }>(
      `select slug, titulo from news where ${PUBLISHED_NEWS} order by id limit 2`,
    );
    const [{ hours }] = (await query<{ hours: string }>(
      `select horario_atencion as hours from site_settings where id = 1`,
    )) as [{ hours: string }];

    // The first page is fetched before any worker exists: the worker keeps it once registered.
    await page.goto(`/noticias/${visited!.slug}`);
    await keptWithItsFiles(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors, "installable to the home screen").toEqual([]);
    // Later pages go through the worker, which keeps them as they arrive.
    await page.goto("/contacto");
    await keptWithItsFiles(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("main").getByText(hours)).toBeVisible();
    await page.goto(`/noticias/${visited!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: visited!.titulo })).toBeVisible();

    await openWithoutReact(page, `/noticias/${unvisited!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
    await expect(page.getByText(unvisited!.titulo)).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });

    // Signed in, the portal goes to the network every time and nothing of it is kept.
    await context.setOffline(false);
    await signedInCitizen(page);
    await page.goto("/portal/sugerencias");
    await page.goto("/portal/perfil");
    await signOutFromPortal(page);
    await expect(page).toHaveURL(/\/login-register/);
    const kept = await cachedAddresses(page);
    expect(kept).toContain(`/noticias/${visited!.slug}`);
    expect(kept.filter((path) => /^\/(portal|admin|api|login-register)(\/|$)/.test(path))).toEqual(
      [],
    );
    await context.setOffline(true);
    await openWithoutReact(page, "/portal/perfil");
    await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
  },
);
