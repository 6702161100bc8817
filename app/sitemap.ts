import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/components/public/seo";
import { getLaborSitemap } from "@/lib/labores/queries";
import { getNewsSitemap } from "@/lib/news/queries";
import { getSiteSettings } from "@/lib/site/queries";

// Every public page and every published item with its last change; sections switched off are left
// out. Rebuilt when content changes (the reads are tagged) and at most every five minutes.

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const settings = await getSiteSettings();
  const [news, labores] = await Promise.all([
    settings.mostrar_noticias ? getNewsSitemap() : [],
    settings.mostrar_logros ? getLaborSitemap() : [],
  ]);
  const newest = (items: { updated_at: string }[]) =>
    items.reduce<string | undefined>((latest, item) => (!latest || item.updated_at > latest ? item.updated_at : latest), undefined);
  const sections: { path: string; on: boolean; lastModified?: string; priority: number }[] = [
    { path: "/", on: true, lastModified: newest([...news, ...labores]), priority: 1 },
    { path: "/biografia", on: settings.mostrar_biografia, priority: 0.8 },
    { path: "/valores", on: settings.mostrar_valores, priority: 0.7 },
    { path: "/noticias", on: settings.mostrar_noticias, lastModified: newest(news), priority: 0.9 },
    { path: "/labores", on: settings.mostrar_logros, lastModified: newest(labores), priority: 0.8 },
    { path: "/contacto", on: settings.mostrar_contacto, priority: 0.6 },
    { path: "/transparencia", on: settings.mostrar_transparencia, priority: 0.6 },
    { path: "/politicas", on: true, priority: 0.2 },
    { path: "/condiciones", on: true, priority: 0.2 },
  ];
  return [
    ...sections
      .filter((section) => section.on)
      .map(({ path, lastModified, priority }) => ({
        url: absoluteUrl(path),
        ...(lastModified ? { lastModified } : {}),
        priority,
      })),
    ...news.map((item) => ({ url: absoluteUrl(`/noticias/${item.slug}`), lastModified: item.updated_at, priority: 0.7 })),
    ...labores.map((item) => ({ url: absoluteUrl(`/labores/${item.slug}`), lastModified: item.updated_at, priority: 0.6 })),
  ];
}
