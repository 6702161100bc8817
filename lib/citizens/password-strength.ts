// How strong a password looks, as the registration and password forms show it while it is typed.

export const STRENGTH_LEVELS = [
  "Ninguna",
  "Muy débil",
  "Débil",
  "Aceptable",
  "Fuerte",
  "Muy fuerte",
] as const;

/** Score 0–5: one point each for length ≥ 8, an uppercase letter, a lowercase letter, a digit and a symbol. */
export function passwordStrength(password: string): {
  score: number;
  label: (typeof STRENGTH_LEVELS)[number];
} {
  const score = password
    ? [
        password.length >= 8,
        /\p{Lu}/u.test(password),
        /\p{Ll}/u.test(password),
        /\d/.test(password),
        /[^\p{L}\p{N}\s]/u.test(password),
      ].filter(Boolean).length
    : 0;
  return { score, label: STRENGTH_LEVELS[score] ?? "Ninguna" };
}
