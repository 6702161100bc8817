import type { Metadata } from "next";
import { pageMetadata } from "@/components/public/seo";
import { PUBLIC_NEWS_LIST, newsPageQuery } from "@/lib/news/schema";
import { requireSection } from "@/lib/site/section";
import { NEWS_INTRO, NewsList } from "@/components/public/news/NewsList";

// The first page without filters, prerendered from the cached reads and rebuilt when they expire
// (a news change, the next scheduled item, docs/decisions/0009-cache-model.md). With a filter or a
// page number in the query, middleware.ts rewrites the same address to ./%5Flista.

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: "Noticias", description: NEWS_INTRO, path: PUBLIC_NEWS_LIST.path });

export default async function NewsPage() {
  await requireSection("mostrar_noticias");
  return <NewsList query={newsPageQuery.parse({})} />;
}
