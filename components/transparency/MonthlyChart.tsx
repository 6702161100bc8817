import { formatMonth, formatNumber } from "@/lib/format";
import type { MonthFigure } from "@/lib/transparency/schema";
import { ChartSvg } from "./ChartSvg";

const TOP = 24;
const PLOT = 150;
const HEIGHT = TOP + PLOT + 26;
const BAR_PERCENT = 3.1;

/**
 * Received (left bar) and resolved (right bar) gestiones per month, in the page's own pixels:
 * each month takes a twelfth of the width, so the chart fits a 390-px phone without scrolling.
 */
export function MonthlyChart({ label, months }: { label: string; months: MonthFigure[] }) {
  const max = Math.max(1, ...months.flatMap((month) => [month.recibidas, month.resueltas]));
  const slot = 100 / months.length;
  const column = (leftPercent: number, value: number, className: string) => (
    <rect
      x={`${leftPercent}%`}
      y={TOP + PLOT - (value / max) * PLOT}
      width={`${BAR_PERCENT}%`}
      height={(value / max) * PLOT}
      className={className}
    />
  );
  return (
    <>
      <ChartSvg
        label={label}
        figures={months.map(
          (month) =>
            `${formatMonth(month.mes, "long")}: ${formatNumber(month.recibidas)} recibidas, ${formatNumber(month.resueltas)} resueltas`,
        )}
        height={HEIGHT}
        className="text-xs"
      >
        <text x="0" y="12" className="fill-muted-foreground">
          Máximo: {formatNumber(max)}
        </text>
        <line x1="0" x2="100%" y1={TOP} y2={TOP} className="stroke-border" strokeDasharray="4 4" />
        <line x1="0" x2="100%" y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-input" />
        {months.map((month, index) => {
          const left = index * slot;
          return (
            <g key={month.mes}>
              {column(left + slot / 2 - BAR_PERCENT, month.recibidas, "fill-primary")}
              {column(left + slot / 2, month.resueltas, "fill-success")}
              <text
                x={`${left + slot / 2}%`}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-foreground"
              >
                {formatMonth(month.mes, "short")}
              </text>
            </g>
          );
        })}
      </ChartSvg>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="flex items-center gap-2">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-primary" />
          Recibidas (barra izquierda)
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-success" />
          Resueltas (barra derecha)
        </li>
      </ul>
    </>
  );
}
