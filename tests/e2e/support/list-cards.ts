import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Below `md` an office list's rows are cards: its column headers are left to
 * screen readers, and every card and each of the given cells lies within the phone's width, so
 * nothing in a row waits off to the side.
 */
export async function expectRowsAsCards(page: Page, list: Locator, cells: Locator[] = []) {
  const width = page.viewportSize()!.width;
  const header = await list.locator("thead").boundingBox();
  expect(header === null || header.height <= 1).toBe(true);
  for (const box of await Promise.all(
    [...(await list.locator("tbody tr").all()), ...cells].map((target) => target.boundingBox()),
  )) {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}
