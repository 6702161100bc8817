import { formatNumber } from "@/lib/format/display";

export interface Bar {
  label: string;
  value: number;
  /** Shown after the value ("8 resueltas"). */
  detail?: string;
}

/**
 * Horizontal bars, each between its label and its figure, in the page's own boxes: a long label
 * ("Concepción Chiquirichapa, Quetzaltenango") wraps instead of being cut, on a 390-px phone as on
 * a desk, and the longest bar takes the whole width. One image for assistive technology, named by
 * its title and every figure it draws.
 */
export function BarChart({ label, bars }: { label: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const figures = bars.map(
    (bar) => `${bar.label}: ${formatNumber(bar.value)}${bar.detail ? ` (${bar.detail})` : ""}`,
  );
  return (
    <div role="img" aria-label={`${label}. ${figures.join("; ")}.`} className="text-sm">
      <ul aria-hidden className="flex flex-col gap-3">
        {bars.map((bar, index) => (
          <li key={`${bar.label}-${index}`}>
            <span className="block text-foreground">{bar.label}</span>
            <span
              className="mt-1 block h-4 rounded-[3px] bg-primary"
              style={{ width: `${(bar.value / max) * 100}%` }}
            />
            <span className="mt-1 block font-semibold text-foreground tabular-nums">
              {formatNumber(bar.value)}
              {bar.detail && (
                <span className="font-normal text-muted-foreground"> · {bar.detail}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
