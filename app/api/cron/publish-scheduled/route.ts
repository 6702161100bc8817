import { cronRoute } from "@/lib/http/cron-route";
import { publishDueNews } from "@/lib/news/service";

/** Stores the state of scheduled news whose time has come (vercel.json, every 5 minutes). */
export const GET = cronRoute(() => publishDueNews());
