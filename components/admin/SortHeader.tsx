import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import Link from "next/link";
import { hrefFor, type ListAddress, type ListValues } from "@/lib/lists/query";

// The sortable header of an office list. Every list keeps its order in the address as `orderBy`
// and `dir`, and a click on the header in use turns its direction around.

export interface SortedQuery extends ListValues {
  orderBy?: string;
  dir?: "asc" | "desc";
}

/** How a column is ordered now, as its header tells assistive technology (aria-sort). */
function sortState(
  query: SortedQuery,
  orderBy: string,
): "ascending" | "descending" | "none" {
  if (query.orderBy !== orderBy) return "none";
  return query.dir === "asc" ? "ascending" : "descending";
}

function SortHeader({
  list,
  query,
  orderBy,
  label,
}: {
  list: ListAddress;
  query: SortedQuery;
  orderBy: string;
  label: string;
}) {
  const ascending = query.orderBy === orderBy && query.dir === "asc";
  const Icon = query.orderBy !== orderBy ? ArrowUpDown : ascending ? ArrowUp : ArrowDown;
  return (
    <Link
      href={hrefFor(list, query, { orderBy, dir: ascending ? "desc" : "asc" })}
      className="inline-flex min-h-8 items-center gap-1 rounded-sm hover:underline"
    >
      {label}
      <Icon aria-hidden className="size-4" />
    </Link>
  );
}

/** A column's header and its aria-sort, to spread into the column's definition. */
export const sortableColumn = (
  list: ListAddress,
  query: SortedQuery,
  orderBy: string,
  label: string,
) => ({
  meta: { sort: sortState(query, orderBy), label },
  header: () => <SortHeader list={list} query={query} orderBy={orderBy} label={label} />,
});
