// The one retry of an idempotent request answered 503 (components/ui/retry-unavailable.ts): after
// the server's Retry-After, bounded; only for UNAVAILABLE; never a second time.
import { afterEach, describe, expect, it, vi } from "vitest";
import { retryDelayMs, retryOnceWhenUnavailable } from "@/components/ui/retry-unavailable";
import type { ActionResult } from "@/lib/actions/result";
import { RETRY_AFTER_SECONDS } from "@/lib/errors/app-error";

const unavailable: ActionResult<number> = {
  ok: false,
  status: 503,
  code: "UNAVAILABLE",
  message: "El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.",
};
const created: ActionResult<number> = { ok: true, data: 7 };

afterEach(() => {
  vi.useRealTimers();
});

describe("retryDelayMs", () => {
  it("waits the Retry-After seconds, the server's usual wait without one, and 10 s at most", () => {
    expect(retryDelayMs("2")).toBe(2_000);
    expect(retryDelayMs(" 0 ")).toBe(0);
    expect(retryDelayMs(null)).toBe(RETRY_AFTER_SECONDS * 1000);
    expect(retryDelayMs("Wed, 21 Oct 2026 07:28:00 GMT")).toBe(RETRY_AFTER_SECONDS * 1000);
    expect(retryDelayMs("-3")).toBe(RETRY_AFTER_SECONDS * 1000);
    expect(retryDelayMs("3600")).toBe(10_000);
  });
});

describe("retryOnceWhenUnavailable", () => {
  it("sends an action answered UNAVAILABLE once more, after the wait", async () => {
    vi.useFakeTimers();
    const run = vi.fn<() => Promise<ActionResult<number>>>();
    run.mockResolvedValueOnce(unavailable).mockResolvedValueOnce(created);
    const result = retryOnceWhenUnavailable(run);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_SECONDS * 1000 - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(created);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("gives up after the one retry, and never retries another failure", async () => {
    vi.useFakeTimers();
    const stillDown = vi.fn(async () => unavailable);
    const result = retryOnceWhenUnavailable(stillDown);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toEqual(unavailable);
    expect(stillDown).toHaveBeenCalledTimes(2);

    const refused: ActionResult<number> = {
      ok: false,
      status: 422,
      code: "VALIDATION",
      message: "Revisa los datos ingresados.",
    };
    const invalid = vi.fn(async () => refused);
    await expect(retryOnceWhenUnavailable(invalid)).resolves.toEqual(refused);
    expect(invalid).toHaveBeenCalledTimes(1);
  });
});
