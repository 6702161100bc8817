import { expect, type Page } from "@playwright/test";

/** Everything a finger can press. */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label[for], [role="button"], [role="menuitem"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';

// A control wrapped in its label is pressed anywhere on the label; a label for a visually hidden
// control (a styled file input) is the target itself; any other label only names its control.

/**
 * On a phone, every visible interactive target is at least 44×44 px, or — where it cannot be — has
 * the spacing of WCAG 2.5.8: a 24-px circle centred on it overlaps no other target and no other
 * small target's circle. Links inside a sentence are exempt (2.5.8's inline exception), and so are
 * controls hidden from sight (a visually hidden input whose label is the target).
 */
export async function expectTouchTargets(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) > 480) return;
  const problems = await page.evaluate((selector) => {
    type Box = { name: string; x: number; y: number; w: number; h: number };
    const boxes: Box[] = [];
    const clipped = (style: CSSStyleDeclaration) =>
      style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)";
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (element instanceof HTMLLabelElement) {
        const control = element.control?.getBoundingClientRect();
        if (control && control.width > 1 && control.height > 1) continue;
      }
      const wrapper = element.closest("label");
      const rect = (wrapper && wrapper !== element ? wrapper : element).getBoundingClientRect();
      if (style.visibility === "hidden" || clipped(style) || rect.width <= 1 || rect.height <= 1)
        continue;
      if (element.closest("[hidden], [aria-hidden='true'], [inert]")) continue;
      const inline =
        element.tagName === "A" &&
        style.display === "inline" &&
        (element.parentElement?.textContent?.trim().length ?? 0) >
          (element.textContent?.trim().length ?? 0);
      if (inline) continue;
      const name =
        element.getAttribute("aria-label") ||
        element.textContent?.trim().slice(0, 40) ||
        element.getAttribute("name") ||
        element.tagName.toLowerCase();
      boxes.push({
        name: `${element.tagName.toLowerCase()} «${name}»`,
        x: rect.left + window.scrollX,
        y: rect.top + window.scrollY,
        w: rect.width,
        h: rect.height,
      });
    }
    const small = boxes.filter((box) => box.w < 44 || box.h < 44);
    const centre = (box: Box) => ({ cx: box.x + box.w / 2, cy: box.y + box.h / 2 });
    // Distance from a point to a rectangle (0 inside it).
    const distance = (px: number, py: number, box: Box) =>
      Math.hypot(
        Math.max(box.x - px, 0, px - (box.x + box.w)),
        Math.max(box.y - py, 0, py - (box.y + box.h)),
      );
    const contains = (outer: Box, inner: Box) =>
      inner.x >= outer.x - 0.5 &&
      inner.y >= outer.y - 0.5 &&
      inner.x + inner.w <= outer.x + outer.w + 0.5 &&
      inner.y + inner.h <= outer.y + outer.h + 0.5;
    return small
      .filter((box) => {
        const { cx, cy } = centre(box);
        const crowded = boxes.some(
          (other) =>
            other !== box &&
            !contains(other, box) &&
            !contains(box, other) &&
            distance(cx, cy, other) < 12,
        );
        const circles = small.some((other) => {
          if (other === box || contains(other, box) || contains(box, other)) return false;
          const o = centre(other);
          return Math.hypot(o.cx - cx, o.cy - cy) < 24;
        });
        return crowded || circles;
      })
      .map((box) => `${box.name}: ${Math.round(box.w)}×${Math.round(box.h)} px`);
  }, INTERACTIVE);
  expect(problems, "targets under 44×44 px without WCAG 2.5.8 spacing").toEqual([]);
}
