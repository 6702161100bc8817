import { cronRoute } from "@/lib/cron";
import { deliverPendingEmails } from "@/lib/email/outbox";

export const GET = cronRoute(() => deliverPendingEmails({ limit: 50 }));
