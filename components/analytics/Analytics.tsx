"use client";

import dynamic from "next/dynamic";
import { ANALYTICS_ENABLED } from "./events";

// Loaded only when enabled: imported statically, Vercel's component would put its script in every
// page's first load even with analytics off. It renders nothing on the server either way.
const VercelAnalytics = dynamic(
  () => import("@vercel/analytics/next").then((module) => module.Analytics),
  { ssr: false },
);

/** Vercel Web Analytics when enabled (NEXT_PUBLIC_ANALYTICS=vercel); nothing at all otherwise. */
export function Analytics() {
  return ANALYTICS_ENABLED ? <VercelAnalytics /> : null;
}
