// Timing a call many times and the percentiles of what it took.
import { performance } from "node:perf_hooks";

/** Unmeasured calls before the measured ones: connections, plans and caches warm up. */
export const WARMUP = 10;

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/** The value at percentile `p` (0–100) of milliseconds sorted fastest first. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50, p95 and the maximum of a set of milliseconds. */
export function summarize(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

/** `runs` calls of `run`, one after another, after the warm-up: their timing and the last answer. */
export async function sample<T>(
  run: () => Promise<T>,
  runs: number,
): Promise<{ timing: Timing; last: T }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await run();
    times.push(performance.now() - start);
  }
  return { timing: summarize(times), last: last as T };
}

/** Milliseconds since `start` (a performance.now() reading), rounded. */
export const elapsedMs = (start: number) => Math.round(performance.now() - start);
