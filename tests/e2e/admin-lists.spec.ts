import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { filedGestion } from "./support/gestiones-fixtures";
import { expectRowsAsCards } from "./support/list-cards";
import { PHONE, expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

// Every admin list keeps its state in the address: a filter typed or chosen lands in
// the URL, the server serves the list already filtered, a reload keeps it and Back returns to it.
// One case per list; the texts and behaviour of each screen are in its own spec.

/** A search that matches nothing anywhere. */
const NOTHING = "zzqx-nada-coincide";

interface ListCase {
  name: string;
  path: string;
  /** The filter field and what is put in it. */
  field: string;
  /** What the filtered list shows. */
  shown: string;
  /** The filtered state in the HTML the server sends for the address. */
  served: RegExp;
  /** The address once filtered. */
  address: RegExp;
  apply: (page: Page) => Promise<void>;
  value: (page: Page) => Promise<void>;
}

/** A list searched by typing `NOTHING` into its text field: its "no results" text is shown. */
function typed(name: string, path: string, field: string, empty: string, param = "q"): ListCase {
  const input = (page: Page) => page.getByRole("search").getByLabel(field, { exact: true });
  return {
    name,
    path,
    field,
    shown: empty,
    served: new RegExp(`value="${NOTHING}"[\\s\\S]*${empty}`),
    address: new RegExp(`\\?(.*&)?${param}=${NOTHING}(&|$)`),
    apply: (page) => input(page).fill(NOTHING),
    value: (page) => expect(input(page)).toHaveValue(NOTHING),
  };
}

const LISTS: ListCase[] = [
  typed("Noticias", "/admin/noticias", "Buscar", "Sin resultados"),
  typed("Noticias (landing)", "/admin/landing/noticias", "Buscar", "Sin resultados"),
  typed("Labores", "/admin/landing/LogrosAdmin", "Buscar", "Sin resultados"),
  typed("Ciudadanos", "/admin/sistema/ciudadanos", "Buscar", "Sin resultados"),
  typed(
    "Gestiones",
    "/admin/sistema/gestiones",
    "Buscar (folio, título, ciudadano, DPI o correo)",
    "Sin resultados",
  ),
  typed(
    "Contacto",
    "/admin/sistema/contacto",
    "Buscar (nombre, correo o mensaje)",
    "Sin resultados",
  ),
  typed("Auditoría", "/admin/sistema/auditoria", "Entidad", "Sin resultados", "entidad"),
  typed(
    "ChatBot",
    "/admin/chatbot",
    "Buscar en las preguntas",
    "No hay conversaciones con estos filtros.",
  ),
  typed(
    "Equipo",
    "/admin/equipo",
    "Buscar por nombre o correo",
    "No hay administradores registrados.",
  ),
  {
    name: "Valores",
    path: "/admin/landing/valores",
    field: "Mensajes",
    shown: "Mensajes",
    served: /role="tab" aria-selected="true"[^>]*>Mensajes</,
    address: /\?(.*&)?tab=mensajes(&|$)/,
    apply: (page) => page.getByRole("tab", { name: "Mensajes", exact: true }).click(),
    value: (page) =>
      expect(page.getByRole("tab", { name: "Mensajes", exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
  },
];

/** The admin lists without a filter of their own, paged in the address. */
const PAGED_ONLY = [{ name: "Biografías", path: "/admin/landing/biografia" }];

test.describe("admin lists", () => {
  test.use({ signedInAs: "admin" });

  for (const list of LISTS) {
    test(`${list.name}: the filter is in the address, served filtered, kept on reload and Back`, async ({
      page,
    }) => {
      const main = page.getByRole("main");
      await page.goto(list.path);
      await list.apply(page);
      await expect(page).toHaveURL(list.address);
      await expect(
        main.getByText(list.shown, { exact: true }).filter({ visible: true }),
      ).not.toHaveCount(0);

      const served = await page.request.get(page.url());
      expect(served.status()).toBe(200);
      expect(await served.text()).toMatch(list.served);

      await page.reload();
      await expect(page).toHaveURL(list.address);
      await list.value(page);

      await page.goto("/admin/dashboard");
      await page.goBack();
      await expect(page).toHaveURL(list.address);
      await list.value(page);
    });
  }

  test(
    "Gestiones: a card per gestión on a phone, its status and due date in view",
    { tag: PHONE },
    async ({ page, request }) => {
      const filed = await filedGestion(request);
      await page.goto(`/admin/sistema/gestiones?q=${filed.folio}`);
      const list = page.getByRole("region", { name: "Gestiones" });
      const row = list.getByRole("row").filter({ hasText: filed.titulo });
      const status = row.getByRole("cell").filter({ hasText: "Nuevo" });
      const due = row.getByRole("cell").nth(8);
      await expect(status).toBeVisible();
      await expect(due).toHaveText(/\d/);
      if (page.viewportSize()!.width < 768) {
        await expectRowsAsCards(page, list, [status, due]);
        // The card names each value by its column: 'Vence' before the due date.
        expect(await due.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
          '"Vence"',
        );
      } else {
        await expect(list.getByRole("columnheader", { name: "Vence" })).toBeVisible();
      }
      await expectNoHorizontalScroll(page);
    },
  );

  for (const { name, path } of [...LISTS, ...PAGED_ONLY]) {
    test(
      `${name}: no accessibility violations, no sideways scroll`,
      { tag: AT_390 },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await expectNoHorizontalScroll(page);
      },
    );
  }
});
