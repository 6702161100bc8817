import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { toE164, storedForms } from "@/lib/channels/phone";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { deskCitizenSearch, type DeskCitizenMatch } from "@/lib/gestiones/desk-schema";
import { parseInput } from "@/lib/validation/parse";
import { containsFolded } from "@/lib/lists/folded-search";

// The desk's search for the person in front of it (or on the phone): a DPI, a phone number as
// typed, or words of the name, among live accounts. Few rows and few columns: enough to tell
// two people apart.

const LIMIT = 10;

interface MatchRow {
  id: number;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  dpi: string | null;
  telefono: string | null;
  correo: string | null;
  departamento: string | null;
  municipio: string | null;
  con_cuenta: boolean;
}

function condition(q: string): Prisma.Sql {
  const phone = toE164(q);
  if (phone) return Prisma.sql`(c.movil = ${phone} OR c.telefono = ANY(${storedForms(phone)}))`;
  if (/^\d{13}$/.test(q)) return Prisma.sql`c.dpi = ${q}`;
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  return Prisma.join(
    words.map((word) => containsFolded(Prisma.sql`c.search_text`, word)),
    " AND ",
  );
}

/** Up to 10 live accounts whose phone, DPI or name matches `q`, by name. */
export async function findDeskCitizens(
  actor: Actor | null,
  input: { q: string },
): Promise<DeskCitizenMatch[]> {
  requirePermission(actor, "citizens.read");
  const { q } = parseInput(deskCitizenSearch, input);
  const rows = await db().$queryRaw<MatchRow[]>`
    SELECT c.id, c.primer_nombre, c.segundo_nombre, c.primer_apellido, c.segundo_apellido, c.dpi,
      c.telefono, c.correo, c.departamento, c.municipio, c.password_hash IS NOT NULL AS con_cuenta
    FROM citizens c
    WHERE c.deleted_at IS NULL AND c.activo AND ${condition(q)}
    ORDER BY c.sort_name, c.id LIMIT ${LIMIT}`;
  return rows.map((row) => ({
    id: row.id,
    nombre: [row.primer_nombre, row.segundo_nombre, row.primer_apellido, row.segundo_apellido]
      .filter(Boolean)
      .join(" "),
    dpi: row.dpi,
    telefono: row.telefono,
    correo: row.correo,
    departamento: row.departamento,
    municipio: row.municipio,
    con_cuenta: row.con_cuenta,
  }));
}
