// The product's analytics events, with no personal data: what happened, never who or what about.
// Off unless NEXT_PUBLIC_ANALYTICS=vercel at build time; when off, nothing is loaded or sent.

export const ANALYTICS_ENABLED = process.env.NEXT_PUBLIC_ANALYTICS === "vercel";

export type AnalyticsEvent = "gestion_creada" | "asistente_pregunta";

export function trackEvent(name: AnalyticsEvent): void {
  if (!ANALYTICS_ENABLED) return;
  void import("@vercel/analytics").then(({ track }) => track(name)).catch(() => undefined);
}
