// The reads check who calls them themselves, whatever page or route calls them: an office read
// takes the actor and its permission, a citizen's read takes the signed-in citizen (never a bare
// id), so a caller that forgot its own check still reads nothing it may not.
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/sessions";
import { getOwnProfile, readOwnData } from "@/lib/citizens/queries";
import { citizenListQuery } from "@/lib/gestiones/schema";
import { getOwnGestion, listOwnGestiones } from "@/lib/gestiones/queries";
import { getAdminSiteSettings } from "@/lib/site/admin-queries";
import { createAdmin, createCitizen, signIn } from "./support/helpers";

let citizen: Actor;
let manager: Actor;
beforeAll(async () => {
  citizen = (await signIn({ kind: "citizen", citizenId: (await createCitizen()).id })).actor;
  manager = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id })).actor;
});

const code = (read: Promise<unknown>) =>
  read.then(
    () => "OK",
    (error) => error.code,
  );

describe("a citizen's reads take the signed-in citizen", () => {
  const READS = {
    getOwnProfile: (actor: Actor | null) => getOwnProfile(actor),
    readOwnData: (actor: Actor | null) => readOwnData(actor),
    listOwnGestiones: (actor: Actor | null) => listOwnGestiones(actor, citizenListQuery.parse({})),
    getOwnGestion: (actor: Actor | null) => getOwnGestion(actor, 1),
  };

  it.each(Object.entries(READS))(
    "%s: 401 without a session, 403 for an administrator",
    async (_, read) => {
      expect(await code(read(null))).toBe("UNAUTHENTICATED");
      expect(await code(read(manager))).toBe("FORBIDDEN");
      expect(await code(read(citizen))).toBe("OK");
    },
  );

  it("reads the signed-in citizen's own account", async () => {
    expect((await getOwnProfile(citizen))?.id).toBe(citizen.id);
    expect((await listOwnGestiones(citizen, citizenListQuery.parse({}))).items).toEqual([]);
  });
});

describe("an office read takes the actor", () => {
  it("getAdminSiteSettings checks landing.settings", async () => {
    expect(await code(getAdminSiteSettings(null))).toBe("UNAUTHENTICATED");
    expect(await code(getAdminSiteSettings(citizen))).toBe("FORBIDDEN");
    expect(await code(getAdminSiteSettings(manager))).toBe("OK");
  });
});
