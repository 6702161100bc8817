import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import type { EmailSender } from "@/lib/email/senders";

const message = { to: "ciudadana@prueba.gt", subject: "Su gestión avanzó", text: "Hola" };
const working: EmailSender = { name: "fake", send: async () => ({ providerId: "prov-1" }) };
const broken: EmailSender = {
  name: "fake",
  send: async () => {
    throw new Error("buzón no disponible");
  },
};

describe("e-mail outbox", () => {
  beforeEach(async () => {
    await db().emailOutbox.deleteMany();
  });

  it("records a message inside the caller's transaction, or not at all", async () => {
    await db()
      .$transaction(async (tx) => {
        await enqueueEmail(message, tx);
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    expect(await db().emailOutbox.count()).toBe(0);
    const id = await enqueueEmail(message);
    expect(await db().emailOutbox.findUnique({ where: { id } })).toMatchObject({ ...message, status: "pending", attempts: 0 });
  });

  it("marks a delivered message sent", async () => {
    const id = await enqueueEmail(message);
    expect(await deliverPendingEmails({ sender: working })).toEqual({ sent: 1, failed: 0 });
    const row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "sent", attempts: 1, provider_id: "prov-1", last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(await deliverPendingEmails({ sender: working })).toEqual({ sent: 0, failed: 0 });
  });

  it("retries a failure later and marks it failed after the last attempt", async () => {
    const id = await enqueueEmail(message);
    expect(await deliverPendingEmails({ sender: broken })).toEqual({ sent: 0, failed: 1 });
    let row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "buzón no disponible" });
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    for (let attempt = 2; attempt <= 5; attempt++) {
      await db().emailOutbox.update({ where: { id }, data: { next_attempt_at: new Date(0) } });
      await deliverPendingEmails({ sender: broken });
    }
    row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "failed", attempts: 5 });
  });
});
