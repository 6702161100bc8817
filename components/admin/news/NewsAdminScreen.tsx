"use client";

import { HelpLink } from "@/components/admin/HelpLink";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Category } from "@/components/admin/ContentFields";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { Button } from "@/components/ui/Button";
import { Pager } from "@/components/ui/Pager";
import { hrefFor, type ListAddress } from "@/lib/lists/query";
import type { NewsListFilters, NewsListItem, NewsPage } from "@/lib/news/schema";
import { BackButton } from "./BackButton";
import { NewsEditorDialog, type NewsEditorTarget } from "./NewsEditorDialog";
import { NewsFilters } from "./NewsFilters";
import { NewsMediaDialog } from "./NewsMediaDialog";
import { NewsStateDialog, type NewsStateChange } from "./NewsStateDialog";
import { NewsTable, type NewsRowAction } from "./NewsTable";
import { ScheduleDialog } from "./ScheduleDialog";

type OpenDialog =
  | { kind: "editor"; target: NewsEditorTarget }
  | { kind: "media"; id: number }
  | { kind: "programar"; item: NewsListItem }
  | { kind: NewsStateChange; item: NewsListItem }
  | null;

/**
 * Product.md §B.2 'Noticias': filters, table and pager (all in the URL, served by the page), row
 * actions with their dialogs, editor, media. A change is a server action, then the page is read again.
 */
export function NewsAdminScreen({
  list,
  query,
  queryError,
  page: data,
  categories,
}: {
  list: ListAddress;
  query: NewsListFilters;
  queryError?: string;
  page: NewsPage;
  categories: readonly Category[];
}) {
  const router = useRouter();
  const reload = () => router.refresh();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

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
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ kind: "editor", target: { mode: "new" } })}>
            <Plus aria-hidden />
            Nueva noticia
          </Button>
          <HelpLink section="noticias" />
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <NewsFilters list={list} query={query} />
        <ListQueryError error={queryError} />
        <NewsTable items={data.items} onAction={onAction} />
        <Pager
          page={data.page}
          totalPages={pages}
          hrefFor={(target) => hrefFor(list, query, { page: target })}
          summary={`${data.total} ${data.total === 1 ? "noticia" : "noticias"}`}
          className=""
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
