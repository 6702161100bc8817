import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/components/public/seo";

/** Crawlers stay out of the back office, the citizen portal and the API (uploaded public images excepted). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: ["/", "/api/files/"],
        disallow: ["/admin", "/portal", "/api/"],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
