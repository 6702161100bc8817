import { z } from "zod";
import { publicRoute } from "@/lib/http";
import { readFileFor } from "@/lib/storage/service";

export const GET = publicRoute(
  { params: z.object({ key: z.string().max(200) }) },
  async ({ params, actor }) => {
    const file = await readFileFor(params.key, actor);
    const isPublic = file.visibility === "public";
    return new Response(file.bytes as BodyInit, {
      headers: {
        "Content-Type": file.mime,
        "Content-Length": String(file.bytes.byteLength),
        "Content-Disposition": `${file.mime.startsWith("image/") || file.mime === "video/mp4" ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
        "Cache-Control": isPublic ? "public, max-age=31536000, immutable" : "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
