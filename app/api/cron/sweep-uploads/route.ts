import { cronRoute } from "@/lib/http/cron-route";
import { sweepPendingUploads } from "@/lib/storage/direct-upload";

/** Deletes large files sent straight to UploadThing that no content claimed (vercel.json, hourly). */
export const GET = cronRoute(() => sweepPendingUploads());
