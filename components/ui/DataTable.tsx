"use client";

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowData,
  type Table,
  type TableOptions,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { cn } from "./cn";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The order a server-sorted column is in now, told to assistive technology (aria-sort). */
    sort?: "ascending" | "descending" | "none";
  }
}

/** A TanStack table over one server page of rows, identified by their ids. */
export function useServerPageTable<Row extends { id: number }>(
  items: Row[],
  columns: TableOptions<Row>["columns"],
): Table<Row> {
  // TanStack Table's API is not memoizable; the rows are one server page.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualFiltering: true,
  });
}

/**
 * A TanStack table as an accessible HTML table in a horizontally scrollable, focusable region
 * (narrow phones scroll the table, never the page). Rows come already paged from the server.
 * With `card`, screens narrower than `md` show each row as a card (a list) instead of the table.
 */
export function DataTable<Row>({
  table,
  label,
  empty,
  busy = false,
  className,
  card,
}: {
  table: Table<Row>;
  label: string;
  empty: string;
  busy?: boolean;
  className?: string;
  card?: (row: Row) => ReactNode;
}) {
  const rows = table.getRowModel().rows;
  return (
    <>
      {card && (
        <div className="md:hidden" role="region" aria-label={label} aria-busy={busy || undefined}>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-border bg-white px-3 py-10 text-center text-muted-foreground">
              {empty}
            </p>
          ) : (
            <ul className={cn("flex flex-col gap-3", busy && "opacity-60")}>
              {rows.map((row) => (
                <li key={row.id}>{card(row.original)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ScrollingTable
        table={table}
        label={label}
        empty={empty}
        busy={busy}
        className={className}
        wrapperClassName={card ? "hidden md:block" : undefined}
      />
    </>
  );
}

function ScrollingTable<Row>({
  table,
  label,
  empty,
  busy,
  className,
  wrapperClassName,
}: {
  table: Table<Row>;
  label: string;
  empty: string;
  busy: boolean;
  className?: string;
  wrapperClassName?: string;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div
      className={cn("overflow-x-auto rounded-lg border border-border bg-white", wrapperClassName)}
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className={cn("w-full text-left text-sm", className)}>
        <thead className="bg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={header.column.columnDef.meta?.sort}
                  className="px-3 py-3 font-semibold whitespace-nowrap"
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={cn(busy && "opacity-60")}>
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={table.getVisibleLeafColumns().length}
                className="px-3 py-10 text-center text-muted-foreground"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-t border-border">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-3 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
