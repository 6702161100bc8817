import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { AT_1280, AT_390, DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./widths";

/**
 * WCAG 2.2 AA, as checked by axe, once the page is still: its title arrived (Next streams the
 * metadata after the body, so a slow server leaves a moment without one), nothing loading (a list
 * dims while it reloads) and no transition under way or starting while axe reads (a toast fading in
 * or out reads as low contrast). A desktop test tagged AT_390 reads the page a second time at 390 px,
 * a phone test tagged AT_1280 a second time at 1280 px, each with no sideways scroll there, and goes
 * on at its own size.
 */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  await readWithAxe(page);
  const size = page.viewportSize();
  const other = size && otherWidth(size.width);
  if (!size || !other) return;
  await page.setViewportSize(other);
  try {
    await readWithAxe(page);
    await expectNoHorizontalScroll(page);
  } finally {
    await page.setViewportSize(size);
  }
}

/** The second width a test's tags ask its readings at, if it is not already there. */
function otherWidth(width: number): typeof PHONE_VIEWPORT | undefined {
  const { tags } = test.info();
  if (tags.includes(AT_390) && width > PHONE_VIEWPORT.width) return PHONE_VIEWPORT;
  if (tags.includes(AT_1280) && width < DESKTOP_VIEWPORT.width) return DESKTOP_VIEWPORT;
  return undefined;
}

async function readWithAxe(page: Page): Promise<void> {
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
    // A reading during which a list reloaded, the title was gone for a moment (a refresh streams
    // the page's metadata again after its body) or something began to move (a toast starting to
    // fade out when its time is up) is taken again.
    const watcher = await page.evaluateHandle(() => {
      // A transition that began after the wait above (a toast mounted a frame later) is running
      // already and fires no event: it counts as moving too.
      const running = () =>
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === "running" &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          );
      const seen = { unsettled: running(), running };
      const observer = new MutationObserver(() => {
        if (document.querySelector('[aria-busy="true"]') || !document.title.trim())
          seen.unsettled = true;
      });
      observer.observe(document, { subtree: true, attributes: true, childList: true });
      const moved = () => {
        seen.unsettled = true;
      };
      const movements = ["transitionrun", "animationstart"];
      for (const type of movements) document.addEventListener(type, moved, { capture: true });
      return { seen, observer, moved, movements };
    });
    ({ violations } = await new AxeBuilder({ page })
      // Only violations are read: collecting every passing node is most of axe's work on a long
      // page. Set before the tags, which `options` would otherwise replace.
      .options({ resultTypes: ["violations"] })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      // axe.run in the page itself: the default mode merges each frame's results in a blank page
      // it opens for every reading, which cost more than the reading; the site's only frames are
      // other origins' embeds (videos, maps), which are not ours to check.
      .setLegacyMode(true)
      .analyze());
    const unsettled = await watcher.evaluate(({ seen, observer, moved, movements }) => {
      observer.disconnect();
      for (const type of movements) document.removeEventListener(type, moved, { capture: true });
      return seen.unsettled || seen.running();
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
  // Against the viewport Playwright set: on a phone the browser widens its layout viewport
  // (innerWidth) to fit content wider than the screen, and zooms out.
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page width at a ${width}-px viewport`).toBeLessThanOrEqual(width);
}

/**
 * Nothing cut off: no box narrower than what it holds (its scroll width past its width), and no
 * chart text past its chart's edges (an SVG clips what overflows it). Run with every disclosure
 * open that should be checked; hidden boxes and screen-reader-only text are skipped.
 */
export async function expectNothingClipped(page: Page, root = "main"): Promise<void> {
  const clipped = await page.locator(root).evaluate((container) => {
    const named = (element: Element) =>
      `${element.tagName.toLowerCase()} «${(element.textContent ?? "").trim().slice(0, 40)}»`;
    const found: string[] = [];
    for (const element of container.querySelectorAll<HTMLElement>("*")) {
      if (!(element instanceof HTMLElement) || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${named(element)}: ${element.scrollWidth} > ${element.clientWidth}`);
    }
    for (const text of container.querySelectorAll<SVGTextElement>("svg text")) {
      const width = text.ownerSVGElement!.getBoundingClientRect().width;
      const box = text.getBBox();
      if (box.x < -0.5 || box.x + box.width > width + 0.5)
        found.push(
          `${named(text)}: ${Math.round(box.x)}–${Math.round(box.x + box.width)} of ${Math.round(width)}`,
        );
    }
    return found;
  });
  expect(clipped).toEqual([]);
}
