// The authorization matrix of every server action (lib/*/actions.ts), the routes' matrix being in
// authorization-matrix.test.ts: each action called as nobody, a citizen and each of the six roles
// answers exactly what the permission table gives that caller — and an allowed call succeeds, with
// an input that really does the work. An action without its line here fails the test.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ROLES, type Permission } from "@/lib/auth/permissions";
import { roleDefinitions, type RoleDefinition } from "@/lib/auth/role-permissions";
import type { Actor, AdminActor } from "@/lib/auth/sessions";
import { hashPassword } from "@/lib/auth/passwords";
import { digest, newLinkToken, sendAccountLink } from "@/lib/auth/reset-tokens";
import { base32Decode, totp } from "@/lib/auth/totp";
import { startTotpEnrolment } from "@/lib/admins/two-factor-service";
import { addBiographyGalleryImage, createBiographyVersion } from "@/lib/biography/service";
import { db } from "@/lib/db";
import type { AdminRole } from "@/lib/generated/prisma/enums";
import { biographyTextInput } from "@/lib/biography/schema";
import { laborCreateInput } from "@/lib/labores/schema";
import { uploadLaborMedia } from "@/lib/labores/media-service";
import { createLabor } from "@/lib/labores/service";
import { newsCreateInput } from "@/lib/news/schema";
import { compromisoInput, visualFields } from "@/lib/values/schema";
import { createNews } from "@/lib/news/service";
import { addNewsMediaUrl } from "@/lib/news/media-service";
import { createCompromiso, createFormal, createMensaje, createValor } from "@/lib/values/service";
import { addValueImage, createVisual } from "@/lib/values/media-service";
import { gestionCreateInput } from "@/lib/gestiones/schema";
import { createGestion } from "@/lib/gestiones/filing-service";
import { pngBytes } from "./support/content-helpers";
import { createCatalog, gestionBody } from "./support/gestiones-fixtures";

import { actionRequest } from "./support/action-context";
import { unclaimedGestion } from "./support/claim-fixtures";
import { exportedActions } from "./support/discovery";
import { createAdmin, createCitizen, signIn } from "./support/helpers";
import { anotherSession } from "./support/session-fixtures";
import { enrol, enrolmentChallenge, loginChallenge, nextCode } from "./support/two-factor-fixtures";
import {
  pendingClaim,
  pendingPhoneRegistration,
  pendingPhoneReset,
  uniqueMobile,
} from "./support/phone-fixtures";
import { citizenRegistration, uniqueCui } from "../support/citizen-data";

// A server action runs inside a request: its headers, and the session behind its cookie.
vi.mock("next/headers", async () => (await import("./support/action-context")).nextHeaders());
vi.mock("@/lib/auth/actor", async (original) =>
  (await import("./support/action-context")).authActor(await original()),
);
vi.mock("@/lib/auth/browser-session", async () =>
  (await import("./support/action-context")).browserSession(),
);

// "self": any account acting on itself (a citizen, or an administrator with profile.self).
// "first-run": open to anyone, but only while the platform has no administrator; this database
// always has some, so every caller gets the 409 (tests/integration/setup.test.ts runs it on an
// empty database).
type Rule = "public" | "first-run" | "citizen" | "self" | Permission;
type Input = (as: Actor | null) => Promise<unknown>;

let admin: AdminActor;
const png = async (name = "foto.png") => ({ bytes: await pngBytes(), name });
const tag = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = "Segura#2026";

const news = async () =>
  (
    await createNews(
      admin,
      newsCreateInput.parse({ titulo: `Acción ${tag()}`, fecha_contenido: "2026-01-10" }),
    )
  ).id;
const newsWithMedia = async () => {
  const id = await news();
  const media = await addNewsMediaUrl(admin, id, { url: `https://example.org/${tag()}.jpg` });
  return { id, mediaId: media.id, url: media.url };
};
const labor = async () =>
  (
    await createLabor(
      admin,
      laborCreateInput.parse({ titulo: `Acción ${tag()}`, anio_ejecucion: 2025 }),
    )
  ).id;
const laborWithMedia = async () => {
  const id = await labor();
  const [first, second] = await uploadLaborMedia(admin, id, [
    await png("a.png"),
    await png("b.png"),
  ]);
  return { id, first: first!.id, second: second!.id };
};
let catalog: Awaited<ReturnType<typeof createCatalog>> | undefined;
/** A gestión of `citizenId` (a fresh citizen's when none), resolved `daysAgo` days ago if asked. */
async function gestion(citizenId?: number, resolvedDaysAgo?: number) {
  catalog ??= await createCatalog();
  const owner = citizenId ?? (await createCitizen()).id;
  const created = await createGestion(
    (await signIn({ kind: "citizen", citizenId: owner })).actor,
    gestionCreateInput.parse(gestionBody(catalog)),
  );
  if (resolvedDaysAgo !== undefined) {
    await db().gestion.update({
      where: { id: created.id },
      data: {
        status: "resolved",
        resolved_at: new Date(Date.now() - resolvedDaysAgo * 86_400_000),
      },
    });
  }
  return created.id;
}
/** A contact message from `email`, and a procedure of the catalog to make it a gestión of. */
async function contactMessageFrom(email: string) {
  catalog ??= await createCatalog();
  const message = await db().contactMessage.create({
    data: {
      primer_nombre: "Ana",
      primer_apellido: "Coj",
      email,
      mensaje: "La calle tiene baches.",
    },
  });
  return { id: message.id, template_id: catalog.template.id };
}
const ownerOf = (as: Actor | null) => (as?.kind === "citizen" ? as.id : undefined);
const compromiso = async () =>
  (await createCompromiso(admin, compromisoInput.parse({ introduccion_titulo: `Acción ${tag()}` })))
    .id;
const version = async () =>
  (await createBiographyVersion(admin, biographyTextInput.parse({ slogan: `Acción ${tag()}` }))).id;
async function adminWithPassword(rol: AdminRole = "UserAdminNivel3") {
  return db().admin.create({
    data: {
      nombre1: "Ana",
      apellido1: "Acción",
      email: `accion-${tag()}@prueba.gt`,
      rol,
      password_hash: await hashPassword(PASSWORD),
    },
  });
}
/** An account waiting on its invitation, of a rank every team manager may act on. */
const invitedAdmin = async () =>
  db().admin.update({
    where: { id: (await adminWithPassword("UserAdminNivel4")).id },
    data: { invited_at: new Date() },
  });
const ownSession = async (adminId: number) =>
  (await signIn({ kind: "admin", adminId })).actor as AdminActor;
async function citizenWithPassword() {
  const dpi = uniqueCui();
  return db().citizen.create({
    data: {
      primer_nombre: "Luis",
      primer_apellido: "Acción",
      dpi,
      correo: `accion-${dpi}@prueba.gt`,
      password_hash: await hashPassword(PASSWORD),
    },
  });
}
/** The calling citizen's account, when the caller is one. */
const ownCitizen = (as: Actor | null) =>
  as?.kind === "citizen" ? db().citizen.findUnique({ where: { id: as.id } }) : null;
/** A live e-mail confirmation token of a fresh citizen's pending new address. */
async function emailChangeToken() {
  const token = newLinkToken();
  await db().citizen.update({
    where: { id: (await citizenWithPassword()).id },
    data: {
      pending_correo: `confirmado-${tag()}@prueba.gt`,
      pending_correo_token_hash: digest(token),
      pending_correo_expires_at: new Date(Date.now() + 60_000),
    },
  });
  return token;
}
/** A live reset token of an account, taken from the e-mail that carries it. */
/** The token of a link issued to an account: a reset link, or a sign-in link. */
async function resetToken(
  owner: { kind: "admin"; adminId: number } | { kind: "citizen"; citizenId: number },
  purpose: "password_reset" | "sign_in" | "admin_invitation" = "password_reset",
) {
  let token = "";
  await sendAccountLink(owner, purpose, null, (issued) => {
    token = issued;
    return { to: "cuenta@prueba.gt", subject: "Un enlace", text: issued };
  });
  return token;
}

/** Who may call each action, and an input with which an allowed call does its work. */
const ACTIONS: Record<string, [Rule, Input]> = {
  "admins:loginAction": [
    "public",
    async () => ({ email: (await adminWithPassword()).email, password: PASSWORD }),
  ],
  "admins:loginLinkAction": [
    "public",
    async () => ({
      token: await resetToken(
        { kind: "admin", adminId: (await adminWithPassword()).id },
        "sign_in",
      ),
    }),
  ],
  "admins:logoutAction": ["public", async () => undefined],
  "admins:requestResetAction": ["public", async () => ({ email: `nadie-${tag()}@prueba.gt` })],
  "admins:resetPasswordAction": [
    "public",
    async () => ({
      token: await resetToken({ kind: "admin", adminId: (await adminWithPassword()).id }),
      password: "Nueva#2026",
    }),
  ],
  "admins:resendInvitationAction": [
    "admins.manage",
    async () => ({ id: (await invitedAdmin()).id }),
  ],
  "admins:revokeInvitationAction": [
    "admins.manage",
    async () => ({ id: (await invitedAdmin()).id }),
  ],
  "admins:acceptInvitationAction": [
    "public",
    async () => ({
      token: await resetToken(
        { kind: "admin", adminId: (await invitedAdmin()).id },
        "admin_invitation",
      ),
      password: "Nueva#2026",
    }),
  ],
  "admins:saveOwnProfileAction": [
    "profile.self",
    async (as) => {
      const own = await db().admin.findUniqueOrThrow({
        where: { id: as?.kind === "admin" ? as.id : admin.id },
      });
      return {
        nombre1: own.nombre1,
        apellido1: own.apellido1,
        email: own.email,
        dpi: uniqueCui(),
        codigo_pais: "502",
      };
    },
  ],
  "admins:setAdminStatusAction": [
    "admins.manage",
    async () => ({ id: (await adminWithPassword()).id, estado: false }),
  ],
  "admins:saveAdminAction": [
    "admins.manage",
    async () => {
      const target = await adminWithPassword();
      return {
        id: target.id,
        values: {
          nombre1: "Ana",
          apellido1: "Editada",
          email: target.email,
          dpi: uniqueCui(),
          codigo_pais: "502",
          rol: "UserAdminNivel2",
        },
      };
    },
  ],
  "admins:createAdminAction": [
    "admins.manage",
    async () => ({
      nombre1: "Nueva",
      apellido1: "Persona",
      email: `nueva-${tag()}@prueba.gt`,
      rol: "UserAdminNivel4",
      password: "Nueva#2026",
    }),
  ],
  "roles:saveRoleAction": [
    "security.manage",
    async () => ({
      rol: "UserAdminNivel4",
      permisos: [...(await roleDefinitions()).UserAdminNivel4.permissions],
    }),
  ],
  "admins:loginCodeAction": [
    "public",
    async () => {
      const owner = await adminWithPassword();
      const { secret } = await enrol(await ownSession(owner.id));
      return { challenge: await loginChallenge(owner.email, PASSWORD), code: nextCode(secret) };
    },
  ],
  "admins:loginEnrolmentAction": [
    "public",
    async () => ({
      challenge: await enrolmentChallenge((await adminWithPassword()).email, PASSWORD),
    }),
  ],
  "admins:startTotpEnrolmentAction": ["profile.self", async () => undefined],
  "admins:confirmTotpEnrolmentAction": [
    "profile.self",
    async (as) => {
      if (as?.kind !== "admin") return { code: "123456" };
      const { secret } = await startTotpEnrolment(as);
      return { code: totp(base32Decode(secret)!, Date.now()) };
    },
  ],
  "admins:disableTotpAction": [
    "profile.self",
    async (as) => {
      if (as?.kind !== "admin") return { password: PASSWORD, code: "123456" };
      await db().admin.update({
        where: { id: as.id },
        data: { password_hash: await hashPassword(PASSWORD) },
      });
      return { password: PASSWORD, code: (await enrol(as)).recoveryCodes[0] };
    },
  ],
  "admins:regenerateRecoveryCodesAction": [
    "profile.self",
    async (as) => ({ code: as?.kind === "admin" ? (await enrol(as)).recoveryCodes[0] : "123456" }),
  ],
  "admins:setTotpRequirementAction": ["security.manage", async () => ({ required: false })],
  "auth:endSessionAction": [
    "self",
    // Another open session of the caller's own account (any id for an anonymous caller).
    async (as) => ({ id: as ? (await anotherSession(as)).actor.sessionId : randomUUID() }),
  ],
  "auth:endOtherSessionsAction": ["self", async () => ({})],
  "biography:createBiographyAction": [
    "biography.write",
    async () => ({ slogan: `Acción ${tag()}` }),
  ],
  "biography:revertBiographyAction": ["biography.write", async () => ({ id: await version() })],
  "biography:deleteBiographyGalleryImageAction": [
    "biography.write",
    async () => ({
      id: (await addBiographyGalleryImage(admin, await version(), await png(), "Foto")).id,
    }),
  ],
  "citizens:loginAction": [
    "public",
    async () => ({ identifier: (await citizenWithPassword()).dpi, password: PASSWORD }),
  ],
  "citizens:loginLinkAction": [
    "public",
    async () => ({
      token: await resetToken(
        { kind: "citizen", citizenId: (await citizenWithPassword()).id },
        "sign_in",
      ),
    }),
  ],
  "citizens:registerAction": ["public", async () => citizenRegistration()],
  "citizens:verifyPhoneAction": ["public", async () => pendingPhoneRegistration()],
  "citizens:requestAccountClaimAction": ["public", async () => ({ contacto: uniqueMobile() })],
  "citizens:claimAccountAction": [
    "public",
    async () => {
      const { contacto, codigo } = await pendingClaim();
      return { contacto, codigo, password: "clave-propia-1", password2: "clave-propia-1" };
    },
  ],
  "citizens:forgotPasswordAction": ["public", async () => ({ correo: `nadie-${tag()}@prueba.gt` })],
  "citizens:forgotPasswordByPhoneAction": ["public", async () => ({ telefono: uniqueMobile() })],
  "citizens:resetPasswordByPhoneAction": [
    "public",
    async () => {
      const { telefono, codigo } = await pendingPhoneReset();
      return {
        telefono,
        codigo,
        new_password: "Nueva-Clave-Celular-5",
        new_password2: "Nueva-Clave-Celular-5",
      };
    },
  ],
  "citizens:resetPasswordAction": [
    "public",
    async () => ({
      token: await resetToken({ kind: "citizen", citizenId: (await citizenWithPassword()).id }),
      new_password: "otra-clave-1",
      new_password2: "otra-clave-1",
    }),
  ],
  "citizens:logoutAction": ["public", async () => undefined],
  "citizens:expireSessionAction": ["public", async () => undefined],
  "citizens:confirmEmailAction": ["public", async () => ({ token: await emailChangeToken() })],
  // A fresh caller's own address is unconfirmed: the link goes to it.
  "citizens:requestEmailConfirmationAction": ["citizen", async () => undefined],
  "citizens:updateProfileAction": [
    "citizen",
    async (as) => ({
      // The caller's own e-mail: a new one would also ask for the current password.
      correo: (await ownCitizen(as))?.correo ?? `nuevo-${tag()}@prueba.gt`,
      telefono: "55551234",
      departamento: "Guatemala",
      municipio: "Mixco",
      password: "",
      password2: "",
    }),
  ],
  "citizens:updateChannelsAction": [
    "citizen",
    async (as) => {
      const own = await ownCitizen(as);
      if (own)
        await db().citizen.update({ where: { id: own.id }, data: { movil: uniqueMobile() } });
      return { canal_preferido: "sms", whatsapp: false, sms: true };
    },
  ],
  "citizens:deleteAccountAction": [
    "citizen",
    async (as) => {
      const own = await ownCitizen(as);
      if (own) {
        const password_hash = await hashPassword(PASSWORD);
        await db().citizen.update({ where: { id: own.id }, data: { password_hash } });
      }
      return { current_password: PASSWORD };
    },
  ],
  "citizens:updateCitizenAction": [
    "citizens.write",
    async () => ({
      id: (await createCitizen()).id,
      values: {
        primer_nombre: "Rosa",
        primer_apellido: "Editada",
        correo: `editada-${tag()}@prueba.gt`,
        dpi: uniqueCui(),
      },
    }),
  ],
  "citizens:setCitizenActiveAction": [
    "citizens.write",
    async () => ({ id: (await createCitizen()).id, active: false }),
  ],
  "citizens:deleteCitizenAction": [
    "citizens.write",
    async () => ({ id: (await createCitizen()).id }),
  ],
  "citizens:restoreCitizenAction": [
    "citizens.write",
    async () => ({
      id: (
        await db().citizen.update({
          where: { id: (await createCitizen()).id },
          data: { deleted_at: new Date() },
        })
      ).id,
    }),
  ],
  "citizens:findDeskCitizensAction": ["citizens.read", async () => ({ q: "Ciudadana" })],
  "citizens:moveCitizenDpiAction": [
    "citizens.write",
    async () => ({
      id: (await citizenWithPassword()).id,
      destino_correo: "",
      verificacion: "DPI original revisado en la oficina.",
    }),
  ],
  "gestiones:createGestionAction": [
    "citizen",
    async () => {
      catalog ??= await createCatalog();
      return { ...gestionBody(catalog), idempotency_key: `accion-${tag()}-${tag()}` };
    },
  ],
  "gestiones:fileDeskGestionAction": [
    "gestiones.write",
    async () => {
      catalog ??= await createCatalog();
      const { id } = await createCitizen();
      return {
        ...gestionBody(catalog),
        ciudadano: { id },
        canal_origen: "telefono",
        idempotency_key: `mostrador-${tag()}-${tag()}`,
      };
    },
  ],
  "gestiones:feedbackAction": [
    "citizen",
    async (as) => ({ id: await gestion(ownerOf(as), 1), resolved: true }),
  ],
  "gestiones:reopenAction": [
    "citizen",
    async (as) => ({ id: await gestion(ownerOf(as), 2), comment: "Volvió el problema." }),
  ],
  "gestiones:changeStatusAction": [
    "gestiones.write",
    async () => ({
      id: await gestion(),
      change: { to_status: "in_review", comment_mode: "custom", body: "En revisión." },
    }),
  ],
  "gestiones:assignAction": [
    "gestiones.write",
    async () => ({ id: await gestion(), admin_id: admin.id }),
  ],
  "gestiones:saveCategoryAction": [
    "gestiones.configure",
    async () => ({ values: { nombre: `Categoría ${tag()}`, sla_dias_habiles: 5 } }),
  ],
  "gestiones:saveTemplateAction": [
    "gestiones.configure",
    async () => {
      catalog ??= await createCatalog();
      return {
        values: {
          categoria_id: catalog.categoria.id,
          nombre: `Trámite ${tag()}`,
          data_schema_json: {
            fields: [{ key: "detalle", label: "Detalle", type: "textarea", required: true }],
          },
        },
      };
    },
  ],
  "gestiones:savePresetAction": [
    "gestiones.configure",
    async () => ({
      values: { nombre: `Mensaje ${tag()}`, body: "Texto del mensaje.", to_status: "resolved" },
    }),
  ],
  "chat:addVocabularyAction": [
    "chatbot.vocabulary",
    async () => ({ palabra: `chunche ${tag()}`, significa: "objeto" }),
  ],
  "chat:deleteVocabularyAction": [
    "chatbot.vocabulary",
    async () => ({
      id: (
        await db().assistantVocabulary.create({
          data: { palabra: `tiliche ${tag()}`, significa: "objeto" },
        })
      ).id,
    }),
  ],
  "contact:sendContactAction": [
    "public",
    async () => ({
      primer_nombre: "Ana",
      primer_apellido: "Coj",
      email: `contacto-${tag()}@correo.gt`,
      mensaje: "Hola.",
    }),
  ],
  "contact:replyContactAction": [
    "contact.manage",
    async () => ({
      id: (
        await db().contactMessage.create({
          data: {
            primer_nombre: "Ana",
            primer_apellido: "Coj",
            email: `contacto-${tag()}@correo.gt`,
            mensaje: "¿Cuándo es la audiencia?",
          },
        })
      ).id,
      respuesta: "El jueves a las 10:00.",
    }),
  ],
  "contact:convertContactAction": [
    "gestiones.write",
    async () => contactMessageFrom((await createCitizen()).correo!),
  ],
  "contact:claimGestionAction": [
    "citizen",
    async () => {
      catalog ??= await createCatalog();
      return { token: (await unclaimedGestion(admin, catalog.template.id)).token };
    },
  ],
  "contact:inviteContactAction": [
    "gestiones.write",
    async () => contactMessageFrom(`sin-cuenta-${tag()}@correo.gt`),
  ],
  "labores:createLaborAction": [
    "labores.write",
    async () => ({ titulo: `Acción ${tag()}`, anio_ejecucion: 2024 }),
  ],
  "labores:updateLaborAction": [
    "labores.write",
    async () => ({ id: await labor(), values: { resumen: "Editada." } }),
  ],
  "labores:setLaborStatusAction": [
    "labores.write",
    async () => ({ id: await labor(), estado: "publicado" }),
  ],
  "labores:deleteLaborAction": ["labores.write", async () => ({ id: await labor() })],
  "labores:updateLaborMediaAction": [
    "labores.write",
    async () => {
      const { id, first } = await laborWithMedia();
      return { id, mediaId: first, change: { titulo: "Título" } };
    },
  ],
  "labores:reorderLaborMediaAction": [
    "labores.write",
    async () => {
      const { id, first, second } = await laborWithMedia();
      return {
        id,
        items: [
          { id: first, orden: 1 },
          { id: second, orden: 0 },
        ],
      };
    },
  ],
  "labores:deleteLaborMediaAction": [
    "labores.write",
    async () => {
      const { id, second } = await laborWithMedia();
      return { id, mediaId: second };
    },
  ],
  "news:createNewsAction": [
    "news.write",
    async () => ({ titulo: `Acción ${tag()}`, fecha_contenido: "2026-01-10" }),
  ],
  "news:updateNewsAction": [
    "news.write",
    async () => ({ id: await news(), values: { subtitulo: "Editada" } }),
  ],
  "news:publishNewsAction": ["news.write", async () => ({ id: await news() })],
  "news:scheduleNewsAction": [
    "news.write",
    async () => ({ id: await news(), fecha_programada: "2099-01-01 08:00" }),
  ],
  "news:archiveNewsAction": ["news.write", async () => ({ id: await news() })],
  "news:deleteNewsAction": ["news.write", async () => ({ id: await news() })],
  "news:addNewsMediaUrlAction": [
    "news.write",
    async () => ({ id: await news(), media: { url: "https://example.org/a.jpg" } }),
  ],
  "news:updateNewsMediaAction": [
    "news.write",
    async () => {
      const { id, mediaId } = await newsWithMedia();
      return { id, mediaId, change: { titulo: "Foto" } };
    },
  ],
  "news:deleteNewsMediaAction": ["news.write", async () => newsWithMedia()],
  "news:deleteNewsMediaByUrlAction": [
    "news.write",
    async () => {
      const { id, url } = await newsWithMedia();
      return { id, url };
    },
  ],
  "setup:completeSetupAction": [
    "first-run",
    async () => ({
      token: "cualquiera",
      admin: {
        nombre1: "Nadie",
        apellido1: "Nadie",
        email: `nadie-${tag()}@prueba.gt`,
        password: PASSWORD,
      },
      identidad: { nombre: "Nadie", cargo: "Nadie", distrito: "Nadie" },
    }),
  ],
  "site:saveIdentityAction": [
    "landing.settings",
    async () => ({
      nombre: "Nombre de prueba",
      cargo: "Cargo de prueba",
      distrito: "Distrito de prueba",
      color: "#1b3c6f",
    }),
  ],
  "site:saveSiteSettingsAction": [
    "landing.settings",
    async () => ({ horario_atencion: "Lunes a viernes" }),
  ],
  "values:createCompromisoAction": [
    "values.write",
    async () => ({ introduccion_titulo: `Acción ${tag()}` }),
  ],
  "values:updateCompromisoAction": [
    "values.write",
    async () => ({ id: await compromiso(), values: { introduccion_subtitulo: "Editado" } }),
  ],
  "values:deleteCompromisoAction": ["values.write", async () => ({ id: await compromiso() })],
  "values:createValorAction": [
    "values.write",
    async () => ({ compromiso_id: await compromiso(), titulo: "Honestidad" }),
  ],
  "values:updateValorAction": [
    "values.write",
    async () => ({
      id: (await createValor(admin, { compromiso_id: await compromiso(), titulo: "Valor" })).id,
      values: { titulo: "Editado" },
    }),
  ],
  "values:deleteValorAction": [
    "values.write",
    async () => ({
      id: (await createValor(admin, { compromiso_id: await compromiso(), titulo: "Valor" })).id,
    }),
  ],
  "values:createFormalAction": [
    "values.write",
    async () => ({ compromiso_id: await compromiso(), titulo: "Formal" }),
  ],
  "values:updateFormalAction": [
    "values.write",
    async () => ({
      id: (await createFormal(admin, { compromiso_id: await compromiso(), titulo: "Formal" })).id,
      values: { titulo: "Editado" },
    }),
  ],
  "values:deleteFormalAction": [
    "values.write",
    async () => ({
      id: (await createFormal(admin, { compromiso_id: await compromiso(), titulo: "Formal" })).id,
    }),
  ],
  "values:createMensajeAction": [
    "values.write",
    async () => ({ compromiso_id: await compromiso(), texto: "Mensaje" }),
  ],
  "values:updateMensajeAction": [
    "values.write",
    async () => ({
      id: (await createMensaje(admin, { compromiso_id: await compromiso(), texto: "Mensaje" })).id,
      values: { texto: "Editado" },
    }),
  ],
  "values:deleteMensajeAction": [
    "values.write",
    async () => ({
      id: (await createMensaje(admin, { compromiso_id: await compromiso(), texto: "Mensaje" })).id,
    }),
  ],
  "values:deleteVisualAction": [
    "values.write",
    async () => ({
      id: (
        await createVisual(
          admin,
          visualFields.parse({
            compromiso_id: await compromiso(),
            tipo: "video",
            url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          }),
        )
      ).id,
    }),
  ],
  "values:deleteValueImageAction": [
    "values.write",
    async () => {
      const valor = await createValor(admin, {
        compromiso_id: await compromiso(),
        titulo: "Con foto",
      });
      return {
        owner: "valor",
        id: (await addValueImage(admin, "valor", valor.id, await png())).id,
      };
    },
  ],
};

type Caller = { name: string; actor: Actor | null; role: AdminRole | "citizen" | null };

function expected(
  rule: Rule,
  caller: Caller,
  table: Record<AdminRole, RoleDefinition>,
): "ok" | "UNAUTHENTICATED" | "FORBIDDEN" | "CONFLICT" {
  if (rule === "public") return "ok";
  if (rule === "first-run") return "CONFLICT";
  if (!caller.role) return "UNAUTHENTICATED";
  if (rule === "citizen") return caller.role === "citizen" ? "ok" : "FORBIDDEN";
  if (rule === "self" && caller.role === "citizen") return "ok";
  if (caller.role === "citizen") return "FORBIDDEN";
  const permission = rule === "self" ? "profile.self" : rule;
  return table[caller.role].permissions.includes(permission) ? "ok" : "FORBIDDEN";
}

beforeAll(async () => {
  admin = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id }))
    .actor as AdminActor;
});

describe("authorization matrix of every server action", () => {
  it("declares every exported action", async () => {
    const names = (await exportedActions()).map(([name]) => name).sort();
    expect(names).toEqual(Object.keys(ACTIONS).sort());
  });

  it("gives each caller exactly what the permission table allows, and allowed calls succeed", async () => {
    const mismatches: string[] = [];
    for (const [name, action] of await exportedActions()) {
      const [rule, input] = ACTIONS[name]!;
      // Fresh accounts for every call: some actions end the caller's session or account.
      const citizen = (await signIn({ kind: "citizen", citizenId: (await createCitizen()).id }))
        .actor;
      const callers: Caller[] = [
        { name: "anónimo", actor: null, role: null },
        { name: "ciudadano", actor: citizen, role: "citizen" },
      ];
      for (const role of ADMIN_ROLES) {
        callers.push({
          name: role,
          actor: (await signIn({ kind: "admin", adminId: (await createAdmin(role)).id })).actor,
          role,
        });
      }
      for (const caller of callers) {
        const want = expected(rule, caller, await roleDefinitions());
        actionRequest.actor = caller.actor;
        const result = (await action(await input(caller.actor)).catch((error: unknown) =>
          // The portal's logout ends with a redirect to the login screen: its way of succeeding.
          String(error).includes("NEXT_REDIRECT")
            ? { ok: true }
            : { ok: false, code: String(error) },
        )) as { ok: boolean; code?: string; message?: string } | undefined;
        const got = result === undefined || result.ok ? "ok" : result.code;
        if (got !== want) {
          mismatches.push(
            `${name} como ${caller.name}: ${got} (${result?.message ?? ""}), se esperaba ${want}`,
          );
        }
      }
    }
    actionRequest.actor = null;
    expect(mismatches).toEqual([]);
  }, 300_000);
});
