"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Pager } from "@/components/ui/Pager";
import { Spinner } from "@/components/ui/Spinner";
import { useRemoteData } from "@/components/ui/use-remote-data";
import type { BiographyVersionSummary } from "@/lib/biography/schema";
import { VersionItem } from "./VersionItem";

const PAGE_SIZE = 20;

interface VersionPage {
  items: BiographyVersionSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** 'Ver Biografías': the versions, newest first (GET /api/biografia/versiones). */
export function VersionList() {
  const [page, setPage] = useState(1);
  const url = `/api/biografia/versiones?page=${page}&pageSize=${PAGE_SIZE}`;
  const { data, loading, error } = useRemoteData<VersionPage | null>(url, null, "");

  if (error) {
    return (
      <Alert variant="destructive" role="alert">
        Error al obtener biografías: {error}
      </Alert>
    );
  }
  if (!data) return <Spinner label="Cargando biografías…" />;
  if (data.items.length === 0) {
    return <p className="text-muted-foreground">No hay biografías registradas.</p>;
  }
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4" aria-busy={loading || undefined}>
      <ul className="flex flex-col gap-4">
        {data.items.map((version) => (
          <li key={version.id}>
            <VersionItem version={version} />
          </li>
        ))}
      </ul>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} disabled={loading} />}
    </div>
  );
}
