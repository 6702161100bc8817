import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.2 AA, as checked by axe, once the page is still: its title arrived (Next streams the
 * metadata after the body, so a slow server leaves a moment without one), nothing loading (a list
 * dims while it reloads) and no transition under way (a toast fading in reads as low contrast).
 */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const busy = page.locator('[aria-busy="true"]');
  let violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"] = [];
  for (let reading = 0; reading < 3; reading++) {
    await expect(page).toHaveTitle(/\S/);
    await expect(busy).toHaveCount(0);
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    // A reading during which a list reloaded, or the title was gone for a moment (a refresh
    // streams the page's metadata again after its body), is taken again.
    const watcher = await page.evaluateHandle(() => {
      const seen = { unsettled: false };
      const observer = new MutationObserver(() => {
        if (document.querySelector('[aria-busy="true"]') || !document.title.trim())
          seen.unsettled = true;
      });
      observer.observe(document, { subtree: true, attributes: true, childList: true });
      return { seen, observer };
    });
    ({ violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze());
    const unsettled = await watcher.evaluate(({ seen, observer }) => {
      observer.disconnect();
      return seen.unsettled;
    });
    if (!unsettled) break;
  }
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** No horizontal scrolling at the current viewport (390-px phones included). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
