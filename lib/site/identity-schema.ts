import { z } from "zod";
import { optionalText, requiredText } from "@/lib/validation/fields";

// The legislator's identity: who the site belongs to. Client-safe (the admin form validates with it).

/** The brand colour before the office chooses one. */
export const DEFAULT_BRAND_COLOR = "#1b3c6f";

/**
 * WCAG 2.2 AA for normal text: the brand colour carries white and light text, and is itself text on
 * white and on its own light shade.
 */
export const MIN_CONTRAST = 4.5;

export const IDENTITY_SAVED = "Identidad guardada correctamente.";

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];
const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** `share` of `hex` and the rest of `other`, mixed in sRGB as CSS color-mix() does. */
function mix(hex: string, other: string, share: number): string {
  const [a, b] = [toRgb(hex), toRgb(other)];
  return toHex([0, 1, 2].map((i) => a[i]! * share + b[i]! * (1 - share)) as Rgb);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** Light text of the dark strips (header, footer, top bar), drawn on the strongest shade. */
const MUTED_ON_BRAND = "#c9d6ea";

/** The shades the interface derives from the brand colour (the CSS variables of app/globals.css). */
export function brandPalette(color: string) {
  return {
    "--color-primary": color,
    "--color-primary-hover": mix(color, "#000000", 0.8),
    "--color-primary-strong": mix(color, "#000000", 0.6),
    "--color-primary-soft": mix(color, "#ffffff", 0.1),
    "--color-primary-soft-hover": mix(color, "#ffffff", 0.18),
  };
}

/** The lowest contrast among the pairs the interface draws with the brand colour. */
export function brandContrast(color: string): number {
  const palette = brandPalette(color);
  return Math.min(
    contrast(color, "#ffffff"),
    contrast(color, palette["--color-primary-soft"]),
    contrast(palette["--color-primary-strong"], MUTED_ON_BRAND),
  );
}

export const identityInput = z.object({
  nombre: requiredText("Ingresa el nombre.", 120),
  cargo: requiredText("Ingresa el cargo.", 160),
  distrito: requiredText("Ingresa el distrito.", 120),
  partido: optionalText(120),
  descripcion: optionalText(300, "La descripción admite hasta 300 caracteres."),
  color: z
    .string({ error: "Elige un color." })
    .trim()
    .regex(HEX_COLOR, "El color debe tener la forma #RRGGBB.")
    .transform((value) => value.toLowerCase())
    .refine(
      (value) => brandContrast(value) >= MIN_CONTRAST,
      "Ese color no contrasta lo suficiente con los textos del sitio (mínimo 4,5 a 1). Elige uno más oscuro.",
    ),
});

export type IdentityInput = z.input<typeof identityInput>;

/** The identity as stored and shown. An office that has not set it up yet has empty texts. */
export interface Identity {
  nombre: string;
  cargo: string;
  distrito: string;
  partido: string | null;
  descripcion: string | null;
  color: string;
}

export const EMPTY_IDENTITY: Identity = {
  nombre: "",
  cargo: "",
  distrito: "",
  partido: null,
  descripcion: null,
  color: DEFAULT_BRAND_COLOR,
};

/** The site's name: the legislator's, or a neutral one before the office sets it. */
export const siteName = (identity: Identity) => identity.nombre || "Sitio oficial";

/** The legislator's office, as the site names it to people and search engines. */
export const officeName = (identity: Identity) =>
  identity.nombre ? `Oficina de ${identity.nombre}` : "Oficina";

/** One line for search engines when the office wrote none. */
export function siteDescription(identity: Identity): string {
  if (identity.descripcion) return identity.descripcion;
  if (!identity.nombre) return "Noticias, labores, valores y atención ciudadana.";
  const role = [identity.cargo, identity.distrito].filter(Boolean).join(", ");
  return `Sitio oficial de ${identity.nombre}${role ? `, ${role}` : ""}: noticias, labores, valores y atención ciudadana.`;
}
