// A gestión the office made of a contact message without an account waits for its sender: the
// single-use link e-mailed to the message's address joins it to the account of whoever opens it
// signed in, and nobody else ever sees it. The two ways a private message used to reach another
// person's account — a squatter holding the writer's DPI, a stranger typing a citizen's DPI — both
// fail here. Real services and routes, real database.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as ownGestion } from "@/app/api/portal/gestiones/[id]/route";
import { GET as ownGestiones } from "@/app/api/portal/gestiones/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { digest } from "@/lib/auth/reset-tokens";
import type { Actor, AdminActor } from "@/lib/auth/sessions";
import { moveCitizenDpi } from "@/lib/citizens/dpi-move";
import { claimContactGestion } from "@/lib/contact/claim-service";
import { convertContactMessage } from "@/lib/contact/convert-service";
import { db } from "@/lib/db";
import { addStaffMessage } from "@/lib/gestiones/office-service";
import { call } from "./support/citizen-fixtures";
import {
  claimToken,
  contactMessage,
  freshEmail,
  officeWithProcedure,
  unclaimedGestion,
} from "./support/claim-fixtures";
import { createCitizen, signIn } from "./support/helpers";
import { citizenRegistration, uniqueCui } from "../support/citizen-data";

let office: AdminActor;
let templateId: number;

beforeAll(async () => {
  const setup = await officeWithProcedure();
  office = setup.office;
  templateId = setup.catalog.template.id;
});

/** A citizen's session: its actor for services and its token for the portal routes. */
async function citizenSession(citizenId?: number) {
  const id = citizenId ?? (await createCitizen()).id;
  return { id, ...(await signIn({ kind: "citizen", citizenId: id })) };
}

/** What a citizen's portal shows: the folios of their list, and whether gestión `id` opens. */
async function portalOf(token: string, id: number) {
  const list = await call(ownGestiones, "/portal/gestiones", { token });
  const detail = await call(ownGestion, `/portal/gestiones/${id}`, {
    token,
    params: { id: String(id) },
  });
  return {
    folios: (list.body.items as { folio: string }[]).map((item) => item.folio),
    detail: detail.status,
  };
}

const refused = (actor: Actor | null, token: string) =>
  claimContactGestion(actor, { token }).then(
    () => null,
    (error: { status: number; message: string }) => ({
      status: error.status,
      message: error.message,
    }),
  );

const INVALID = {
  status: 400,
  message:
    "El enlace para agregar la gestión a tu cuenta no es válido, ya se usó o venció. Si necesitas ayuda, escríbenos desde la página de contacto.",
};

describe("claiming a gestión made without an account", () => {
  it("joins it to the account that opens the link, once, audited; it shows in that citizen's portal", async () => {
    const { message, gestion, token } = await unclaimedGestion(office, templateId);
    const stored = await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(stored.reclamo_token_hash).toBe(digest(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const claimer = await citizenSession();
    const bystander = await citizenSession();
    expect(await portalOf(claimer.token, gestion.id)).toEqual({ folios: [], detail: 404 });

    await expect(claimContactGestion(claimer.actor, { token })).resolves.toEqual({
      ok: true,
      message: `La gestión ${gestion.folio} ahora está en tu cuenta.`,
      gestion: { id: gestion.id, folio: gestion.folio },
    });
    expect(await portalOf(claimer.token, gestion.id)).toEqual({
      folios: [gestion.folio],
      detail: 200,
    });
    expect(await portalOf(bystander.token, gestion.id)).toEqual({ folios: [], detail: 404 });
    expect(
      await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } }),
    ).toMatchObject({ reclamo_token_hash: null, reclamado_at: expect.any(Date) });
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "gestion.claim", entity_id: String(gestion.id) },
    });
    expect(audit).toMatchObject({
      actor_type: "citizen",
      actor_id: claimer.id,
      details: { mensaje_id: message.id },
    });

    // Single use: the same link, for the same account or another, changes nothing more.
    expect(await refused(claimer.actor, token)).toEqual(INVALID);
    expect(await refused(bystander.actor, token)).toEqual(INVALID);
    expect((await db().gestion.findUniqueOrThrow({ where: { id: gestion.id } })).citizen_id).toBe(
      claimer.id,
    );
  });

  it("refuses an expired, an unknown and a malformed link, audited, joining nothing", async () => {
    const { message, gestion, token } = await unclaimedGestion(office, templateId);
    await db().contactMessage.update({
      where: { id: message.id },
      data: { reclamo_expira_at: new Date(Date.now() - 1000) },
    });
    const claimer = await citizenSession();
    expect(await refused(claimer.actor, token)).toEqual(INVALID);
    expect(await refused(claimer.actor, "x".repeat(43))).toEqual(INVALID);
    expect(await refused(claimer.actor, "")).toMatchObject({
      status: 422,
      message: "Falta el token en la URL.",
    });
    expect((await db().gestion.findUniqueOrThrow({ where: { id: gestion.id } })).citizen_id).toBe(
      null,
    );
    expect(
      await db().auditLog.count({
        where: { action: "gestion.claim_refused", actor_id: claimer.id },
      }),
    ).toBe(2);
  });

  it("is for a signed-in citizen only: nobody gets a 401, an administrator a 403, and the link stays usable", async () => {
    const { gestion, token } = await unclaimedGestion(office, templateId);
    expect(await refused(null, token)).toMatchObject({ status: 401 });
    expect(await refused(office, token)).toMatchObject({ status: 403 });
    const claimer = await citizenSession();
    await claimContactGestion(claimer.actor, { token });
    expect((await db().gestion.findUniqueOrThrow({ where: { id: gestion.id } })).citizen_id).toBe(
      claimer.id,
    );
  });

  it("(a) a squatter holding the writer's DPI never reads the private message nor the replies", async () => {
    // The squatter registered first, with the real person's DPI.
    const dpi = uniqueCui();
    const squatterBody = citizenRegistration({ dpi });
    expect((await call(register, "/register", { body: squatterBody })).status).toBe(201);
    const squatterAccount = await db().citizen.findUniqueOrThrow({ where: { dpi } });
    await db().citizen.update({
      where: { id: squatterAccount.id },
      data: { correo_confirmado_at: new Date() },
    });
    const squatter = await citizenSession(squatterAccount.id);

    // The real person writes about a private matter from their own address, with their DPI.
    const owner = freshEmail("titular");
    const message = await contactMessage(owner, dpi);
    const { gestion } = await convertContactMessage(office, message.id, {
      template_id: templateId,
    });
    await addStaffMessage(office, gestion.id, {
      fields: { body: "Le llamaremos mañana." },
      files: [],
    });
    expect(await portalOf(squatter.token, gestion.id)).toEqual({ folios: [], detail: 404 });
    const mailAbout = (to: string) =>
      db().emailOutbox.count({ where: { to, gestion_id: gestion.id } });
    expect(await mailAbout(squatterBody.correo)).toBe(0);

    // Their registration finds the DPI taken; at the office it is freed; they register and claim.
    const taken = await call(register, "/register", {
      body: citizenRegistration({ dpi, correo: freshEmail("titular-cuenta") }),
    });
    expect(taken.status).toBe(409);
    await moveCitizenDpi(
      office,
      squatterAccount.id,
      { verificacion: "DPI original revisado." },
      null,
    );
    const ownBody = citizenRegistration({ dpi, correo: freshEmail("titular-cuenta") });
    expect((await call(register, "/register", { body: ownBody })).status).toBe(201);
    const ownAccount = await db().citizen.findUniqueOrThrow({ where: { dpi } });
    const real = await citizenSession(ownAccount.id);
    await claimContactGestion(real.actor, { token: await claimToken(owner) });

    expect(await portalOf(real.token, gestion.id)).toEqual({
      folios: [gestion.folio],
      detail: 200,
    });
    expect(await portalOf(squatter.token, gestion.id)).toEqual({ folios: [], detail: 404 });
    // Later replies reach the person who claimed it, never the squatter.
    await addStaffMessage(office, gestion.id, {
      fields: { body: "Ya hablamos con la PNC." },
      files: [],
    });
    expect(await mailAbout(ownBody.correo)).toBe(1);
    expect(await mailAbout(squatterBody.correo)).toBe(0);
  });

  it("(b) a stranger's message carrying a citizen's DPI never lands in that citizen's account", async () => {
    const dpi = uniqueCui();
    const citizen = await citizenSession((await createCitizen({ confirmed: true, dpi })).id);
    const stranger = freshEmail("extrano");
    const message = await contactMessage(stranger, dpi);
    const { gestion } = await convertContactMessage(office, message.id, {
      template_id: templateId,
    });
    expect(await portalOf(citizen.token, gestion.id)).toEqual({ folios: [], detail: 404 });

    // The link went to the stranger, who can only take their own words into their own account.
    const strangerAccount = await citizenSession();
    await claimContactGestion(strangerAccount.actor, { token: await claimToken(stranger) });
    expect(await portalOf(strangerAccount.token, gestion.id)).toMatchObject({ detail: 200 });
    expect(await portalOf(citizen.token, gestion.id)).toEqual({ folios: [], detail: 404 });
  });
});
