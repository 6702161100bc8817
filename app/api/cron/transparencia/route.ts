import { cronRoute } from "@/lib/cron";
import { refreshPublishedFigures } from "@/lib/transparency/stats";

/** Recomputes the figures of /transparencia and its open data (vercel.json, hourly). */
export const GET = cronRoute(() => refreshPublishedFigures());
