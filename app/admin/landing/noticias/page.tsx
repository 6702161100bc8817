import type { Metadata } from "next";
import { NewsAdminScreen } from "@/components/admin/news/NewsAdminScreen";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAddress } from "@/lib/lists/query";
import { readAdminNewsScreen } from "@/lib/news/admin-queries";
import { newsListQuery } from "@/lib/news/schema";

export const metadata: Metadata = { title: "Noticias" };

const NEWS = listAddress("/admin/landing/noticias", newsListQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The same screen as /admin/noticias (product.md §B.2), with its own address. */
export default async function Page({ searchParams }: Props) {
  const actor = await requireAdminPage("news.write");
  return <NewsAdminScreen list={NEWS} {...await readAdminNewsScreen(actor, await searchParams)} />;
}
