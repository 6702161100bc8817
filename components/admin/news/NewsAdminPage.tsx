import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAdminNews, listNewsCategories } from "@/lib/news/admin-queries";
import { newsListQuery } from "@/lib/news/schema";
import { NewsAdminScreen } from "./NewsAdminScreen";
import { newsListUrl, NO_FILTERS } from "./list-url";

/**
 * The news screen of /admin/noticias and /admin/landing/noticias: authorized on the server, with
 * the first page and the categories read there; filters and paging then ask the REST list.
 */
export async function NewsAdminPage() {
  await requireAdminPage("news.write");
  const [initial, categories] = await Promise.all([
    listAdminNews(newsListQuery.parse({})),
    listNewsCategories(),
  ]);
  return (
    <NewsAdminScreen
      initial={initial}
      initialUrl={newsListUrl(NO_FILTERS, 1)}
      categories={categories}
    />
  );
}
