// The authorization matrix's field-level dimension: besides *whether* a caller may
// manage the team (authorization-matrix.test.ts, action-authorization.test.ts), *which* accounts
// and roles. Each role creates, assigns, edits, re-addresses and deactivates an account of every
// role, through the REST API and through the server actions; a refused call changes nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { PUT as putAdmin } from "@/app/api/auth/admin/[id]/route";
import { PATCH as patchStatus } from "@/app/api/auth/admin/[id]/status/route";
import { POST as register } from "@/app/api/auth/register/route";
import { createAdminAction, saveAdminAction, setAdminStatusAction } from "@/lib/admins/actions";
import { ADMIN_ROLES } from "@/lib/auth/permissions";
import { permissionsOf } from "@/lib/auth/role-permissions";
import { db } from "@/lib/db";
import type { AdminRole } from "@/lib/generated/prisma/enums";
import { actionRequest } from "./support/action-context";

import { createAdmin, signIn } from "./support/helpers";
import { uniqueCui } from "../support/citizen-data";

vi.mock("next/headers", async () => (await import("./support/action-context")).nextHeaders());
vi.mock("@/lib/auth/actor", async (original) =>
  (await import("./support/action-context")).authActor(await original()),
);
vi.mock("@/lib/auth/browser-session", async () =>
  (await import("./support/action-context")).browserSession(),
);

/** The roles ranked above each role, written out apart from lib/auth/permissions.ts. */
const ABOVE: Record<AdminRole, AdminRole[]> = {
  AdminNivel1: [],
  AdminNivel2: ["AdminNivel1"],
  UserAdminNivel1: ["AdminNivel1", "AdminNivel2"],
  UserAdminNivel2: ["AdminNivel1", "AdminNivel2"],
  UserAdminNivel3: ["AdminNivel1", "AdminNivel2"],
  UserAdminNivel4: ["AdminNivel1", "AdminNivel2"],
};

/**
 * The callers: both managing roles, and one UserAdminNivel role standing for the four (they rank
 * alike, tests/unit/role-ranks.test.ts). Every role is a subject.
 */
const CALLERS: AdminRole[] = ["AdminNivel1", "AdminNivel2", "UserAdminNivel1"];

const expected = async (caller: AdminRole, subject: AdminRole) =>
  !(await permissionsOf(caller)).includes("admins.manage")
    ? "FORBIDDEN"
    : ABOVE[caller].includes(subject)
      ? "FORBIDDEN"
      : "ok";

type Transport = "api" | "action";
type Outcome = string;

const unique = () => randomUUID().slice(0, 8);

/** A signed-in administrator of `role`: a bearer token for the API, an actor for the actions. */
async function callerOf(role: AdminRole) {
  return signIn({ kind: "admin", adminId: (await createAdmin(role)).id });
}

/** An account of `role` with an open session of its own. */
async function subjectOf(role: AdminRole) {
  const admin = await createAdmin(role);
  await signIn({ kind: "admin", adminId: admin.id });
  return admin;
}

/** What must stay as it was after a refused call: the row, its open sessions, mail to it. */
async function footprint(id: number) {
  const row = await db().admin.findUniqueOrThrow({ where: { id } });
  return {
    row,
    openSessions: await db().session.count({ where: { admin_id: id, revoked_at: null } }),
    mail: await db().emailOutbox.count({ where: { to: row.email } }),
  };
}

async function viaApi(
  handler: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>,
  method: string,
  token: string,
  body: unknown,
  id?: number,
): Promise<Outcome> {
  const response = await handler(
    new Request("http://localhost:3000/api/auth", {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(id ?? 0) }) },
  );
  if (response.ok) return "ok";
  return ((await response.json()) as { code: string }).code;
}

async function viaAction(
  caller: Awaited<ReturnType<typeof callerOf>>,
  action: (input: never) => Promise<unknown>,
  input: unknown,
): Promise<Outcome> {
  actionRequest.actor = caller.actor;
  try {
    const result = (await action(input as never)) as { ok: boolean; code?: string };
    return result.ok ? "ok" : result.code!;
  } finally {
    actionRequest.actor = null;
  }
}

const teamValues = (account: { email: string }, overrides: Record<string, unknown> = {}) => ({
  nombre1: "Editado",
  apellido1: "Por Otro",
  dpi: uniqueCui(),
  email: account.email,
  codigo_pais: "502",
  rol: "UserAdminNivel4",
  ...overrides,
});

/** The team edit of `id` by `caller`, through one transport. */
function saveThrough(
  transport: Transport,
  caller: Awaited<ReturnType<typeof callerOf>>,
  id: number,
  values: Record<string, unknown>,
) {
  return transport === "api"
    ? viaApi(putAdmin, "PUT", caller.token, values, id)
    : viaAction(caller, saveAdminAction, { id, values });
}

function statusThrough(
  transport: Transport,
  caller: Awaited<ReturnType<typeof callerOf>>,
  id: number,
  estado: boolean,
) {
  return transport === "api"
    ? viaApi(patchStatus, "PATCH", caller.token, { estado }, id)
    : viaAction(caller, setAdminStatusAction, { id, estado });
}

/**
 * Runs `operation` for every caller role and subject role, and checks the outcome against the
 * table; a refused call must leave `subject`'s footprint unchanged.
 */
async function matrix(
  operation: (
    caller: Awaited<ReturnType<typeof callerOf>>,
    subject: AdminRole,
  ) => Promise<{ outcome: Outcome; unchanged: () => Promise<boolean> }>,
): Promise<string[]> {
  const mismatches: string[] = [];
  for (const callerRole of CALLERS) {
    for (const subjectRole of ADMIN_ROLES) {
      const caller = await callerOf(callerRole);
      const want = await expected(callerRole, subjectRole);
      const { outcome, unchanged } = await operation(caller, subjectRole);
      if (outcome !== want)
        mismatches.push(`${callerRole} → ${subjectRole}: ${outcome}, se esperaba ${want}`);
      if (want !== "ok" && !(await unchanged())) {
        mismatches.push(`${callerRole} → ${subjectRole}: rechazado, pero algo cambió`);
      }
    }
  }
  return mismatches;
}

/** Runs a check once per transport. */
const TRANSPORTS: Transport[] = ["api", "action"];

describe("field-level authorization: no role above one's own", () => {
  it.each(TRANSPORTS)(
    "creates accounts only of roles at or below the caller's (%s)",
    async (transport) => {
      const mismatches = await matrix(async (caller, rol) => {
        const email = `rango-${unique()}@prueba.gt`;
        const body = { nombre1: "Nueva", apellido1: "Cuenta", email, rol, password: "Rango#2026x" };
        const outcome =
          transport === "api"
            ? await viaApi(register, "POST", caller.token, body)
            : await viaAction(caller, createAdminAction, body);
        return {
          outcome,
          unchanged: async () => (await db().admin.count({ where: { email } })) === 0,
        };
      });
      expect(mismatches).toEqual([]);
    },
    120_000,
  );

  it.each(TRANSPORTS)(
    "edits only accounts ranked at or below the caller (%s)",
    async (transport) => {
      const mismatches = await matrix(async (caller, role) => {
        const subject = await subjectOf(role);
        const before = await footprint(subject.id);
        const outcome = await saveThrough(
          transport,
          caller,
          subject.id,
          teamValues(subject, { rol: role }),
        );
        return { outcome, unchanged: async () => expectSame(before, await footprint(subject.id)) };
      });
      expect(mismatches).toEqual([]);
    },
    120_000,
  );

  it.each(TRANSPORTS)(
    "assigns only roles at or below the caller's (%s)",
    async (transport) => {
      const mismatches = await matrix(async (caller, rol) => {
        const subject = await subjectOf("UserAdminNivel4");
        const before = await footprint(subject.id);
        const outcome = await saveThrough(
          transport,
          caller,
          subject.id,
          teamValues(subject, { rol }),
        );
        return { outcome, unchanged: async () => expectSame(before, await footprint(subject.id)) };
      });
      expect(mismatches).toEqual([]);
    },
    120_000,
  );

  it.each(TRANSPORTS)(
    "changes the e-mail only of accounts at or below the caller (%s)",
    async (transport) => {
      const mismatches = await matrix(async (caller, role) => {
        const subject = await subjectOf(role);
        const before = await footprint(subject.id);
        const values = teamValues(subject, { rol: role, email: `nuevo-${unique()}@prueba.gt` });
        const outcome = await saveThrough(transport, caller, subject.id, values);
        return { outcome, unchanged: async () => expectSame(before, await footprint(subject.id)) };
      });
      expect(mismatches).toEqual([]);
    },
    120_000,
  );

  it.each(TRANSPORTS)(
    "deactivates only accounts ranked at or below the caller (%s)",
    async (transport) => {
      const mismatches = await matrix(async (caller, role) => {
        const subject = await subjectOf(role);
        const before = await footprint(subject.id);
        const outcome = await statusThrough(transport, caller, subject.id, false);
        return { outcome, unchanged: async () => expectSame(before, await footprint(subject.id)) };
      });
      expect(mismatches).toEqual([]);
    },
    120_000,
  );
});

function expectSame(before: unknown, after: unknown): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}
