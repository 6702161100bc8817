import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./axe";
import { expectSeo, jsonLd } from "./public-fixtures";
import { SITE_URL } from "./servers";
import { PHONE, expect, test } from "./test";

// The figures themselves are proven in Vitest (transparency-figures.test.ts); here: the page
// reached from home, its charts with their tables, the open data links, layout and axe.
const CHARTS = [
  "Gestiones recibidas y resueltas por mes",
  "Gestiones por categoría",
  "Gestiones por municipio",
  "Labores por año",
  "Labores por municipio",
];

test(
  "the transparency page shows its charts with their tables and links its open data",
  { tag: PHONE },
  async ({ page, request }) => {
    await page.goto("/");
    await page
      .locator("section", { has: page.locator("#inicio-transparencia") })
      .getByRole("link", { name: "Ver cómo respondemos a tus gestiones" })
      .click();
    await expect(page).toHaveURL(/\/transparencia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transparencia");
    await expect(page.getByText("Gestiones recibidas", { exact: true })).toBeVisible();

    for (const name of CHARTS) {
      const chart = page.getByRole("img", { name: new RegExp(`^${name}\\. `) });
      await expect(chart).toBeVisible();
      const figure = page.locator("figure", { has: chart });
      const table = figure.getByRole("table");
      await expect(table).toBeHidden();
      await figure.getByText("Ver los datos en una tabla").click();
      await expect(table).toBeVisible();
      await expect(table.getByRole("row")).not.toHaveCount(1);
    }
    const months = page.locator("figure", {
      has: page.getByRole("img", { name: /^Gestiones recibidas y resueltas por mes\. / }),
    });
    // Twelve months and the header row.
    await expect(months.getByRole("row")).toHaveCount(13);

    const csvLink = page.getByRole("link", {
      name: "Descargar los datos por mes y categoría (CSV)",
    });
    await expect(csvLink).toHaveAttribute("download", "");
    const csv = await request.get((await csvLink.getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toMatch(/^mes,categoria,recibidas,resueltas\r\n/);
    await expect(page.getByRole("link", { name: /\(CC BY 4\.0\)/ })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/deed.es",
    );
    const json = await request.get("/api/transparencia");
    expect(Object.keys(await json.json()).sort()).toEqual([
      "asistente",
      "generated_at",
      "gestiones",
      "labores",
    ]);

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
    await expectNoAccessibilityViolations(page);
  },
);
