import { formatNumber } from "@/lib/format";
import { ChartSvg } from "./ChartSvg";

export interface Bar {
  label: string;
  value: number;
  /** Shown after the value ("8 resueltas"). */
  detail?: string;
}

const ROW_HEIGHT = 46;
const LABEL_CHARS = 40;
/** The longest bar leaves room on its right for its figure. */
const LONGEST_BAR_PERCENT = 72;

const shorten = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/**
 * Horizontal bars, each under its label, drawn in the page's own pixels (widths in percent), so
 * the text stays legible from a 390-px phone up and nothing overflows sideways.
 */
export function BarChart({ label, bars }: { label: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ChartSvg
      label={label}
      figures={bars.map(
        (bar) => `${bar.label}: ${formatNumber(bar.value)}${bar.detail ? ` (${bar.detail})` : ""}`,
      )}
      height={bars.length * ROW_HEIGHT}
      className="text-sm"
    >
      {bars.map((bar, index) => {
        const width = (bar.value / max) * LONGEST_BAR_PERCENT;
        const top = index * ROW_HEIGHT;
        return (
          <g key={`${bar.label}-${index}`}>
            <text x="0" y={top + 15} className="fill-foreground">
              {shorten(bar.label)}
            </text>
            <rect
              x="0"
              y={top + 22}
              width={`${width}%`}
              height="16"
              rx="3"
              className="fill-primary"
            />
            <text
              x={`${width + 1.5}%`}
              y={top + 35}
              className="fill-foreground font-semibold tabular-nums"
            >
              {formatNumber(bar.value)}
              {bar.detail && (
                <tspan className="fill-muted-foreground font-normal"> · {bar.detail}</tspan>
              )}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}
