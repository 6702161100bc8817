import type { ContactStatus } from "@/lib/contact/inbox-schema";
import type { ContactTopic } from "@/lib/contact/messages";

// What the office's reads of the contact inbox answer (lib/contact/admin-queries.ts): plain,
// client-safe types the screens render.

export interface ContactListItem {
  id: number;
  /** CON-2026-000123; null only for a message from before references existed. */
  referencia: string | null;
  nombre: string;
  email: string;
  tema: ContactTopic;
  estado: ContactStatus;
  /** The start of the message, on one line. */
  extracto: string;
  created_at: string;
  respondido_at: string | null;
}
