import type { ReactNode } from "react";
import { formatNumber } from "@/lib/format/display";

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => string;
  numeric?: boolean;
}

/** A column of counts, right-aligned and formatted for Guatemala. */
export function countColumn<Row>(header: string, count: (row: Row) => number): TableColumn<Row> {
  return { header, cell: (row) => formatNumber(count(row)), numeric: true };
}

/**
 * A chart with its title and, for whoever cannot see it, the same figures as a table behind a
 * "Ver los datos" disclosure (its headers in smaller type on a phone, so that four columns fit 390
 * px without cutting a word). The chart itself is an SVG with role="img" and the figures in its
 * accessible name.
 */
export function ChartFigure<Row>({
  id,
  title,
  note,
  chart,
  rows,
  columns,
}: {
  id: string;
  title: string;
  note?: string;
  chart: ReactNode;
  rows: Row[];
  columns: TableColumn<Row>[];
}) {
  return (
    <figure
      aria-labelledby={id}
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-6"
    >
      <figcaption id={id} className="text-lg font-semibold text-foreground">
        {title}
      </figcaption>
      {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
      <div className="mt-4">{chart}</div>
      <details className="mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md font-semibold text-primary underline-offset-4 hover:underline">
          Ver los datos en una tabla
        </summary>
        <table className="mt-2 w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`py-2 pr-2 text-xs font-semibold sm:text-sm ${column.numeric ? "text-right" : "text-left"}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b border-border last:border-0">
                {columns.map((column, columnIndex) =>
                  columnIndex === 0 ? (
                    <th
                      key={column.header}
                      scope="row"
                      className="py-2 pr-2 text-left font-normal break-words"
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      className={`py-2 pr-2 break-words ${column.numeric ? "text-right tabular-nums" : ""}`}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
