import {
  expectNoAccessibilityViolations,
  expectNoHorizontalScroll,
  expectNothingClipped,
} from "./support/axe";
import { expectSeo, jsonLd } from "./support/public-fixtures";
import { SITE_URL } from "./support/servers";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";

// The figures themselves are proven in Vitest (transparency-*.test.ts); here, over the demo's
// month-by-month history: the page reached from home, its headline figures as the JSON publishes
// them (an unknown in words), its charts with their tables, places with their department, the
// open data links, and a layout where nothing is cut off, with axe.
const CHARTS = [
  "Gestiones recibidas y resueltas por periodo",
  "Gestiones por categoría",
  "Gestiones por municipio",
  "Gestiones por canal de llegada",
  "Labores por año",
  "Labores por municipio",
];
const number = new Intl.NumberFormat("es-GT", { maximumFractionDigits: 1 });

test(
  "the transparency page shows its figures with their definitions, charts with tables and its open data",
  { tag: AT_390 },
  async ({ page, request }) => {
    await page.goto("/");
    await page
      .locator("section", { has: page.locator("#inicio-transparencia") })
      .getByRole("link", { name: "Ver cómo respondemos a tus gestiones" })
      .click();
    await expect(page).toHaveURL(/\/transparencia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transparencia");

    const data = await (await request.get("/api/transparencia")).json();
    const g = data.gestiones;
    const figure = (label: string) =>
      page.locator("dl > div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
    const shown = (value: number | null) => (value === null ? "Menos de 5" : number.format(value));
    await expect(figure("Gestiones recibidas").locator("dd").first()).toHaveText(shown(g.total));
    await expect(figure("Gestiones recibidas").locator("dd").last()).toContainText(
      / en curso \+ .* resueltas? \+ .* rechazadas?\.$/,
    );
    for (const [label, value] of [
      ["En curso", g.abiertas],
      ["Resueltas", g.resueltas],
      ["Rechazadas", g.rechazadas],
    ] as const)
      await expect(figure(label).locator("dd").first()).toHaveText(shown(value));
    if (g.dentro_de_plazo === null)
      await expect(figure("Resueltas dentro del plazo prometido").locator("dd").first()).toHaveText(
        "Sin datos suficientes",
      );
    await expect(
      page.getByRole("heading", { name: "Cómo se calculan estas cifras" }),
    ).toBeVisible();
    // The channels section: its heading names the region holding the chart.
    const channels = page.getByRole("region", { name: "Por canal de llegada" });
    await expect(channels.getByRole("heading", { level: 2 })).toHaveText("Por canal de llegada");
    await expect(
      channels.getByRole("img", { name: /^Gestiones por canal de llegada\. / }),
    ).toBeVisible();

    for (const name of CHARTS) {
      const chart = page.getByRole("img", { name: new RegExp(`^${name}\\. `) });
      await expect(chart).toBeVisible();
      const table = page.locator("figure", { has: chart }).getByRole("table");
      await expect(table).toBeHidden();
      await page.locator("figure", { has: chart }).getByText("Ver los datos en una tabla").click();
      await expect(table).toBeVisible();
      await expect(table.getByRole("row")).not.toHaveCount(1);
    }
    // Its table, opened above, lists each published channel as the office's list names it.
    for (const row of g.por_canal)
      await expect(channels.getByRole("row", { name: new RegExp(`^${row.canal} `) })).toHaveCount(
        1,
      );
    // Every place is named with its department ("Guatemala, Guatemala" is the municipality).
    const places = await page
      .getByRole("img", { name: /^Gestiones por municipio\. / })
      .getAttribute("aria-label");
    for (const place of places!
      .replace(/^[^.]+\. /, "")
      .replace(/\.$/, "")
      .split("; "))
      expect(place).toMatch(/^(.+, .+|Otros municipios|Sin lugar registrado): \d/);

    const csvLink = page.getByRole("link", {
      name: "Descargar los datos por periodo, categoría y canal (CSV)",
    });
    await expect(csvLink).toHaveAttribute("download", "");
    const csv = await request.get((await csvLink.getAttribute("href"))!);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toMatch(
      /^desde,hasta,categoria,canal,recibidas,resueltas\r\n/,
    );
    await expect(page.getByRole("link", { name: /\(CC BY 4\.0\)/ })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/deed.es",
    );
    const dataset = (await jsonLd(page)).find((item) => item["@type"] === "Dataset");
    expect(dataset).toMatchObject({
      url: `${SITE_URL}/transparencia`,
      license: "https://creativecommons.org/licenses/by/4.0/deed.es",
      distribution: [
        { encodingFormat: "text/csv", contentUrl: `${SITE_URL}/transparencia/datos.csv` },
        { encodingFormat: "application/json", contentUrl: `${SITE_URL}/api/transparencia` },
      ],
    });
    await expectSeo(page, { path: "/transparencia" });
    await expectNoHorizontalScroll(page);
    await expectNothingClipped(page);
    await expectNoAccessibilityViolations(page);
  },
);
