import type { Metadata } from "next";
import { pageMetadata } from "@/components/public/seo";
import { DEFAULT_LABOR_QUERY } from "../_lib/list-query";
import { requireSection } from "../_lib/section";
import { LABORES_INTRO, LaborList } from "./LaborList";

// Prerendered; any change of labores expires it at once (tag "labores"). Filtered pages are served
// by ./%5Flista (next.config.ts rewrites /labores?… there). /logros shows the same page.
export const revalidate = 300;

export const generateMetadata = (): Promise<Metadata> => pageMetadata({ title: "Labores", description: LABORES_INTRO, path: "/labores" });

export default async function LaboresPage() {
  await requireSection("mostrar_logros");
  return <LaborList query={DEFAULT_LABOR_QUERY} />;
}
