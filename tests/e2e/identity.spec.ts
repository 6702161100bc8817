// The legislator's identity is data: the office changes it in the back office and the public site
// follows on the next request — the home page, the biography's Person JSON-LD, the brand colour.
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { jsonLd } from "./support/public-fixtures";
import { expect, PHONE, test } from "./support/test";

type Identity = Record<string, string | null>;

test.describe("/admin/landing/identidad", () => {
  test.use({ signedInAs: "admin" });

  let original: Identity | undefined;
  test.afterEach(async ({ adminApi }) => {
    if (original) await adminApi.put("/api/admin/identidad", original);
  });

  test("a new name, title and colour show on the home page and in the biography's JSON-LD", async ({
    page,
    adminApi,
  }) => {
    original = ((await adminApi.get("/api/admin/identidad")) as { identidad: Identity }).identidad;
    await page.goto("/admin/landing/identidad");
    await expect(page.getByRole("heading", { name: "Identidad del sitio" })).toBeVisible();
    await page.getByRole("textbox", { name: "Nombre", exact: true }).fill("Lucía Ajanel Tzoc");
    await page.getByRole("textbox", { name: "Cargo" }).fill("Diputada al Congreso de la República de Guatemala");
    await page.getByRole("textbox", { name: "Color principal" }).fill("#ffd700");
    await page.getByRole("button", { name: "Guardar identidad" }).click();
    await expect(page.getByRole("textbox", { name: "Color principal" })).toHaveAccessibleDescription(
      /no contrasta lo suficiente/,
    );
    await page.getByRole("textbox", { name: "Color principal" }).fill("#7a1f2b");
    await page.getByRole("button", { name: "Guardar identidad" }).click();
    await expect(page.getByText("Identidad guardada correctamente.")).toBeVisible();

    await expect(async () => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lucía Ajanel Tzoc");
    }).toPass();
    await expect(page).toHaveTitle(/Lucía Ajanel Tzoc/);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
    );
    expect(primary).toBe("#7a1f2b");

    await page.goto("/biografia");
    const person = (await jsonLd(page)).find((block) => block["@type"] === "Person");
    expect(person).toMatchObject({
      name: "Lucía Ajanel Tzoc",
      jobTitle: "Diputada al Congreso de la República de Guatemala",
    });
  });

  test("the form is accessible and fits a phone", { tag: PHONE }, async ({ page }) => {
    await page.goto("/admin/landing/identidad");
    await expect(page.getByRole("button", { name: "Guardar identidad" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test("analytics load nothing unless enabled", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/_vercel\/insights|va\.vercel-scripts/);
  expect(requested.filter((url) => /_vercel|vercel-scripts/.test(url))).toEqual([]);
});
