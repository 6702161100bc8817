import { absoluteUrl, describe } from "@/components/public/seo";
import { getFeedNews } from "@/lib/news/queries";
import { siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

// RSS 2.0 feed of the latest news, linked from the head of every public page. Not an API call of
// the spec, so not written with route(): it is a static document, rebuilt like the news pages.
export const revalidate = 60;

const IMAGE_TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };

function enclosure(url: string | null): string {
  if (!url) return "";
  const type = IMAGE_TYPES[/\.([a-z]+)(\?|#|$)/i.exec(url)?.[1]?.toLowerCase() ?? ""];
  return type ? `<enclosure url="${escape(absoluteUrl(url))}" type="${type}" length="0"/>` : "";
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function GET(): Promise<Response> {
  const settings = await getSiteSettings();
  if (!settings.mostrar_noticias) return new Response("No encontrado", { status: 404 });
  const news = await getFeedNews();
  const channelUrl = absoluteUrl("/noticias");
  const items = news
    .map((item) => {
      const url = absoluteUrl(`/noticias/${item.slug}`);
      return [
        "<item>",
        `<title>${escape(item.titulo)}</title>`,
        `<link>${escape(url)}</link>`,
        `<guid isPermaLink="true">${escape(url)}</guid>`,
        `<pubDate>${new Date(item.fecha_publicacion).toUTCString()}</pubDate>`,
        item.categoria ? `<category>${escape(item.categoria.nombre)}</category>` : "",
        `<description>${escape(describe(item.resumen, item.titulo, 500))}</description>`,
        enclosure(item.portada_url),
        "</item>",
      ].join("");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escape(`Noticias | ${siteName(settings.identidad)}`)}</title>
<link>${escape(channelUrl)}</link>
<atom:link href="${escape(absoluteUrl("/noticias/rss.xml"))}" rel="self" type="application/rss+xml"/>
<description>${escape(`Noticias de ${[siteName(settings.identidad), settings.identidad.cargo].filter(Boolean).join(", ")}.`)}</description>
<language>es-GT</language>
${news[0] ? `<lastBuildDate>${new Date(news[0].fecha_publicacion).toUTCString()}</lastBuildDate>` : ""}
${items}
</channel>
</rss>
`;
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
