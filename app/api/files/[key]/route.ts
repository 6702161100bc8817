import { z } from "zod";
import { publicRoute } from "@/lib/http/routes";
import { fileResponse } from "@/lib/storage/file-response";
import { readFileFor } from "@/lib/storage/service";

/**
 * GET /api/files/{key}: a stored file, served as the type its content was detected as, under the
 * name it was stored with, streamed and in ranges (lib/storage/file-response.ts); a private file
 * (a gestión's attachment) only to whom may read it, and never kept by a cache.
 */
export const GET = publicRoute(
  { params: z.object({ key: z.string().max(200) }) },
  async ({ params, actor, request }) => fileResponse(request, await readFileFor(params.key, actor)),
);
