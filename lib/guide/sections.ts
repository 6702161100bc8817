// The parts of the office's guide (docs/guia-de-la-oficina.md) that screens link to: the ids its
// headings get (lib/guide/guide.ts). Client-safe, so that any screen's heading can name its part;
// tests/unit/guide.test.ts checks that each is a heading of the guide and that every screen names one.

export const GUIDE_SECTIONS = [
  "primeros-pasos",
  "tu-perfil",
  "identidad-de-la-oficina",
  "secciones-del-sitio-publico",
  "categorias-y-tramites",
  "roles-y-permisos",
  "equipo",
  "atender-una-gestion",
  "registrar-una-gestion-en-ventanilla",
  "ciudadanos",
  "mensajes-de-contacto",
  "biografia",
  "noticias",
  "labores",
  "valores",
  "chatbot",
  "registro-de-auditoria",
] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];

export const GUIDE_PATH = "/admin/ayuda";
