import { BarChart, type Bar } from "./BarChart";
import { ChartFigure, type TableColumn } from "./ChartFigure";

/** A bar chart of `rows` (the first `limit` of them) with every row in its table. */
export function BarChartFigure<Row>({
  id,
  title,
  note,
  rows,
  bar,
  limit,
  columns,
}: {
  id: string;
  title: string;
  note?: string;
  rows: Row[];
  bar: (row: Row) => Bar;
  limit?: number;
  columns: TableColumn<Row>[];
}) {
  return (
    <ChartFigure
      id={id}
      title={title}
      note={note}
      chart={<BarChart label={title} bars={rows.slice(0, limit).map(bar)} />}
      rows={rows}
      columns={columns}
    />
  );
}
