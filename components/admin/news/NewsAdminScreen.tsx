"use client";

import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import type { Category } from "@/components/admin/ContentFields";
import { ListLoadError } from "@/components/admin/ListLoadError";
import { Button } from "@/components/ui/Button";
import { Pager } from "@/components/ui/Pager";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { usePaging } from "@/components/ui/use-paging";
import { useRemoteData } from "@/components/ui/use-remote-data";
import type { NewsListItem, NewsPage } from "@/lib/news/schema";
import { BackButton } from "./BackButton";
import { NewsEditorDialog, type NewsEditorTarget } from "./NewsEditorDialog";
import { NewsFilters } from "./NewsFilters";
import { NewsMediaDialog } from "./NewsMediaDialog";
import { NewsStateDialog, type NewsStateChange } from "./NewsStateDialog";
import { NewsTable, type NewsRowAction } from "./NewsTable";
import { newsListUrl, NO_FILTERS, type NewsFilterValues } from "./list-url";
import { ScheduleDialog } from "./ScheduleDialog";

const SEARCH_DEBOUNCE_MS = 350;

type OpenDialog =
  | { kind: "editor"; target: NewsEditorTarget }
  | { kind: "media"; id: number }
  | { kind: "programar"; item: NewsListItem }
  | { kind: NewsStateChange; item: NewsListItem }
  | null;

/** Spec 02 §2 'Noticias': filters, table, row actions with their dialogs, pager, editor, media. */
export function NewsAdminScreen({
  initial,
  initialUrl,
  categories,
}: {
  initial: NewsPage;
  initialUrl: string;
  categories: readonly Category[];
}) {
  const [filters, setFilters] = useState<NewsFilterValues>(NO_FILTERS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const q = useDebouncedValue(filters.q, SEARCH_DEBOUNCE_MS);
  const applied = { ...filters, q };
  const [page, setPage] = usePaging(newsListUrl(applied, 1));
  const url = newsListUrl(applied, page);
  const { data, loading, error, reload } = useRemoteData<NewsPage>(url, initial, initialUrl);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  // After deleting the last item of the last page, show the page that is now last.
  useEffect(() => {
    if (!loading && page > pages) setPage(pages);
  }, [loading, page, pages, setPage]);

  const onAction = (action: NewsRowAction, item: NewsListItem) => {
    if (action === "editar") setDialog({ kind: "editor", target: { mode: "edit", id: item.id } });
    else if (action === "media") setDialog({ kind: "media", id: item.id });
    else setDialog({ kind: action, item });
  };
  const close = () => setDialog(null);
  const changed = () => {
    setDialog(null);
    reload();
  };

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col items-start gap-1">
          <BackButton />
          <h1 className="text-2xl font-bold sm:text-3xl">Noticias</h1>
          <p className="text-muted-foreground">Gestión de artículos</p>
        </div>
        <Button onClick={() => setDialog({ kind: "editor", target: { mode: "new" } })}>
          <Plus aria-hidden />
          Nueva noticia
        </Button>
      </div>
      <div className="flex flex-col gap-4">
        <NewsFilters value={filters} onChange={setFilters} />
        {error && <ListLoadError what="noticias" error={error} onRetry={reload} />}
        <NewsTable items={data.items} busy={loading} onAction={onAction} />
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          disabled={loading}
          summary={`${data.total} ${data.total === 1 ? "noticia" : "noticias"}`}
        />
      </div>
      {dialog?.kind === "editor" && (
        <NewsEditorDialog
          target={dialog.target}
          categories={categories}
          onClose={close}
          onChanged={reload}
        />
      )}
      {dialog?.kind === "media" && <NewsMediaDialog newsId={dialog.id} onClose={close} />}
      {dialog?.kind === "programar" && (
        <ScheduleDialog item={dialog.item} onClose={close} onDone={changed} />
      )}
      {(dialog?.kind === "publicar" ||
        dialog?.kind === "archivar" ||
        dialog?.kind === "eliminar") && (
        <NewsStateDialog change={dialog.kind} item={dialog.item} onClose={close} onDone={changed} />
      )}
    </>
  );
}
