import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

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
  { tag: AT_390 },
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
  // The served pages themselves, read as HTML: the click and the landing are the test above.
  const guide = await (await page.request.get("/admin/ayuda")).text();
  for (const [path, heading] of MODULES) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const links = [...(await response.text()).matchAll(/href="\/admin\/ayuda#([a-z-]+)"/g)];
    expect(links, path).toHaveLength(1);
    const id = links[0]![1]!;
    const part = guide.match(new RegExp(`<(h[23])[^>]* id="${id}"[^>]*>([^<]*)</\\1>`));
    expect(part?.[2], `${path} → #${id}`).toBe(heading);
  }
});
