// The gestiones benchmark's data set, generated with set-based SQL: BENCH_CITIZENS citizens (100,000
// unless set), BENCH_GESTIONES gestiones (50,000 unless set) and 500,000 messages (one gestión with
// exactly 200), with their attachments, status events, feedback and e-mails, over a small catalog.
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { sqlArray, withClient } from "../sql";
import { benchSize } from "../size";
import { elapsedMs } from "../timing";
import {
  APELLIDOS,
  CATALOG,
  CITIZEN_LINES,
  INTERNAL_LINES,
  LUGARES,
  MUNICIPIOS,
  NOMBRES,
  PRESETS,
  STAFF_LINES,
} from "./vocabulary";

export const CITIZENS = benchSize("BENCH_CITIZENS", 100_000);
export const GESTIONES = benchSize("BENCH_GESTIONES", 50_000);
const MESSAGES = 500_000;
/** The gestión whose detail is measured: exactly DETAIL_MESSAGES messages. */
export const DETAIL_ID = 200;
const DETAIL_MESSAGES = 200;
/** The citizen with the most gestiones (every 200th one: 250 of 50,000). */
export const HEAVY_CITIZEN = 1;
const ADMINS = 8;
/** The administrator the office list is read as ("Mis casos"). */
export const ME = 1;

async function step(client: pg.Client, label: string, sql: string): Promise<void> {
  const started = performance.now();
  const result = await client.query(sql);
  console.log(
    `  ${label.padEnd(38)} ${String(result.rowCount ?? "").padStart(8)} filas  ${elapsedMs(started)} ms`,
  );
}

/** Seeds the data set into the migrated, empty database at `url`. */
export async function seed(url: string): Promise<void> {
  await withClient(url, fill);
}

async function fill(client: pg.Client): Promise<void> {
  const started = performance.now();
  console.log("Sembrando datos…");

  // Catalog: a handful of rows, one statement each.
  for (const [c, categoria] of CATALOG.entries()) {
    const {
      rows: [row],
    } = await client.query<{ id: number }>(
      "INSERT INTO gestion_categorias (nombre, descripcion, sla_dias_habiles, activo, orden) VALUES ($1, $2, $3, true, $4) RETURNING id",
      [categoria.nombre, categoria.descripcion, categoria.sla_dias_habiles, c],
    );
    for (const [t, template] of categoria.templates.entries()) {
      await client.query(
        "INSERT INTO gestion_templates (categoria_id, nombre, descripcion, data_schema_json, activo, orden) VALUES ($1, $2, $3, $4, true, $5)",
        [
          row!.id,
          template.nombre,
          template.descripcion,
          JSON.stringify({ fields: template.fields }),
          t,
        ],
      );
    }
  }
  for (const preset of PRESETS) {
    await client.query(
      `INSERT INTO gestion_preset_messages (nombre, body, to_status, activo) VALUES ($1, $2, $3::"GestionStatus", true)`,
      [preset.nombre, preset.body, preset.to_status],
    );
  }

  const nombres = sqlArray(NOMBRES);
  const apellidos = sqlArray(APELLIDOS);
  const lugares = sqlArray(LUGARES);
  const municipios = sqlArray(MUNICIPIOS);

  await step(
    client,
    "admins",
    `INSERT INTO admins (nombre1, apellido1, email, rol, estado, password_hash, created_at, updated_at)
     SELECT n[1 + (i * 7) % 40], a[1 + (i * 11) % 40], 'oficina' || i || '@diputado.gt',
            (CASE WHEN i = 1 THEN 'AdminNivel1' WHEN i % 2 = 0 THEN 'UserAdminNivel1' ELSE 'UserAdminNivel2' END)::"AdminRole",
            true, 'bench-sin-clave', now(), now()
     FROM generate_series(1, ${ADMINS}) AS i, (SELECT ${nombres} AS n, ${apellidos} AS a) AS w`,
  );

  // DPI: 8 digits unique per citizen (10000000 + i·7919 mod 9·10⁷), a check digit, department and
  // municipality codes: 13 digits. E-mail: name.surname + i, unique.
  await step(
    client,
    "citizens",
    `INSERT INTO citizens (primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, dpi, correo, telefono,
                           departamento, municipio, password_hash, activo, created_at, updated_at)
     SELECT n1, n2, a1, a2,
            (10000000 + (i::bigint * 7919) % 90000000)::text || (i % 10)::text
              || lpad((1 + i % 22)::text, 2, '0') || lpad((1 + (i / 22) % 12)::text, 2, '0'),
            replace(public.immutable_unaccent(lower(n1 || '.' || a1)), ' ', '') || i || '@'
              || (ARRAY['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'])[1 + i % 4],
            CASE WHEN i % 5 <> 0 THEN (ARRAY['3', '4', '5'])[1 + i % 3] || lpad(((i::bigint * 104729) % 10000000)::text, 7, '0') END,
            'Quetzaltenango', m[1 + (i * 3) % 10], NULL, i % 97 <> 0,
            now() - ((i * 13) % 900) * interval '1 day', now()
     FROM (SELECT i, n[1 + abs(hashint4(i)::bigint) % 40] AS n1,
                  CASE WHEN i % 3 <> 0 THEN n[1 + abs(hashint4(i + 7)::bigint) % 40] END AS n2,
                  a[1 + abs(hashint4(i + 13)::bigint) % 40] AS a1,
                  CASE WHEN i % 9 <> 0 THEN a[1 + abs(hashint4(i + 29)::bigint) % 40] END AS a2, m
           FROM generate_series(1, ${CITIZENS}) AS i,
                (SELECT ${nombres} AS n, ${apellidos} AS a, ${municipios} AS m) AS w) AS s`,
  );

  // Gestiones: every 200th to the heavy citizen, every 50th to one of 100 frequent citizens
  // (~10 each), the rest spread by hash. Open ones are recent (last 75 days), closed ones up to two
  // years old; sla_due_at from the category (≈1.4 calendar days per working day), some missing.
  await step(
    client,
    "gestiones",
    `WITH t AS (
       SELECT t.id, t.categoria_id, t.nombre, c.sla_dias_habiles AS sla, row_number() OVER (ORDER BY t.id) - 1 AS rn
       FROM gestion_templates t JOIN gestion_categorias c ON c.id = t.categoria_id),
     n AS (SELECT count(*) AS total FROM t),
     s AS (
       SELECT i,
              CASE WHEN i % 20 < 3 THEN 'new' WHEN i % 20 < 6 THEN 'in_review' WHEN i % 20 < 10 THEN 'in_progress'
                   WHEN i % 20 < 12 THEN 'waiting_info' WHEN i % 20 < 18 THEN 'resolved' ELSE 'rejected' END AS status,
              CASE WHEN i % 200 = 0 THEN ${HEAVY_CITIZEN}
                   WHEN i % 50 = 0 THEN 2 + (i / 50) % 100
                   ELSE 1 + abs(hashint4(i)::bigint) % ${CITIZENS} END AS citizen_id
       FROM generate_series(1, ${GESTIONES}) AS i),
     d AS (
       SELECT s.*, t.id AS template_id, t.categoria_id, t.nombre AS template, t.sla,
              now() - (CASE WHEN s.status IN ('resolved', 'rejected') THEN (i::bigint * 7919) % 730 ELSE (i::bigint * 7919) % 75 END) * interval '1 day'
                    - ((i * 31) % 86400) * interval '1 second' AS created
       FROM s, n, t WHERE t.rn = (abs(hashint4(s.i + 101)::bigint) % n.total))
     INSERT INTO gestiones (folio, citizen_id, categoria_id, template_id, titulo, descripcion, data, status, canal_origen,
                            sla_due_at, assigned_admin_id, resolved_at, last_activity_at, created_at, updated_at)
     SELECT 'GES-' || extract(year FROM created)::int || '-' || lpad(((i::bigint * 7907) % 1000000)::text, 6, '0'),
            citizen_id, categoria_id, template_id,
            template || ' en ' || l[1 + i % 10] || ', ' || m[1 + (i * 7) % 10],
            'Solicitamos apoyo porque en ' || l[1 + i % 10] || ' el problema afecta a varias familias desde hace meses.',
            jsonb_build_object('municipio', m[1 + (i * 7) % 10], 'direccion', l[1 + i % 10],
                               'descripcion', 'El problema afecta a varias familias de ' || l[1 + i % 10] || '.'),
            status::"GestionStatus",
            (ARRAY['portal', 'portal', 'portal', 'telefono', 'presencial'])[1 + i % 5],
            CASE WHEN i % 50 <> 7 THEN created + round(sla * 1.4) * interval '1 day' END,
            CASE WHEN status = 'new' AND i % 4 <> 0 THEN NULL WHEN i % 10 = 3 THEN NULL ELSE 1 + (i * 3) % ${ADMINS} END,
            CASE WHEN status = 'resolved' THEN least(now(), created + (2 + i % 40) * interval '1 day') END,
            least(now(), created + (CASE WHEN status = 'new' THEN 0 ELSE (i * 13) % 45 END) * interval '1 day'
                  + (i % 7200) * interval '1 second'),
            created, now()
     FROM d, (SELECT ${lugares} AS l, ${municipios} AS m) AS w
     ORDER BY i`,
  );
  // The detail's gestión: in progress, assigned, open for ~17 days.
  await client.query(
    `UPDATE gestiones SET status = 'in_progress', assigned_admin_id = ${ME}, created_at = now() - interval '17 days',
            sla_due_at = now() + interval '4 days', last_activity_at = now() - interval '1 hour' WHERE id = ${DETAIL_ID}`,
  );

  // Messages: 45 % from the citizen, the rest from staff (15 % of all internal notes), each within
  // its gestión's life. The detail's gestión gets exactly DETAIL_MESSAGES, two hours apart.
  const others = MESSAGES - DETAIL_MESSAGES;
  await step(
    client,
    "gestion_messages",
    `WITH s AS (
       SELECT j, (1 + abs(hashint4(j + 1000003)::bigint) % ${GESTIONES - 1}) AS k FROM generate_series(1, ${others}) AS j),
     p AS (SELECT j, CASE WHEN k >= ${DETAIL_ID} THEN k + 1 ELSE k END AS gestion_id FROM s)
     INSERT INTO gestion_messages (gestion_id, body, is_internal, author_type, author_admin_id, author_citizen_id, created_at)
     SELECT g.id,
            CASE WHEN j % 20 < 9 THEN c[1 + j % 8] WHEN j % 20 >= 17 THEN x[1 + j % 4] ELSE st[1 + j % 6] END,
            j % 20 >= 17,
            (CASE WHEN j % 20 < 9 THEN 'citizen' ELSE 'staff' END)::"MessageAuthor",
            CASE WHEN j % 20 >= 9 THEN coalesce(g.assigned_admin_id, 1 + j % ${ADMINS}) END,
            CASE WHEN j % 20 < 9 THEN g.citizen_id END,
            g.created_at + (g.last_activity_at - g.created_at) * ((j % 997) / 997.0)
     FROM p JOIN gestiones g ON g.id = p.gestion_id,
          (SELECT ${sqlArray(CITIZEN_LINES)} AS c, ${sqlArray(STAFF_LINES)} AS st, ${sqlArray(INTERNAL_LINES)} AS x) AS w`,
  );
  await step(
    client,
    `gestion_messages (detalle ${DETAIL_ID})`,
    `INSERT INTO gestion_messages (gestion_id, body, is_internal, author_type, author_admin_id, author_citizen_id, created_at)
     SELECT g.id,
            CASE WHEN k % 2 = 0 THEN c[1 + k % 8] WHEN k % 10 = 9 THEN x[1 + k % 4] ELSE st[1 + k % 6] END,
            k % 10 = 9,
            (CASE WHEN k % 2 = 0 THEN 'citizen' ELSE 'staff' END)::"MessageAuthor",
            CASE WHEN k % 2 = 1 THEN 1 + k % 3 END,
            CASE WHEN k % 2 = 0 THEN g.citizen_id END,
            g.created_at + k * interval '2 hours'
     FROM gestiones g, generate_series(1, ${DETAIL_MESSAGES}) AS k,
          (SELECT ${sqlArray(CITIZEN_LINES)} AS c, ${sqlArray(STAFF_LINES)} AS st, ${sqlArray(INTERNAL_LINES)} AS x) AS w
     WHERE g.id = ${DETAIL_ID}`,
  );

  // Attachments: 20,000 on citizens' messages across the data set, and 20 on the detail's.
  await step(
    client,
    "stored_files + gestion_attachments",
    `WITH m AS (
       (SELECT id, gestion_id, created_at FROM gestion_messages
        WHERE author_type = 'citizen' AND gestion_id <> ${DETAIL_ID} AND id % 11 = 0 ORDER BY id LIMIT 20000)
       UNION ALL
       (SELECT id, gestion_id, created_at FROM gestion_messages
        WHERE gestion_id = ${DETAIL_ID} AND author_type = 'citizen' ORDER BY id LIMIT 20)),
     f AS (
       SELECT m.*, gen_random_uuid() AS file_id, 'bench-' || m.id || '.jpg' AS key,
              40000 + (m.id::bigint * 7919) % 2000000 AS size FROM m),
     files AS (
       INSERT INTO stored_files (id, key, storage, url, mime, size_bytes, original_name, visibility, pending, created_at)
       SELECT file_id, key, 'local', '/api/files/' || key, 'image/jpeg', size, 'foto_' || id || '.jpg', 'private', false, created_at
       FROM f RETURNING id)
     INSERT INTO gestion_attachments (gestion_id, message_id, file_id, original, mimetype, size_bytes, created_at)
     SELECT f.gestion_id, f.id, f.file_id, 'foto_' || f.id || '.jpg', 'image/jpeg', f.size, f.created_at
     FROM f WHERE f.file_id IN (SELECT id FROM files)`,
  );

  // Status events: created (citizen), then in review, then the current status (staff, with a preset
  // when one matches).
  await step(
    client,
    "gestion_status_events",
    `INSERT INTO gestion_status_events (gestion_id, from_status, to_status, comment, preset_id, admin_id, author_type, created_at)
     SELECT id, NULL::"GestionStatus", 'new'::"GestionStatus", NULL, NULL::int, NULL::int, 'citizen'::"MessageAuthor", created_at
     FROM gestiones
     UNION ALL
     SELECT g.id, 'new'::"GestionStatus", 'in_review'::"GestionStatus", p.body, p.id, coalesce(g.assigned_admin_id, 1 + g.id % ${ADMINS}), 'staff'::"MessageAuthor",
            least(g.last_activity_at, g.created_at + interval '1 day')
     FROM gestiones g LEFT JOIN gestion_preset_messages p ON p.to_status = 'in_review' AND g.id % 3 <> 0
     WHERE g.status <> 'new'
     UNION ALL
     SELECT g.id, 'in_review'::"GestionStatus", g.status, coalesce(p.body, 'Actualizamos el estado de su gestión.'), p.id,
            coalesce(g.assigned_admin_id, 1 + g.id % ${ADMINS}), 'staff'::"MessageAuthor", g.last_activity_at
     FROM gestiones g LEFT JOIN gestion_preset_messages p ON p.to_status = g.status AND g.id % 4 <> 0
     WHERE g.status NOT IN ('new', 'in_review')`,
  );
  await step(
    client,
    "gestion_feedback",
    `INSERT INTO gestion_feedback (gestion_id, resolved, comment, created_at)
     SELECT id, id % 5 <> 0, CASE WHEN id % 2 = 0 THEN 'Gracias por el apoyo.' END, resolved_at + interval '1 day'
     FROM gestiones WHERE status = 'resolved' AND id % 3 = 0 AND resolved_at + interval '1 day' < now()`,
  );
  await step(
    client,
    "email_outbox",
    `INSERT INTO email_outbox ("to", subject, text, status, attempts, next_attempt_at, sent_at, created_at, gestion_id)
     SELECT c.correo, 'Recibimos tu gestión ' || g.folio, 'Recibimos tu gestión.', 'sent'::"EmailStatus", 1, g.created_at, g.created_at,
            g.created_at, g.id
     FROM gestiones g JOIN citizens c ON c.id = g.citizen_id WHERE c.correo IS NOT NULL
     UNION ALL
     SELECT c.correo, 'Tu gestión ' || g.folio || ' tiene una respuesta', 'La oficina respondió.', 'sent'::"EmailStatus", 1,
            g.created_at + k * interval '1 day', g.created_at + k * interval '1 day', g.created_at + k * interval '1 day', g.id
     FROM gestiones g JOIN citizens c ON c.id = g.citizen_id, generate_series(1, 12) AS k WHERE g.id = ${DETAIL_ID}`,
  );
  await client.query("ANALYZE");
  const counts = await client.query(
    `SELECT (SELECT count(*) FROM citizens) AS citizens, (SELECT count(*) FROM gestiones) AS gestiones,
            (SELECT count(*) FROM gestion_messages) AS messages, (SELECT count(*) FROM gestion_status_events) AS events,
            (SELECT count(*) FROM gestion_attachments) AS attachments,
            (SELECT count(*) FROM gestion_messages WHERE gestion_id = ${DETAIL_ID}) AS detail_messages`,
  );
  console.log(
    `Datos: ${JSON.stringify(counts.rows[0])} en ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
