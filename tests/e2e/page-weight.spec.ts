import type { CDPSession, Page } from "@playwright/test";
import { query } from "./support/db";
import { PUBLISHED_NEWS } from "./support/public-fixtures";
import { PHONE, expect, test } from "./support/test";

// What a first visit costs a phone on prepaid data: the bytes transferred (compressed, headers
// included) for the page and everything it loads with an empty cache — its HTML, scripts, styles,
// fonts and the images it shows — at 390 px and twice the pixel density. The budgets sit a little
// above what was measured (docs/benchmarks.md, "Page weight"); a change that makes a page heavier
// fails here and either earns its bytes or gives them back.
const KB = 1024;
const BUDGETS_KB = {
  "/": 255,
  "/noticias": 275,
  "/noticias/{slug}": 230,
  "/portal/sugerencias/nueva": 290,
} as const;

/** The kinds of resource a budget counts, as Chrome's Network domain names them. */
const COUNTED = ["Document", "Script", "Stylesheet", "Image", "Font"] as const;
type Kind = (typeof COUNTED)[number];

async function firstLoad(page: Page, cdp: CDPSession, path: string) {
  await cdp.send("Network.clearBrowserCache");
  const kinds = new Map<string, string>();
  const bytes: Record<string, number> = {};
  const onResponse = ({ requestId, type }: { requestId: string; type: string }) => {
    kinds.set(requestId, type);
  };
  const onFinished = ({
    requestId,
    encodedDataLength,
  }: {
    requestId: string;
    encodedDataLength: number;
  }) => {
    const kind = kinds.get(requestId) ?? "Other";
    bytes[kind] = (bytes[kind] ?? 0) + encodedDataLength;
  };
  cdp.on("Network.responseReceived", onResponse);
  cdp.on("Network.loadingFinished", onFinished);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  cdp.off("Network.responseReceived", onResponse);
  cdp.off("Network.loadingFinished", onFinished);
  const counted = COUNTED.reduce((sum, kind: Kind) => sum + (bytes[kind] ?? 0), 0);
  return { counted, bytes };
}

test.describe("page weight", () => {
  test.use({ signedInAs: "citizen" });

  test(
    "a first visit to the home page, the news, a news item and the new-gestión screen stays within its budget",
    { tag: PHONE },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, "measured as a phone loads it");
      const [news] = await query<{ slug: string }>(
        `select n.slug from news n join news_media m on m.news_id = n.id
         where ${PUBLISHED_NEWS.replace(/\b(deleted_at|estado|fecha_programada)\b/g, "n.$1")}
         group by n.id order by count(m.id) desc, n.id limit 1`,
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      const rows: string[] = [];
      const over: string[] = [];
      for (const [name, budget] of Object.entries(BUDGETS_KB)) {
        const path = name.replace("{slug}", news!.slug);
        const { counted, bytes } = await firstLoad(page, cdp, path);
        const parts = Object.entries(bytes)
          .map(([kind, size]) => `${kind} ${(size / KB).toFixed(1)}`)
          .join(", ");
        rows.push(`${name}: ${(counted / KB).toFixed(1)} KB of ${budget} (${parts})`);
        if (counted > budget * KB) over.push(name);
      }
      console.log(`[page-weight]\n${rows.join("\n")}`);
      expect(over, rows.join("\n")).toEqual([]);
    },
  );
});
