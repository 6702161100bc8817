import { STATUS_LABELS, type GestionStatus } from "@/lib/gestiones/schema";
import { ACTOR_LABELS } from "@/lib/audit/schema";
import { ACCOUNT_GAP_LABELS } from "@/lib/gestiones/unclaimed";

// The audit log in plain Spanish: the screen and the CSV export name each action
// and render each change through these maps, never as a code or as JSON. Client-safe: the
// screen's table reads them too.

/** Entries written for either kind of account. */
const accountActions = (kind: "admin" | "citizen", who: string) =>
  ({
    [`${kind}.password_reset_request`]: `Solicitud de restablecimiento de contraseña (${who})`,
    [`${kind}.password_reset`]: `Contraseña restablecida (${who})`,
    [`${kind}.sign_in_link_request`]: `Enlace de ingreso enviado por correo (${who})`,
    [`${kind}.session_end`]: `Sesión cerrada en otro dispositivo (${who})`,
    [`${kind}.sessions_end_others`]: `Cierre de las demás sesiones (${who})`,
    [`${kind}.current_password_failed`]: `Contraseña actual incorrecta (${who})`,
    [`${kind}.logout`]: `Cierre de sesión (${who})`,
  }) as Record<
    `${typeof kind}.${
      | "password_reset_request"
      | "password_reset"
      | "sign_in_link_request"
      | "session_end"
      | "sessions_end_others"
      | "current_password_failed"
      | "logout"}`,
    string
  >;

/** Every action the code base writes to the log, with its Spanish name. */
export const AUDIT_ACTION_NAMES = {
  ...accountActions("admin", "administrador"),
  ...accountActions("citizen", "ciudadano"),
  "access.denied": "Acceso denegado",
  "admin.create": "Alta de administrador",
  "admin.invitation_accept": "Invitación de administrador aceptada",
  "admin.invitation_resend": "Invitación de administrador reenviada",
  "admin.invitation_revoke": "Invitación de administrador anulada",
  "admin.login": "Inicio de sesión de administrador",
  "admin.login_challenge": "Segundo factor solicitado al iniciar sesión",
  "admin.login_failed": "Inicio de sesión fallido de administrador",
  "admin.password_change": "Cambio de contraseña de administrador",
  "admin.profile_update": "Actualización del perfil de administrador",
  "admin.status_change": "Cambio de estado de administrador",
  "admin.totp_disable": "Segundo factor desactivado",
  "admin.totp_enable": "Segundo factor activado",
  "admin.totp_failed": "Código de segundo factor incorrecto",
  "admin.totp_recovery_regenerate": "Códigos de recuperación regenerados",
  "admin.totp_recovery_used": "Código de recuperación usado",
  "admin.update": "Edición de administrador",
  "audit.export": "Exportación de la auditoría",
  "biography.gallery.add": "Imagen añadida a la galería de la biografía",
  "biography.gallery.delete": "Imagen quitada de la galería de la biografía",
  "biography.image.set": "Imagen de la biografía cambiada",
  "biography.version.activate": "Versión de la biografía activada",
  "biography.version.create": "Nueva versión de la biografía",
  "chatbot.vocabulary.add": "Palabra añadida al vocabulario del asistente",
  "chatbot.vocabulary.delete": "Palabra quitada del vocabulario del asistente",
  "citizen.activate": "Ciudadano activado",
  "citizen.deactivate": "Ciudadano desactivado",
  "citizen.channels_update": "Canales de aviso del ciudadano cambiados",
  "citizen.claim": "Cuenta creada por la oficina reclamada por su titular",
  "citizen.delete": "Cuenta de ciudadano eliminada",
  "citizen.desk_register": "Persona registrada por la oficina al tomar una gestión",
  "citizen.dpi_move": "DPI trasladado por la oficina",
  "citizen.soft_delete": "Ciudadano eliminado",
  "citizen.restore": "Ciudadano restaurado",
  "citizen.email_change_confirmed": "Cambio de correo electrónico confirmado",
  "citizen.email_confirmation_requested": "Confirmación del correo electrónico solicitada",
  "citizen.email_change_refused": "Cambio de correo electrónico rechazado",
  "citizen.email_change_requested": "Cambio de correo electrónico solicitado",
  "citizen.export": "Exportación de ciudadanos (CSV)",
  "citizen.export_excel": "Exportación de ciudadanos (Excel)",
  "citizen.login": "Inicio de sesión de ciudadano",
  "citizen.login_failed": "Inicio de sesión fallido de ciudadano",
  "citizen.profile_update": "Actualización del perfil de ciudadano",
  "citizen.register": "Registro de ciudadano",
  "citizen.update": "Edición de ciudadano",
  "citizen.view": "Consulta de datos de ciudadano",
  "contact.convert": "Mensaje de contacto convertido en gestión",
  "contact.invite": "Invitación a registrarse enviada",
  "contact.message": "Mensaje de contacto recibido",
  "contact.read": "Mensaje de contacto leído",
  "contact.reply": "Respuesta a mensaje de contacto",
  "gestion.assign": "Asignación de gestión",
  "gestion.claim": "Gestión agregada a la cuenta de quien la reclamó",
  "gestion.claim_refused": "Enlace para reclamar una gestión rechazado",
  "gestion.create": "Nueva gestión",
  "gestion.feedback": "Valoración de gestión",
  "gestion.message": "Mensaje del ciudadano en una gestión",
  "citizen.channel_stop": "Ciudadano dio de baja un canal de mensajes",
  "gestion.note": "Nota interna en una gestión",
  "gestion.reply": "Respuesta al ciudadano en una gestión",
  "gestion.reopen": "Gestión reabierta",
  "gestion.status": "Cambio de estado de gestión",
  "gestion.category.create": "Nueva categoría de gestiones",
  "gestion.category.update": "Edición de categoría de gestiones",
  "gestion.template.create": "Nuevo trámite",
  "gestion.template.update": "Edición de trámite",
  "gestion.preset.create": "Nuevo mensaje predefinido",
  "gestion.preset.update": "Edición de mensaje predefinido",
  "labor.create": "Nueva labor",
  "labor.delete": "Labor eliminada",
  "labor.media.add": "Archivos añadidos a una labor",
  "labor.media.delete": "Archivo quitado de una labor",
  "labor.media.reorder": "Archivos de una labor reordenados",
  "labor.media.update": "Archivo de una labor editado",
  "labor.status": "Cambio de estado de labor",
  "labor.update": "Edición de labor",
  "news.archive": "Noticia archivada",
  "news.cover.set": "Portada de noticia cambiada",
  "news.create": "Nueva noticia",
  "news.delete": "Noticia eliminada",
  "news.media.add": "Archivo añadido a una noticia",
  "news.media.delete": "Archivo quitado de una noticia",
  "news.media.update": "Archivo de una noticia editado",
  "news.publish": "Noticia publicada",
  "news.publish_scheduled": "Noticia programada publicada",
  "news.schedule": "Noticia programada",
  "news.update": "Edición de noticia",
  "role.update": "Permisos de un rol cambiados",
  "security.totp_requirement": "Exigencia del segundo factor cambiada",
  "setup.complete": "Instalación completada",
  "setup.token_refused": "Código de instalación rechazado",
  "site.identity.update": "Identidad del sitio actualizada",
  "site.settings.update": "Configuración del sitio actualizada",
  "transparency.publish": "Cifras de transparencia publicadas",
  "values.compromiso.create": "Nuevo compromiso",
  "values.compromiso.delete": "Compromiso eliminado",
  "values.compromiso.update": "Edición de compromiso",
  "values.formal.create": "Nuevo compromiso formal",
  "values.formal.delete": "Compromiso formal eliminado",
  "values.formal.update": "Edición de compromiso formal",
  "values.image.add": "Imagen añadida a los valores",
  "values.image.delete": "Imagen quitada de los valores",
  "values.mensaje.create": "Nuevo mensaje de compromiso",
  "values.mensaje.delete": "Mensaje de compromiso eliminado",
  "values.mensaje.update": "Edición de mensaje de compromiso",
  "values.valor.create": "Nuevo valor ético",
  "values.valor.delete": "Valor ético eliminado",
  "values.valor.update": "Edición de valor ético",
  "values.visual.create": "Nuevo elemento visual",
  "values.visual.delete": "Elemento visual eliminado",
} as const satisfies Record<string, string>;

/** An action the log can record: writing one without a Spanish name does not type-check. */
export type AuditAction = keyof typeof AUDIT_ACTION_NAMES;

/** Codes and keys nobody named read as words: `news.media_x` → 'News media x'. */
function readable(code: string): string {
  const words = code.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The Spanish name of an action, a readable form of a code recorded before it was named. */
export function auditActionName(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_NAMES, action)
    ? AUDIT_ACTION_NAMES[action as AuditAction]
    : readable(action);
}

/** What an entry acted on: the `entity` column. */
const ENTITY_NAMES = new Map<string, string>(
  Object.entries({
    action: "Acción del servidor",
    admin: "Administrador",
    assistant_vocabulary: "Vocabulario del asistente",
    biography_image: "Imagen de la biografía",
    biography_version: "Versión de la biografía",
    citizen: "Ciudadano",
    compromiso: "Compromiso",
    compromiso_formal: "Compromiso formal",
    contact_message: "Mensaje de contacto",
    elemento_visual: "Elemento visual",
    formal_imagen: "Imagen de compromiso formal",
    gestion: "Gestión",
    gestion_categoria: "Categoría de gestiones",
    gestion_preset: "Mensaje predefinido",
    gestion_template: "Trámite",
    labor: "Labor",
    mensaje_compromiso: "Mensaje de compromiso",
    mensaje_imagen: "Imagen de mensaje",
    news: "Noticia",
    page: "Página",
    reset_token: "Enlace de restablecimiento, de ingreso o de invitación",
    role: "Rol",
    route: "Ruta",
    security_settings: "Seguridad",
    session: "Sesión",
    site_identity: "Identidad del sitio",
    site_settings: "Configuración del sitio",
    valor_etico: "Valor ético",
    valor_imagen: "Imagen de valor",
  }),
);

/** An entry's target in Spanish, with its id: 'Noticia #7'. */
export function auditEntityName(entity: string | null, entityId: string | null): string {
  if (!entity) return "—";
  const name = ENTITY_NAMES.get(entity) ?? readable(entity);
  return entityId ? `${name} #${entityId}` : name;
}

/** The field names the entries' details use, in Spanish. */
const DETAIL_NAMES = new Map<string, string>(
  Object.entries({
    accion: "Acción del servidor",
    admin_id: "Responsable (id)",
    antes: "Antes",
    biografia_id: "Biografía (id)",
    campos: "Campos",
    cuenta_anterior: "Cuenta que tenía el DPI (id)",
    cuenta_nueva: "Cuenta que recibe el DPI (id)",
    compromiso_id: "Compromiso (id)",
    concedidos: "Permisos concedidos",
    deleted: "Eliminado",
    during: "Durante",
    email: "Correo electrónico",
    email_id: "Correo enviado (id)",
    estado: "Estado",
    fecha_programada: "Fecha programada",
    field: "Campo",
    fields: "Campos",
    files: "Archivos",
    filas: "Filas",
    filtros: "Filtros",
    folio: "Folio",
    gestion_id: "Gestión (id)",
    invitacion: "Por invitación",
    items: "Elementos",
    media_id: "Archivo (id)",
    media_ids: "Archivos (id)",
    mensaje_id: "Mensaje de contacto (id)",
    operation: "Operación",
    origin: "Origen",
    owner: "Propietario",
    owner_id: "Propietario (id)",
    pagina: "Página",
    palabra: "Palabra",
    password_changed: "Contraseña cambiada",
    preset_id: "Mensaje predefinido (id)",
    reason: "Motivo",
    referencia: "Referencia",
    redes: "Redes sociales",
    remaining: "Restantes",
    required: "Exigido",
    resolved: "Resuelta",
    retirados: "Permisos retirados",
    rol: "Rol",
    second_factor: "Segundo factor",
    sesiones: "Sesiones",
    signed_out: "Sesiones cerradas",
    significa: "Significado",
    status: "Respuesta HTTP",
    step: "Paso",
    tema: "Tema",
    template_id: "Trámite (id)",
    tipo: "Tipo",
    titulo: "Título",
    url: "Dirección",
    verificacion: "Verificación de la persona",
    version: "Versión",
    via: "Vía",
  }),
);

/** Recorded values that are codes: gestión statuses and kinds of actor, in Spanish. */
const VALUE_NAMES = new Map<string, string>(
  Object.entries({ ...STATUS_LABELS, ...ACTOR_LABELS, ...ACCOUNT_GAP_LABELS }),
);

const fieldName = (key: string) => DETAIL_NAMES.get(key) ?? readable(key);

/** Details that list field names (which fields an edit changed). */
const FIELD_LISTS = new Set(["campos", "fields"]);

function valueText(value: unknown, key = ""): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "string") return VALUE_NAMES.get(value) ?? value;
  if (Array.isArray(value)) {
    if (!value.length) return "—";
    return value
      .map((item) =>
        FIELD_LISTS.has(key) && typeof item === "string" ? fieldName(item) : valueText(item),
      )
      .join(", ");
  }
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([inner, innerValue]) => `${fieldName(inner)}: ${valueText(innerValue, inner)}`)
      .join("; ");
  }
  return String(value);
}

/**
 * An entry's details as lines for people: a change of status as 'Estado: Nuevo → En progreso',
 * every other field as 'Nombre: valor'; lists and nested objects flattened, never JSON.
 */
export function auditChangeLines(details: unknown): string[] {
  if (details === null || details === undefined) return [];
  if (typeof details !== "object" || Array.isArray(details)) return [valueText(details)];
  const { from, to, ...rest } = details as Record<string, unknown> & {
    from?: GestionStatus;
    to?: GestionStatus;
  };
  const transition =
    from !== undefined || to !== undefined ? [`Estado: ${valueText(from)} → ${valueText(to)}`] : [];
  return [
    ...transition,
    ...Object.entries(rest).map(([key, value]) => `${fieldName(key)}: ${valueText(value, key)}`),
  ];
}
