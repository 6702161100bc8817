/** Every write of the values area needs `values.write`; the reads are public. */
export const editors = { permission: "values.write" } as const;
