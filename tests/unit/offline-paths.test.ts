import { describe, expect, it } from "vitest";
import { isPublicPage, isSignedInPath, isStaticFile } from "@/lib/offline/public-paths";

describe("what the service worker may keep on the phone", () => {
  it("keeps the public pages: home, news, labores, contact, biography, transparency", () => {
    for (const path of [
      "/",
      "/noticias",
      "/noticias/inauguracion-del-puente",
      "/labores",
      "/labores/42",
      "/logros/escuela-de-san-juan",
      "/contacto",
      "/biografia",
      "/valores",
      "/transparencia",
      "/politicas",
      "/condiciones",
    ]) {
      expect(isPublicPage(path), path).toBe(true);
    }
  });

  it("never the portal, the back office, the sign-in screens, the API or the search", () => {
    for (const path of [
      "/portal",
      "/portal/sugerencias/7",
      "/admin",
      "/admin/sistema/gestiones",
      "/login-register",
      "/forgot-password",
      "/activar-cuenta",
      "/reset-password",
      "/confirm-email",
      "/setup",
      "/buscar",
      "/api/portal/gestiones",
      "/api/files/abc.jpg",
      "/api/noticias",
      "/noticias/_lista",
      "/noticias/%5Flista",
      "/noticias/a/b",
      "/contacto/",
      "/serwist/sw.js",
    ]) {
      expect(isPublicPage(path), path).toBe(false);
      expect(isStaticFile(path), path).toBe(false);
    }
  });

  it("keeps the build's files, next/image's copies and the icons; sweeps portal and admin addresses", () => {
    for (const path of ["/_next/static/chunks/a1b2.js", "/_next/image", "/icons/icon-192.png"]) {
      expect(isStaticFile(path), path).toBe(true);
    }
    expect(isStaticFile("/_next/data/x.json")).toBe(false);
    expect(isSignedInPath("/portal")).toBe(true);
    expect(isSignedInPath("/admin/equipo")).toBe(true);
    expect(isSignedInPath("/portales")).toBe(false);
  });
});
