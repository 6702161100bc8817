import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { writeAudit } from "@/lib/audit/service";
import { db } from "@/lib/db";
import { createAdmin, signIn } from "./support/helpers";

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
    const entityId = randomUUID();
    await writeAudit({ actor: null, action: "admin.login_failed", entityId });
    await writeAudit({ actor: "system", action: "news.publish_scheduled", entityId });
    const rows = await db().auditLog.findMany({ where: { entity_id: entityId } });
    expect(rows.map((r) => [r.action, r.actor_type, r.actor_id]).sort()).toEqual([
      ["admin.login_failed", "anonymous", null],
      ["news.publish_scheduled", "system", null],
    ]);
  });

  it("is part of the caller's transaction", async () => {
    const entityId = randomUUID();
    await db()
      .$transaction(async (tx) => {
        await writeAudit({ actor: "system", action: "news.publish_scheduled", entityId }, tx);
        throw new Error("abort");
      })
      .catch(() => undefined);
    expect(await db().auditLog.count({ where: { entity_id: entityId } })).toBe(0);
  });
});
