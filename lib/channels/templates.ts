// The WhatsApp message templates the office must have approved in its WhatsApp Business account,
// by these names, in Spanish ("es"), with these texts: outside the 24-hour customer-service window
// WhatsApp delivers only an approved template (docs/product.md, "Mensajes por WhatsApp y SMS").

export const TEMPLATE_LANGUAGE = "es";

const WHATSAPP_TEMPLATES = {
  gestion_recibida:
    "Recibimos tu gestión {{1}}. Te escribiremos por aquí cuando la oficina responda o cambie su estado. Síguela en {{2}}. Responde BAJA para no recibir más mensajes.",
  gestion_respuesta:
    "La oficina respondió a tu gestión {{1}}. Lee la respuesta en {{2}} o contesta a este mensaje. Responde BAJA para no recibir más mensajes.",
  gestion_estado:
    "Tu gestión {{1}} cambió de estado: {{2}}. Detalles en {{3}}. Responde BAJA para no recibir más mensajes.",
  informacion_solicitada:
    "La oficina necesita más información sobre tu gestión {{1}}. Contesta a este mensaje o entra a {{2}}. Responde BAJA para no recibir más mensajes.",
  codigo_verificacion:
    "Tu código de verificación es {{1}}. Vence en 10 minutos. No lo compartas con nadie.",
} as const;

export type TemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** A template's text with its parameters written in, as the citizen reads it. */
export function templateText(name: TemplateName, params: readonly string[]): string {
  return WHATSAPP_TEMPLATES[name].replace(
    /\{\{(\d+)\}\}/g,
    (slot, n: string) => params[Number(n) - 1] ?? slot,
  );
}

export const isTemplateName = (name: string): name is TemplateName => name in WHATSAPP_TEMPLATES;
