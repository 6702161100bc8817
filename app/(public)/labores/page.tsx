import type { Metadata } from "next";
import { pageMetadata } from "@/components/public/seo";
import { laborPageQuery } from "@/lib/labores/schema";
import { requireSection } from "@/lib/site/section";
import { LABORES_INTRO, LaborList } from "@/components/public/labores/LaborList";

// The works list's first page without filters (and /logros, which names it as canonical),
// prerendered from the cached reads; with a filter or a page number in the query, middleware.ts
// rewrites the same address to ./%5Flista.

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: "Labores", description: LABORES_INTRO, path: "/labores" });

export default async function LaboresPage() {
  await requireSection("mostrar_logros");
  return <LaborList query={laborPageQuery.parse({})} />;
}
