import { describe, expect, it } from "vitest";
import { citizenDestination, destinationQuery } from "@/lib/citizens/next-path";

describe("citizenDestination", () => {
  it("keeps a path of this site, with its query", () => {
    expect(citizenDestination("/portal/sugerencias/nueva?tramite=2")).toBe(
      "/portal/sugerencias/nueva?tramite=2",
    );
    expect(citizenDestination("/portal/sugerencias/15")).toBe("/portal/sugerencias/15");
    expect(citizenDestination("/noticias?anio=2025")).toBe("/noticias?anio=2025");
  });

  it("opens the form of the chosen procedure when only `tramite` is given", () => {
    expect(citizenDestination(undefined, "2")).toBe("/portal/sugerencias/nueva?tramite=2");
    expect(citizenDestination("", "7")).toBe("/portal/sugerencias/nueva?tramite=7");
  });

  it("sends anything else to the portal: other sites, tricks, auth screens, the API, the back office", () => {
    for (const next of [
      "https://malo.example/portal",
      "//malo.example/portal",
      "/\\malo.example",
      "javascript:alert(1)",
      "portal",
      "/login-register?next=/portal",
      "/reset-password",
      "/api/auth-user/me",
      "/admin/dashboard",
      ["/portal/perfil"],
    ]) {
      expect(citizenDestination(next), String(next)).toBe("/portal");
    }
    for (const tramite of ["0", "-1", "2abc", "1e3", "99999999999", ["2"]])
      expect(citizenDestination(undefined, tramite), String(tramite)).toBe("/portal");
  });

  it("writes the query that carries a destination between the sign-in screens", () => {
    expect(destinationQuery("/portal")).toBe("");
    expect(destinationQuery("/portal/sugerencias/nueva?tramite=2")).toBe(
      "next=%2Fportal%2Fsugerencias%2Fnueva%3Ftramite%3D2",
    );
  });
});
