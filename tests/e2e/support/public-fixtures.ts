import { expect, type Locator, type Page } from "@playwright/test";

// Shared by the public-*.spec.ts files.

/** SQL condition of a news item the public sees (lib/news/published.ts publishedNewsWhere). */
export const PUBLISHED_NEWS = `deleted_at is null and (estado = 'publicado' or (estado = 'programado' and fecha_programada <= now()))`;

/** The public list order by publication (lib/news/list.ts). */
export const NEWS_ORDER = `fecha_publicacion desc nulls last, id desc`;

/** A unique suffix for content a test creates (a phone-tagged test runs in both projects). */
export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A horizontal swipe of `dx` pixels over the element: real touch input on phones, touch events elsewhere. */
export async function swipe(
  page: Page,
  target: Locator,
  dx: number,
  touch: boolean,
): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("swipe target is not visible");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + dx / 2, y }],
    });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + dx, y }],
    });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
    return;
  }
  await target.evaluate(
    (element, { x, y, dx }) => {
      const point = (clientX: number) =>
        new Touch({ identifier: 1, target: element, clientX, clientY: y });
      const init = (touches: Touch[], changed: Touch) => ({
        touches,
        changedTouches: [changed],
        bubbles: true,
        cancelable: true,
      });
      element.dispatchEvent(new TouchEvent("touchstart", init([point(x)], point(x))));
      element.dispatchEvent(new TouchEvent("touchend", init([], point(x + dx))));
    },
    { x, y, dx },
  );
}

/** The JSON-LD objects of the page. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** Canonical URL, description and Open Graph / Twitter image of the page. */
export async function expectSeo(
  page: Page,
  { path, image }: { path: string; image?: boolean },
): Promise<void> {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${path.replace(/[?.]/g, "\\$&")}$`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
  if (image) {
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      "content",
      /^https?:\/\//,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
  }
}
