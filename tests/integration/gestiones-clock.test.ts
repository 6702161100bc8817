// The response clock of a gestión in 'Información pendiente' (lib/gestiones/sla.ts and the two
// services that move a status): stopped while the office waits on the citizen, so the case is not
// overdue meanwhile, and restarted when the citizen answers, with the promised date moved by the
// working days waited. Through the real services on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { operationsSummary } from "@/lib/gestiones/admin-queries";
import { listGestiones } from "@/lib/gestiones/admin-list-queries";
import { changeGestionStatus } from "@/lib/gestiones/office-service";
import { adminListQuery } from "@/lib/gestiones/schema";
import { ANSWER_RESUMES_CLOCK, addCitizenMessage } from "@/lib/gestiones/service";
import { createGestion } from "@/lib/gestiones/filing-service";
import { extendDueAt, workingDaysBetween } from "@/lib/gestiones/sla";
import { citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";

let catalog: Awaited<ReturnType<typeof createCatalog>>;
let office: Actor;

const DAY_MS = 86_400_000;
const ask = (body = "Necesitamos una fotografía del lugar.") =>
  ({ to_status: "waiting_info", comment_mode: "custom", body }) as const;

beforeAll(async () => {
  catalog = await createCatalog(5);
  office = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id })).actor;
});

/** A gestión whose promised date passed `daysLate` days ago, and its citizen. */
async function lateGestion(daysLate: number) {
  const { actor } = await citizenCaller();
  const { id } = await createGestion(actor, { ...gestionBody(catalog), canal_origen: "portal" });
  const due = new Date(Date.now() - daysLate * DAY_MS);
  await db().gestion.update({ where: { id }, data: { sla_due_at: due } });
  return { citizen: actor, id, due };
}

const row = (id: number) => db().gestion.findUniqueOrThrow({ where: { id } });
const overdueIds = async () =>
  (await listGestiones(office, adminListQuery.parse({ vencidas: "1", pageSize: "100" }))).items.map(
    (item) => item.id,
  );

describe("'Información pendiente' stops the clock", () => {
  it("is not overdue while it waits, in the list, its filter and the caseload strip", async () => {
    const { id } = await lateGestion(3);
    expect(await overdueIds()).toContain(id);
    const before = (await operationsSummary(office)).vencidas;

    await changeGestionStatus(office, id, ask());
    expect((await row(id)).waiting_since).not.toBeNull();
    expect(await overdueIds()).not.toContain(id);
    expect((await operationsSummary(office)).vencidas).toBe(before - 1);
    const listed = await listGestiones(
      office,
      adminListQuery.parse({ estado: "waiting_info", pageSize: "100" }),
    );
    const item = listed.items.find((candidate) => candidate.id === id)!;
    expect(item).toMatchObject({ vencida: false, dias_vencida: null });
    expect(item.esperando_desde).not.toBeNull();
  });

  it("restarts when the citizen answers: back to review, the promised date moved by the days waited", async () => {
    const { citizen, id, due } = await lateGestion(0);
    await db().gestion.update({
      where: { id },
      data: { sla_due_at: new Date(Date.now() + DAY_MS) },
    });
    await changeGestionStatus(office, id, ask());
    const waitingSince = new Date(Date.now() - 9 * DAY_MS);
    await db().gestion.update({ where: { id }, data: { waiting_since: waitingSince } });
    const promised = (await row(id)).sla_due_at!;

    await addCitizenMessage(citizen, id, { fields: { body: "Adjunto la fotografía." }, files: [] });
    const after = await row(id);
    const waited = workingDaysBetween(waitingSince, new Date());
    expect(waited).toBeGreaterThanOrEqual(5);
    expect(after.status).toBe("in_review");
    expect(after.waiting_since).toBeNull();
    expect(after.sla_due_at!.toISOString()).toBe(extendDueAt(promised, waited).toISOString());
    expect(after.sla_due_at!.getTime()).toBeGreaterThan(due.getTime());
    const event = await db().gestionStatusEvent.findFirstOrThrow({
      where: { gestion_id: id, from_status: "waiting_info" },
    });
    expect(event).toMatchObject({
      to_status: "in_review",
      author_type: "citizen",
      comment: ANSWER_RESUMES_CLOCK,
    });

    // A second message finds nothing waiting: the date moves once.
    await addCitizenMessage(citizen, id, { fields: { body: "Y otra más." }, files: [] });
    expect((await row(id)).sla_due_at!.toISOString()).toBe(after.sla_due_at!.toISOString());
  });

  it("restarts too when the office moves it on without the citizen's answer", async () => {
    const { id } = await lateGestion(0);
    await changeGestionStatus(office, id, ask());
    const waitingSince = new Date(Date.now() - 8 * DAY_MS);
    await db().gestion.update({ where: { id }, data: { waiting_since: waitingSince } });
    const promised = (await row(id)).sla_due_at!;
    // Asked again while already waiting: the wait goes on from when it began.
    await changeGestionStatus(office, id, ask("¿Puedes indicarnos la dirección exacta?"));
    expect((await row(id)).waiting_since!.toISOString()).toBe(waitingSince.toISOString());

    await changeGestionStatus(office, id, {
      to_status: "in_progress",
      comment_mode: "custom",
      body: "La municipalidad confirmó el lugar.",
    });
    const after = await row(id);
    expect(after.waiting_since).toBeNull();
    expect(after.sla_due_at!.toISOString()).toBe(
      extendDueAt(promised, workingDaysBetween(waitingSince, new Date())).toISOString(),
    );
  });

  it("says how many working days an overdue case is late", async () => {
    const { id, due } = await lateGestion(10);
    const listed = await listGestiones(
      office,
      adminListQuery.parse({ vencidas: "1", pageSize: "100" }),
    );
    const item = listed.items.find((candidate) => candidate.id === id)!;
    expect(item.vencida).toBe(true);
    expect(item.dias_vencida).toBe(workingDaysBetween(new Date(due.getTime() - 1), new Date()));
    expect(item.dias_vencida).toBeGreaterThanOrEqual(6);
  });
});
