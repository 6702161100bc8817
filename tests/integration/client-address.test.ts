// Per-address limits hold against a client that writes its own X-Forwarded-For ("Limits
// that hold"): lib/security/client-address.ts trusts forwarded headers only as far as TRUSTED_PROXY_HOPS
// says, and otherwise uses the address of the connection, which lib/security/connection-address.ts keeps
// for each request a Node HTTP server emits. Each setting loads the modules afresh (lib/env.ts reads
// the environment once), and the check-dpi route is called for real: through a local HTTP server
// when the connection's address matters, directly otherwise.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { uniqueCui } from "../support/citizen-data";

type CheckDpi = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const saved = { hops: process.env.TRUSTED_PROXY_HOPS, vercel: process.env.VERCEL };
let loaded: { db: () => { $disconnect(): Promise<void> } } | null = null;

/** The route, the address function and the database client as configured by `settings`. */
async function configured(settings: { TRUSTED_PROXY_HOPS?: string; VERCEL?: string }) {
  process.env.TRUSTED_PROXY_HOPS = settings.TRUSTED_PROXY_HOPS ?? "";
  process.env.VERCEL = settings.VERCEL ?? "";
  vi.resetModules();
  const route = await import("@/app/api/auth-user/check-dpi/[dpi]/route");
  const { clientAddress } = await import("@/lib/security/client-address");
  const { recordConnectionAddresses } = await import("@/lib/security/connection-address");
  const { db } = await import("@/lib/db");
  loaded = { db };
  return { checkDpi: route.GET as CheckDpi, clientAddress, recordConnectionAddresses, db };
}

afterEach(async () => {
  await loaded?.db().$disconnect();
  loaded = null;
});

afterAll(() => {
  process.env.TRUSTED_PROXY_HOPS = saved.hops;
  process.env.VERCEL = saved.vercel;
});

const call = (checkDpi: CheckDpi, headers: Record<string, string>) =>
  checkDpi(new Request(`http://localhost/api/auth-user/check-dpi/${uniqueCui()}`, { headers }), {
    params: Promise.resolve({ dpi: uniqueCui() }),
  }).then((response) => response.status);

const invented = (index: number) => `203.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** The statuses of 120 calls, 30 allowed per minute and address (lib/citizens/registration-service.ts). */
const expectThrottledAfter30 = (statuses: number[]) =>
  expect([statuses.slice(0, 30), statuses.slice(30)]).toEqual([
    Array(30).fill(200),
    Array(90).fill(429),
  ]);

describe("forwarded headers not trusted (TRUSTED_PROXY_HOPS unset or 0)", () => {
  it("120 check-dpi calls with 120 invented X-Forwarded-For values hit 429 after 30: the limit is per connection", async () => {
    const { checkDpi, recordConnectionAddresses, db } = await configured({});
    recordConnectionAddresses();
    const server = http.createServer(async (incoming, outgoing) => {
      const headers = { "x-forwarded-for": String(incoming.headers["x-forwarded-for"]) };
      outgoing.writeHead(await call(checkDpi, headers)).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await db().rateLimitHit.deleteMany({ where: { key: "127.0.0.1" } });
      const statuses: number[] = [];
      for (let index = 0; index < 120; index += 1) {
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          headers: { "x-forwarded-for": invented(index) },
        });
        statuses.push(response.status);
      }
      expectThrottledAfter30(statuses);
      expect(await db().rateLimitHit.count({ where: { key: "127.0.0.1" } })).toBe(30);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("reads no forwarded header at all, and knows no address outside a server's request", async () => {
    const { clientAddress } = await configured({ TRUSTED_PROXY_HOPS: "0" });
    const headers = new Headers({
      "x-forwarded-for": "198.51.100.1",
      "x-real-ip": "198.51.100.2",
      "x-vercel-forwarded-for": "198.51.100.3",
    });
    expect(clientAddress(headers)).toBeNull();
  });
});

describe("forwarded headers trusted as configured", () => {
  it("one proxy: the entry it appended (the rightmost) is the client, whatever the client wrote before it", async () => {
    const { checkDpi, clientAddress } = await configured({ TRUSTED_PROXY_HOPS: "1" });
    const proxySaw = "198.51.100.77";
    const statuses: number[] = [];
    for (let index = 0; index < 120; index += 1) {
      statuses.push(await call(checkDpi, { "x-forwarded-for": `${invented(index)}, ${proxySaw}` }));
    }
    expectThrottledAfter30(statuses);
    // Different clients behind the proxy keep budgets of their own.
    expect(await call(checkDpi, { "x-forwarded-for": `${proxySaw}, 198.51.100.78` })).toBe(200);
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.1.1.1, 2.2.2.2, 3.3.3.3" }))).toBe(
      "3.3.3.3",
    );
    expect(clientAddress(new Headers({ "x-forwarded-for": "no-es-una-ip" }))).toBeNull();
    expect(clientAddress(new Headers({ "x-forwarded-for": "::ffff:10.0.0.1" }))).toBe("10.0.0.1");
  });

  it("two proxies: the second entry from the right; a shorter chain gives its leftmost entry", async () => {
    const { clientAddress } = await configured({ TRUSTED_PROXY_HOPS: "2" });
    const chain = (value: string) => clientAddress(new Headers({ "x-forwarded-for": value }));
    expect(chain("1.1.1.1, 2.2.2.2, 3.3.3.3")).toBe("2.2.2.2");
    expect(chain("2001:db8::1, 10.0.0.1")).toBe("2001:db8::1");
    expect(chain("10.0.0.9")).toBe("10.0.0.9");
  });

  it("on Vercel: the platform's x-vercel-forwarded-for, never the client's X-Forwarded-For", async () => {
    for (const settings of [{ TRUSTED_PROXY_HOPS: "vercel" }, { VERCEL: "1" }]) {
      const { clientAddress } = await configured(settings);
      const headers = new Headers({
        "x-forwarded-for": "203.0.113.50",
        "x-vercel-forwarded-for": "198.51.100.9",
      });
      expect(clientAddress(headers)).toBe("198.51.100.9");
      await loaded?.db().$disconnect();
    }
  });
});
