// A contact message that leads somewhere: the office turns it into a gestión through the gestiones'
// own filing path, once — of the account whose confirmed e-mail is the message's, else of no
// account, with the reason recorded and a claim link to the sender — or invites the sender to
// register. Nothing typed into the form is proven, so a DPI or an unconfirmed address never joins
// an account. Real services, real database.
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminActor } from "@/lib/auth/sessions";
import {
  convertContactMessage,
  inviteContactSender,
  matchContactSender,
} from "@/lib/contact/convert-service";
import { getContactMessage } from "@/lib/contact/admin-queries";
import { db } from "@/lib/db";
import { getGestionForOffice } from "@/lib/gestiones/admin-queries";
import { refreshTransparencyStats } from "@/lib/transparency/stats";
import { AppError } from "@/lib/errors/app-error";

import { contactMessage, officeWithProcedure } from "./support/claim-fixtures";
import { createAdmin, createCitizen, signIn } from "./support/helpers";
import { uniqueCui } from "../support/citizen-data";

let catalog: Awaited<ReturnType<typeof officeWithProcedure>>["catalog"];
let office: AdminActor;
const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  ({ office, catalog } = await officeWithProcedure());
});

const messageFrom = contactMessage;

const procedure = () => ({ template_id: catalog.template.id });

async function refusal(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("converting a contact message into a gestión", () => {
  it("files it for the account whose confirmed e-mail is the message's, as its first text, and links it", async () => {
    const citizen = await createCitizen({ confirmed: true });
    const message = await messageFrom(citizen.correo!.toUpperCase());

    expect(await matchContactSender(office, message.id)).toEqual({
      citizen: { id: citizen.id, nombre: "Ciudadana Prueba" },
      motivo: null,
    });
    const result = await convertContactMessage(office, message.id, procedure());

    expect(result.message).toBe(
      `Gestión ${result.gestion.folio} creada. Se avisó a la persona por correo electrónico.`,
    );
    const gestion = await db().gestion.findUniqueOrThrow({
      where: { id: result.gestion.id },
      include: { statusEvents: true },
    });
    expect(gestion).toMatchObject({
      citizen_id: citizen.id,
      template_id: catalog.template.id,
      categoria_id: catalog.categoria.id,
      descripcion: message.mensaje,
      data: { descripcion: message.mensaje },
      canal_origen: "contacto",
      status: "new",
    });
    expect(gestion.folio).toMatch(/^GES-\d{4}-\d{6}$/);
    expect(gestion.statusEvents).toEqual([
      expect.objectContaining({ to_status: "new", author_type: "staff", admin_id: office.id }),
    ]);
    expect(
      await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } }),
    ).toMatchObject({
      gestion_id: gestion.id,
      convertido_at: expect.any(Date),
    });
    const mail = await db().emailOutbox.findFirstOrThrow({ where: { gestion_id: gestion.id } });
    expect(mail).toMatchObject({
      to: citizen.correo,
      subject: `Recibimos tu gestión ${gestion.folio}`,
    });
    const audits = await db().auditLog.findMany({
      where: {
        OR: [
          { action: "contact.convert", entity_id: String(message.id) },
          { action: "gestion.create", entity_id: String(gestion.id) },
        ],
      },
    });
    expect(audits.map((entry) => [entry.action, entry.actor_type, entry.actor_id]).sort()).toEqual([
      ["contact.convert", "admin", office.id],
      ["gestion.create", "admin", office.id],
    ]);
  });

  it("joins no account by the DPI alone: a stranger's message carrying a citizen's DPI stays out of their account", async () => {
    const dpi = uniqueCui();
    const holder = await createCitizen({ confirmed: true, dpi });
    const stranger = `desconocido-${tag()}@correo.gt`;
    const message = await messageFrom(stranger, dpi);
    expect(await matchContactSender(office, message.id)).toEqual({
      citizen: null,
      motivo:
        "Una cuenta tiene el DPI del mensaje, pero con otro correo electrónico: cualquiera puede escribir un DPI, así que el mensaje no se unió a esa cuenta.",
    });

    const result = await convertContactMessage(office, message.id, procedure());
    expect(result.message).toBe(
      `Gestión ${result.gestion.folio} creada sin cuenta. Se envió a ${stranger} un enlace para agregarla a su cuenta.`,
    );
    expect(
      await db().gestion.findUniqueOrThrow({ where: { id: result.gestion.id } }),
    ).toMatchObject({ citizen_id: null, descripcion: message.mensaje });
    expect(await db().gestion.count({ where: { citizen_id: holder.id } })).toBe(0);
    expect(await db().emailOutbox.count({ where: { to: holder.correo! } })).toBe(0);
    const stored = await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(stored).toMatchObject({
      gestion_id: result.gestion.id,
      sin_cuenta_motivo: "solo_dpi",
      reclamado_at: null,
    });
    expect(stored.reclamo_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.reclamo_expira_at!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // The link goes, sealed until sent, to the address the message came from, and only there.
    const [mail] = await db().emailOutbox.findMany({ where: { gestion_id: result.gestion.id } });
    expect(mail).toMatchObject({
      to: stranger,
      subject: `Tu mensaje a la oficina es ahora la gestión ${result.gestion.folio}`,
    });
    expect(mail!.text).toContain("{{enlace}}");
    expect(mail!.text).not.toContain("token=");
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "contact.convert", entity_id: String(message.id) },
    });
    expect(audit.details).toEqual({
      gestion_id: result.gestion.id,
      folio: result.gestion.folio,
      reason: "solo_dpi",
    });
  });

  it("joins no account whose e-mail is the message's but unconfirmed, and says why when nobody matches", async () => {
    const unconfirmed = await createCitizen();
    const message = await messageFrom(unconfirmed.correo!);
    expect((await matchContactSender(office, message.id)).motivo).toBe(
      "Una cuenta usa el correo electrónico del mensaje, pero su titular no lo ha confirmado: no se sabe si el mensaje es suyo.",
    );
    const { gestion } = await convertContactMessage(office, message.id, procedure());
    expect((await db().gestion.findUniqueOrThrow({ where: { id: gestion.id } })).citizen_id).toBe(
      null,
    );
    expect(
      (await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } }))
        .sin_cuenta_motivo,
    ).toBe("correo_sin_confirmar");

    const nobody = await messageFrom(`nadie-${tag()}@correo.gt`, uniqueCui());
    expect(await matchContactSender(office, nobody.id)).toEqual({
      citizen: null,
      motivo: "Ninguna cuenta tiene el correo electrónico ni el DPI del mensaje.",
    });
  });

  it("shows the office why a gestión has no account, in its detail, its list and the message; the public figures count it", async () => {
    // The figures count what was received before the month's release: the gestión is dated in
    // an earlier month so that this release holds it.
    const received = async () => {
      await refreshTransparencyStats(db());
      const [row] = await db().$queryRaw<{ total: bigint | number | null }[]>`
        SELECT sum(total) AS total FROM transparency_stats WHERE conjunto = 'recibidas_categoria'`;
      return Number(row?.total ?? 0);
    };
    const before = await received();
    const email = `sin-cuenta-${tag()}@correo.gt`;
    const message = await messageFrom(email);
    const { gestion } = await convertContactMessage(office, message.id, procedure());
    await db().gestion.update({
      where: { id: gestion.id },
      data: { created_at: new Date(Date.now() - 45 * 86_400_000) },
    });
    expect(await received()).toBe(before + 1);

    const detail = await getGestionForOffice(office, gestion.id);
    expect(detail).toMatchObject({
      ciudadano: null,
      ciudadano_nombre: "Sin cuenta",
      ciudadano_email: null,
      sin_cuenta: {
        motivo: "Ninguna cuenta tiene el correo electrónico ni el DPI del mensaje.",
        mensaje_id: message.id,
        referencia: message.referencia,
        correo: email,
        enlace_vence: expect.any(String),
      },
    });
    const inbox = await getContactMessage(office, message.id);
    expect(inbox).toMatchObject({
      sin_cuenta_motivo: "sin_cuenta",
      reclamado_at: null,
      gestion: { id: gestion.id, citizen: null },
    });
    expect(inbox).not.toHaveProperty("reclamo_token_hash");
  });

  it("makes one gestión of a message, even when converted twice at once: the others get a 409", async () => {
    const citizen = await createCitizen({ confirmed: true });
    const message = await messageFrom(citizen.correo!);
    const results = await Promise.allSettled([
      convertContactMessage(office, message.id, procedure()),
      convertContactMessage(office, message.id, procedure()),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await db().gestion.count({ where: { citizen_id: citizen.id } })).toBe(1);
    const { folio } = await db().gestion.findFirstOrThrow({ where: { citizen_id: citizen.id } });

    const again = await refusal(convertContactMessage(office, message.id, procedure()));
    expect(again.status).toBe(409);
    expect(again.message).toBe(`Este mensaje ya se convirtió en la gestión ${folio}.`);
    expect(await db().gestion.count({ where: { citizen_id: citizen.id } })).toBe(1);
  });

  it("refuses a citizen and a UserAdminNivel without the permissions, and changes nothing", async () => {
    const citizen = await createCitizen();
    const message = await messageFrom(citizen.correo!);
    const asCitizen = (await signIn({ kind: "citizen", citizenId: citizen.id })).actor;
    const asUser = (
      await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel3")).id })
    ).actor;
    for (const actor of [asCitizen, asUser]) {
      expect((await refusal(convertContactMessage(actor, message.id, procedure()))).status).toBe(
        403,
      );
      expect((await refusal(inviteContactSender(actor, message.id, procedure()))).status).toBe(403);
      expect((await refusal(matchContactSender(actor, message.id))).status).toBe(403);
    }
    expect((await refusal(convertContactMessage(null, message.id, procedure()))).status).toBe(401);
    expect(await db().gestion.count({ where: { citizen_id: citizen.id } })).toBe(0);
  });

  it("answers a Spanish message for a missing or unknown procedure", async () => {
    const citizen = await createCitizen();
    const message = await messageFrom(citizen.correo!);
    const missing = await refusal(convertContactMessage(office, message.id, { template_id: "" }));
    expect(missing.status).toBe(422);
    expect(missing.errors).toEqual([
      { field: "template_id", msg: "Selecciona el trámite de la gestión." },
    ]);
    const unknown = await refusal(
      convertContactMessage(office, message.id, { template_id: 2_000_000_000 }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.message).toBe("Ese trámite no existe o no está activo.");

    expect(
      await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } }),
    ).toMatchObject({ gestion_id: null });
  });
});

describe("inviting the sender to register", () => {
  it("e-mails a link to register for the chosen procedure and records it, once", async () => {
    const email = `invitada-${tag()}@correo.gt`;
    const message = await messageFrom(email);
    const result = await inviteContactSender(office, message.id, procedure());
    expect(result).toEqual({ ok: true, message: "Invitación enviada por correo electrónico." });

    const mail = await db().emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(mail.text).toContain(`/login-register?modo=registro&tramite=${catalog.template.id}`);
    expect(mail.text).toContain(message.referencia!);
    expect(mail.text).not.toContain("Rosa");
    expect(mail.text).not.toContain(message.mensaje);
    expect(
      await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } }),
    ).toMatchObject({
      invitado_at: expect.any(Date),
      invitado_template_id: catalog.template.id,
    });
    expect(
      await db().auditLog.count({
        where: { action: "contact.invite", entity_id: String(message.id) },
      }),
    ).toBe(1);

    const again = await refusal(inviteContactSender(office, message.id, procedure()));
    expect(again.status).toBe(409);
    expect(again.message).toBe("Ya se invitó a esta persona a registrarse.");
    expect(await db().emailOutbox.count({ where: { to: email } })).toBe(1);
  });

  it("refuses to invite someone whose confirmed e-mail has an account", async () => {
    const citizen = await createCitizen({ confirmed: true });
    const message = await messageFrom(citizen.correo!);
    const refused = await refusal(inviteContactSender(office, message.id, procedure()));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("Esta persona ya tiene cuenta: convierte el mensaje en gestión.");
  });
});
