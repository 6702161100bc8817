import { cronRoute } from "@/lib/cron";
import { pruneExpiredRecords } from "@/lib/retention";

/** Deletes expired throttling, sign-in, retry and assistant rows (vercel.json, daily). */
export const GET = cronRoute(() => pruneExpiredRecords());
