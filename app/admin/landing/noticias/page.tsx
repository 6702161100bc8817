import type { Metadata } from "next";
import { NewsAdminPage } from "@/components/admin/news/NewsAdminPage";

export const metadata: Metadata = { title: "Noticias" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The same screen as /admin/noticias (product.md §B.2), with its own address. */
export default function Page({ searchParams }: Props) {
  return <NewsAdminPage path="/admin/landing/noticias" searchParams={searchParams} />;
}
