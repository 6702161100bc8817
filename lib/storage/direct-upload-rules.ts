// Shared by the browser and the server: how large files travel when uploads are stored in
// UploadThing. Vercel functions accept request bodies of about 4.5 MB, so a larger file goes from
// the browser straight to UploadThing and the app's own route receives only its key.

export const DIRECT_UPLOAD_MIN_BYTES = 4 * 1024 * 1024;

/** The file route of lib/storage/direct-upload.ts and where it is served. */
export const DIRECT_UPLOAD_ROUTE = "contentFile";
export const DIRECT_UPLOAD_URL = "/api/uploadthing";

/** A form sends a file already stored as the text field `{field}:stored` holding its key. */
export const STORED_FILE_SUFFIX = ":stored";
