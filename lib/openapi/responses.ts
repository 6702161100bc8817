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

const role = z.object({
  rol: z.string(),
  descripcion: z.string(),
  permisos: z.array(z.string()),
  editable: z.boolean(),
});

export const RESPONSES: Record<
  string,
  { status?: number; description: string; schema: z.ZodType }
> = {
  "GET /api/noticias": { description: "Una página de noticias.", schema: page(newsItem) },
  "GET /api/labores": { description: "Una página de labores publicadas.", schema: page(laborCard) },
  "POST /api/auth/login": {
    description:
      "El token de la sesión y la cuenta, y la cookie del dispositivo. Si la cuenta acumula intentos fallidos y la llamada no trae esa cookie: 202 { code: LOGIN_LINK_SENT, message }, con o sin la contraseña correcta (si lo era, se envió un enlace de ingreso al correo de la cuenta).",
    schema: z.object({ token: z.string().min(20), admin: administrator }),
  },
  "POST /api/auth-user/login": {
    description:
      "El token de la sesión, y la cookie del dispositivo. Si la cuenta acumula intentos fallidos y la llamada no trae esa cookie: 202 { code: LOGIN_LINK_SENT, message }, como en POST /api/auth/login.",
    schema: z.object({ token: z.string().min(20) }),
  },
  "POST /api/auth-user/register": {
    status: 201,
    description:
      'El token de la sesión de la cuenta creada. Con `telefono` y sin `correo`: 202 { verificar: "telefono" } y se envía un código de 6 dígitos por WhatsApp o SMS (`canal`); la cuenta se crea con POST /api/auth-user/phone/verify.',
    schema: z.union([
      z.object({ token: z.string().min(20) }),
      z.object({ verificar: z.literal("telefono") }),
    ]),
  },
  "POST /api/auth-user/phone/verify": {
    status: 201,
    description:
      "El token de la sesión de la cuenta creada con el código enviado al teléfono (10 minutos, 5 intentos).",
    schema: z.object({ token: z.string().min(20) }),
  },
  "POST /api/auth-user/claim": {
    status: 202,
    description:
      "Si la oficina registró una cuenta sin contraseña con ese celular o correo, se le envía un código de 6 dígitos (por WhatsApp o SMS según `canal`, o por correo). La respuesta es la misma si no existe.",
    schema: z.object({ message: z.string() }),
  },
  "POST /api/auth-user/claim/verify": {
    status: 201,
    description:
      "El código y la primera contraseña: la cuenta creada por la oficina queda del ciudadano, con sus gestiones; devuelve el token de la sesión.",
    schema: z.object({ token: z.string().min(20) }),
  },
  "POST /api/auth-user/phone/forgot": {
    description:
      "La misma respuesta exista o no una cuenta con ese número; si existe, se le envía por WhatsApp o SMS un código de 6 dígitos (10 minutos, 5 intentos; tres por hora a un número) para POST /api/auth-user/phone/reset.",
    schema: z.object({ message: z.string() }),
  },
  "POST /api/auth-user/phone/reset": {
    description:
      "La contraseña nueva, con el código enviado al número; toda sesión y enlace abierto de la cuenta deja de valer. 422 en `codigo` si es incorrecto, venció o se agotaron sus intentos.",
    schema: z.object({ message: z.string() }),
  },
  "POST /api/webhooks/whatsapp": {
    description:
      "Avisos de la API de WhatsApp Business (mensajes y estados de entrega), firmados con X-Hub-Signature-256 (HMAC-SHA256 del cuerpo con WHATSAPP_APP_SECRET); 401 sin firma o con una incorrecta. GET es la verificación: devuelve hub.challenge si hub.verify_token es WHATSAPP_VERIFY_TOKEN (403 si no).",
    schema: z.object({ ok: z.literal(true) }),
  },
  "POST /api/webhooks/twilio": {
    description:
      "SMS entrantes y avisos de estado de Twilio (formulario), firmados con X-Twilio-Signature (HMAC-SHA1 de la URL y los parámetros ordenados con TWILIO_AUTH_TOKEN); 401 sin firma o con una incorrecta. Responde un documento TwiML vacío.",
    schema: z.string(),
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
  "POST /api/portal/admin/gestiones": {
    status: 201,
    description:
      "La gestión registrada por la oficina, de quién es y dónde se imprime su comprobante.",
    schema: z.object({
      id: z.number().int(),
      folio: z.string(),
      citizen_id: z.number().int().nullable(),
      comprobante: z.string(),
      message: z.string(),
    }),
  },
  "GET /api/contacto/public/config": {
    description: "La configuración pública de contacto.",
    schema: z.looseObject({
      ok: z.literal(true),
      config: z.looseObject({ email_oficial: z.string().nullable() }),
      redes: z.array(z.object({ tipo: z.string(), url: z.string() })),
    }),
  },
  "GET /api/admin/roles": {
    description:
      "Cada rol con su descripción y sus permisos (los nombres de la tabla de permisos); editable dice si quien llama puede cambiarlo.",
    schema: z.array(role),
  },
  "PUT /api/admin/roles/{rol}": {
    description:
      "El rol con sus nuevos permisos. Solo AdminNivel1; 403 para un permiso que quien llama no tiene, para el registro de auditoría y las reglas de seguridad, y para un rol de su rango o superior.",
    schema: role,
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
