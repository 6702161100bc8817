// The fuzz suite: every route handler and every server action, called as nobody, a
// citizen and an administrator with random and adversarial bodies, queries and path segments
// (fuzz-inputs.ts), aimed at the fields the target's own zod schemas read. It holds when no call
// answers 5xx (or throws), and no call that was refused or failed changed anything: triggers note
// every change to any table's rows (the audit log, rate-limit hits and login attempts aside:
// recording a refusal is what they are for), and a refused call must leave no note.
//
// It runs on a database of its own loaded with the demo content, so that real ids and slugs lead
// the calls deep into the services. Bounded for CI (FUZZ_RUNS samples per target and caller, 1 by
// default) but never blind to what other seeds find: each run draws a new seed and prints it, and
// FUZZ_SEED replays it; `npm run fuzz` runs 30 samples.
import { fc } from "@fast-check/vitest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { actionRequest } from "./support/action-context";

import {
  exportedActions,
  routeFiles,
  routeHandlers,
  type Method,
  type RouteHandler,
  type ServerAction,
} from "./support/discovery";
import {
  actionInputFor,
  bodyFor,
  fieldsOf,
  formFor,
  queryFor,
  segmentFor,
} from "./support/fuzz-inputs";
import { createAdmin, createCitizen, sessionCookie, signIn } from "./support/helpers";
import { openOwnDatabase } from "./support/own-database";
import { randomIp } from "../support/citizen-data";

vi.mock("../../prisma/seed/images", async () =>
  (await import("./support/fake-seed-images")).fakeImages(),
);
// A server action runs inside a request: its headers, and the session behind its cookie.
vi.mock("next/headers", async () => (await import("./support/action-context")).nextHeaders());
vi.mock("@/lib/auth/actor", async (original) =>
  (await import("./support/action-context")).authActor(await original()),
);
vi.mock("@/lib/auth/browser-session", async () =>
  (await import("./support/action-context")).browserSession(),
);

const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Long runs (npm run fuzz) get time in proportion. */
const TIMEOUT = 120_000 + RUNS * 60_000;

/**
 * The manifest: every route file with each method and the body it reads ("json" through the
 * route wrapper, "multipart" as a form, "none"). Every target gets every kind of body anyway; its
 * own kind most often. A route file or method missing here fails the suite.
 */
type BodyKind = "json" | "multipart" | "none";
const ROUTES: Record<string, Partial<Record<Method, BodyKind>>> = {
  "admin/auditoria": { GET: "none" },
  "admin/auditoria/export": { GET: "none" },
  "admin/contacto": { GET: "none" },
  "admin/contacto/[id]": { GET: "none" },
  "admin/contacto/[id]/leido": { POST: "none" },
  "admin/contacto/[id]/respuesta": { POST: "json" },
  "admin/labores": { GET: "none", POST: "json" },
  "admin/labores/[id]": { GET: "none", PUT: "json", DELETE: "none" },
  "admin/labores/[id]/media": { GET: "none", POST: "multipart" },
  "admin/labores/[id]/media/[mediaId]": { PATCH: "json", DELETE: "none" },
  "admin/labores/[id]/media/reorder": { PATCH: "json" },
  "admin/labores/[id]/status": { PATCH: "json" },
  "admin/roles": { GET: "none" },
  "admin/roles/[rol]": { PUT: "json" },
  "admin/sesiones": { GET: "none", DELETE: "none" },
  "admin/sesiones/[id]": { DELETE: "none" },
  "admin/identidad": { GET: "none", PUT: "json" },
  setup: { POST: "json" },
  health: { GET: "none" },
  "openapi.json": { GET: "none" },
  docs: { GET: "none" },
  "admin/site-settings": { GET: "none", PUT: "json" },
  "admin/site-settings/logo": { POST: "multipart" },
  "admin/users": { GET: "none" },
  "admin/users/[id]": { GET: "none", PUT: "json", DELETE: "none" },
  "admin/users/[id]/restore": { POST: "none" },
  "admin/users/[id]/dpi": { POST: "json" },
  "admin/users/[id]/status": { PATCH: "json" },
  "admin/users/export": { GET: "none" },
  "admin/vocabulario": { GET: "none", POST: "json" },
  "admin/vocabulario/[id]": { DELETE: "none" },
  "auth-user/check-dpi/[dpi]": { GET: "none" },
  "auth-user/check-email/[email]": { GET: "none" },
  "auth-user/login": { POST: "json" },
  "auth-user/logout": { POST: "none" },
  "auth-user/me": { GET: "none", PUT: "json", DELETE: "json" },
  "auth-user/me/export": { GET: "none" },
  "auth-user/me/canales": { GET: "none", PUT: "json" },
  "auth-user/claim": { POST: "json" },
  "auth-user/claim/verify": { POST: "json" },
  "auth-user/password/forgot": { POST: "json" },
  "auth-user/password/reset": { POST: "json" },
  "auth-user/register": { POST: "json" },
  "auth-user/phone/verify": { POST: "json" },
  "auth-user/phone/forgot": { POST: "json" },
  "auth-user/phone/reset": { POST: "json" },
  "auth/[...nextauth]": { GET: "none", POST: "none" },
  "auth/admin/[id]": { GET: "none", PUT: "json" },
  "auth/admin/[id]/status": { PATCH: "json" },
  "auth/admins": { GET: "none" },
  "auth/change-password": { PUT: "json" },
  "auth/login": { POST: "json" },
  "auth/login/totp": { POST: "json" },
  "auth/login/totp/enrollment": { POST: "json" },
  "auth/logout": { POST: "none" },
  "auth/me": { GET: "none" },
  "auth/register": { POST: "json" },
  "auth/request-password-reset": { POST: "json" },
  "auth/reset-password": { POST: "json" },
  biografia: { GET: "none" },
  "biografia/[id]": { GET: "none" },
  "biografia/galeria": { POST: "multipart" },
  "biografia/galeria/[id]": { DELETE: "none" },
  "biografia/imagen-destacada": { POST: "multipart" },
  "biografia/imagen-logo": { POST: "multipart" },
  "biografia/imagen-principal": { POST: "multipart" },
  "biografia/imagen-profesional": { POST: "multipart" },
  "biografia/revertir/[id]": { POST: "none" },
  "biografia/texto": { PUT: "json" },
  "biografia/versiones": { GET: "none" },
  "contacto/public/config": { GET: "none" },
  "contacto/public/mensajes": { POST: "json" },
  "cron/outbox": { GET: "none" },
  "cron/prune": { GET: "none" },
  "cron/publish-scheduled": { GET: "none" },
  "cron/sweep-uploads": { GET: "none" },
  "cron/transparencia": { GET: "none" },
  "files/[key]": { GET: "none" },
  labores: { GET: "none" },
  "webhooks/twilio": { POST: "none" },
  "webhooks/whatsapp": { GET: "none", POST: "none" },
  "labores/[slug]": { GET: "none" },
  noticias: { GET: "none", POST: "json" },
  "noticias/[id]": { GET: "none", PUT: "json", DELETE: "none" },
  "noticias/[id]/archivar": { PATCH: "none" },
  "noticias/[id]/media": { GET: "none", POST: "json", DELETE: "json" },
  "noticias/[id]/media/[mediaId]": { PATCH: "json", DELETE: "none" },
  "noticias/[id]/media/upload": { POST: "multipart" },
  "noticias/[id]/portada": { POST: "multipart" },
  "noticias/[id]/programar": { PATCH: "json" },
  "noticias/[id]/publicar": { PATCH: "none" },
  "noticias/id/[id]/media": { GET: "none" },
  "portal/admin/gestiones": { GET: "none", POST: "json" },
  "portal/admin/gestiones/[id]": { GET: "none" },
  "portal/admin/gestiones/[id]/asignacion": { PATCH: "json" },
  "portal/admin/gestiones/[id]/attachments": { GET: "none" },
  "portal/admin/gestiones/[id]/comprobante": { GET: "none" },
  "portal/admin/gestiones/[id]/messages": { GET: "none", POST: "multipart" },
  "portal/admin/gestiones/[id]/status": { PATCH: "json" },
  "portal/chat": { POST: "json" },
  "portal/chat/opinion": { POST: "json" },
  "portal/chat/start": { POST: "none" },
  "portal/chat/stream": { POST: "json" },
  "portal/gestiones": { GET: "none", POST: "json" },
  "portal/gestiones/[id]": { GET: "none" },
  "portal/gestiones/[id]/mensajes": { POST: "multipart" },
  "portal/gestiones/[id]/opinion": { POST: "json" },
  "portal/gestiones/[id]/reabrir": { POST: "json" },
  "portal/gestiones/meta": { GET: "none" },
  "portal/sesiones": { GET: "none", DELETE: "none" },
  "portal/sesiones/[id]": { DELETE: "none" },
  "public/labores": { GET: "none" },
  transparencia: { GET: "none" },
  uploadthing: { GET: "none", POST: "none" },
  "valores/compromiso": { GET: "none", POST: "json" },
  "valores/compromiso/[id]": { GET: "none", PUT: "json", DELETE: "none" },
  "valores/formales": { GET: "none", POST: "json" },
  "valores/formales/[id]": { PUT: "json", DELETE: "none" },
  "valores/formales/[id]/imagenes": { GET: "none", POST: "multipart" },
  "valores/formales/imagenes/[id]": { DELETE: "none" },
  "valores/imagenes/[id]": { DELETE: "none" },
  "valores/mensajes": { GET: "none", POST: "json" },
  "valores/mensajes/[id]": { PUT: "json", DELETE: "none" },
  "valores/mensajes/[id]/imagenes": { GET: "none", POST: "multipart" },
  "valores/mensajes/imagenes/[id]": { DELETE: "none" },
  "valores/valores": { GET: "none", POST: "json" },
  "valores/valores/[id]": { PUT: "json", DELETE: "none" },
  "valores/valores/[id]/imagenes": { GET: "none", POST: "multipart" },
  "valores/visuales": { GET: "none", POST: "multipart" },
  "valores/visuales/[id]": { DELETE: "none" },
};

/** Every server action ("<module>:<export>"); its input is aimed at the schema it validates with. */
const ACTIONS = [
  "admins:acceptInvitationAction",
  "admins:confirmTotpEnrolmentAction",
  "admins:createAdminAction",
  "admins:disableTotpAction",
  "admins:loginAction",
  "admins:loginCodeAction",
  "admins:loginEnrolmentAction",
  "admins:loginLinkAction",
  "admins:logoutAction",
  "admins:regenerateRecoveryCodesAction",
  "admins:requestResetAction",
  "admins:resendInvitationAction",
  "admins:resetPasswordAction",
  "admins:revokeInvitationAction",
  "admins:saveAdminAction",
  "admins:saveOwnProfileAction",
  "admins:setAdminStatusAction",
  "admins:setTotpRequirementAction",
  "admins:startTotpEnrolmentAction",
  "auth:endOtherSessionsAction",
  "auth:endSessionAction",
  "biography:createBiographyAction",
  "biography:deleteBiographyGalleryImageAction",
  "biography:revertBiographyAction",
  "chat:addVocabularyAction",
  "chat:deleteVocabularyAction",
  "citizens:confirmEmailAction",
  "citizens:deleteAccountAction",
  "citizens:deleteCitizenAction",
  "citizens:expireSessionAction",
  "citizens:forgotPasswordAction",
  "citizens:forgotPasswordByPhoneAction",
  "citizens:loginAction",
  "citizens:findDeskCitizensAction",
  "citizens:loginLinkAction",
  "citizens:logoutAction",
  "citizens:moveCitizenDpiAction",
  "citizens:registerAction",
  "citizens:verifyPhoneAction",
  "citizens:requestAccountClaimAction",
  "citizens:claimAccountAction",
  "citizens:updateChannelsAction",
  "citizens:requestEmailConfirmationAction",
  "citizens:resetPasswordAction",
  "citizens:resetPasswordByPhoneAction",
  "citizens:restoreCitizenAction",
  "citizens:setCitizenActiveAction",
  "citizens:updateCitizenAction",
  "citizens:updateProfileAction",
  "contact:claimGestionAction",
  "contact:convertContactAction",
  "contact:inviteContactAction",
  "contact:replyContactAction",
  "contact:sendContactAction",
  "gestiones:assignAction",
  "gestiones:changeStatusAction",
  "gestiones:createGestionAction",
  "gestiones:feedbackAction",
  "gestiones:fileDeskGestionAction",
  "gestiones:reopenAction",
  "gestiones:saveCategoryAction",
  "gestiones:savePresetAction",
  "gestiones:saveTemplateAction",
  "labores:createLaborAction",
  "labores:deleteLaborAction",
  "labores:deleteLaborMediaAction",
  "labores:reorderLaborMediaAction",
  "labores:setLaborStatusAction",
  "labores:updateLaborAction",
  "labores:updateLaborMediaAction",
  "news:addNewsMediaUrlAction",
  "news:archiveNewsAction",
  "news:createNewsAction",
  "news:deleteNewsAction",
  "news:deleteNewsMediaAction",
  "news:deleteNewsMediaByUrlAction",
  "news:publishNewsAction",
  "news:scheduleNewsAction",
  "news:updateNewsAction",
  "news:updateNewsMediaAction",
  "roles:saveRoleAction",
  "setup:completeSetupAction",
  "site:saveIdentityAction",
  "site:saveSiteSettingsAction",
  "values:createCompromisoAction",
  "values:createFormalAction",
  "values:createMensajeAction",
  "values:createValorAction",
  "values:deleteCompromisoAction",
  "values:deleteFormalAction",
  "values:deleteMensajeAction",
  "values:deleteValorAction",
  "values:deleteValueImageAction",
  "values:deleteVisualAction",
  "values:updateCompromisoAction",
  "values:updateFormalAction",
  "values:updateMensajeAction",
  "values:updateValorAction",
];

// ----- What exists in the seeded database, to aim path segments at -----

interface RealValues {
  ids: string[];
  slugs: string[];
  dpis: string[];
  emails: string[];
  keys: string[];
}

async function realValues(): Promise<RealValues> {
  const [news, labores, citizens, files] = await Promise.all([
    db().news.findMany({ select: { slug: true }, take: 10 }),
    db().labor.findMany({ select: { slug: true }, take: 10 }),
    db().citizen.findMany({ select: { dpi: true, correo: true }, take: 10 }),
    db().storedFile.findMany({ select: { key: true }, take: 10 }),
  ]);
  return {
    // The seed's rows of every table start at 1.
    ids: Array.from({ length: 25 }, (_, index) => String(index + 1)),
    slugs: [...news, ...labores].map((row) => row.slug),
    dpis: citizens.flatMap((row) => (row.dpi ? [row.dpi] : [])),
    emails: citizens.flatMap((row) => (row.correo ? [row.correo] : [])),
    keys: files.map((row) => row.key),
  };
}

const AUTH_JS_PATHS = [
  ["session"],
  ["csrf"],
  ["providers"],
  ["signin"],
  ["signout"],
  ["callback", "admin"],
  ["callback", "citizen"],
  ["error"],
];

/** Values for a segment named `name`, aimed at real rows. */
function segmentValues(name: string, real: RealValues): fc.Arbitrary<string | string[]> {
  if (name === "nextauth") {
    return fc.oneof(
      fc.constantFrom(...AUTH_JS_PATHS),
      fc.array(segmentFor([]), { minLength: 1, maxLength: 3 }),
    );
  }
  const aimed =
    name === "slug"
      ? [...real.slugs, ...real.ids]
      : name === "dpi"
        ? real.dpis
        : name === "email"
          ? real.emails
          : name === "key"
            ? real.keys
            : real.ids;
  return segmentFor(aimed);
}

// ----- What a refused or failed call must leave as it was -----

/**
 * Tables a refused call legitimately writes, so left out of the watch: recording a refusal or a
 * failed sign-in is what they are for (the audit log of refusals, the per-address and per-account
 * throttling counters), and the migrations table is only written by migrations.
 */
const RECORDS_REFUSALS = new Set([
  "audit_log",
  "rate_limit_hits",
  "login_attempts",
  "_prisma_migrations",
]);
/**
 * Columns a call's own background work changes after it has answered, so not counted as a change of
 * their table: a successful call that queues an e-mail starts delivering it without waiting, and
 * that delivery updates the message's state while the next call is judged. What a call writes — a
 * new message, its recipient and text — still counts.
 */
const BACKGROUND_COLUMNS: Record<string, string[]> = {
  email_outbox: [
    "status",
    "attempts",
    "last_error",
    "provider_id",
    "next_attempt_at",
    "sent_at",
    "sealed_link",
  ],
};
const CHANGES = "fuzz_changes";

/**
 * Every change to a row of the public schema is noted as it happens by a trigger on each table
 * (this database is the suite's own): an insert, a delete, a truncate, and an update that changed a
 * value — a refused call that revoked a session, spent a recovery code or stored an
 * Idempotency-Key, whether or not the table has an `updated_at`. A transaction rolled back takes its
 * notes with it. Reading the notes costs one small query per call, where hashing every table's rows
 * after each of the suite's thousands of calls cost most of its time.
 */
async function watchChanges(): Promise<void> {
  const tables = await db().$queryRaw<{ table_name: string }[]>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
  await db().$executeRawUnsafe(`create table ${CHANGES} (table_name text not null)`);
  await db().$executeRawUnsafe(`
    create function fuzz_note_change() returns trigger language plpgsql as $$
    declare
      ignored text[] := coalesce(TG_ARGV, '{}');
    begin
      if TG_OP = 'UPDATE' and (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) then
        return null;
      end if;
      insert into ${CHANGES} values (TG_TABLE_NAME);
      return null;
    end $$`);
  for (const { table_name: table } of tables) {
    if (RECORDS_REFUSALS.has(table)) continue;
    const ignored = (BACKGROUND_COLUMNS[table] ?? []).map((column) => `'${column}'`).join(", ");
    await db().$executeRawUnsafe(
      `create trigger fuzz_row_change after insert or update or delete on "${table}"
       for each row execute function fuzz_note_change(${ignored})`,
    );
    await db().$executeRawUnsafe(
      `create trigger fuzz_truncate after truncate on "${table}"
       for each statement execute function fuzz_note_change()`,
    );
  }
}

/** The tables changed since the last call of this function. */
async function changedTables(): Promise<string[]> {
  const notes = await db().$queryRawUnsafe<{ table_name: string }[]>(
    `delete from ${CHANGES} returning table_name`,
  );
  return [...new Set(notes.map((note) => note.table_name))].sort();
}

// ----- Callers: fresh accounts for every target, since some calls end a session or an account -----

type CallerName = "anónimo" | "ciudadano" | "administrador";
interface Caller {
  name: CallerName;
  actor: Actor | null;
  token: string | null;
  cookie: string | null;
}

async function freshCallers(): Promise<Caller[]> {
  const citizen = await signIn({ kind: "citizen", citizenId: (await createCitizen()).id });
  const admin = await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id });
  return [
    { name: "administrador", ...admin, cookie: await sessionCookie(admin.actor.sessionId) },
    { name: "ciudadano", ...citizen, cookie: await sessionCookie(citizen.actor.sessionId) },
    { name: "anónimo", actor: null, token: null, cookie: null },
  ];
}

// ----- Running the calls -----

interface Finding {
  target: string;
  caller: CallerName;
  problem: string;
  input: string;
}
const findings: Finding[] = [];
/** How many calls got each status: whether the inputs reach past validation. */
const statuses = new Map<number, number>();

/** Summarised input for a finding: enough to recognise it, never megabytes. */
const summary = (value: unknown) => {
  const text = typeof value === "string" ? value : (fc.stringify(value) ?? String(value));
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} caracteres)` : text;
};

/** Checks the answer of one call, and what changed since the call before it. */
async function judge(
  target: string,
  caller: CallerName,
  input: unknown,
  outcome: { status: number; detail?: string },
): Promise<void> {
  statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
  const changed = await changedTables();
  const report = (problem: string) =>
    findings.push({ target, caller, problem, input: summary(input) });
  if (outcome.status >= 500) report(`${outcome.status} ${outcome.detail ?? ""}`.trim());
  if (outcome.status >= 400 && changed.length) {
    report(`respondió ${outcome.status} y cambió ${changed.join(", ")}`);
  }
}

interface RouteSample {
  segments: Record<string, string | string[]>;
  query: string;
  body: BodyInit | FormData | undefined;
  auth: "bearer" | "cookie" | "cookie-cross-site";
}

function routeSample(
  file: string,
  method: Method,
  kind: BodyKind,
  handler: RouteHandler,
  real: RealValues,
) {
  const inputs = (handler as { inputs?: { query?: never; body?: never } }).inputs ?? {};
  const names = [...file.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]!);
  const segments = fc.record(
    Object.fromEntries(names.map((name) => [name, segmentValues(name, real)])),
  );
  const bodyFields = fieldsOf(inputs.body);
  const json = bodyFor(bodyFields);
  const form = formFor(bodyFields);
  const body =
    method === "GET"
      ? fc.constant(undefined)
      : kind === "multipart"
        ? fc.oneof({ weight: 3, arbitrary: form }, { weight: 1, arbitrary: json })
        : fc.oneof({ weight: 3, arbitrary: json }, { weight: 1, arbitrary: form });
  return fc.record<RouteSample>({
    segments,
    query: queryFor(fieldsOf(inputs.query)),
    body,
    auth: fc.constantFrom("bearer", "bearer", "cookie", "cookie-cross-site"),
  });
}

const NUL = "a\u0000b";
const DEEP = "[".repeat(5_000) + "]".repeat(5_000);
const objectOf = (fields: string[], value: string) =>
  `{${(fields.length ? fields : ["id"]).map((field) => `${JSON.stringify(field)}:${value}`).join(",")}}`;

/**
 * What every route gets whatever the random samples hold, as an administrator and as a citizen:
 * a NUL in every segment, and real segments with a NUL in every field or nesting far past the cap.
 */
function routeCorpus(file: string, kind: BodyKind, handler: RouteHandler, real: RealValues) {
  const inputs = (handler as { inputs?: { body?: never } }).inputs ?? {};
  const fields = fieldsOf(inputs.body);
  const names = [...file.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]!);
  const segments = (value: (name: string) => string) =>
    Object.fromEntries(
      names.map((name) => [name, name === "nextauth" ? [value(name)] : value(name)]),
    );
  const aimed = (name: string) =>
    name === "slug"
      ? real.slugs[0]!
      : name === "dpi"
        ? real.dpis[0]!
        : name === "key"
          ? (real.keys[0] ?? "1")
          : "1";
  const form = new FormData();
  for (const field of [...fields, "titulo"]) form.append(field, NUL);
  form.append("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), `${NUL}.png`);
  const nulBody = kind === "multipart" ? form : objectOf(fields, JSON.stringify(NUL));
  const samples: RouteSample[] = [
    { segments: segments(() => NUL), query: "", body: nulBody, auth: "bearer" },
    { segments: segments(aimed), query: "", body: nulBody, auth: "bearer" },
    { segments: segments(aimed), query: "", body: objectOf(fields, DEEP), auth: "bearer" },
  ];
  return samples;
}

/** The URL form of a segment; a lone surrogate half has none (the params carry it as it is). */
const encodeSegment = (part: string) => {
  try {
    return encodeURIComponent(part);
  } catch {
    return "%EF%BF%BD";
  }
};

async function callRoute(
  file: string,
  method: Method,
  handler: RouteHandler,
  caller: Caller,
  sample: RouteSample,
): Promise<{ status: number; detail?: string }> {
  const path = file.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) =>
    [sample.segments[name]]
      .flat()
      .map((part) => encodeSegment(String(part)))
      .join("/"),
  );
  const headers = new Headers({ "x-forwarded-for": randomIp() });
  if (caller.token && sample.auth === "bearer")
    headers.set("authorization", `Bearer ${caller.token}`);
  if (caller.cookie && sample.auth !== "bearer") {
    headers.set("cookie", caller.cookie);
    headers.set(
      "origin",
      sample.auth === "cookie" ? "http://localhost:3000" : "https://evil.example",
    );
  }
  if (typeof sample.body === "string") headers.set("content-type", "application/json");
  try {
    const response = await handler(
      new Request(`http://localhost:3000/api/${path}${sample.query}`, {
        method,
        headers,
        body: method === "GET" ? undefined : sample.body,
      }),
      { params: Promise.resolve(sample.segments) },
    );
    const text = await response.text();
    return { status: response.status, detail: text.slice(0, 200) };
  } catch (error) {
    return { status: 599, detail: `lanzó ${String(error).slice(0, 200)}` };
  }
}

async function callAction(action: ServerAction, caller: Caller, input: unknown) {
  actionRequest.actor = caller.actor;
  try {
    const result = (await action(input)) as
      { ok: boolean; status?: number; message?: string } | undefined;
    return result?.ok === false
      ? { status: result.status ?? 599, detail: result.message }
      : { status: 200 };
  } catch (error) {
    // The portal's logout ends with a redirect to the login screen: its way of succeeding.
    if (String(error).includes("NEXT_REDIRECT")) return { status: 200 };
    return { status: 599, detail: `lanzó ${String(error).slice(0, 200)}` };
  } finally {
    actionRequest.actor = null;
  }
}

/** A seed per target, so that adding a route does not change what the others get. */
const seedFor = (target: string) =>
  [...target].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

let database: Awaited<ReturnType<typeof openOwnDatabase>>;
let real: RealValues;

beforeAll(async () => {
  database = await openOwnDatabase("fuzz");
  real = await realValues();
  await watchChanges();
  console.log(`[fuzz] FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (para repetir esta ejecución)`);
}, 120_000);

afterAll(async () => {
  const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`);
  console.log(`[fuzz] ${total} llamadas (${byStatus.join(", ")}), ${findings.length} hallazgos`);
  for (const finding of findings.slice(0, 30)) console.log("[fuzz]", finding);
  await database.close();
});

describe("fuzz suite: every route handler and server action", () => {
  it("has a manifest line for every route file, method and server action", async () => {
    const files = routeFiles();
    expect(files.filter((file) => !ROUTES[file])).toEqual([]);
    expect(Object.keys(ROUTES).filter((file) => !files.includes(file))).toEqual([]);
    for (const file of files) {
      const handlers = await routeHandlers(file);
      const declared = ROUTES[file]!;
      expect([file, Object.keys(handlers).sort()]).toEqual([file, Object.keys(declared).sort()]);
      for (const [method, handler] of Object.entries(handlers)) {
        // A route whose wrapper reads a JSON body is declared "json", and only those.
        const reads = (handler as { inputs?: { body?: unknown } }).inputs?.body ? "json" : "other";
        const kind = declared[method as Method] === "json" ? "json" : "other";
        expect(`${method} ${file}: ${reads}`).toBe(`${method} ${file}: ${kind}`);
      }
    }
    expect((await exportedActions()).map(([name]) => name).sort()).toEqual([...ACTIONS].sort());
  });

  it("the watch sees a change to any value of a table without updated_at, and only a change", async () => {
    const { actor } = await signIn({ kind: "citizen", citizenId: (await createCitizen()).id });
    await changedTables();
    const revoked = new Date();
    await db().session.update({ where: { id: actor.sessionId }, data: { revoked_at: revoked } });
    expect(await changedTables()).toEqual(["sessions"]);
    await db().session.update({ where: { id: actor.sessionId }, data: { revoked_at: revoked } });
    expect(await changedTables()).toEqual([]);
  });

  it(
    "no route answers 5xx, and no refused or failed call changes anything",
    async () => {
      // Targets missing from the manifest are reported by the test above.
      for (const file of routeFiles().filter((name) => ROUTES[name])) {
        for (const [method, handler] of Object.entries(await routeHandlers(file)) as [
          Method,
          RouteHandler,
        ][]) {
          const kind = ROUTES[file]![method];
          if (!kind) continue;
          const target = `${method} /api/${file}`;
          const [admin, citizen, anonymous] = await freshCallers();
          const corpus = routeCorpus(file, kind, handler, real);
          const random = fc.sample(routeSample(file, method, kind, handler, real), {
            seed: seedFor(target),
            numRuns: RUNS * 3,
          });
          const calls: [Caller, RouteSample][] = [
            ...corpus.flatMap((sample): [Caller, RouteSample][] => [
              [admin!, sample],
              [citizen!, sample],
            ]),
            ...random.map((sample, index): [Caller, RouteSample] => [
              [admin!, citizen!, anonymous!][index % 3]!,
              sample,
            ]),
          ];
          await changedTables();
          for (const [caller, sample] of calls) {
            const outcome = await callRoute(file, method, handler, caller, sample);
            await judge(target, caller.name, sample, outcome);
          }
        }
      }
      expect(findings.filter((finding) => finding.target.includes("/api/"))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "no server action answers 5xx or throws, and no refused or failed call changes anything",
    async () => {
      for (const [name, action] of await exportedActions()) {
        if (!ACTIONS.includes(name)) continue;
        const schema = (action as { inputs?: { body?: never } }).inputs?.body;
        const fields = fieldsOf(schema);
        const [admin, citizen, anonymous] = await freshCallers();
        // As for routes: a NUL in every field, and nesting far past the cap, whatever else comes.
        const corpus = [objectOf(fields, JSON.stringify(NUL)), objectOf(fields, DEEP)].map(
          (text) => JSON.parse(text) as unknown,
        );
        const random = fc.sample(actionInputFor(fields), {
          seed: seedFor(name),
          numRuns: RUNS * 3,
        });
        const calls: [Caller, unknown][] = [
          ...corpus.flatMap((input): [Caller, unknown][] => [
            [admin!, input],
            [citizen!, input],
          ]),
          ...random.map((input, index): [Caller, unknown] => [
            [admin!, citizen!, anonymous!][index % 3]!,
            input,
          ]),
        ];
        await changedTables();
        for (const [caller, input] of calls) {
          await judge(name, caller.name, input, await callAction(action, caller, input));
        }
      }
      expect(findings.filter((finding) => !finding.target.includes("/api/"))).toEqual([]);
    },
    TIMEOUT,
  );
});
