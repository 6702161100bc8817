import { deliverAll } from "@/lib/channels/deliver";
import { cronRoute } from "@/lib/http/cron-route";

export const GET = cronRoute(() => deliverAll(50));
