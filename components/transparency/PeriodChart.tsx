import { formatMonth, formatNumber } from "@/lib/format/display";
import { addMonths, monthsFrom } from "@/lib/transparency/months";
import { TREND_MONTHS, type Month, type PeriodFigure } from "@/lib/transparency/schema";
import { ChartSvg } from "./ChartSvg";
import { formatPeriod } from "./labels";

const TOP = 24;
const PLOT = 150;
const HEIGHT = TOP + PLOT + 30;
const BAR_PERCENT = 3.1;

/**
 * Received (left bar) and resolved (right bar) gestiones of each published period in the 12 months
 * up to `last`, in the page's own pixels: each month takes a twelfth of the width, so the chart
 * fits a 390-px phone. A period of several months draws its bars across them, over a bracket.
 */
export function PeriodChart({
  label,
  periods,
  last,
}: {
  label: string;
  periods: PeriodFigure[];
  last: Month;
}) {
  const months = monthsFrom(addMonths(last, 1 - TREND_MONTHS), last);
  const max = Math.max(1, ...periods.flatMap((period) => [period.recibidas, period.resueltas]));
  const slot = 100 / months.length;
  const column = (leftPercent: number, width: number, value: number, className: string) => (
    <rect
      x={`${leftPercent}%`}
      y={TOP + PLOT - (value / max) * PLOT}
      width={`${width}%`}
      height={(value / max) * PLOT}
      className={className}
    />
  );
  return (
    <>
      <ChartSvg
        label={label}
        figures={periods.map(
          (period) =>
            `${formatPeriod(period.desde, period.hasta)}: ${formatNumber(period.recibidas)} recibidas, ${formatNumber(period.resueltas)} resueltas`,
        )}
        height={HEIGHT}
        className="text-xs"
      >
        <text x="0" y="12" className="fill-muted-foreground">
          Máximo: {formatNumber(max)}
        </text>
        <line x1="0" x2="100%" y1={TOP} y2={TOP} className="stroke-border" strokeDasharray="4 4" />
        <line x1="0" x2="100%" y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-input" />
        {periods.map((period) => {
          const first = Math.max(0, months.indexOf(period.desde));
          const span = months.indexOf(period.hasta) - first + 1;
          const left = first * slot;
          const center = left + (span * slot) / 2;
          const bar = span === 1 ? BAR_PERCENT : (span * slot) / 2 - 1;
          return (
            <g key={period.hasta}>
              {column(center - bar, bar, period.recibidas, "fill-primary")}
              {column(center, bar, period.resueltas, "fill-success")}
              {span > 1 && (
                <line
                  x1={`${left + 0.5}%`}
                  x2={`${left + span * slot - 0.5}%`}
                  y1={TOP + PLOT + 5}
                  y2={TOP + PLOT + 5}
                  className="stroke-muted-foreground"
                  strokeWidth="2"
                />
              )}
            </g>
          );
        })}
        {months.map((month, index) => (
          <text
            key={month}
            x={`${index * slot + slot / 2}%`}
            y={HEIGHT - 6}
            textAnchor="middle"
            className="fill-foreground"
          >
            {formatMonth(month, "short")}
          </text>
        ))}
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
        {periods.some((period) => period.desde !== period.hasta) && (
          <li className="flex items-center gap-2">
            <span aria-hidden className="inline-block h-0.5 w-4 bg-muted-foreground" />
            Meses publicados juntos
          </li>
        )}
      </ul>
    </>
  );
}
