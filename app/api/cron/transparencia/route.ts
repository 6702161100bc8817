import { cronRoute } from "@/lib/http/cron-route";
import { refreshPublishedFigures } from "@/lib/transparency/stats";

/** Publishes this month's figures of /transparencia and its open data once (vercel.json, daily). */
export const GET = cronRoute(() => refreshPublishedFigures());
