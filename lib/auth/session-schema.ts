import { z } from "zod";

// The "Sesiones activas" lists of /admin/perfil and /portal/perfil, and their API. Safe to import
// from client code.

/** One open session of the signed-in account, as its owner sees it. */
export interface SessionItem {
  id: string;
  /** Browser and system, from the User-Agent sent at login ("Chrome en Windows"). */
  device: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session this request was made with. */
  current: boolean;
}

/** The most recently used open sessions listed; `total` counts them all. */
export const SESSION_LIST_LIMIT = 50;

export interface SessionList {
  items: SessionItem[];
  total: number;
}

export const SESSION_MESSAGES = {
  intro:
    "Los dispositivos con tu cuenta abierta. Si no reconoces alguno, ciérralo y cambia tu contraseña.",
  invalidId: "La sesión indicada no es válida.",
  notFound: "La sesión no existe o ya terminó.",
  current: "Esta es la sesión actual: ciérrala con «Cerrar sesión».",
  ended: "Sesión cerrada.",
  othersEnded: "Se cerraron las demás sesiones.",
} as const;

export const sessionIdInput = z.object({ id: z.uuid({ error: SESSION_MESSAGES.invalidId }) });
