// The audit log is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE of
// audit_log, whoever sends them, with one exception: counting a repeat of an entry (count + 1 and a
// later last_at, nothing else), which is how throttled logins and refusals collapse into counted
// rows (lib/audit/service.ts).
import { describe, expect, it } from "vitest";
import { AUDIT_REPEAT_WINDOW_MS, writeRepeatableAudit, type AuditEntry } from "@/lib/audit/service";
import { db } from "@/lib/db";
import { randomIp } from "../support/citizen-data";

async function entry() {
  return db().auditLog.create({
    data: { actor_type: "system", action: `prueba.inmutable.${randomIp()}`, details: { a: 1 } },
  });
}

/** The PostgreSQL error a statement fails with, or null. */
async function refusal(sql: string): Promise<string | null> {
  try {
    await db().$executeRawUnsafe(sql);
    return null;
  } catch (error) {
    return String((error as Error).message);
  }
}

describe("the audit log's trigger", () => {
  it("refuses changing any column, deleting a row and emptying the table", async () => {
    const row = await entry();
    const where = `where id = ${row.id}`;
    for (const change of [
      `action = 'otra'`,
      `details = '{"a": 2}'`,
      `ip = '10.0.0.1'`,
      `created_at = now() - interval '1 day'`,
      `count = count + 2`,
      `count = count + 1, action = 'otra'`,
      `count = count + 1, last_at = last_at - interval '1 hour'`,
    ]) {
      expect([change, await refusal(`update audit_log set ${change} ${where}`)]).toEqual([
        change,
        expect.stringContaining("audit_log is append-only: UPDATE refused"),
      ]);
    }
    expect(await refusal(`delete from audit_log ${where}`)).toContain(
      "audit_log is append-only: DELETE refused",
    );
    expect(await refusal("truncate audit_log")).toContain(
      "audit_log is append-only: TRUNCATE refused",
    );
    expect(await db().auditLog.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
  });

  it("lets a repeat be counted: count + 1 and a later last_at", async () => {
    const row = await entry();
    expect(
      await refusal(`update audit_log set count = count + 1, last_at = now() where id = ${row.id}`),
    ).toBeNull();
    expect((await db().auditLog.findUniqueOrThrow({ where: { id: row.id } })).count).toBe(2);
  });
});

describe("repeated entries", () => {
  const throttled = (ip: string, email = "alguien@prueba.gt"): AuditEntry => ({
    actor: null,
    action: "admin.login_failed",
    entity: "admin",
    details: { email, reason: "throttled" },
    ip,
  });

  it("are all counted when they arrive at once (a burst of throttled logins)", async () => {
    const ip = randomIp();
    await writeRepeatableAudit(throttled(ip));
    await Promise.all(Array.from({ length: 30 }, () => writeRepeatableAudit(throttled(ip))));
    const rows = await db().auditLog.findMany({ where: { ip } });
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(31);
    expect(rows.every((row) => row.last_at >= row.created_at)).toBe(true);
  });

  it("count on one row while the same address, action, target and details repeat", async () => {
    const ip = randomIp();
    for (let index = 0; index < 50; index += 1) await writeRepeatableAudit(throttled(ip));
    await writeRepeatableAudit(throttled(ip, "otra@prueba.gt"));
    await writeRepeatableAudit(throttled(randomIp()));
    const rows = await db().auditLog.findMany({ where: { ip }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.count, (row.details as { email: string }).email])).toEqual([
      [50, "alguien@prueba.gt"],
      [1, "otra@prueba.gt"],
    ]);
  });

  it("start a new row once the window has passed", async () => {
    const ip = randomIp();
    const old = new Date(Date.now() - AUDIT_REPEAT_WINDOW_MS - 1_000);
    await db().auditLog.create({
      data: {
        actor_type: "anonymous",
        action: "admin.login_failed",
        entity: "admin",
        details: { email: "alguien@prueba.gt", reason: "throttled" },
        ip,
        created_at: old,
        last_at: old,
      },
    });
    await writeRepeatableAudit(throttled(ip));
    const rows = await db().auditLog.findMany({ where: { ip }, orderBy: { id: "asc" } });
    expect(rows.map((row) => row.count)).toEqual([1, 1]);
  });
});
