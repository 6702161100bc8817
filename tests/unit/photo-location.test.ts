import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { carriesLocation } from "@/components/ui/photo-location";

const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "14/1 50/1 3/1",
  GPSLongitudeRef: "W",
  GPSLongitude: "91/1 31/1 7/1",
};

async function photo(format: "jpeg" | "png" | "webp", withGps: boolean): Promise<Uint8Array> {
  const image = sharp({ create: { width: 32, height: 24, channels: 3, background: "#3a6" } })
    .withExif({ IFD0: { Make: "Teléfono" }, ...(withGps ? { IFD3: GPS } : {}) })
    .withMetadata({ orientation: 6 });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

describe("a photo's own record of where it was taken", () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "is found in the EXIF GPS directory of a %s, and not in its other tags",
    async (format) => {
      expect(carriesLocation(await photo(format, true))).toBe(true);
      expect(carriesLocation(await photo(format, false))).toBe(false);
    },
  );

  it("is found in XMP, and a file with no metadata at all carries none", async () => {
    const xmp = new TextEncoder().encode(
      '<x:xmpmeta><rdf:Description exif:GPSLatitude="14,50.05N"/></x:xmpmeta>',
    );
    expect(carriesLocation(xmp)).toBe(true);
    const bare = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#000" },
    })
      .jpeg()
      .toBuffer();
    expect(carriesLocation(new Uint8Array(bare))).toBe(false);
    expect(carriesLocation(new TextEncoder().encode("Exif\0\0MM\0*\0\0\0\xff"))).toBe(false);
  });
});
