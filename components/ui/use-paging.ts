"use client";

import { useCallback, useState } from "react";

/**
 * The page of a server-paged list whose filters are summed up in `filterKey`: any change of the
 * filters goes back to page 1 at once, without a request for the old page.
 */
export function usePaging(filterKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ filterKey, page: 1 });
  const page = state.filterKey === filterKey ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ filterKey, page: next }), [filterKey]);
  return [page, setPage];
}
