import { z } from "zod";
import { publicRoute } from "@/lib/http";
import { readFileFor } from "@/lib/storage/service";

const SHOWN_INLINE = (mime: string) => mime.startsWith("image/") || mime === "video/mp4";

/**
 * GET /api/files/{key}: a stored file, served as the type its content was detected as, under the
 * name it was stored with. `sandbox` keeps any active content a file might hold from running as
 * this site; a private file (a gestión's attachment) is never kept by a cache.
 */
export const GET = publicRoute(
  { params: z.object({ key: z.string().max(200) }) },
  async ({ params, actor }) => {
    const file = await readFileFor(params.key, actor);
    const isPublic = file.visibility === "public";
    return new Response(file.bytes as BodyInit, {
      headers: {
        "Content-Type": file.mime,
        "Content-Length": String(file.bytes.byteLength),
        "Content-Disposition": `${SHOWN_INLINE(file.mime) ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
        "Cache-Control": isPublic ? "public, max-age=31536000, immutable" : "private, no-store",
        "Content-Security-Policy": "sandbox",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
