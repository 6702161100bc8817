// Refused calls are audited: every 401/403 of a route, an action or a page, every Origin
// refusal and every refused password-reset token writes one `access.denied` entry (who, what, why,
// from where), with anonymous refusals recorded at most ANONYMOUS_REFUSALS_RECORDED per address;
// a failed login keeps its own `*.login_failed` entry and gets no second one.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as contactInbox } from "@/app/api/admin/contacto/route";
import { POST as adminLogin } from "@/app/api/auth/login/route";
import { POST as adminReset } from "@/app/api/auth/reset-password/route";
import { POST as citizenReset } from "@/app/api/auth-user/password/reset/route";
import { POST as createNews } from "@/app/api/noticias/route";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { ACCESS_DENIED, ANONYMOUS_REFUSALS_RECORDED } from "@/lib/audit/refusals";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { publishNewsAction } from "@/lib/news/actions";
import { actionRequest } from "./support/action-context";

import { call } from "./support/content-helpers";
import { createAdmin, createCitizen, sessionCookie, signIn } from "./support/helpers";
import { randomIp } from "../support/citizen-data";

// Actions and pages read the request's headers and the session behind its cookie.
vi.mock("next/headers", async () => (await import("./support/action-context")).nextHeaders());
vi.mock("@/lib/auth/actor", async (original) =>
  (await import("./support/action-context")).authActor(await original()),
);

let citizen: { actor: Actor; token: string };
let editor: { actor: Actor; token: string };
beforeAll(async () => {
  citizen = await signIn({ kind: "citizen", citizenId: (await createCitizen()).id });
  editor = await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel1")).id });
});

/** The refusal entries written from `ip`, oldest first. */
const refusalsFrom = (ip: string) =>
  db().auditLog.findMany({
    where: { action: ACCESS_DENIED, ip },
    orderBy: { id: "asc" },
    select: { actor_type: true, actor_id: true, entity: true, entity_id: true, details: true },
  });

describe("route refusals", () => {
  it("records a 403 with the caller, the path and the address, once", async () => {
    for (const [who, token, role] of [
      ["citizen", citizen.token, "citizen"],
      ["editor", editor.token, "admin"],
    ] as const) {
      const ip = randomIp();
      const result = await call(contactInbox, {
        token,
        path: "/api/admin/contacto",
        headers: { "x-forwarded-for": ip },
      });
      expect([who, result.status]).toEqual([who, 403]);
      expect(await refusalsFrom(ip)).toEqual([
        {
          actor_type: role,
          actor_id: (who === "citizen" ? citizen : editor).actor.id,
          entity: "route",
          entity_id: "GET /api/admin/contacto",
          details: { status: 403, reason: "No tienes permisos para acceder a esta sección." },
        },
      ]);
    }
  });

  it("records an anonymous 401 and an Origin refusal, naming the Origin", async () => {
    const ip = randomIp();
    const anonymous = await call(createNews, {
      method: "POST",
      path: "/api/noticias",
      json: {},
      headers: { "x-forwarded-for": ip },
    });
    expect(anonymous.status).toBe(401);
    const admin = await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id });
    const crossSite = await call(createNews, {
      method: "POST",
      path: "/api/noticias",
      json: {},
      headers: {
        "x-forwarded-for": ip,
        cookie: await sessionCookie(admin.actor.sessionId),
        origin: "https://evil.example",
      },
    });
    expect(crossSite.status).toBe(403);
    expect(await refusalsFrom(ip)).toEqual([
      {
        actor_type: "anonymous",
        actor_id: null,
        entity: "route",
        entity_id: "POST /api/noticias",
        details: { status: 401, reason: "No autorizado. Por favor, inicia sesión." },
      },
      {
        actor_type: "admin",
        actor_id: admin.actor.id,
        entity: "route",
        entity_id: "POST /api/noticias",
        details: { status: 403, reason: "Origen no permitido.", origin: "https://evil.example" },
      },
    ]);
  });

  it("counts repeats of one refusal on one row, for anonymous and signed-in callers", async () => {
    for (const token of [undefined, citizen.token]) {
      const ip = randomIp();
      for (let index = 0; index < 30; index += 1) {
        const result = await call(contactInbox, { token, headers: { "x-forwarded-for": ip } });
        expect(result.status).toBeGreaterThanOrEqual(401);
      }
      const rows = await db().auditLog.findMany({ where: { action: ACCESS_DENIED, ip } });
      expect(rows.map((row) => row.count)).toEqual([30]);
      expect(rows[0]!.last_at.getTime()).toBeGreaterThan(rows[0]!.created_at.getTime());
    }
  });

  it(`gives at most ${ANONYMOUS_REFUSALS_RECORDED.limit} rows to the anonymous refusals of one address per window`, async () => {
    const [flooding, other] = [randomIp(), randomIp()];
    for (let index = 0; index < ANONYMOUS_REFUSALS_RECORDED.limit + 5; index += 1) {
      const result = await call(contactInbox, {
        path: `/api/admin/contacto/${index}`,
        headers: { "x-forwarded-for": flooding },
      });
      expect(result.status).toBe(401);
    }
    expect(await refusalsFrom(flooding)).toHaveLength(ANONYMOUS_REFUSALS_RECORDED.limit);
    await call(contactInbox, { headers: { "x-forwarded-for": other } });
    expect(await refusalsFrom(other)).toHaveLength(1);
  });

  it("a failed login keeps its login_failed entry and gets no access.denied one", async () => {
    const ip = randomIp();
    const result = await call(adminLogin, {
      method: "POST",
      json: { email: "nadie@prueba.gt", password: "Incorrecta#1" },
      headers: { "x-forwarded-for": ip },
    });
    expect(result.status).toBe(401);
    expect(await refusalsFrom(ip)).toEqual([]);
    expect(await db().auditLog.count({ where: { ip, action: "admin.login_failed" } })).toBe(1);
  });
});

describe("refused reset tokens", () => {
  it("records an unknown token, for administrators and citizens, without the token", async () => {
    const ip = randomIp();
    const token = "token-que-no-existe-".repeat(3);
    const admin = await call(adminReset, {
      method: "POST",
      json: { token, password: "Nueva#2026x" },
      headers: { "x-forwarded-for": ip },
    });
    const citizenAnswer = await call(citizenReset, {
      method: "POST",
      json: { token, new_password: "nueva-clave-2026" },
      headers: { "x-forwarded-for": ip },
    });
    expect([admin.status, citizenAnswer.status]).toEqual([400, 400]);
    const entries = await refusalsFrom(ip);
    expect(entries.map((entry) => [entry.entity, entry.entity_id])).toEqual([
      ["reset_token", "admin.password_reset"],
      ["reset_token", "citizen.password_reset"],
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });
});

describe("action and page refusals", () => {
  it("records an action refused to a citizen, with the permission it asks for and the page", async () => {
    const ip = randomIp();
    actionRequest.headers = () =>
      new Headers({
        "x-forwarded-for": ip,
        referer: "http://localhost:3000/admin/landing/noticias?page=2",
        "next-action": "7f00aa",
      });
    actionRequest.actor = citizen.actor;
    const result = await publishNewsAction({ id: 1 });
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(await refusalsFrom(ip)).toEqual([
      {
        actor_type: "citizen",
        actor_id: citizen.actor.id,
        entity: "action",
        entity_id: "news.write",
        details: {
          status: 403,
          reason: "No tienes permisos para acceder a esta sección.",
          pagina: "/admin/landing/noticias",
          accion: "7f00aa",
        },
      },
    ]);
  });

  it("records a page refused for want of a session (401) or a permission (403)", async () => {
    // What `next build` sets for experimental.authInterrupts (next.config.ts).
    vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
    const ip = randomIp();
    actionRequest.headers = () => new Headers({ "x-forwarded-for": ip });
    for (const [actor, status] of [
      [null, 401],
      [editor.actor, 403],
    ] as const) {
      actionRequest.actor = actor;
      const refused = await requireAdminPage("citizens.read").catch((error: Error) => error);
      expect((refused as { digest?: string }).digest).toContain(`;${status}`);
    }
    expect(
      (await refusalsFrom(ip)).map((entry) => [entry.entity, entry.entity_id, entry.actor_type]),
    ).toEqual([
      ["page", "citizens.read", "anonymous"],
      ["page", "citizens.read", "admin"],
    ]);
    vi.unstubAllEnvs();
  });
});
