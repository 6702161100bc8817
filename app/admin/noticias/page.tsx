import type { Metadata } from "next";
import { NewsAdminPage } from "@/components/admin/news/NewsAdminPage";

export const metadata: Metadata = { title: "Noticias" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function Page({ searchParams }: Props) {
  return <NewsAdminPage path="/admin/noticias" searchParams={searchParams} />;
}
