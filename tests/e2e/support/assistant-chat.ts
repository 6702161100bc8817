import type { Locator, Page } from "@playwright/test";
import { expect } from "./test";

// The assistant's chat as its specs drive it, in the portal and on the public site alike.

/** The conversation's turns (the greeting first), not the lists of sources inside them. */
export const turnsOf = (page: Page) =>
  page.getByRole("list", { name: "Mensajes" }).locator(":scope > li");

export const questionBox = (page: Page) => page.getByRole("textbox", { name: "Tu pregunta" });

/** Asks through the question box and waits for the whole answer that follows it. */
export async function ask(page: Page, question: string): Promise<Locator> {
  const before = await turnsOf(page).count();
  await questionBox(page).fill(question);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(turnsOf(page)).toHaveCount(before + 2);
  // The conversation is busy while an answer is on its way.
  await expect(page.getByRole("list", { name: "Mensajes" })).not.toHaveAttribute("aria-busy");
  return turnsOf(page).nth(before + 1);
}
