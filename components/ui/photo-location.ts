// Whether a photo's own metadata says where it was taken. Phones write the position into the EXIF
// block (a GPS directory) and sometimes into XMP; either way the file would tell the office, or
// anyone it is forwarded to, where the person stood. Pure, so Vitest checks it on files sharp writes.

/** The EXIF GPS directory's tag in the first directory of a TIFF block. */
const GPS_POINTER = 0x8825;

/**
 * Where EXIF blocks begin, by container: JPEG's APP1 segment ("Exif\0\0"), PNG's eXIf chunk (the
 * data follows the type) and WebP's EXIF chunk (a 4-byte size follows the type).
 */
const EXIF_MARKERS = [
  { marker: "Exif\0\0", skip: 0 },
  { marker: "eXIf", skip: 0 },
  { marker: "EXIF", skip: 4 },
] as const;

function tiffHasGps(view: DataView, start: number): boolean {
  if (start + 8 > view.byteLength) return false;
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return false;
  const little = order === 0x4949;
  if (view.getUint16(start + 2, little) !== 42) return false;
  const directory = start + view.getUint32(start + 4, little);
  if (directory + 2 > view.byteLength) return false;
  const entries = view.getUint16(directory, little);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 2 > view.byteLength) return false;
    if (view.getUint16(entry, little) === GPS_POINTER) return true;
  }
  return false;
}

/** True when the file's EXIF has a GPS directory or its XMP a GPS field. */
export function carriesLocation(bytes: Uint8Array): boolean {
  // One character per byte, so the text's indices are the bytes' offsets.
  const text = new TextDecoder("latin1").decode(bytes);
  if (text.includes("GPSLatitude") || text.includes("GPSLongitude")) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const { marker, skip } of EXIF_MARKERS) {
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + 1)) {
      if (tiffHasGps(view, at + marker.length + skip)) return true;
    }
  }
  return false;
}
