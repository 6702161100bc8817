import type { Locator, Page } from "@playwright/test";
import { ask, turnsOf } from "./assistant-chat";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./axe";
import { randomIp, uniqueWord } from "./fixtures";
import { PHONE, expect, test } from "./test";

// The assistant on the public site (issue 22): a visitor opens it from the header (the phone
// menu on a phone) without signing in and reads an answer with its source; a follow-up keeps the
// conversation's subject; a word the office adds in /admin/chatbot's 'Vocabulario' counts on the
// next question. The search's quality is measured in Vitest (assistant-eval.test.ts).

/** Opens the assistant from the public header, or from the phone menu where the header folds. */
async function openAssistant(page: Page): Promise<Locator> {
  const menu = page.getByRole("button", { name: "Menú" });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole("button", { name: "Pregúntale al asistente" })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Asistente de la oficina" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test(
  "a visitor asks from the home page, reads the answer with its source, and a follow-up keeps its subject",
  { tag: PHONE },
  async ({ page, content }) => {
    const word = uniqueWord("guayacan");
    const news = await content.news({
      titulo: `Puente peatonal ${word} en Cantel`,
      resumen: `El puente ${word} mide 36 metros y une dos cantones de Cantel.`,
      estado: "publicado",
    });
    await page.goto("/");
    const dialog = await openAssistant(page);
    await expect(turnsOf(page).first()).toContainText("¡Hola! Soy el asistente");
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    const answer = await ask(page, `que paso con el puente ${word}`);
    await expect(answer).toContainText("[1]");
    const source = answer.getByRole("link", { name: new RegExp(`^\\d\\. ${news.titulo}$`) });
    await expect(source).toHaveAttribute("href", `/noticias/${news.slug}`);

    const followUp = await ask(page, "y cuantos metros mide");
    await expect(followUp).toContainText("36 metros");
    await expect(followUp.getByRole("link", { name: new RegExp(news.titulo) })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  },
);

test.describe("the office's vocabulary", () => {
  test.use({ signedInAs: "admin" });

  test("a word added in 'Vocabulario' is used by the next question, and can be deleted", async ({
    page,
    content,
  }) => {
    const siteWord = uniqueWord("tinaja");
    const citizenWord = uniqueWord("chunche");
    const news = await content.news({
      titulo: `Cisterna ${siteWord} para la aldea`,
      resumen: `La cisterna ${siteWord} guarda agua de lluvia para 40 familias.`,
      estado: "publicado",
    });

    await page.goto("/admin/chatbot?vista=vocabulario");
    const section = page.getByRole("region", { name: "Vocabulario" });
    await expect(section).toBeVisible();
    await section.getByRole("textbox", { name: "Palabra" }).fill(citizenWord);
    await section.getByRole("textbox", { name: "Significa" }).fill(siteWord);
    await section.getByRole("button", { name: "Agregar" }).click();
    await expect(
      page.getByText("Palabra agregada. El asistente la usa desde la próxima pregunta."),
    ).toBeVisible();
    const entry = section.getByRole("listitem").filter({ hasText: citizenWord });
    await expect(entry).toContainText(`${citizenWord} → ${siteWord}`);
    await expectNoAccessibilityViolations(page);

    await page.goto("/");
    await openAssistant(page);
    const answer = await ask(page, `para cuantas familias es el ${citizenWord}`);
    await expect(answer).toContainText("40 familias");
    await expect(answer.getByRole("link", { name: new RegExp(news.titulo) })).toBeVisible();

    await page.goto("/admin/chatbot?vista=vocabulario");
    await entry.getByRole("button", { name: `Eliminar ${citizenWord}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Palabra eliminada.")).toBeVisible();
    await expect(entry).toHaveCount(0);
  });
});
