import type { Metadata } from "next";
import { NewsAdminPage } from "@/components/admin/news/NewsAdminPage";

export const metadata: Metadata = { title: "Noticias" };

/** The same screen as /admin/noticias (spec 02 §2). */
export default function Page() {
  return <NewsAdminPage />;
}
