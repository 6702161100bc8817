// Housekeeping (GET /api/cron/prune, daily): rows kept only for throttling, sign-in, retries,
// verification codes, delivery and the assistant are deleted once their retention is over, and
// nothing else; a second run deletes nothing; a run stopped by its time budget leaves the rest to
// the next one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as prune } from "@/app/api/cron/prune/route";
import { db } from "@/lib/db";
import { pruneExpiredRecords } from "@/lib/security/retention";
import { createGestion } from "@/lib/gestiones/filing-service";
import { createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, createCitizen, signIn } from "./support/helpers";

// Read by env() on its first use.
process.env.CRON_SECRET = "cron-secret-for-prune";

const DAY = 24 * 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

const call = (secret?: string) =>
  prune(
    new Request("http://localhost:3000/api/cron/prune", {
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    }),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

/** Rows on both sides of every retention line; each id under the name of what must happen to it. */
async function rowsAroundTheLines() {
  const admin = await createAdmin();
  const citizen = await createCitizen();
  const attempt = (created_at: Date) =>
    db().loginAttempt.create({
      data: { kind: "admin", identifier: admin.email, ip: "10.0.0.1", success: false, created_at },
    });
  const hit = (created_at: Date) =>
    db().rateLimitHit.create({ data: { bucket: "prueba-retencion", key: "k", created_at } });
  const session = (expires_at: Date, revoked_at: Date | null = null) =>
    db().session.create({
      data: {
        kind: "admin",
        admin_id: admin.id,
        expires_at,
        revoked_at,
        created_at: ago(40 * DAY),
      },
    });
  const token = (expires_at: Date, used_at: Date | null = null) =>
    db().passwordResetToken.create({
      data: {
        kind: "citizen",
        citizen_id: citizen.id,
        token_hash: crypto.randomUUID(),
        expires_at,
        used_at,
      },
    });
  const key = (created_at: Date) =>
    db().idempotencyKey.create({
      data: { citizen_id: citizen.id, scope: "gestion", key: crypto.randomUUID(), created_at },
    });
  const chat = async (expires_at: Date, last_activity_at: Date, questions: number) => {
    const row = await db().chatSession.create({ data: { expires_at, last_activity_at } });
    for (let i = 0; i < questions; i++) {
      await db().chatMessage.create({
        data: { session_id: row.id, role: "user", content: "¿Horario de la oficina?" },
      });
    }
    return row;
  };
  const code = (expires_at: Date, used_at: Date | null = null) =>
    db().phoneCode.create({
      data: {
        telefono: "+50255550000",
        purpose: "register",
        channel: "sms",
        code_hash: "x",
        pending_data: { password_hash: "hash" },
        expires_at,
        used_at,
      },
    });
  const { actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
  const gestion = (await createGestion(actor, gestionBody(await createCatalog()) as never)).id;
  const message = (created_at: Date, status: "sent" | "failed" | "pending", about = false) =>
    db().emailOutbox.create({
      data: {
        channel: "whatsapp",
        to: "+50255550000",
        subject: "Prueba",
        text: "Prueba",
        status,
        created_at,
        gestion_id: about ? gestion : null,
      },
    });
  return {
    gone: {
      phoneCode: [(await code(ago(60_000))).id, (await code(ahead(60_000), ago(60_000))).id],
      emailOutbox: [
        (await message(ago(31 * DAY), "sent")).id,
        (await message(ago(366 * DAY), "failed", true)).id,
      ],
      loginAttempt: [(await attempt(ago(31 * DAY))).id],
      rateLimitHit: [(await hit(ago(2 * DAY))).id],
      session: [(await session(ago(31 * DAY))).id, (await session(ahead(DAY), ago(31 * DAY))).id],
      passwordResetToken: [
        (await token(ago(60_000))).id,
        (await token(ahead(3_600_000), ago(60_000))).id,
      ],
      idempotencyKey: [(await key(ago(2 * DAY))).id],
      chatSession: [
        (await chat(ago(DAY), ago(2 * DAY), 0)).id,
        (await chat(ago(300 * DAY), ago(366 * DAY), 2)).id,
      ],
    },
    kept: {
      phoneCode: [(await code(ahead(60_000))).id],
      emailOutbox: [
        (await message(ago(29 * DAY), "sent")).id,
        (await message(ago(40 * DAY), "pending")).id,
        (await message(ago(300 * DAY), "sent", true)).id,
      ],
      loginAttempt: [(await attempt(ago(29 * DAY))).id],
      rateLimitHit: [(await hit(ago(3_600_000))).id],
      session: [
        (await session(ago(29 * DAY))).id,
        (await session(ahead(DAY))).id,
        (await session(ahead(DAY), ago(DAY))).id,
      ],
      passwordResetToken: [(await token(ahead(3_600_000))).id],
      idempotencyKey: [(await key(ago(3_600_000))).id],
      chatSession: [
        (await chat(ago(DAY), ago(2 * DAY), 1)).id,
        (await chat(ahead(DAY), ago(60_000), 0)).id,
      ],
    },
  };
}

type Ids = Awaited<ReturnType<typeof rowsAroundTheLines>>["gone"];

/** How many of the rows named in `ids` still exist, per table. */
async function remaining(ids: Ids) {
  return {
    phoneCode: await db().phoneCode.count({ where: { id: { in: ids.phoneCode } } }),
    emailOutbox: await db().emailOutbox.count({ where: { id: { in: ids.emailOutbox } } }),
    loginAttempt: await db().loginAttempt.count({ where: { id: { in: ids.loginAttempt } } }),
    rateLimitHit: await db().rateLimitHit.count({ where: { id: { in: ids.rateLimitHit } } }),
    session: await db().session.count({ where: { id: { in: ids.session } } }),
    passwordResetToken: await db().passwordResetToken.count({
      where: { id: { in: ids.passwordResetToken } },
    }),
    idempotencyKey: await db().idempotencyKey.count({ where: { id: { in: ids.idempotencyKey } } }),
    chatSession: await db().chatSession.count({ where: { id: { in: ids.chatSession } } }),
  };
}

/** Per table, how many rows `ids` names (or `each`). */
const countsOf = (ids: Ids, each?: number) =>
  Object.fromEntries(Object.entries(ids).map(([table, list]) => [table, each ?? list.length]));

describe("GET /api/cron/prune", () => {
  it("needs the cron secret", async () => {
    expect((await call()).status).toBe(401);
    expect((await call("otro-secreto")).status).toBe(401);
  });

  it("deletes what is past its retention, keeps the rest and the audit log, and is idempotent", async () => {
    const { gone, kept } = await rowsAroundTheLines();
    const audit = await db().auditLog.create({
      data: { actor_type: "system", action: "prueba.retencion", created_at: ago(800 * DAY) },
    });
    const orphanMessages = () =>
      db().chatMessage.count({ where: { session_id: { in: gone.chatSession } } });
    expect(await orphanMessages()).toBe(2);

    const first = await call("cron-secret-for-prune");
    expect(first.status).toBe(200);
    const { result } = await first.json();
    expect(result.complete).toBe(true);
    expect(await remaining(gone)).toEqual(countsOf(gone, 0));
    expect(await remaining(kept)).toEqual(countsOf(kept));
    expect(await orphanMessages()).toBe(0);
    expect(await db().auditLog.count({ where: { id: audit.id } })).toBe(1);

    const second = await (await call("cron-secret-for-prune")).json();
    expect(second.result).toEqual({
      login_attempts: 0,
      rate_limit_hits: 0,
      sessions: 0,
      password_reset_tokens: 0,
      idempotency_keys: 0,
      chat_sessions: 0,
      phone_codes: 0,
      messages: 0,
      complete: true,
    });
  });

  it("deletes a table larger than one batch, and a run out of time leaves the rest to the next", async () => {
    const old = ago(3 * DAY);
    await db().rateLimitHit.createMany({
      data: Array.from({ length: 5_001 }, (_, i) => ({
        bucket: "prueba-lote",
        key: `k${i}`,
        created_at: old,
      })),
    });
    const left = () => db().rateLimitHit.count({ where: { bucket: "prueba-lote" } });

    const start = Date.now();
    vi.spyOn(Date, "now")
      .mockImplementationOnce(() => start)
      .mockImplementation(() => start + 60_000);
    expect(await pruneExpiredRecords()).toMatchObject({ rate_limit_hits: 0, complete: false });
    expect(await left()).toBe(5_001);
    vi.restoreAllMocks();

    expect(await pruneExpiredRecords()).toMatchObject({ rate_limit_hits: 5_001, complete: true });
    expect(await left()).toBe(0);
  });
});
