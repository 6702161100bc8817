import { query } from "./support/db";
import { NEWS_ORDER, PUBLISHED_NEWS } from "./support/public-fixtures";
import { expect, test } from "./support/test";

// A section switched off in the landing settings disappears from the navigation, the home page and
// the sitemap, and its pages answer 404 (docs/decisions/0008-product-gaps.md); switched on again, everything comes back.
const SECTIONS = [
  {
    toggle: "mostrar_biografia",
    label: "Biografía",
    paths: ["/biografia"],
    home: "#inicio-biografia",
  },
  { toggle: "mostrar_valores", label: "Valores", paths: ["/valores"], home: "#inicio-valores" },
  {
    toggle: "mostrar_noticias",
    label: "Noticias",
    paths: ["/noticias", "/noticias?page=2", "/noticias/{news}", "/noticias/rss.xml"],
    home: "#inicio-noticias",
  },
  {
    toggle: "mostrar_logros",
    label: "Labores",
    paths: ["/labores", "/logros", "/labores?anio=2026", "/labores/{labor}"],
    home: "#inicio-labores",
  },
  { toggle: "mostrar_contacto", label: "Contacto", paths: ["/contacto"], home: null },
  {
    toggle: "mostrar_transparencia",
    label: "Transparencia",
    paths: ["/transparencia", "/api/transparencia"],
    home: "#inicio-transparencia",
  },
] as const;

// The phone's menu lists the same navigation as the desktop's header (home.spec.ts opens it).
test("switching a section off hides it everywhere and its pages answer 404", async ({
  page,
  request,
  siteSettings,
}) => {
  const [news] = await query<{ slug: string }>(
    `select slug from news where ${PUBLISHED_NEWS} order by ${NEWS_ORDER} limit 1`,
  );
  const [labor] = await query<{ slug: string }>(
    `select slug from labores where estado = 'publicado' limit 1`,
  );
  const resolve = (path: string) =>
    path.replace("{news}", news!.slug).replace("{labor}", labor!.slug);
  const navLink = (label: string) =>
    page
      .locator('nav[aria-label="Menú principal"]')
      .getByRole("link", { name: label, exact: true });

  // The home page as the server serves it, read afresh each time: a render begun before a change
  // may still be stored, and a second expiry drops it within seconds (lib/content/cache.ts), so
  // each check asks again until then — without a browser, which adds nothing to waiting. The page
  // is then read once in the browser in each state.
  const servesLinkTo = async (path: string) =>
    (await (await request.get("/")).text()).includes(`href="${path}"`);
  // A page's status is the server's answer: asked without a browser, which has nothing to add.
  const statusOf = async (path: string) => (await request.get(resolve(path))).status();

  for (const section of SECTIONS) {
    await siteSettings.set({ [section.toggle]: false });
    await expect
      .poll(() => servesLinkTo(section.paths[0]), { message: section.toggle })
      .toBe(false);
    await page.goto("/");
    await expect(navLink(section.label)).toHaveCount(0);
    await expect(
      page.locator("footer").getByRole("link", { name: section.label, exact: true }),
    ).toHaveCount(0);
    if (section.home) await expect(page.locator(section.home)).toHaveCount(0);
    for (const path of section.paths) {
      await expect.poll(() => statusOf(path), { message: `${section.toggle} ${path}` }).toBe(404);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`${section.paths[0]}</loc>`);
    await siteSettings.set({ [section.toggle]: true });
    await expect.poll(() => servesLinkTo(section.paths[0]), { message: section.toggle }).toBe(true);
    await page.goto("/");
    await expect(navLink(section.label)).toHaveCount(1);
    for (const path of section.paths) {
      await expect.poll(() => statusOf(path), { message: path }).toBe(200);
    }
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`${section.paths[0]}</loc>`);
  }
});
