import type { EnrolmentView } from "@/lib/admins/two-factor-schema";

/** A QR code drawn as inline SVG (no image request), black on white with its quiet zone. */
export function QrCode({ qr, label }: { qr: EnrolmentView["qr"]; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="size-52 shrink-0 rounded-md border border-border"
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
