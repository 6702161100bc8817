// The size of a benchmark's data set: a whole number from the environment (digits, with `_` or `,`
// allowed as thousands separators), or the script's default, small enough for a quick run.

/** The value of the environment variable `name` as a count of rows, or `fallback` when unset. */
export function benchSize(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw.replace(/[_,]/g, ""));
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} debe ser un número entero positivo de filas: ${raw}`);
  }
  return value;
}
