"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/Button";
import { Pager } from "@/components/ui/Pager";
import {
  CITIZENS_LIST,
  citizensExportHref,
  type CitizenAdminPage,
  type CitizenListQuery,
} from "@/lib/citizens/admin-schema";
import { keysetHref } from "@/lib/lists/cursor";
import { countLabel } from "@/lib/lists/count-label";
import { CitizensFilters } from "./CitizensFilters";
import { CitizensTable } from "./CitizensTable";
import { ExportButton } from "./ExportButton";

/**
 * The citizens list around one server page: the filters, sort and page are in the URL (the server
 * page reads it again), Actualizar reads the same page again, the export takes every matching row.
 */
export function CitizensScreen({
  page,
  query,
}: {
  page: CitizenAdminPage;
  query: CitizenListQuery;
}) {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const { meta } = page;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-end gap-2">
        <Button
          variant="outline"
          onClick={() => startTransition(() => router.refresh())}
          disabled={refreshing}
        >
          <RefreshCw aria-hidden />
          Actualizar
        </Button>
        <ExportButton href={citizensExportHref(query)} />
      </div>
      <CitizensFilters query={query} />
      <CitizensTable items={page.items} query={query} busy={refreshing} />
      <Pager
        page={query.page}
        totalPages={meta.totalCapped ? null : meta.pages}
        hasNext={meta.next !== undefined}
        hrefFor={keysetHref(CITIZENS_LIST, query, meta)}
        summary={countLabel(meta.total, meta.totalCapped, ["ciudadano", "ciudadanos"])}
        className=""
      />
    </div>
  );
}
