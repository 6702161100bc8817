import type { Metadata } from "next";
import { pageMetadata } from "@/components/public/seo";
import { requireSection } from "../_lib/section";
import { DEFAULT_NEWS_QUERY } from "../_lib/list-query";
import { NEWS_INTRO, NewsList } from "./NewsList";

// The first page without filters is prerendered and rebuilt at most a minute after a scheduled item
// comes due; any change of news expires it at once (tag "news"). Filtered pages are served by
// ./%5Flista (next.config.ts rewrites /noticias?… there).
export const revalidate = 60;

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: "Noticias",
  description: NEWS_INTRO,
  path: "/noticias",
});

export default async function NewsPage() {
  await requireSection("mostrar_noticias");
  return <NewsList query={DEFAULT_NEWS_QUERY} />;
}
