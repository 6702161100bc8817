import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import {
  acceptInvitationAction,
  createAdminAction,
  resendInvitationAction,
  revokeInvitationAction,
} from "@/lib/admins/actions";
import { MESSAGES } from "@/lib/admins/schema";
import { loginAdmin } from "@/lib/admins/sign-in-service";
import type { AdminActor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { actionRequest } from "./support/action-context";

import { call } from "./support/content-helpers";
import { createAdmin, signIn } from "./support/helpers";
import { sentMatch, sentTo } from "./support/sent-mail";
import { randomIp } from "../support/citizen-data";

vi.mock("next/headers", async () => (await import("./support/action-context")).nextHeaders());
vi.mock("@/lib/auth/actor", async (original) =>
  (await import("./support/action-context")).authActor(await original()),
);

const LINK = /http:\/\/localhost:3000\/admin\/invitacion\?token=([\w-]+)/;
const SUBJECT = "Tu invitación a la administración de la plataforma";
const DAY = 24 * 60 * 60_000;

let manager: { actor: AdminActor; token: string };
beforeAll(async () => {
  manager = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id })) as {
    actor: AdminActor;
    token: string;
  };
});

const person = () => ({
  nombre1: "Invitada",
  apellido1: "Nueva",
  email: `invitada-${randomUUID().slice(0, 8)}@prueba.gt`,
  rol: "UserAdminNivel2" as const,
});

/** 'Nuevo administrador' as the manager: the new account's id and e-mail. */
async function invite() {
  const data = person();
  actionRequest.actor = manager.actor;
  const result = await createAdminAction(data);
  if (!result.ok) throw new Error(result.message);
  return { id: result.data.id, email: data.email };
}

const accept = (token: string, password = "Elegida#2026") => {
  actionRequest.actor = null;
  return acceptInvitationAction({ token, password });
};

describe("'Nuevo administrador' sends an invitation", () => {
  it("creates a pending account nobody can sign in to, and e-mails a seven-day link", async () => {
    const { id, email } = await invite();
    const account = await db().admin.findUniqueOrThrow({ where: { id } });
    expect(account.invited_at).not.toBeNull();
    const link = await db().passwordResetToken.findFirstOrThrow({ where: { admin_id: id } });
    expect(link.purpose).toBe("admin_invitation");
    const days = (link.expires_at.getTime() - link.created_at.getTime()) / DAY;
    expect(days).toBeCloseTo(7, 2);
    const token = (await sentMatch(email, LINK))[1]!;
    expect(sentTo(email).at(-1)?.subject).toBe(SUBJECT);
    // Only the token's hash is stored.
    expect(link.token_hash).not.toBe(token);
    await expect(
      loginAdmin({ email, password: "Elegida#2026" }, { ip: randomIp() }),
    ).rejects.toMatchObject({ status: 401 });
    expect(
      await db().auditLog.findFirst({ where: { action: "admin.create", entity_id: String(id) } }),
    ).toMatchObject({ details: { rol: "UserAdminNivel2", invitacion: true } });
  });

  it("lets the invitee choose a password once; the link then stops working", async () => {
    const { id, email } = await invite();
    const token = (await sentMatch(email, LINK))[1]!;
    expect(await accept(token)).toEqual({
      ok: true,
      data: { message: MESSAGES.invitationAccepted },
    });
    expect((await db().admin.findUniqueOrThrow({ where: { id } })).invited_at).toBeNull();
    await expect(
      loginAdmin({ email, password: "Elegida#2026" }, { ip: randomIp() }),
    ).resolves.toBeTruthy();
    expect(await accept(token, "OtraVez#2026")).toMatchObject({
      ok: false,
      status: 400,
      message: MESSAGES.invitationInvalid,
    });
    expect(
      await db().auditLog.count({
        where: { action: "admin.invitation_accept", entity_id: String(id) },
      }),
    ).toBe(1);
  });

  it("refuses an expired link", async () => {
    const { id, email } = await invite();
    const token = (await sentMatch(email, LINK))[1]!;
    await db().passwordResetToken.updateMany({
      where: { admin_id: id },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    expect(await accept(token)).toMatchObject({ ok: false, message: MESSAGES.invitationInvalid });
    expect((await db().admin.findUniqueOrThrow({ where: { id } })).invited_at).not.toBeNull();
  });

  it("'Reenviar' sends a new link and voids the earlier one; 'Anular' removes the account", async () => {
    const { id, email } = await invite();
    const first = (await sentMatch(email, LINK))[1]!;
    actionRequest.actor = manager.actor;
    expect(await resendInvitationAction({ id })).toEqual({
      ok: true,
      data: { message: MESSAGES.invitationResent },
    });
    const second = (await sentMatch(email, LINK))[1]!;
    expect(second).not.toBe(first);
    expect(await accept(first)).toMatchObject({ ok: false, message: MESSAGES.invitationInvalid });

    actionRequest.actor = manager.actor;
    expect(await revokeInvitationAction({ id })).toEqual({
      ok: true,
      data: { message: MESSAGES.invitationRevoked },
    });
    expect(await db().admin.findUnique({ where: { id } })).toBeNull();
    expect(await accept(second)).toMatchObject({ ok: false, message: MESSAGES.invitationInvalid });
    expect(
      await db().auditLog.count({
        where: {
          action: { in: ["admin.invitation_resend", "admin.invitation_revoke"] },
          entity_id: String(id),
        },
      }),
    ).toBe(2);
  });

  it("refuses to resend or revoke an accepted account, or one ranked above the caller", async () => {
    const { email, id } = await invite();
    await accept((await sentMatch(email, LINK))[1]!);
    actionRequest.actor = manager.actor;
    expect(await resendInvitationAction({ id })).toMatchObject({ ok: false, status: 409 });
    expect(await revokeInvitationAction({ id })).toMatchObject({ ok: false, status: 409 });
    const top = await db().admin.update({
      where: { id: (await createAdmin("AdminNivel1")).id },
      data: { invited_at: new Date() },
    });
    expect(await revokeInvitationAction({ id: top.id })).toMatchObject({ ok: false, status: 403 });
    expect(await db().admin.findUnique({ where: { id: top.id } })).not.toBeNull();
    const user = await signIn({
      kind: "admin",
      adminId: (await createAdmin("UserAdminNivel4")).id,
    });
    actionRequest.actor = user.actor;
    expect(await revokeInvitationAction({ id: top.id })).toMatchObject({ ok: false, status: 403 });
    actionRequest.actor = null;
  });
});

describe("POST /api/auth/register", () => {
  const post = (body: unknown) =>
    call(register, {
      method: "POST",
      path: "/api/auth/register",
      token: manager.token,
      json: body,
    });

  it("invites without a password, and keeps creating with one", async () => {
    const invited = person();
    const answer = await post(invited);
    expect(answer.status).toBe(201);
    expect(answer.body.invited_at).not.toBeNull();
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/);
    await sentMatch(invited.email, LINK);

    const withPassword = person();
    const created = await post({ ...withPassword, password: "Directa#2026" });
    expect(created.status).toBe(201);
    expect(created.body.invited_at).toBeNull();
    expect(sentTo(withPassword.email)).toEqual([]);
    await expect(
      loginAdmin({ email: withPassword.email, password: "Directa#2026" }, { ip: randomIp() }),
    ).resolves.toBeTruthy();
    // An empty password is still a missing one, with the spec's text.
    const empty = await post({ ...person(), password: "" });
    expect([empty.status, empty.body.message]).toEqual([422, MESSAGES.requiredCreate]);
  });
});
