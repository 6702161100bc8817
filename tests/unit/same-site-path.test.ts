// The one rule for every `next`: judged after normalising, as a browser would open it.
import { describe, expect, it } from "vitest";
import { safeAdminNext } from "@/lib/admins/next-path";
import { citizenDestination } from "@/lib/citizens/next-path";
import { sameSitePath } from "@/lib/security/same-site-path";

const anywhere = () => true;

/** Paths that name another host once normalised, or hide what they open behind an encoding. */
const HOSTILE = [
  "//evil.example/x",
  "/\\evil.example/x",
  "/.//evil.example/x",
  "/./\\evil.example",
  "/x/..//evil.example",
  "/x/../..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/%2e//evil.example",
  "/.%2e//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%2f/evil.example",
  "/%2F%2Fevil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/portal/%2e%2e/%2e%2e//evil.example",
  "/%00/evil.example",
  "/%0a/evil.example",
  "/%ZZ",
  "https://evil.example/x",
  "http:/evil.example",
  "\\\\evil.example",
  "javascript:alert(1)",
  " /portal",
  "portal",
];

describe("sameSitePath", () => {
  it.each(HOSTILE)("refuses %j", (next) => {
    expect(sameSitePath(next, anywhere)).toBeNull();
  });

  it("keeps a plain path and its query, in the form the browser will ask for", () => {
    expect(sameSitePath("/portal/sugerencias/15?x=1", anywhere)).toBe("/portal/sugerencias/15?x=1");
    expect(sameSitePath("/portal/./perfil", anywhere)).toBe("/portal/perfil");
    expect(sameSitePath("/noticias/a%C3%B1o", anywhere)).toBe("/noticias/a%C3%B1o");
    expect(sameSitePath("/noticias#x", anywhere)).toBe("/noticias");
    // Encoded once more, a dot segment is only a name: the server decodes a path once.
    expect(sameSitePath("/portal/%252e%252e/x", anywhere)).toBe("/portal/%252e%252e/x");
  });

  it("lets the area be judged on the decoded path", () => {
    const notAdmin = (path: string) => !path.startsWith("/admin");
    expect(sameSitePath("/%61dmin/dashboard", notAdmin)).toBeNull();
    expect(sameSitePath("/portal/../admin/dashboard", notAdmin)).toBeNull();
    expect(sameSitePath("/portal", notAdmin)).toBe("/portal");
    expect(sameSitePath(["/portal"], anywhere)).toBeNull();
  });
});

describe("every next follows it", () => {
  it.each(HOSTILE)("a citizen's %j goes to the portal", (next) => {
    expect(citizenDestination(next)).toBe("/portal");
  });

  it.each(HOSTILE.map((next) => next.replace("/evil.example", "/admin/evil.example")))(
    "an administrator's %j goes to the dashboard",
    (next) => {
      expect(safeAdminNext(next)).toBe("/admin/dashboard");
    },
  );

  it("keeps a destination inside its own area only", () => {
    expect(citizenDestination("/%61dmin/dashboard")).toBe("/portal");
    expect(citizenDestination("/portal/../api/auth-user/me")).toBe("/portal");
    expect(safeAdminNext("/admin/../portal")).toBe("/admin/dashboard");
    expect(safeAdminNext("/admin/equipo/../login")).toBe("/admin/dashboard");
    expect(safeAdminNext("/admin/%6cogin")).toBe("/admin/dashboard");
    expect(safeAdminNext("/admin/equipo/./1?x=%2F%2Fevil")).toBe("/admin/equipo/1?x=%2F%2Fevil");
  });
});
