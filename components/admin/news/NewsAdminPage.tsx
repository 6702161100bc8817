import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAddress, parseListQuery } from "@/lib/list-query";
import { listAdminNews, listNewsCategories } from "@/lib/news/admin-queries";
import { newsListQuery } from "@/lib/news/schema";
import { NewsAdminScreen } from "./NewsAdminScreen";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The news screen of /admin/noticias and /admin/landing/noticias (`path`): authorized on the
 * server, with the page the URL asks for (filters and page) and the categories read there.
 */
export async function NewsAdminPage({
  path,
  searchParams,
}: {
  path: string;
  searchParams: Promise<SearchParams>;
}) {
  const actor = await requireAdminPage("news.write");
  const { query, error } = parseListQuery(newsListQuery, await searchParams);
  const [page, categories] = await Promise.all([
    listAdminNews(actor, query),
    listNewsCategories(actor),
  ]);
  return (
    <NewsAdminScreen
      list={listAddress(path, newsListQuery)}
      query={query}
      queryError={error}
      page={page}
      categories={categories}
    />
  );
}
