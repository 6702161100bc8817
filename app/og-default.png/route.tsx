import { ImageResponse } from "next/og";
import { siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

/**
 * The link-preview image of pages that have none of their own (1200×630): the legislator's name,
 * title and district on the brand colour, from the office's identity.
 */
export async function GET() {
  const { identidad } = await getSiteSettings();
  const details = [identidad.cargo, identidad.distrito].filter(Boolean).join(" · ");
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          alignItems: "center",
          background: identidad.color,
          color: "#ffffff",
          borderBottom: "40px solid #c8a24a",
          padding: "60px",
          textAlign: "center",
        }}
      >
        <div style={{ fontSize: 68, fontWeight: 700 }}>{siteName(identidad)}</div>
        {details && <div style={{ fontSize: 34, marginTop: 28, color: "#e8d9b0" }}>{details}</div>}
      </div>
    ),
    { width: 1200, height: 630, headers: { "cache-control": "public, max-age=3600" } },
  );
}
