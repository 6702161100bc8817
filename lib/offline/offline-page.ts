// The page a phone shows when it has no connection and no stored copy of the page asked for. A
// document of its own, with its styles inline and no script: the service worker keeps it from its
// first visit, and it must read the same with nothing else stored (so in the default brand colour,
// not the identity's, which the offline page cannot ask for).
import { DEFAULT_BRAND_COLOR } from "@/lib/site/identity-schema";
import { OFFLINE_PAGE } from "./public-paths";

const OFFLINE_TEXTS = {
  title: "Sin conexión",
  lead: "No hay señal y esta página no está guardada en tu teléfono.",
  stored:
    "Las páginas del sitio que ya abriste —noticias, labores, contacto y horarios de la oficina— se pueden leer sin conexión.",
  retry: "Intentar de nuevo",
} as const;

const LINKS = [
  ["/", "Inicio"],
  ["/noticias", "Noticias"],
  ["/labores", "Labores"],
  ["/contacto", "Contacto y horarios"],
] as const;

/** The offline page's HTML: the same bytes on every build of the same text (its precache revision). */
export function offlinePageHtml(): string {
  const links = LINKS.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join("");
  return `<!DOCTYPE html>
<html lang="es-GT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OFFLINE_TEXTS.title}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#fff;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;margin:0 0 1rem;color:${DEFAULT_BRAND_COLOR}}
a{color:${DEFAULT_BRAND_COLOR};font-weight:600;display:inline-flex;align-items:center;min-height:2.75rem}
a:focus-visible{outline:3px solid ${DEFAULT_BRAND_COLOR};outline-offset:2px}
ul{padding-left:1.25rem}
</style>
</head>
<body>
<main>
<h1>${OFFLINE_TEXTS.title}</h1>
<p>${OFFLINE_TEXTS.lead}</p>
<p>${OFFLINE_TEXTS.stored}</p>
<nav aria-label="Páginas del sitio"><ul>${links}</ul></nav>
<p><a href="">${OFFLINE_TEXTS.retry}</a></p>
</main>
</body>
</html>
`;
}

export { OFFLINE_PAGE };
