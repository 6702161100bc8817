// The action wrapper's own Origin check (lib/actions/wrappers.ts, lib/security/origin.ts): Next checks a server
// action's Origin against X-Forwarded-Host when one is sent, which any client may write; the
// wrapper allows SITE_URL and the request's own Host only, for every audience, before anything runs.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { citizenAction, publicAction } from "@/lib/actions/wrappers";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { ORIGIN_REFUSED } from "@/lib/security/origin";
import { forgotPasswordAction } from "@/lib/citizens/actions";
import { actionRequest } from "./support/action-context";
import { createCitizen, signIn } from "./support/helpers";

vi.mock("next/headers", async () => (await import("./support/action-context")).nextHeaders());
vi.mock("@/lib/auth/actor", async (original) =>
  (await import("./support/action-context")).authActor(await original()),
);

const ran = vi.fn();
const open = publicAction({ schema: z.object({}) }, async () => ran());
const own = citizenAction({ schema: z.object({}) }, async () => ran());

function from(headers: Record<string, string>) {
  actionRequest.headers = () => new Headers({ "x-forwarded-for": "10.9.8.7", ...headers });
}

describe("server actions", () => {
  it("run from SITE_URL, from the Host they were sent to, or without an Origin", async () => {
    actionRequest.actor = (
      await signIn({ kind: "citizen", citizenId: (await createCitizen()).id })
    ).actor;
    for (const headers of <Record<string, string>[]>[
      { origin: new URL(env().SITE_URL).origin },
      { origin: "https://diputado.gt", host: "diputado.gt" },
      {},
      { "sec-fetch-site": "same-origin" },
    ]) {
      from(headers);
      for (const action of [open, own]) {
        expect([headers, await action({})]).toMatchObject([headers, { ok: true }]);
      }
    }
    expect(ran).toHaveBeenCalledTimes(8);
  });

  it("refuse a forged X-Forwarded-Host, another Origin and a cross-site call without one, running nothing", async () => {
    ran.mockClear();
    for (const headers of <Record<string, string>[]>[
      {
        origin: "https://evil.example",
        host: "localhost:3000",
        "x-forwarded-host": "evil.example",
      },
      {
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      { origin: "http://localhost:3001", host: "localhost:3000" },
      { "sec-fetch-site": "cross-site" },
    ]) {
      from(headers);
      for (const action of [open, own]) {
        expect([headers, await action({})]).toEqual([
          headers,
          { ok: false, status: 403, code: "FORBIDDEN", message: ORIGIN_REFUSED },
        ]);
      }
    }
    expect(ran).not.toHaveBeenCalled();
  });

  it("a real one, asked from a forged host, sends nothing", async () => {
    const citizen = await createCitizen();
    from({ origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    const answer = await forgotPasswordAction({ correo: citizen.correo! });
    expect(answer).toMatchObject({ ok: false, status: 403 });
    expect(await db().emailOutbox.count({ where: { to: citizen.correo! } })).toBe(0);
    // The same call from the site sends the link.
    from({ origin: new URL(env().SITE_URL).origin });
    expect(await forgotPasswordAction({ correo: citizen.correo! })).toMatchObject({ ok: true });
    expect(await db().emailOutbox.count({ where: { to: citizen.correo! } })).toBe(1);
  });
});
