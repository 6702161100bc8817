import "server-only";
import { requireCitizen, requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CitizenGestionSummary } from "@/lib/gestiones/dto";

// What each person has not seen yet (gestion_reads keeps when each one last opened a gestión).
// For the citizen: the office's replies (never internal notes) and status changes after their last
// look, or after they filed it when they never opened it again. For the office: the citizen's
// messages after the latest look of anyone in the office.

const OPEN_STATUSES = Prisma.sql`('new', 'in_review', 'in_progress', 'waiting_info')`;

/** Gestiones of `citizenId` (all of them, or those of `ids`) with office news they have not seen. */
function citizenNewsQuery(citizenId: number, ids?: number[]) {
  return Prisma.sql`
    select g.id from gestiones g
    left join gestion_reads r
      on r.gestion_id = g.id and r.reader_type = 'citizen' and r.reader_id = ${citizenId}
    where g.citizen_id = ${citizenId}
      ${ids ? Prisma.sql`and g.id = any(${ids})` : Prisma.empty}
      and (
        exists (select 1 from gestion_messages m
                where m.gestion_id = g.id and m.author_type = 'staff' and not m.is_internal
                  and m.created_at > coalesce(r.last_read_at, g.created_at))
        or exists (select 1 from gestion_status_events e
                   where e.gestion_id = g.id and e.author_type = 'staff'
                     and e.created_at > coalesce(r.last_read_at, g.created_at)))`;
}

/** Which of the citizen's gestiones in `ids` have office news they have not seen. */
export async function unseenByCitizen(actor: Actor | null, ids: number[]): Promise<Set<number>> {
  const citizen = requireCitizen(actor);
  if (ids.length === 0) return new Set();
  const rows = await db().$queryRaw<{ id: number }[]>(citizenNewsQuery(citizen.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The counts of the portal home and of the menu's 'Gestiones'. */
export async function citizenGestionSummary(actor: Actor | null): Promise<CitizenGestionSummary> {
  const citizen = requireCitizen(actor);
  const [[counts], news] = await Promise.all([
    db().$queryRaw<{ open: number; waiting: number }[]>`
      select count(*) filter (where status in ${OPEN_STATUSES})::int as open,
             count(*) filter (where status = 'waiting_info')::int as waiting
      from gestiones where citizen_id = ${citizen.id}`,
    db().$queryRaw<{ count: number }[]>`
      select count(*)::int as count from (${citizenNewsQuery(citizen.id)}) news`,
  ]);
  return {
    open: counts?.open ?? 0,
    waitingOnYou: counts?.waiting ?? 0,
    withNews: news[0]?.count ?? 0,
  };
}

/**
 * Records that the citizen opened their gestión now; answers when they had last looked before (its
 * filing time when never), so that the page can show what is new since then. Null when not theirs.
 */
export async function markSeenByCitizen(
  actor: Actor | null,
  gestionId: number,
): Promise<Date | null> {
  const citizen = requireCitizen(actor);
  const rows = await db().$queryRaw<{ previous: Date }[]>`
    with own as (select id, created_at from gestiones where id = ${gestionId} and citizen_id = ${citizen.id}),
    before as (
      select coalesce(
        (select last_read_at from gestion_reads
         where gestion_id = ${gestionId} and reader_type = 'citizen' and reader_id = ${citizen.id}),
        (select created_at from own)) as previous
    ),
    saved as (
      insert into gestion_reads (gestion_id, reader_type, reader_id, last_read_at)
      select id, 'citizen', ${citizen.id}, now() from own
      on conflict (gestion_id, reader_type, reader_id) do update set last_read_at = excluded.last_read_at
    )
    select previous from before where exists (select 1 from own)`;
  return rows[0]?.previous ?? null;
}

/** Which of the gestiones in `ids` have citizen messages nobody in the office has read. */
export async function unreadByOffice(actor: Actor | null, ids: number[]): Promise<Set<number>> {
  requirePermission(actor, "gestiones.read");
  if (ids.length === 0) return new Set();
  const rows = await db().$queryRaw<{ id: number }[]>`
    select g.id from gestiones g
    where g.id = any(${ids})
      and exists (
        select 1 from gestion_messages m
        where m.gestion_id = g.id and m.author_type = 'citizen'
          and m.created_at > coalesce(
            (select max(r.last_read_at) from gestion_reads r
             where r.gestion_id = g.id and r.reader_type = 'staff'),
            '-infinity'))`;
  return new Set(rows.map((row) => row.id));
}

/** Records that a member of the office opened the gestión now. */
export async function markSeenByOffice(actor: Actor | null, gestionId: number): Promise<void> {
  const admin = requirePermission(actor, "gestiones.read");
  await db().$executeRaw`
    insert into gestion_reads (gestion_id, reader_type, reader_id, last_read_at)
    select id, 'staff', ${admin.id}, now() from gestiones where id = ${gestionId}
    on conflict (gestion_id, reader_type, reader_id) do update set last_read_at = excluded.last_read_at`;
}
