import { uploadFailure } from "@/components/admin/landing/call-action";
import { uploadWithProgress } from "@/components/ui/request";
import type { ImageOwnerName } from "./owners";
import { imagesUrl } from "./owners";

const UPLOAD_FAILED = "No se pudo subir la imagen.";

/**
 * Uploads images of a value, formal commitment or message, one request per file and one file after
 * another, reporting each file's progress; returns the first failure's text, or null.
 */
export async function uploadValueImages(
  owner: ImageOwnerName,
  ownerId: number,
  files: File[],
  onProgress: (index: number, percent: number) => void,
): Promise<string | null> {
  let failure: string | null = null;
  for (const [index, file] of files.entries()) {
    const form = new FormData();
    form.append("file", file);
    try {
      await uploadWithProgress(imagesUrl(owner, ownerId), form, (percent) =>
        onProgress(index, percent),
      );
    } catch (error) {
      failure ??= uploadFailure(error, UPLOAD_FAILED);
    }
  }
  return failure;
}
