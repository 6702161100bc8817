import type { FileKind } from "@/lib/storage/detect";

// What an upload may be: each screen's limits (lib/<module>/limits.ts), checked by the server when
// the file arrives and shown by the forms before it is sent.

export interface UploadRules {
  kinds: readonly FileKind[];
  /** Allowed MIME types within those kinds, when narrower (e.g. JPG, PNG or WEBP only). */
  mimes?: readonly string[];
  maxBytes: number;
  /** Spanish texts for the two refusals, when a screen has its own. */
  typeMessage?: string;
  sizeMessage?: string;
}
