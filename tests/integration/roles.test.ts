import { beforeAll, describe, expect, it, vi } from "vitest";
import * as rolesRoute from "@/app/api/admin/roles/route";
import * as roleRoute from "@/app/api/admin/roles/[rol]/route";
import { ADMIN_ROLES, PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { roleDefinitions } from "@/lib/auth/role-permissions";
import { actorForSession, type AdminActor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { saveRoleAction } from "@/lib/roles/actions";
import { ROLE_PRESETS } from "@/lib/roles/labels";
import { ROLE_MESSAGES } from "@/lib/roles/schema";
import { setRolePermissions } from "@/lib/roles/service";
import { actionRequest } from "./support/action-context";
import { call } from "./support/content-helpers";
import { createAdmin, signIn } from "./support/helpers";

vi.mock("next/headers", async () => (await import("./support/action-context")).nextHeaders());
vi.mock("@/lib/auth/actor", async (original) =>
  (await import("./support/action-context")).authActor(await original()),
);

let top: { actor: AdminActor; token: string };
let second: { actor: AdminActor; token: string };
const signedIn = async (role: Parameters<typeof createAdmin>[0]) =>
  (await signIn({ kind: "admin", adminId: (await createAdmin(role)).id })) as {
    actor: AdminActor;
    token: string;
  };

beforeAll(async () => {
  top = await signedIn("AdminNivel1");
  second = await signedIn("AdminNivel2");
});

const put = (token: string, rol: string, json: unknown) =>
  call(roleRoute.PUT, { method: "PUT", path: `/api/admin/roles/${rol}`, token, json, params: { rol } });

/** The permissions of UserAdminNivel3 now, restored after `work` whatever it did. */
async function withUserAdminNivel3(work: (before: readonly Permission[]) => Promise<void>) {
  const before = (await roleDefinitions()).UserAdminNivel3.permissions;
  try {
    await work(before);
  } finally {
    await setRolePermissions(top.actor, "UserAdminNivel3", { permisos: [...before] }, null);
  }
}

describe("the roles' table", () => {
  it("starts a new office with the presets, and fixes AdminNivel1 and AdminNivel2", async () => {
    const rows = await db().rolePermissionSet.findMany({ orderBy: { rol: "asc" } });
    expect(rows.map((row) => [row.rol, row.descripcion, row.permisos])).toEqual(
      ROLE_PRESETS.map((preset, index) => [
        `UserAdminNivel${index + 1}`,
        preset.description,
        PERMISSIONS.filter((permission) => preset.permissions.includes(permission)),
      ]),
    );
    const roles = await roleDefinitions();
    expect(roles.AdminNivel1.permissions).toEqual(PERMISSIONS);
    expect(PERMISSIONS.filter((p) => !roles.AdminNivel2.permissions.includes(p))).toEqual([
      "audit.read",
      "security.manage",
    ]);
    // Citizen attention answers gestiones and the contact inbox, never exports nor configures.
    expect(roles.UserAdminNivel2.permissions).toEqual(
      expect.arrayContaining(["gestiones.read", "gestiones.write", "contact.manage"]),
    );
    expect(roles.UserAdminNivel2.permissions).not.toContain("citizens.export");
    expect(roles.UserAdminNivel2.permissions).not.toContain("gestiones.configure");
  });
});

describe("GET /api/admin/roles", () => {
  it("lists every role with its permissions for team managers, editable only for AdminNivel1", async () => {
    const listed = await call(rolesRoute.GET, { path: "/api/admin/roles", token: top.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((role: { rol: string }) => role.rol)).toEqual(ADMIN_ROLES);
    expect(listed.body.map((role: { editable: boolean }) => role.editable)).toEqual([
      false, false, true, true, true, true,
    ]);
    const bySecond = await call(rolesRoute.GET, { path: "/api/admin/roles", token: second.token });
    expect(bySecond.body.every((role: { editable: boolean }) => !role.editable)).toBe(true);
    const byUser = await signedIn("UserAdminNivel2");
    expect((await call(rolesRoute.GET, { path: "/api/admin/roles", token: byUser.token })).status).toBe(403);
  });
});

describe("PUT /api/admin/roles/{rol}", () => {
  it("grants and revokes, for the role's open sessions from their next request, audited", async () => {
    await withUserAdminNivel3(async (before) => {
      const member = await signedIn("UserAdminNivel3");
      expect(member.actor.permissions).not.toContain("news.write");
      const granted = await put(top.token, "UserAdminNivel3", { permisos: [...before, "news.write"] });
      expect(granted.status).toBe(200);
      expect(granted.body.permisos).toContain("news.write");
      expect((await actorForSession(member.actor.sessionId))?.kind === "admin").toBe(true);
      const again = (await actorForSession(member.actor.sessionId)) as AdminActor;
      expect(again.permissions).toContain("news.write");
      const entry = await db().auditLog.findFirst({
        where: { action: "role.update", entity_id: "UserAdminNivel3" },
        orderBy: { id: "desc" },
      });
      expect(entry).toMatchObject({ actor_id: top.actor.id, details: { concedidos: ["news.write"], retirados: [] } });

      const revoked = await put(top.token, "UserAdminNivel3", { permisos: ["gestiones.read"] });
      expect(revoked.status).toBe(200);
      // Signing in and one's own profile are kept whatever is sent.
      expect(revoked.body.permisos).toEqual(["backoffice.access", "profile.self", "gestiones.read"]);
      expect(((await actorForSession(member.actor.sessionId)) as AdminActor).permissions).not.toContain("news.write");
    });
  });

  it("refuses everyone but AdminNivel1, roles at or above the caller's rank, and what only AdminNivel1 holds", async () => {
    const user = await signedIn("UserAdminNivel2");
    const refusals = [
      await put(second.token, "UserAdminNivel3", { permisos: [] }),
      await put(user.token, "UserAdminNivel3", { permisos: [] }),
      await put(top.token, "AdminNivel1", { permisos: [] }),
      await put(top.token, "AdminNivel2", { permisos: [] }),
      await put(top.token, "UserAdminNivel3", { permisos: ["audit.read"] }),
      await put(top.token, "UserAdminNivel3", { permisos: ["security.manage"] }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refusals[2]!.body.message).toBe(ROLE_MESSAGES.fixedRole);
    expect(refusals[4]!.body.message).toBe(ROLE_MESSAGES.aboveCeiling);
    expect((await put(top.token, "Jefe", { permisos: [] })).status).toBe(404);
    const unknown = await put(top.token, "UserAdminNivel3", { permisos: ["todo"] });
    expect([unknown.status, unknown.body.message]).toEqual([422, ROLE_MESSAGES.unknownPermission]);
    expect((await put(top.token, "UserAdminNivel3", { permisos: "news.write" })).status).toBe(422);
    expect((await roleDefinitions()).UserAdminNivel3.permissions).not.toContain("audit.read");
  });

  it("never lets a caller grant a permission they do not hold", async () => {
    const without = { ...top.actor, permissions: top.actor.permissions.filter((p) => p !== "citizens.export") };
    await expect(
      setRolePermissions(without, "UserAdminNivel3", { permisos: ["citizens.export"] }, null),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: ROLE_MESSAGES.notHeld });
  });
});

describe("the screen's action", () => {
  it("grants and revokes with a new description, and refuses AdminNivel2", async () => {
    await withUserAdminNivel3(async (before) => {
      actionRequest.actor = top.actor;
      const saved = await saveRoleAction({
        rol: "UserAdminNivel3",
        permisos: [...before, "contact.manage"],
        descripcion: "Consulta y bandeja de contacto.",
      });
      expect(saved).toMatchObject({ ok: true, data: { descripcion: "Consulta y bandeja de contacto." } });
      expect((await roleDefinitions()).UserAdminNivel3.permissions).toContain("contact.manage");
      const revoked = await saveRoleAction({ rol: "UserAdminNivel3", permisos: [...before] });
      expect(revoked.ok).toBe(true);
      expect((await roleDefinitions()).UserAdminNivel3.permissions).not.toContain("contact.manage");
      actionRequest.actor = second.actor;
      expect(await saveRoleAction({ rol: "UserAdminNivel3", permisos: [] })).toMatchObject({
        ok: false,
        status: 403,
      });
    });
    actionRequest.actor = null;
  });
});
