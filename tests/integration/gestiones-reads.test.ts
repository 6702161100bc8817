// What is new to whom (lib/gestiones/reads.ts): the citizen's marks of office replies and status
// changes, cleared when they open the gestión; the office's marks of citizen messages, cleared when
// anyone in the office opens it; the portal's counts. Through the real services on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import {
  citizenGestionSummary,
  markSeenByCitizen,
  markSeenByOffice,
  unreadByOffice,
  unseenByCitizen,
} from "@/lib/gestiones/reads";
import { addCitizenMessage } from "@/lib/gestiones/service";
import { createGestion } from "@/lib/gestiones/filing-service";
import { addStaffMessage, changeGestionStatus } from "@/lib/gestiones/office-service";
import { citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";

let catalog: Awaited<ReturnType<typeof createCatalog>>;
let office: Actor;
let colleague: Actor;

async function officeActor() {
  return (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id })).actor;
}

beforeAll(async () => {
  catalog = await createCatalog();
  office = await officeActor();
  colleague = await officeActor();
});

async function citizenWithGestion() {
  const { actor } = await citizenCaller();
  const { id } = await createGestion(actor, { ...gestionBody(catalog), canal_origen: "portal" });
  return { citizen: actor, id };
}

describe("the citizen's marks", () => {
  it("a filed gestión is not new; an office reply or status change is, until the citizen opens it", async () => {
    const { citizen, id } = await citizenWithGestion();
    expect(await unseenByCitizen(citizen, [id])).toEqual(new Set());
    expect(await citizenGestionSummary(citizen)).toEqual({ open: 1, waitingOnYou: 0, withNews: 0 });

    await addStaffMessage(office, id, { fields: { body: "Ya trasladamos tu caso." }, files: [] });
    expect(await unseenByCitizen(citizen, [id])).toEqual(new Set([id]));
    expect((await citizenGestionSummary(citizen)).withNews).toBe(1);

    const filedAt = (await db().gestion.findUniqueOrThrow({ where: { id } })).created_at;
    expect(await markSeenByCitizen(citizen, id)).toEqual(filedAt);
    expect(await unseenByCitizen(citizen, [id])).toEqual(new Set());

    await changeGestionStatus(office, id, {
      to_status: "waiting_info",
      comment_mode: "custom",
      body: "Necesitamos una fotografía del lugar.",
    });
    expect(await citizenGestionSummary(citizen)).toEqual({ open: 1, waitingOnYou: 1, withNews: 1 });
    const previous = await markSeenByCitizen(citizen, id);
    expect(previous!.getTime()).toBeGreaterThan(filedAt.getTime());
    expect((await citizenGestionSummary(citizen)).withNews).toBe(0);
  });

  it("an internal note and the citizen's own message are never news to the citizen", async () => {
    const { citizen, id } = await citizenWithGestion();
    await addStaffMessage(office, id, {
      fields: { body: "Revisar con la municipalidad.", is_internal: true },
      files: [],
    });
    await addCitizenMessage(citizen, id, { fields: { body: "Agrego un dato más." }, files: [] });
    expect(await unseenByCitizen(citizen, [id])).toEqual(new Set());
  });

  it("another citizen's gestión is neither counted, marked nor recorded", async () => {
    const { id } = await citizenWithGestion();
    await addStaffMessage(office, id, { fields: { body: "Respuesta para la dueña." }, files: [] });
    const { actor: stranger } = await citizenCaller();
    expect(await unseenByCitizen(stranger, [id])).toEqual(new Set());
    expect(await citizenGestionSummary(stranger)).toEqual({
      open: 0,
      waitingOnYou: 0,
      withNews: 0,
    });
    expect(await markSeenByCitizen(stranger, id)).toBeNull();
    expect(
      await db().gestionRead.count({ where: { gestion_id: id, reader_id: stranger.id } }),
    ).toBe(0);
  });
});

describe("the office's marks", () => {
  it("a citizen message is unread until anyone in the office opens the gestión", async () => {
    const { citizen, id } = await citizenWithGestion();
    expect(await unreadByOffice(office, [id])).toEqual(new Set());
    await addCitizenMessage(citizen, id, { fields: { body: "¿Hay novedades?" }, files: [] });
    expect(await unreadByOffice(office, [id])).toEqual(new Set([id]));
    await markSeenByOffice(colleague, id);
    expect(await unreadByOffice(office, [id])).toEqual(new Set());
    await addCitizenMessage(citizen, id, { fields: { body: "Sigo esperando." }, files: [] });
    expect(await unreadByOffice(colleague, [id])).toEqual(new Set([id]));
  });
});

describe("permissions", () => {
  it("citizen reads need a citizen; office reads need gestiones.read", async () => {
    const { citizen, id } = await citizenWithGestion();
    const editor = (
      await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel1")).id })
    ).actor;
    const codeOf = (run: () => Promise<unknown>) =>
      run().then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
    for (const run of [
      (actor: Actor | null) => unseenByCitizen(actor, [id]),
      (actor: Actor | null) => citizenGestionSummary(actor),
      (actor: Actor | null) => markSeenByCitizen(actor, id),
    ]) {
      expect(await codeOf(() => run(null))).toBe("UNAUTHENTICATED");
      expect(await codeOf(() => run(office))).toBe("FORBIDDEN");
    }
    for (const run of [
      (actor: Actor | null) => unreadByOffice(actor, [id]),
      (actor: Actor | null) => markSeenByOffice(actor, id),
    ]) {
      expect(await codeOf(() => run(null))).toBe("UNAUTHENTICATED");
      expect(await codeOf(() => run(citizen))).toBe("FORBIDDEN");
      expect(await codeOf(() => run(editor))).toBe("FORBIDDEN");
    }
    expect(await db().gestionRead.count({ where: { gestion_id: id } })).toBe(0);
  });
});
