/** The parts of a contact form sender's name, as the form sends them. */
export interface SenderNameParts {
  primer_nombre: string;
  segundo_nombre: string | null;
  tercer_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
}

/** The sender's whole name, the missing parts left out. */
export function senderName(parts: SenderNameParts): string {
  return [
    parts.primer_nombre,
    parts.segundo_nombre,
    parts.tercer_nombre,
    parts.primer_apellido,
    parts.segundo_apellido,
  ]
    .filter(Boolean)
    .join(" ");
}
