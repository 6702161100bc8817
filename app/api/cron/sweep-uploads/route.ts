import { cronRoute } from "@/lib/cron";
import { sweepPendingUploads } from "@/lib/storage/direct-upload";

/** Deletes large files sent straight to UploadThing that no content claimed (vercel.json, hourly). */
export const GET = cronRoute(() => sweepPendingUploads());
