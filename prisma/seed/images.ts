// Renders the placeholder artwork to JPEG/PNG with sharp and stores it through the storage service,
// exactly as an administrator's upload would be stored (a StoredFile row plus the bytes).
import sharp from "sharp";
import { saveUpload } from "@/lib/storage/service";
import { editorialSvg, logoSvg, portraitSvg, type PaletteName, type Scene } from "./art";
import { createLimiter } from "./util";

const SIZES = {
  cover: { width: 1200, height: 675 },
  gallery: { width: 1000, height: 667 },
  thumbnail: { width: 480, height: 270 },
  portrait: { width: 800, height: 1000 },
} as const;

type ImageSize = keyof typeof SIZES;

export interface ImageRequest {
  scene: Scene;
  caption: string;
  kicker?: string;
  palette?: PaletteName;
  size: ImageSize;
  /** File name recorded as the upload's original name (e.g. "noticia-agua-portada.jpg"). */
  name: string;
}

export interface UploadedImage {
  url: string;
  key: string;
  mime: string;
}

const UPLOAD_RULES = { kinds: ["image"], maxBytes: 5_000_000 } as const;

// sharp renders on libuv's pool; a few renders at once keep two cores busy without piling up memory.
const renderLimit = createLimiter(4);

/** Counts the files stored by this process, for the summary. */
let uploadedCount = 0;
export function uploadedSoFar(): number {
  return uploadedCount;
}

async function store(bytes: Buffer, name: string): Promise<UploadedImage> {
  const saved = await saveUpload(
    { bytes: new Uint8Array(bytes), name },
    { kinds: [...UPLOAD_RULES.kinds], maxBytes: UPLOAD_RULES.maxBytes },
  );
  uploadedCount += 1;
  return { url: saved.url, key: saved.key, mime: saved.mime };
}

function renderImage(request: Omit<ImageRequest, "name">): Promise<Buffer> {
  const { width, height } = SIZES[request.size];
  return renderLimit(() => {
    const svg =
      request.size === "portrait"
        ? portraitSvg({
            caption: request.caption,
            kicker: request.kicker,
            palette: request.palette,
            width,
            height,
          })
        : editorialSvg({
            scene: request.scene,
            caption: request.caption,
            kicker: request.kicker,
            palette: request.palette,
            width,
            height,
          });
    return sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer();
  });
}

/** Renders one editorial placeholder and uploads it. */
export async function uploadImage(request: ImageRequest): Promise<UploadedImage> {
  return store(await renderImage(request), request.name);
}

/** Renders the office emblem (400×400 transparent PNG) and uploads it. */
export async function uploadLogo(
  initials: string,
  label: string,
  name: string,
): Promise<UploadedImage> {
  const bytes = await renderLimit(() =>
    sharp(Buffer.from(logoSvg(400, initials, label)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
  return store(bytes, name);
}
