import { z } from "zod";

// What the main calls answer, as zod schemas: the API's description shows them, and the contract
// tests (tests/integration/openapi.test.ts) parse the real answers with the same schemas.

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}/);
const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

const newsItem = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  titulo: z.string(),
  resumen: z.string().nullable(),
  fecha_contenido: date,
  fecha_publicacion: z.string().nullable(),
  portada_url: z.string().nullable(),
});

const laborCard = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  titulo: z.string(),
  resumen: z.string().nullable(),
  anio_ejecucion: z.number().int(),
  portada_url: z.string().nullable(),
});

const gestionItem = z.looseObject({
  id: z.number().int(),
  folio: z.string(),
  titulo: z.string(),
  status: z.string(),
  categoria: z.string(),
  last_activity_at: z.string(),
  created_at: z.string(),
});

const administrator = z.looseObject({
  id: z.number().int(),
  nombre1: z.string(),
  apellido1: z.string(),
  email: z.string(),
  rol: z.string(),
  estado: z.boolean(),
});

export const RESPONSES: Record<
  string,
  { status?: number; description: string; schema: z.ZodType }
> = {
  "GET /api/noticias": { description: "Una página de noticias.", schema: page(newsItem) },
  "GET /api/labores": { description: "Una página de labores publicadas.", schema: page(laborCard) },
  "POST /api/auth/login": {
    description: "El token de la sesión y la cuenta.",
    schema: z.object({ token: z.string().min(20), admin: administrator }),
  },
  "POST /api/auth-user/login": {
    description: "El token de la sesión.",
    schema: z.object({ token: z.string().min(20) }),
  },
  "GET /api/portal/gestiones": {
    description: "Una página de las gestiones propias.",
    schema: page(gestionItem),
  },
  "POST /api/portal/gestiones": {
    status: 201,
    description: "La gestión creada.",
    schema: z.object({ id: z.number().int(), folio: z.string() }),
  },
  "GET /api/contacto/public/config": {
    description: "La configuración pública de contacto.",
    schema: z.looseObject({
      ok: z.literal(true),
      config: z.looseObject({ email_oficial: z.string().nullable() }),
      redes: z.array(z.object({ tipo: z.string(), url: z.string() })),
    }),
  },
  "GET /api/admin/identidad": {
    description: "La identidad del sitio.",
    schema: z.object({
      identidad: z.object({
        nombre: z.string(),
        cargo: z.string(),
        distrito: z.string(),
        partido: z.string().nullable(),
        descripcion: z.string().nullable(),
        color: z.string().regex(/^#[0-9a-f]{6}$/),
      }),
    }),
  },
};
