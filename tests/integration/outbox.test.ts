import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, LINK_SLOT } from "@/lib/email/outbox";
import { fileSender, type EmailSender, type OutgoingEmail } from "@/lib/email/senders";

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
    expect(await db().emailOutbox.findUnique({ where: { id } })).toMatchObject({
      ...message,
      status: "pending",
      attempts: 0,
    });
  });

  it("sends every subject as one line: a line break typed into a name cannot add headers", async () => {
    const subject = "Nuevo mensaje de contacto (Consulta): Ana\r\nBcc: todos@ejemplo.gt\nX-Otro: 1";
    const id = await enqueueEmail({ ...message, subject });
    const stored = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(stored.subject).toBe(
      "Nuevo mensaje de contacto (Consulta): Ana Bcc: todos@ejemplo.gt X-Otro: 1",
    );
    const sent: OutgoingEmail[] = [];
    const recording: EmailSender = {
      name: "recording",
      send: async (outgoing) => {
        sent.push(outgoing);
        return { providerId: "prov-crlf" };
      },
    };
    await deliverPendingEmails({ sender: recording });
    expect(sent.map((outgoing) => outgoing.subject)).toEqual([stored.subject]);
    expect(stored.subject).not.toMatch(/[\r\n]/);
  });

  it("marks a delivered message sent", async () => {
    const id = await enqueueEmail(message);
    expect(await deliverPendingEmails({ sender: working })).toEqual({ sent: 1, failed: 0 });
    const row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      provider_id: "prov-1",
      last_error: null,
    });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(await deliverPendingEmails({ sender: working })).toEqual({ sent: 0, failed: 0 });
  });

  it("retries a failure later and marks it failed after the last attempt", async () => {
    const id = await enqueueEmail(message);
    expect(await deliverPendingEmails({ sender: broken })).toEqual({ sent: 0, failed: 1 });
    let row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "buzón no disponible",
    });
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    for (let attempt = 2; attempt <= 5; attempt++) {
      await db().emailOutbox.update({ where: { id }, data: { next_attempt_at: new Date(0) } });
      await deliverPendingEmails({ sender: broken });
    }
    row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "failed", attempts: 5 });
  });

  describe("a message with a link", () => {
    const token = "token-secreto-123";
    const link = `http://localhost:3000/reset-password?token=${token}`;
    const withLink = { ...message, text: `Abre ${LINK_SLOT} pronto.`, link };

    it("keeps the link sealed until it is sent, writes it into the text as it leaves, then forgets it", async () => {
      const id = await enqueueEmail(withLink);
      const queued = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
      expect(queued.text).toBe(`Abre ${LINK_SLOT} pronto.`);
      expect(queued.sealed_link).toMatch(/^v1\./);
      expect(JSON.stringify(queued)).not.toContain(token);

      const sent: OutgoingEmail[] = [];
      const capturing: EmailSender = {
        name: "fake",
        send: async (outgoing) => (sent.push(outgoing), { providerId: "prov-2" }),
      };
      await deliverPendingEmails({ sender: capturing });
      expect(sent).toEqual([expect.objectContaining({ text: `Abre ${link} pronto.` })]);
      const done = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
      expect(done).toMatchObject({ status: "sent", sealed_link: null });
      expect(JSON.stringify(done)).not.toContain(token);
    });

    it("binds the sealed link to its recipient and forgets it when the message is given up", async () => {
      const id = await enqueueEmail(withLink);
      const { sealed_link } = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
      const other = await enqueueEmail({ ...message, to: "otra@prueba.gt" });
      await db().emailOutbox.update({ where: { id: other }, data: { sealed_link } });
      for (let attempt = 1; attempt <= 5; attempt++) {
        await db().emailOutbox.updateMany({ data: { next_attempt_at: new Date(0) } });
        await deliverPendingEmails({ sender: broken });
      }
      expect(await db().emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "failed",
        sealed_link: null,
      });
      expect(await db().emailOutbox.findUniqueOrThrow({ where: { id: other } })).toMatchObject({
        status: "failed",
        sealed_link: null,
        last_error: expect.stringContaining("sellado"),
      });
    });

    it("the test servers' file transport writes the message to its folder and nothing to the log", async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "correo-"));
      const log = [vi.spyOn(console, "info"), vi.spyOn(console, "log")];
      const id = await enqueueEmail(withLink);
      await deliverPendingEmails({ sender: fileSender(dir) });
      for (const spy of log) {
        expect(spy).not.toHaveBeenCalled();
        spy.mockRestore();
      }
      const [name] = await readdir(dir);
      expect(JSON.parse(await readFile(path.join(dir, name!), "utf8"))).toMatchObject({
        to: message.to,
        text: `Abre ${link} pronto.`,
      });
      expect(await db().emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "sent",
        provider_id: name!.replace(/\.json$/, ""),
      });
    });
  });
});
