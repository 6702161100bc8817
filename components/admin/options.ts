/** One option of a select: the value sent and the text shown. */
export interface Option {
  value: string;
  label: string;
}

/** The options of a select whose values have their own names (a state and its label). */
export function labelledOptions<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
