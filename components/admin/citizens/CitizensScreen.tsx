"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";
import { Button } from "@/components/ui/Button";
import { Pager } from "@/components/ui/Pager";
import type { CitizenAdminPage, CitizenListQuery } from "@/lib/citizens/admin-schema";
import { CitizensFilters } from "./CitizensFilters";
import { CitizensTable } from "./CitizensTable";
import { ExportButton } from "./ExportButton";
import { CITIZENS_PATH, citizensHref, exportHref } from "./list-url";

/**
 * The citizens list around one server page: the filters write the URL (the server page reads it
 * again), Actualizar reads the same page again, the export takes every matching row.
 */
export function CitizensScreen({
  page,
  query,
}: {
  page: CitizenAdminPage;
  query: CitizenListQuery;
}) {
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const go = useCallback(
    (href: string) => startTransition(() => router.replace(href, { scroll: false })),
    [router],
  );
  const change = useCallback(
    (changes: Partial<CitizenListQuery>) => go(citizensHref(query, changes)),
    [go, query],
  );
  const { total, pages } = page.meta;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-end gap-2">
        <Button
          variant="outline"
          onClick={() => startTransition(() => router.refresh())}
          disabled={navigating}
        >
          <RefreshCw aria-hidden />
          Actualizar
        </Button>
        <ExportButton href={exportHref(query)} />
      </div>
      <CitizensFilters query={query} onChange={change} onClear={() => go(CITIZENS_PATH)} />
      <CitizensTable items={page.items} query={query} busy={navigating} />
      <Pager
        page={query.page}
        pages={pages}
        onPage={(target) => change({ page: target })}
        disabled={navigating}
        summary={`${total} ${total === 1 ? "ciudadano" : "ciudadanos"}`}
      />
    </div>
  );
}
