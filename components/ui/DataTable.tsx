"use client";

import { flexRender, type Table } from "@tanstack/react-table";
import { cn } from "./cn";

/**
 * A TanStack table as an accessible HTML table in a horizontally scrollable, focusable region
 * (narrow phones scroll the table, never the page). Rows come already paged from the server.
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
  className?: string;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border bg-white"
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
