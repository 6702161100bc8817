"use client";

import { useRemoteData } from "@/components/ui/use-remote-data";

/** The items of the selected commitment from a list route, for <ValuesTab>, and their reload. */
export function useCommitmentItems<T>(listUrl: string, compromisoId: number | null) {
  const url = compromisoId ? `${listUrl}?compromiso_id=${compromisoId}` : "";
  const { data, error, reload } = useRemoteData<{ data: T[] } | null>(url, null, "");
  return {
    list: { items: data?.data ?? null, error, noCommitment: compromisoId === null },
    reload,
  };
}
