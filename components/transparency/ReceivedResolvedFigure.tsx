import { formatNumber } from "@/lib/format/display";
import { BarChartFigure } from "./BarChartFigure";
import { countColumn } from "./ChartFigure";

interface Group {
  total: number;
  resueltas: number;
}

/**
 * The gestiones received in each group of a breakdown (category, channel) and, of them, the
 * resolved ones: a bar per group, and a table whose first column is headed `group`.
 */
export function ReceivedResolvedFigure<Row extends Group>({
  id,
  title,
  note,
  group,
  name,
  rows,
}: {
  id: string;
  title: string;
  note: string;
  group: string;
  name: (row: Row) => string;
  rows: Row[];
}) {
  return (
    <BarChartFigure
      id={id}
      title={title}
      note={note}
      rows={rows}
      bar={(row) => ({
        label: name(row),
        value: row.total,
        detail: `${formatNumber(row.resueltas)} resueltas`,
      })}
      columns={[
        { header: group, cell: name },
        countColumn("Gestiones", (row: Row) => row.total),
        countColumn("Resueltas", (row: Row) => row.resueltas),
      ]}
    />
  );
}
