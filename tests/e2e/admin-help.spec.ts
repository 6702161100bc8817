import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { PHONE, expect, test } from "./support/test";

// The office's guide (/admin/ayuda, from docs/guia-de-la-oficina.md): every module's screen links
// to its part, and the link lands on that part's heading.

test.use({ signedInAs: "admin" });

/** The first screen of each module of the back office, and the part of the guide it opens. */
const MODULES = [
  ["/admin/dashboard", "Primeros pasos"],
  ["/admin/landing", "Secciones del sitio público"],
  ["/admin/landing/identidad", "Identidad de la oficina"],
  ["/admin/landing/biografia", "Biografía"],
  ["/admin/noticias", "Noticias"],
  ["/admin/landing/LogrosAdmin", "Labores"],
  ["/admin/landing/valores", "Valores"],
  ["/admin/sistema", "Atender una gestión"],
  ["/admin/sistema/gestiones", "Atender una gestión"],
  ["/admin/sistema/gestiones/nueva", "Registrar una gestión en ventanilla"],
  ["/admin/sistema/gestiones/configuracion", "Categorías y trámites"],
  ["/admin/sistema/ciudadanos", "Ciudadanos"],
  ["/admin/sistema/contacto", "Mensajes de contacto"],
  ["/admin/sistema/auditoria", "Registro de auditoría"],
  ["/admin/chatbot", "ChatBot"],
  ["/admin/equipo", "Equipo"],
  ["/admin/nuevoadmin", "Equipo"],
  ["/admin/roles", "Roles y permisos"],
  ["/admin/perfil", "Tu perfil"],
] as const;

test(
  "a module's 'Ayuda' opens the guide at its part, readable on a phone",
  { tag: PHONE },
  async ({ page }) => {
    await page.goto("/admin/sistema/gestiones");
    await page.getByRole("link", { name: /^Ayuda/ }).click();
    await expect(page).toHaveURL(/\/admin\/ayuda#atender-una-gestion$/);
    const part = page.getByRole("heading", { level: 2, name: "Atender una gestión" });
    await expect(part).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1, name: "Guía de la oficina" })).toBeAttached();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    // The contents list leads to every part.
    await page.evaluate(() => window.scrollTo(0, 0));
    const contents = page.getByRole("navigation", { name: "Partes de la guía" });
    await contents.getByRole("link", { name: "Las cifras de transparencia" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Las cifras de transparencia" }),
    ).toBeInViewport();
  },
);

test("every module's screen links to a part of the guide that exists", async ({ page }) => {
  // Nineteen screens, each opened and followed to the guide.
  test.setTimeout(180_000);
  for (const [path, heading] of MODULES) {
    await page.goto(path);
    const help = page.getByRole("link", { name: /^Ayuda/ });
    await expect(help, path).toHaveCount(1);
    await help.click();
    await expect(page, path).toHaveURL(/\/admin\/ayuda#[a-z-]+$/);
    const id = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${id}"]`), path).toHaveText(heading);
    await expect(page.locator(`[id="${id}"]`), path).toBeInViewport();
  }
});
