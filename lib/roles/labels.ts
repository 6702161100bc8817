import type { Permission } from "@/lib/auth/permissions";

/** Each permission in plain Spanish: what it lets a person see and do ('Roles y permisos'). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  "backoffice.access": "Entrar al panel de administración.",
  "profile.self": "Ver y cambiar su propio perfil, su contraseña y sus sesiones abiertas.",
  "admins.manage":
    "Gestionar el equipo: invitar, editar y desactivar administradores de su mismo rango o menor.",
  "landing.settings":
    "Cambiar la identidad de la oficina, la portada y los ajustes del sitio público.",
  "biography.write": "Escribir y publicar la biografía.",
  "news.write": "Escribir, publicar y retirar noticias.",
  "labores.write": "Escribir y publicar las labores.",
  "values.write": "Editar los valores y compromisos del sitio público.",
  "contact.manage": "Leer y responder los mensajes del formulario de contacto.",
  "citizens.read": "Ver las cuentas de los ciudadanos y sus datos.",
  "citizens.write": "Editar, desactivar, restaurar y borrar cuentas de ciudadanos.",
  "citizens.export": "Descargar en Excel la lista completa de ciudadanos.",
  "gestiones.read": "Ver las gestiones, su historial y sus archivos adjuntos.",
  "gestiones.write":
    "Responder gestiones, cambiar su estado, asignarlas y escribir notas internas.",
  "gestiones.configure": "Configurar las categorías, los trámites y las respuestas predefinidas.",
  "chatbot.read": "Ver las conversaciones del asistente y las preguntas que no supo responder.",
  "chatbot.vocabulary": "Enseñar al asistente las palabras de la región.",
  "audit.read": "Ver y descargar el registro de auditoría.",
  "security.manage":
    "Fijar las reglas de seguridad (como exigir la verificación en dos pasos) y los permisos de cada rol.",
};

export interface RolePreset {
  key: string;
  name: string;
  description: string;
  permissions: readonly Permission[];
}

/**
 * Starting points an office may give a UserAdminNivel role as they are. The migration that created
 * the roles' table seeds UserAdminNivel1–4 with these, in this order.
 */
export const ROLE_PRESETS: readonly RolePreset[] = [
  {
    key: "contenido",
    name: "Edición de contenido",
    description:
      "Edición de contenido: escribe y publica la biografía, las noticias, las labores y los valores, y cuida la portada y la identidad del sitio público.",
    permissions: [
      "backoffice.access",
      "profile.self",
      "landing.settings",
      "biography.write",
      "news.write",
      "labores.write",
      "values.write",
    ],
  },
  {
    key: "atencion",
    name: "Atención ciudadana",
    description:
      "Atención ciudadana: responde las gestiones y los mensajes de contacto y consulta las cuentas de ciudadanos, sin exportar datos ni cambiar la configuración.",
    permissions: [
      "backoffice.access",
      "profile.self",
      "contact.manage",
      "citizens.read",
      "gestiones.read",
      "gestiones.write",
    ],
  },
  {
    key: "consulta",
    name: "Consulta",
    description:
      "Consulta: ve las gestiones, las cuentas de ciudadanos y las conversaciones del asistente, sin cambiar nada.",
    permissions: ["backoffice.access", "profile.self", "citizens.read", "gestiones.read", "chatbot.read"],
  },
  {
    key: "basico",
    name: "Acceso básico",
    description:
      "Acceso básico: entra al panel y a su perfil. La oficina le da más permisos en «Roles y permisos».",
    permissions: ["backoffice.access", "profile.self"],
  },
];

/** What the two fixed roles are, in the same words. */
export const FIXED_ROLE_DESCRIPTIONS = {
  AdminNivel1: "Dirección: todo, incluidos el registro de auditoría, la seguridad y los roles.",
  AdminNivel2:
    "Coordinación: todo menos el registro de auditoría y las reglas de seguridad y de roles.",
} as const;
