import type { APIRequestContext } from "@playwright/test";
import { staticPolicy, strictPolicy } from "@/lib/security/csp";
import { recordPolicyViolations } from "./support/csp";
import { FAKE_UPLOADTHING_URL, UPLOADTHING_INSTANCE, instance } from "./support/servers";
import { expect, test } from "./support/test";

// The Content-Security-Policy headers the built server sends per area (docs/architecture.md §7), and proof that
// the policy blocks and reports what it should. That normal use of every screen breaks no policy is
// checked by every test: the `page` fixture (test.ts) fails a test whose pages report a violation.
// The policies' composition is unit-tested in tests/unit/csp.test.ts.

// The environment the build and the servers were started with (`next build` runs in production).
const SERVER_ENV = { ...process.env, NODE_ENV: "production" };

/** Fetches a per-request page and checks its policy and that Next put its nonce on every script. */
async function strictNonce(api: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await api.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  const policy = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
  expect(policy, path).toBe(strictPolicy(nonce, SERVER_ENV));
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length, path).toBeGreaterThan(0);
  for (const script of scripts) {
    if (!script.includes('type="application/ld+json"'))
      expect(script, path).toContain(`nonce="${nonce}"`);
  }
  return nonce;
}

test("prerendered public pages carry the static policy", async ({ request }) => {
  for (const path of ["/", "/noticias", "/labores", "/valores", "/contacto", "/no-existe"]) {
    const response = await request.get(path);
    expect(response.headers()["content-security-policy"], path).toBe(staticPolicy(SERVER_ENV));
  }
});

test("sign-in, recovery, search and back-office pages get a strict policy with a new nonce each time", async ({
  request,
}) => {
  // An anonymous /admin/dashboard is the 'Acceso restringido' screen, served in its place (401).
  for (const [path, status] of [
    ["/admin/login", 200],
    ["/admin/dashboard", 401],
    ["/login-register", 200],
    ["/forgot-password", 200],
    ["/reset-password?token=x", 200],
    ["/buscar?q=agua", 200],
  ] as const) {
    expect(await strictNonce(request, path, status)).not.toBe(
      await strictNonce(request, path, status),
    );
  }
});

test.describe("the citizen portal", () => {
  test.use({ signedInAs: "citizen" });

  test("gets a strict policy with a new nonce each time", async ({ page }) => {
    for (const path of ["/portal", "/portal/sugerencias"]) {
      expect(await strictNonce(page.request, path)).not.toBe(await strictNonce(page.request, path));
    }
  });
});

test("with uploads in UploadThing, its address comes from the server's configuration", async ({
  request,
}) => {
  const response = await request.get(`${instance(UPLOADTHING_INSTANCE).url}/admin/login`);
  const policy = response.headers()["content-security-policy"] ?? "";
  for (const directive of ["img-src", "media-src", "connect-src"]) {
    expect(policy).toMatch(new RegExp(`${directive} 'self'[^;]* ${FAKE_UPLOADTHING_URL}(;| )`));
  }
});

test("what a policy does not allow is blocked and reported", async ({ context }) => {
  const page = await context.newPage();
  const violations = await recordPolicyViolations(page);
  const directives = () => violations.map((violation) => violation.split(" ")[1]);
  // Markup slipped into a page: an event handler that would run as soon as the image fails.
  const injectHandler = () =>
    page.evaluate(async () => {
      document.body.insertAdjacentHTML(
        "beforeend",
        '<img id="injected" src="/no-existe.png" onerror="window.handled = true" alt="">',
      );
      await new Promise((resolve) =>
        document.getElementById("injected")!.addEventListener("error", resolve),
      );
      return "handled" in window;
    });

  await page.goto("/admin/login");
  expect(await injectHandler()).toBe(false);
  const styled = await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "body { visibility: hidden }";
    document.head.append(style);
    return getComputedStyle(document.body).visibility === "hidden";
  });
  expect(styled).toBe(false);
  await expect.poll(directives).toEqual(["script-src-attr", "style-src-elem"]);
  violations.length = 0;

  await page.goto("/");
  expect(await injectHandler()).toBe(false);
  const loaded = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.src = "https://scripts.invalid/x.js";
    const settled = new Promise((resolve) => {
      script.onload = () => resolve(true);
      script.onerror = () => resolve(false);
    });
    document.head.append(script);
    return settled;
  });
  expect(loaded).toBe(false);
  await expect.poll(directives).toEqual(["script-src-attr", "script-src-elem"]);
});
