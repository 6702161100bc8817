// Authorization on reads: every read of the back office checks its permission itself, whoever
// calls it (a page, a route, an action, a script), so the page or route wrapper is never the only
// guard on citizens' personal data. Each module's exported reads are called with no actor, a
// citizen and a UserAdminNivel role: all refuse before reading. A new read that forgets its check
// fails here; the pure helpers a module exports beside its reads are named as such.
import { describe, expect, it } from "vitest";
import * as admins from "@/lib/admins/queries";
import * as audit from "@/lib/audit/queries";
import { auditQuery } from "@/lib/audit/schema";
import type { Actor } from "@/lib/auth/sessions";
import * as biography from "@/lib/biography/admin-queries";
import * as chat from "@/lib/chat/admin-queries";
import * as citizens from "@/lib/citizens/admin-queries";
import * as contact from "@/lib/contact/admin-queries";
import * as gestiones from "@/lib/gestiones/admin-queries";
import * as labores from "@/lib/labores/admin-queries";
import * as news from "@/lib/news/admin-queries";
import { createAdmin, createCitizen, signIn } from "./support/helpers";

type Read = (actor: Actor | null, ...rest: unknown[]) => unknown;

/** The exported functions of a read module, but its named helpers. */
function reads(module: Record<string, unknown>, helpers: readonly string[]): [string, Read][] {
  return Object.entries(module).filter(
    (entry): entry is [string, Read] =>
      typeof entry[1] === "function" && !helpers.includes(entry[0]),
  );
}

/** The error code a read ends with; a batch reader (an async generator) is read to its first batch. */
async function codeOf(read: () => unknown): Promise<string> {
  try {
    const result = read();
    if (result && typeof result === "object" && Symbol.asyncIterator in result) {
      await (result as unknown as AsyncIterator<unknown>).next();
    } else {
      await result;
    }
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const actorOf = async (role: Parameters<typeof createAdmin>[0]) =>
  (await signIn({ kind: "admin", adminId: (await createAdmin(role)).id })).actor;

// Arguments a read would accept if its check were missing: an id (never the caller's own
// account, which an administrator may read), then a query or a page.
const ARGS: unknown[] = [2_000_000_000, { page: 1, pageSize: 10 }, 10];

describe.each([
  ["admins/queries", admins, ["ADMIN_SELECT"]],
  ["biography/admin-queries", biography, []],
  ["chat/admin-queries", chat, []],
  ["citizens/admin-queries", citizens, ["anonymised", "toAdminItem"]],
  ["contact/admin-queries", contact, []],
  ["gestiones/admin-queries", gestiones, []],
  ["labores/admin-queries", labores, []],
  ["news/admin-queries", news, []],
  ["audit/queries", audit, ["auditWhere", "toAuditItems"]],
] as const)("lib/%s.ts", (_name, module, helpers) => {
  it("refuses every read without an actor (401), for a citizen and for a UserAdminNivel role (403)", async () => {
    const citizen = (await signIn({ kind: "citizen", citizenId: (await createCitizen()).id }))
      .actor;
    const userAdmin = await actorOf("UserAdminNivel4");
    const list = reads(module, helpers);
    expect(list.length).toBeGreaterThan(0);
    const refusals = [];
    for (const [name, read] of list) {
      refusals.push([
        name,
        await codeOf(() => read(null, ...ARGS)),
        await codeOf(() => read(citizen, ...ARGS)),
        await codeOf(() => read(userAdmin, ...ARGS)),
      ]);
    }
    expect(refusals).toEqual(
      list.map(([name]) => [name, "UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN"]),
    );
  });
});

describe("AdminNivel1-only reads", () => {
  it("the audit log refuses AdminNivel2 and answers AdminNivel1", async () => {
    const query = auditQuery.parse({});
    const batches = (actor: Actor) => audit.auditBatches(actor, query, 10);
    const manager = await actorOf("AdminNivel2");
    expect(await codeOf(() => audit.listAuditEntries(manager, query))).toBe("FORBIDDEN");
    expect(await codeOf(() => batches(manager).next())).toBe("FORBIDDEN");
    expect(await codeOf(() => audit.listAuditEntries(null, query))).toBe("UNAUTHENTICATED");
    const top = await actorOf("AdminNivel1");
    expect(await codeOf(() => audit.listAuditEntries(top, query))).toBe("ok");
    expect(await codeOf(() => batches(top).next())).toBe("ok");
  });
});

describe("reads of an administrator's own account", () => {
  it("any administrator reads their own account; another's needs admins.manage", async () => {
    const userAdmin = await actorOf("UserAdminNivel2");
    const manager = await actorOf("AdminNivel2");
    if (userAdmin.kind !== "admin" || manager.kind !== "admin") throw new Error("not admins");
    expect((await admins.getAdmin(userAdmin, userAdmin.id))?.id).toBe(userAdmin.id);
    expect(await codeOf(() => admins.getAdmin(userAdmin, manager.id))).toBe("FORBIDDEN");
    expect((await admins.getAdmin(manager, userAdmin.id))?.id).toBe(userAdmin.id);
  });
});
