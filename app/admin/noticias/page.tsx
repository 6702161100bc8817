import type { Metadata } from "next";
import { NewsAdminPage } from "@/components/admin/news/NewsAdminPage";

export const metadata: Metadata = { title: "Noticias" };

export default function Page() {
  return <NewsAdminPage />;
}
