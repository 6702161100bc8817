import type { Locator, Page } from "@playwright/test";
import { ask, turnsOf } from "./support/assistant-chat";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { uniqueWord } from "./support/fixtures";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { randomIp } from "../support/citizen-data";

// The assistant on the public site: a visitor opens it from the header (the phone menu on a phone)
// without signing in, asks about two subjects and a follow-up, reads each answer from its start
// and follows a source, which closes the chat on the page it opens; a word the office adds in
// /admin/chatbot's 'Vocabulario' counts on the next question. The search's quality is measured in
// Vitest (assistant-eval.test.ts).

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

/** A source's link: its number, then its title. */
const sourceLink = (title: string) => new RegExp(`^\\d\\. ${title}$`);

/** The answer's first line shows, uncovered: a phone shows an answer from its start, not its sources. */
async function expectReadFromStart(answer: Locator): Promise<void> {
  await expect
    .poll(() =>
      answer.evaluate((bubble) => {
        const { left, top } = bubble.getBoundingClientRect();
        return top >= 0 && bubble.contains(document.elementFromPoint(left + 12, top + 12));
      }),
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test(
  "a visitor asks about two subjects and a follow-up, reads each answer from its start, and follows a source",
  { tag: AT_390 },
  async ({ page, content }) => {
    const [bridgeWord, fairWord] = [uniqueWord("guayacan"), uniqueWord("pacaya")];
    const bridge = await content.news({
      titulo: `Puente peatonal ${bridgeWord} en Cantel`,
      resumen: `El puente ${bridgeWord} mide 36 metros y une dos cantones de Cantel.`,
      estado: "publicado",
    });
    const fair = await content.news({
      titulo: `Feria de empleo ${fairWord} en Salcajá`,
      resumen: `La feria ${fairWord} ofreció 400 plazas de trabajo a jóvenes de Salcajá.`,
      estado: "publicado",
    });
    await page.goto("/");
    const dialog = await openAssistant(page);
    await expect(turnsOf(page).first()).toContainText("¡Hola! Soy el asistente");
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    const first = await ask(page, `que paso con el puente ${bridgeWord}`);
    await expectReadFromStart(first);
    await expect(first.getByRole("link", { name: sourceLink(bridge.titulo) })).toHaveAttribute(
      "href",
      `/noticias/${bridge.slug}`,
    );
    // A new subject in the same conversation is answered as if asked alone.
    const second = await ask(page, `oiga y cuantas plazas dio la feria ${fairWord}`);
    await expectReadFromStart(second);
    await expect(second).toContainText("400 plazas");
    await expect(second.getByRole("link", { name: sourceLink(fair.titulo) })).toBeVisible();
    // A follow-up that names nothing of its own keeps the subject.
    const followUp = await ask(page, "y en que municipio fue");
    await expectReadFromStart(followUp);
    await expect(followUp.getByRole("link", { name: sourceLink(fair.titulo) })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    // Following a source closes the chat on the page it opens; opened again, it is where it was.
    await followUp.getByRole("link", { name: sourceLink(fair.titulo) }).click();
    await expect(page).toHaveURL(new RegExp(`/noticias/${fair.slug}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: fair.titulo })).toBeVisible();
    await openAssistant(page);
    await expect(turnsOf(page)).toHaveCount(7);
    await expectReadFromStart(turnsOf(page).last());
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
