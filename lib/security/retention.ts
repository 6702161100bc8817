import "server-only";
import { db } from "@/lib/db";

// How long the rows kept only for throttling, sign-in, retries and delivery live once they are of
// no more use (the daily cron /api/cron/prune). The audit log, content and gestiones (their
// messages, WhatsApp and SMS replies included) are never pruned here.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const RETENTION = {
  /** Throttling looks back 15 minutes; a month is kept to look into an attack on an account. */
  loginAttemptsMs: 30 * DAY_MS,
  /** The longest rate-limit window is an hour. */
  rateLimitHitsMs: DAY_MS,
  /** A session (its address and browser) once it expired or was revoked. */
  endedSessionsMs: 30 * DAY_MS,
  /** A retry repeats its Idempotency-Key within minutes of the first try. */
  idempotencyKeysMs: DAY_MS,
  /** A conversation with questions stays in the office's view (/admin/chatbot) for a year. */
  chatConversationsMs: 365 * DAY_MS,
  /**
   * A message that left or was given up, about no gestión (a code, an automatic answer on WhatsApp
   * or SMS, an account's e-mail): a month, to look into a complaint about it.
   */
  loneMessagesMs: 30 * DAY_MS,
  /** A notice about a gestión: the office reads its delivery on the gestión for a year. */
  gestionNoticesMs: 365 * DAY_MS,
} as const;

const BATCH = 5_000;
/** A run stops starting new batches after this long; the next run goes on where it stopped. */
const RUN_BUDGET_MS = 20_000;

export interface PruneResult {
  login_attempts: number;
  rate_limit_hits: number;
  sessions: number;
  password_reset_tokens: number;
  idempotency_keys: number;
  chat_sessions: number;
  phone_codes: number;
  messages: number;
  /** false when the run stopped on its time budget with rows left to prune. */
  complete: boolean;
}

/** The two calls of a Prisma model that pruning needs. */
interface Prunable<Id, Where> {
  findMany(args: { where: Where; select: { id: true }; take: number }): Promise<{ id: Id }[]>;
  deleteMany(args: { where: { id: { in: Id[] } } }): Promise<{ count: number }>;
}

/**
 * Deletes what `RETENTION` no longer keeps, in batches (a table grown under an attack does not
 * hold one long statement). Running it twice deletes nothing the second time.
 */
export async function pruneExpiredRecords(now = new Date()): Promise<PruneResult> {
  const deadline = Date.now() + RUN_BUDGET_MS;
  const before = (ms: number) => new Date(now.getTime() - ms);
  let complete = true;

  async function prune<Id, Where>(model: Prunable<Id, Where>, where: Where): Promise<number> {
    let deleted = 0;
    for (;;) {
      if (Date.now() > deadline) {
        complete = false;
        return deleted;
      }
      const ids = (await model.findMany({ where, select: { id: true }, take: BATCH })).map(
        (row) => row.id,
      );
      if (ids.length) deleted += (await model.deleteMany({ where: { id: { in: ids } } })).count;
      if (ids.length < BATCH) return deleted;
    }
  }

  const client = db();
  const ended = before(RETENTION.endedSessionsMs);
  const counts = {
    login_attempts: await prune(client.loginAttempt, {
      created_at: { lt: before(RETENTION.loginAttemptsMs) },
    }),
    rate_limit_hits: await prune(client.rateLimitHit, {
      created_at: { lt: before(RETENTION.rateLimitHitsMs) },
    }),
    sessions: await prune(client.session, {
      OR: [{ expires_at: { lt: ended } }, { revoked_at: { lt: ended } }],
    }),
    // A used or expired reset token can never be used again.
    password_reset_tokens: await prune(client.passwordResetToken, {
      OR: [{ used_at: { not: null } }, { expires_at: { lt: now } }],
    }),
    idempotency_keys: await prune(client.idempotencyKey, {
      created_at: { lt: before(RETENTION.idempotencyKeysMs) },
    }),
    // An expired conversation in which nothing was asked goes at once; one with questions (its
    // messages go with it) a year after its last activity.
    chat_sessions: await prune(client.chatSession, {
      expires_at: { lt: now },
      OR: [
        { messages: { none: {} } },
        { last_activity_at: { lt: before(RETENTION.chatConversationsMs) } },
      ],
    }),
    // A used or expired code can never be used again; a registration's waiting fields (its
    // password's hash included) go with it.
    phone_codes: await prune(client.phoneCode, {
      OR: [{ used_at: { not: null } }, { expires_at: { lt: now } }],
    }),
    messages: await prune(client.emailOutbox, {
      status: { not: "pending" },
      OR: [
        { gestion_id: null, created_at: { lt: before(RETENTION.loneMessagesMs) } },
        { created_at: { lt: before(RETENTION.gestionNoticesMs) } },
      ],
    }),
  };
  return { ...counts, complete };
}
