"use client";

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Column,
  type RowData,
  type Table,
  type TableOptions,
} from "@tanstack/react-table";
import { cn } from "./cn";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The order a server-sorted column is in now, told to assistive technology (aria-sort). */
    sort?: "ascending" | "descending" | "none";
    /** The column's name on a phone's card, where its header is not plain text (a sort link). */
    label?: string;
    /** The row's actions: at the foot of its card on phones, without a label. */
    actions?: boolean;
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

/** A column's name on a phone's card: its plain-text header, or the label its meta gives. */
function columnLabel<Row>(column: Column<Row>): string | undefined {
  const header = column.columnDef.header;
  return typeof header === "string" ? header : column.columnDef.meta?.label;
}

/**
 * A TanStack table as an accessible HTML table in a horizontally scrollable, focusable region from
 * `md` up; below `md` the same table is laid out as a list of cards, so a phone
 * never scrolls sideways and the markup, its roles and its headers stay one: each row's first cell
 * heads its card (the row's link), the other cells follow as 'label: value' lines named by their
 * column headers (shown by CSS, so screen readers hear the header once), and the actions column
 * closes the card. Rows come already paged from the server.
 */
export function DataTable<Row>({
  table,
  label,
  empty,
  busy = false,
  className,
}: {
  table: Table<Row>;
  label: string;
  empty: string;
  busy?: boolean;
  /** Classes of the table from `md` up (a minimum width that makes it scroll). */
  className?: string;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div
      className="md:overflow-x-auto md:rounded-lg md:border md:border-border md:bg-white"
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className={cn("w-full text-left text-sm max-md:block", className)}>
        <thead className="bg-muted max-md:sr-only">
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
        <tbody className={cn("max-md:flex max-md:flex-col max-md:gap-3", busy && "opacity-60")}>
          {rows.length === 0 ? (
            <tr className="max-md:block max-md:rounded-lg max-md:border max-md:border-border max-md:bg-white">
              <td
                colSpan={table.getVisibleLeafColumns().length}
                className="px-3 py-10 text-center text-muted-foreground max-md:block"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className="border-t border-border max-md:flex max-md:min-w-0 max-md:flex-col max-md:gap-2 max-md:rounded-lg max-md:border max-md:bg-white max-md:p-4 max-md:shadow-sm"
              >
                {row.getVisibleCells().map((cell, index) => (
                  <td
                    key={cell.id}
                    data-label={index > 0 ? columnLabel(cell.column) : undefined}
                    className={cn(
                      "px-3 py-3 align-top max-md:block max-md:min-w-0 max-md:p-0 max-md:break-words",
                      index === 0 &&
                        "max-md:font-semibold max-md:[&_a]:inline-flex max-md:[&_a]:min-h-11 max-md:[&_a]:items-center",
                      index > 0 &&
                        !cell.column.columnDef.meta?.actions &&
                        "max-md:grid max-md:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] max-md:gap-x-3 max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]",
                    )}
                  >
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
