import { describe, expect, it } from "vitest";
import { assignableRoles, outranks } from "@/lib/auth/permissions";

describe("role ranks", () => {
  it("puts AdminNivel1 above AdminNivel2 above the four UserAdminNivel roles, which rank alike", () => {
    expect(outranks("AdminNivel1", "AdminNivel2")).toBe(true);
    expect(outranks("AdminNivel2", "UserAdminNivel1")).toBe(true);
    expect(outranks("UserAdminNivel4", "UserAdminNivel1")).toBe(false);
    expect(outranks("UserAdminNivel1", "UserAdminNivel4")).toBe(false);
    expect(outranks("AdminNivel2", "AdminNivel2")).toBe(false);
  });

  it("offers each role its own and those below it (the screens' role select)", () => {
    expect(assignableRoles("AdminNivel1")).toHaveLength(6);
    expect(assignableRoles("AdminNivel2")).toEqual([
      "AdminNivel2",
      "UserAdminNivel1",
      "UserAdminNivel2",
      "UserAdminNivel3",
      "UserAdminNivel4",
    ]);
    expect(assignableRoles("UserAdminNivel3")).toEqual([
      "UserAdminNivel1",
      "UserAdminNivel2",
      "UserAdminNivel3",
      "UserAdminNivel4",
    ]);
  });
});
