import { Analytics as VercelAnalytics } from "@vercel/analytics/next";
import { ANALYTICS_ENABLED } from "./events";

/** Vercel Web Analytics when enabled (NEXT_PUBLIC_ANALYTICS=vercel); nothing at all otherwise. */
export function Analytics() {
  return ANALYTICS_ENABLED ? <VercelAnalytics /> : null;
}
