// A contact message that leads somewhere (issue 21, item 8): the office turns it into a gestión of
// the citizen matched by e-mail or DPI, through the gestiones' own filing path, once; or invites a
// sender without an account to register for the procedure chosen. Real services, real database.
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminActor } from "@/lib/auth/sessions";
import {
  convertContactMessage,
  inviteContactSender,
  matchContactSender,
} from "@/lib/contact/convert-service";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { uniqueDpi } from "./citizen-fixtures";
import { createCatalog } from "./gestiones-fixtures";
import { createAdmin, createCitizen, signIn } from "./helpers";

let catalog: Awaited<ReturnType<typeof createCatalog>>;
let office: AdminActor;
const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  catalog = await createCatalog(5);
  office = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id }))
    .actor as AdminActor;
});

async function messageFrom(email: string, dpi: string | null = null) {
  return db().contactMessage.create({
    data: {
      primer_nombre: "Rosa",
      primer_apellido: "Ixcot",
      email,
      dpi,
      tema: "Solicitud",
      mensaje: `El puente de la aldea se cayó con la lluvia. ${tag()}`,
      referencia: `CON-2026-9${Math.floor(Math.random() * 1e5)
        .toString()
        .padStart(5, "0")}`,
    },
  });
}

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
  it("files it for the citizen with the message's e-mail, as their first text, and links it", async () => {
    const citizen = await createCitizen();
    const message = await messageFrom(citizen.correo!.toUpperCase());

    expect(await matchContactSender(office, message.id)).toEqual({
      citizen: { id: citizen.id, nombre: "Ciudadana Prueba" },
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

  it("matches the citizen by the DPI when the e-mail is another", async () => {
    const dpi = uniqueDpi();
    const citizen = await db().citizen.update({
      where: { id: (await createCitizen()).id },
      data: { dpi },
    });
    const message = await messageFrom(`otro-${tag()}@correo.gt`, dpi);

    const { gestion } = await convertContactMessage(office, message.id, procedure());
    expect((await db().gestion.findUniqueOrThrow({ where: { id: gestion.id } })).citizen_id).toBe(
      citizen.id,
    );
  });

  it("makes one gestión of a message, even when converted twice at once: the others get a 409", async () => {
    const citizen = await createCitizen();
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

  it("answers a Spanish message for a missing or unknown procedure, and for a sender without an account", async () => {
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

    const stranger = await messageFrom(`nadie-${tag()}@correo.gt`, uniqueDpi());
    expect(await matchContactSender(office, stranger.id)).toEqual({ citizen: null });
    const none = await refusal(convertContactMessage(office, stranger.id, procedure()));
    expect(none.status).toBe(409);
    expect(none.message).toBe(
      "Nadie se ha registrado con este correo electrónico ni con este DPI. Invita a la persona a registrarse.",
    );
    expect(
      await db().contactMessage.findUniqueOrThrow({ where: { id: stranger.id } }),
    ).toMatchObject({
      gestion_id: null,
    });
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

  it("refuses to invite someone who already has an account", async () => {
    const citizen = await createCitizen();
    const message = await messageFrom(citizen.correo!);
    const refused = await refusal(inviteContactSender(office, message.id, procedure()));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("Esta persona ya tiene cuenta: convierte el mensaje en gestión.");
  });
});
