// Authorization lives next to the data: every service operation that acts for someone checks the
// actor itself, whoever calls it (a route, a server action, a page, a script). Each module's
// exported operations are called with no actor, a citizen and a role without the permission: all
// refuse before touching anything. A new operation that forgets its check fails here.
import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/sessions";
import * as admins from "@/lib/admins/service";
import * as twoFactor from "@/lib/admins/two-factor-service";
import * as biography from "@/lib/biography/service";
import * as chatReads from "@/lib/chat/admin-queries";
import * as citizensAdmin from "@/lib/citizens/admin-service";
import * as citizenAccount from "@/lib/citizens/account-service";
import * as citizenSignIn from "@/lib/citizens/sign-in-service";
import * as contactReads from "@/lib/contact/admin-queries";
import * as contactInbox from "@/lib/contact/inbox-service";
import { db } from "@/lib/db";
import * as catalog from "@/lib/gestiones/catalog-service";
import * as filing from "@/lib/gestiones/filing-service";
import * as gestiones from "@/lib/gestiones/service";
import * as gestionesOffice from "@/lib/gestiones/office-service";
import * as labores from "@/lib/labores/service";
import * as news from "@/lib/news/service";
import * as site from "@/lib/site/service";
import * as values from "@/lib/values/service";
import { createAdmin, createCitizen, signIn } from "./support/helpers";

type Operation = (actor: Actor | null, ...rest: unknown[]) => Promise<unknown>;

/** The exported operations of a service module that take an actor first. */
function operations(
  module: Record<string, unknown>,
  exclude: string[] = [],
): [string, Operation][] {
  return Object.entries(module).filter(
    (entry): entry is [string, Operation] =>
      typeof entry[1] === "function" && !exclude.includes(entry[0]),
  );
}

async function codeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** Everything a refused call could have written to. */
const footprint = async () =>
  Promise.all([
    db().news.count(),
    db().labor.count(),
    db().compromiso.count(),
    db().biographyVersion.count(),
    db().admin.count(),
    db().auditLog.count(),
    db().storedFile.count(),
  ]);

const actors = async () => {
  const citizen = (await signIn({ kind: "citizen", citizenId: (await createCitizen()).id })).actor;
  const editor = (
    await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel4")).id })
  ).actor;
  const manager = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id }))
    .actor;
  return { citizen, editor, manager };
};

// Arguments that would be valid enough to write something if the check were missing.
const ARGS: unknown[] = [
  1,
  { titulo: "No debería existir", anio_ejecucion: 2024, fecha_contenido: new Date() },
  {},
];

describe.each([
  ["news", news, ["publishDueNews"]],
  ["labores", labores, []],
  ["values", values, []],
  ["biography", biography, []],
  ["site", site, []],
  ["gestiones (catalog)", catalog, []],
  ["contact (inbox reads)", contactReads, []],
  ["contact (inbox)", contactInbox, []],
  ["citizens (office)", citizensAdmin, []],
  ["chat (office reads)", chatReads, []],
] as const)("lib/%s/service.ts", (_name, module, exclude) => {
  it("refuses every operation without an actor (401), for a citizen and for a UserAdminNivel role (403), writing nothing", async () => {
    const { citizen, editor } = await actors();
    const list = operations(module, [...exclude]);
    expect(list.length).toBeGreaterThan(0);
    const before = await footprint();
    const refusals = [];
    for (const [name, operation] of list) {
      refusals.push([
        name,
        await codeOf(() => operation(null, ...ARGS)),
        await codeOf(() => operation(citizen, ...ARGS)),
        await codeOf(() => operation(editor, ...ARGS)),
      ]);
    }
    expect(refusals).toEqual(
      list.map(([name]) => [name, "UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN"]),
    );
    expect(await footprint()).toEqual(before);
  });
});

describe("lib/admins/service.ts", () => {
  it("team operations need admins.manage; own-profile ones any administrator, never a citizen", async () => {
    const { citizen, editor, manager } = await actors();
    const before = await footprint();
    for (const operation of [
      admins.createAdmin,
      admins.updateAdminAccount,
      admins.setAdminStatus,
    ]) {
      const run = operation as unknown as Operation;
      expect(await codeOf(() => run(null, 1, {}, null))).toBe("UNAUTHENTICATED");
      expect(await codeOf(() => run(citizen, 1, {}, null))).toBe("FORBIDDEN");
      expect(await codeOf(() => run(editor, 1, {}, null))).toBe("FORBIDDEN");
    }
    for (const operation of [admins.updateOwnProfile, admins.changeOwnPassword]) {
      const run = operation as unknown as Operation;
      expect(await codeOf(() => run(citizen, {}, null, null))).toBe("FORBIDDEN");
    }
    expect(await footprint()).toEqual(before);
    // The allowed ones go through (a status change of another administrator, by a manager).
    const target = await createAdmin("UserAdminNivel2");
    await admins.setAdminStatus(manager, target.id, false, null);
    expect((await db().admin.findUniqueOrThrow({ where: { id: target.id } })).estado).toBe(false);
  });
});

describe("lib/admins/two-factor-service.ts", () => {
  it("own two-factor operations need an administrator; the requirement is AdminNivel1's alone", async () => {
    const { citizen, editor, manager } = await actors();
    const before = await footprint();
    const settings = () => db().securitySettings.findUnique({ where: { id: 1 } });
    const settingsBefore = await settings();
    for (const operation of [
      twoFactor.startTotpEnrolment,
      twoFactor.confirmTotpEnrolment,
      twoFactor.disableTotp,
      twoFactor.regenerateRecoveryCodes,
    ]) {
      const run = operation as unknown as Operation;
      expect(await codeOf(() => run(null, "123456", null))).toBe("UNAUTHENTICATED");
      expect(await codeOf(() => run(citizen, "123456", null))).toBe("FORBIDDEN");
    }
    const require = twoFactor.setTotpRequirement as unknown as Operation;
    expect(await codeOf(() => require(null, true, null))).toBe("UNAUTHENTICATED");
    for (const actor of [citizen, editor, manager]) {
      expect(await codeOf(() => require(actor, true, null))).toBe("FORBIDDEN");
    }
    expect(await footprint()).toEqual(before);
    expect(await settings()).toEqual(settingsBefore);
  });
});

describe("lib/citizens/account-service.ts and sign-in-service.ts", () => {
  it("a citizen's own-account operations refuse an administrator (403) and no actor (401)", async () => {
    const { manager } = await actors();
    for (const operation of [
      citizenAccount.getOwnAccount,
      citizenAccount.updateOwnAccount,
      citizenAccount.deleteOwnAccount,
      citizenAccount.exportOwnData,
      citizenSignIn.logoutCitizen,
    ]) {
      const run = operation as unknown as Operation;
      expect(await codeOf(() => run(null, {}, null))).toBe("UNAUTHENTICATED");
      expect(await codeOf(() => run(manager, {}, null))).toBe("FORBIDDEN");
    }
  });
});

describe("lib/gestiones/service.ts and office-service.ts", () => {
  it("the office's operations refuse no actor (401), a citizen and a UserAdminNivel role (403)", async () => {
    const { citizen, editor } = await actors();
    const before = await footprint();
    for (const operation of [
      gestionesOffice.addStaffMessage,
      gestionesOffice.changeGestionStatus,
      gestionesOffice.assignGestion,
    ]) {
      const run = operation as unknown as Operation;
      expect(await codeOf(() => run(null, 1, {}, []))).toBe("UNAUTHENTICATED");
      expect(await codeOf(() => run(citizen, 1, {}, []))).toBe("FORBIDDEN");
      expect(await codeOf(() => run(editor, 1, {}, []))).toBe("FORBIDDEN");
    }
    expect(await footprint()).toEqual(before);
  });

  it("a citizen's operations refuse no actor (401) and an administrator (403)", async () => {
    const { manager } = await actors();
    for (const operation of [
      filing.createGestion,
      gestiones.addCitizenMessage,
      gestiones.submitFeedback,
      gestiones.reopenGestion,
    ]) {
      const run = operation as unknown as Operation;
      expect(await codeOf(() => run(null, 1, {}, []))).toBe("UNAUTHENTICATED");
      expect(await codeOf(() => run(manager, 1, {}, []))).toBe("FORBIDDEN");
    }
  });
});
