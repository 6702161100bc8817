// Photos are made lighter on the phone before they are sent: most people here pay for every
// megabyte, and a phone's 4 MB picture takes minutes on a weak signal. The photo is redrawn at
// most PHOTO_LONGEST_SIDE pixels on its longest side, its EXIF orientation applied to the pixels
// (so it stands as it was taken), and re-encoded, which also leaves every piece of metadata behind —
// the GPS position among them. The gestión's own location, when the person shares it, travels
// with the gestión ('Usar mi ubicación'), never inside a photo.
import { carriesLocation } from "@/components/ui/photo-location";

const PHOTO_LONGEST_SIDE = 1600;
const PHOTO_QUALITY = 0.8;
/** A photo this light, with no position in it, is sent as chosen: redrawing would gain little. */
const LIGHT_PHOTO_BYTES = 300 * 1024;

/**
 * The types the browser can redraw, and what each becomes: a photo stays JPEG; PNG (screenshots,
 * drawings) becomes WebP, which keeps sharp text and transparency in a fraction of the bytes. PDF,
 * video, GIF and HEIC (which most browsers cannot draw) are sent as chosen.
 */
const REDRAWN_AS: Record<string, { type: string; extension: string }> = {
  "image/jpeg": { type: "image/jpeg", extension: "jpg" },
  "image/png": { type: "image/webp", extension: "webp" },
  "image/webp": { type: "image/webp", extension: "webp" },
};

function renamed(name: string, extension: string): string {
  const base = name.replace(/\.[^./]*$/, "") || "foto";
  return `${base}.${extension}`;
}

/** The file to send in place of `file`: a lighter copy of a photo, or the file itself. */
async function lighterPhoto(file: File): Promise<File> {
  const target = REDRAWN_AS[file.type.toLowerCase()];
  if (!target) return file;
  const located = carriesLocation(new Uint8Array(await file.arrayBuffer()));
  if (!located && file.size <= LIGHT_PHOTO_BYTES) return file;
  const { default: imageCompression } = await import("browser-image-compression");
  let redrawn: Blob;
  try {
    redrawn = await imageCompression(file, {
      maxWidthOrHeight: PHOTO_LONGEST_SIDE,
      initialQuality: PHOTO_QUALITY,
      fileType: target.type,
      // Its worker would load the library from a third-party address, which the site's
      // Content-Security-Policy refuses and which would cost the person a download more.
      useWebWorker: false,
      maxIteration: 2,
    });
  } catch {
    // A picture the browser cannot draw goes as chosen; the server checks its content.
    return file;
  }
  if (!located && redrawn.size >= file.size) return file;
  return new File([redrawn], renamed(file.name, target.extension), {
    type: target.type,
    lastModified: file.lastModified,
  });
}

/** Each chosen file as it will be sent, one after another (a phone has little memory to spare). */
export async function lighterPhotos(files: readonly File[]): Promise<File[]> {
  const sent: File[] = [];
  for (const file of files) sent.push(await lighterPhoto(file));
  return sent;
}
