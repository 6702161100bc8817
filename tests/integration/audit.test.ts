import { describe, expect, it } from "vitest";
import { writeAudit } from "@/lib/audit/service";
import { db } from "@/lib/db";
import { createAdmin, signIn } from "./helpers";

describe("audit writer", () => {
  it("records who did what, to what, and when", async () => {
    const { actor } = await signIn({ kind: "admin", adminId: (await createAdmin()).id });
    const before = Date.now();
    await writeAudit({
      actor,
      action: "news.publish",
      entity: "news",
      entityId: 42,
      details: { titulo: "Hola" },
      ip: "10.0.0.1",
    });
    const row = await db().auditLog.findFirstOrThrow({
      where: { action: "news.publish" },
      orderBy: { id: "desc" },
    });
    expect(row).toMatchObject({
      actor_type: "admin",
      actor_id: actor.id,
      entity: "news",
      entity_id: "42",
      details: { titulo: "Hola" },
      ip: "10.0.0.1",
    });
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("records anonymous and system actors", async () => {
    await writeAudit({ actor: null, action: "login.failure", details: { identifier: "x@y.gt" } });
    await writeAudit({ actor: "system", action: "news.scheduled-publish" });
    const rows = await db().auditLog.findMany({
      where: { action: { in: ["login.failure", "news.scheduled-publish"] } },
    });
    expect(rows.map((r) => [r.action, r.actor_type, r.actor_id]).sort()).toEqual([
      ["login.failure", "anonymous", null],
      ["news.scheduled-publish", "system", null],
    ]);
  });

  it("is part of the caller's transaction", async () => {
    await db()
      .$transaction(async (tx) => {
        await writeAudit({ actor: "system", action: "rolled-back" }, tx);
        throw new Error("abort");
      })
      .catch(() => undefined);
    expect(await db().auditLog.count({ where: { action: "rolled-back" } })).toBe(0);
  });
});
