/** Every write of the values area needs `values.write`; the reads are public. */
export const editors = { audience: "admin", permission: "values.write" } as const;
