import { cronRoute } from "@/lib/http/cron-route";
import { pruneExpiredRecords } from "@/lib/security/retention";

/** Deletes expired throttling, sign-in, retry and assistant rows (vercel.json, daily). */
export const GET = cronRoute(() => pruneExpiredRecords());
