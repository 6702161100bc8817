-- /transparencia also counts gestiones by the channel they arrived through (canal_origen), as it
-- counts them by category: the view gains a canal column, a conjunto recibidas_canal (mes, canal)
-- of gestiones received, and its cierres rows are kept apart by canal too, so that the resolved
-- ones a period publishes are broken down by channel with the same rules (lib/transparency).
-- Every other row is the one of 20261202150100_transparency_waiting_not_late. Created with no
-- data, the view is computed again by the first read or cron run, which also fills the channels
-- of the periods stored before this (lib/transparency/periods.ts).
ALTER TABLE "transparency_periods" ADD COLUMN "canales" JSONB;

-- The office list's filter by channel (?canal=), in the list's order.
CREATE INDEX "gestiones_canal_origen_last_activity_at_id_idx" ON "gestiones"("canal_origen", "last_activity_at" DESC, "id" DESC);

DROP MATERIALIZED VIEW "transparency_stats";

CREATE MATERIALIZED VIEW "transparency_stats" AS
WITH cut AS (
  SELECT corte FROM transparency_stats_refresh WHERE id = 1
),
first_reply AS (
  SELECT m.gestion_id, min(m.created_at) AS at
  FROM gestion_messages m, cut
  WHERE m.author_type = 'staff' AND NOT m.is_internal AND m.created_at < cut.corte
  GROUP BY m.gestion_id
),
first_closing AS (
  SELECT DISTINCT ON (e.gestion_id) e.gestion_id, e.to_status AS tipo, e.created_at AS at
  FROM gestion_status_events e, cut
  WHERE e.to_status IN ('resolved', 'rejected') AND e.created_at < cut.corte
  ORDER BY e.gestion_id, e.created_at, e.id
),
calendar AS (
  SELECT d.day::date AS day,
         count(*) FILTER (WHERE extract(isodow FROM d.day) < 6 AND h.day IS NULL) OVER (ORDER BY d.day) AS working
  FROM cut, generate_series(
         coalesce((SELECT min(created_at) FROM gestiones), cut.corte) AT TIME ZONE INTERVAL '-06:00',
         cut.corte AT TIME ZONE INTERVAL '-06:00',
         interval '1 day') AS d(day)
  LEFT JOIN guatemala_holidays h ON h.day = d.day::date
),
facts AS (
  SELECT c.nombre AS categoria,
         coalesce(nullif(btrim(ci.departamento), ''), 'Sin dato') AS departamento,
         coalesce(nullif(btrim(ci.municipio), ''), 'Sin dato') AS municipio,
         g.canal_origen AS canal,
         to_char(g.created_at AT TIME ZONE INTERVAL '-06:00', 'YYYY-MM') AS mes,
         fc.tipo::text AS tipo,
         to_char(fc.at AT TIME ZONE INTERVAL '-06:00', 'YYYY-MM') AS mes_cierre,
         (reply.working - filed.working)::int AS dias_respuesta,
         CASE WHEN fc.tipo = 'resolved' THEN (closed.working - filed.working)::int END AS dias_resolucion,
         CASE WHEN g.sla_due_at IS NULL OR fc.tipo = 'rejected' THEN NULL
              WHEN fc.tipo = 'resolved' AND fc.at <= g.sla_due_at THEN 'a_tiempo'
              WHEN fc.tipo = 'resolved' THEN 'fuera'
              -- Waiting on the citizen, its clock is stopped: not late, and its verdict not known.
              WHEN g.status <> 'waiting_info' AND g.sla_due_at < cut.corte THEN 'fuera'
         END AS plazo
  FROM gestiones g
  CROSS JOIN cut
  JOIN gestion_categorias c ON c.id = g.categoria_id
  LEFT JOIN citizens ci ON ci.id = g.citizen_id  -- a gestión without an account counts too (its place: Sin dato)
  LEFT JOIN calendar filed ON filed.day = (g.created_at AT TIME ZONE INTERVAL '-06:00')::date
  LEFT JOIN first_reply fr ON fr.gestion_id = g.id
  LEFT JOIN calendar reply ON reply.day = (fr.at AT TIME ZONE INTERVAL '-06:00')::date
  LEFT JOIN first_closing fc ON fc.gestion_id = g.id
  LEFT JOIN calendar closed ON closed.day = (fc.at AT TIME ZONE INTERVAL '-06:00')::date
  WHERE g.created_at < cut.corte
)
SELECT 'publicacion' AS conjunto, to_char(corte AT TIME ZONE INTERVAL '-06:00', 'YYYY-MM') AS mes,
       NULL::text AS mes_cierre, NULL::text AS categoria, NULL::text AS departamento,
       NULL::text AS municipio, NULL::text AS canal, NULL::text AS tipo, NULL::int AS dias, 0 AS total,
       refreshed_at AS calculado
FROM transparency_stats_refresh WHERE id = 1
UNION ALL
SELECT 'recibidas_categoria', mes, NULL, categoria, NULL, NULL, NULL, NULL, NULL, count(*)::int, NULL
FROM facts GROUP BY mes, categoria
UNION ALL
SELECT 'recibidas_lugar', mes, NULL, NULL, departamento, municipio, NULL, NULL, NULL, count(*)::int, NULL
FROM facts GROUP BY mes, departamento, municipio
UNION ALL
SELECT 'recibidas_canal', mes, NULL, NULL, NULL, NULL, canal, NULL, NULL, count(*)::int, NULL
FROM facts GROUP BY mes, canal
UNION ALL
SELECT 'cierres', mes, mes_cierre, categoria, NULL, NULL, canal, tipo, NULL, count(*)::int, NULL
FROM facts WHERE tipo IS NOT NULL GROUP BY mes, mes_cierre, categoria, canal, tipo
UNION ALL
SELECT 'dias_respuesta', mes, NULL, NULL, NULL, NULL, NULL, NULL, dias_respuesta, count(*)::int, NULL
FROM facts WHERE dias_respuesta IS NOT NULL GROUP BY mes, dias_respuesta
UNION ALL
SELECT 'dias_resolucion', mes, mes_cierre, NULL, NULL, NULL, NULL, NULL, dias_resolucion, count(*)::int, NULL
FROM facts WHERE dias_resolucion IS NOT NULL GROUP BY mes, mes_cierre, dias_resolucion
UNION ALL
SELECT 'plazo', mes, NULL, NULL, NULL, NULL, NULL, plazo, NULL, count(*)::int, NULL
FROM facts WHERE plazo IS NOT NULL GROUP BY mes, plazo
UNION ALL
SELECT 'asistente', NULL, NULL, NULL, NULL, NULL, NULL, q.tipo, NULL, q.total, NULL
FROM cut, LATERAL (
  SELECT count(*)::int AS preguntas, count(*) FILTER (WHERE found)::int AS con_informacion
  FROM chat_messages
  WHERE role = 'user' AND created_at >= cut.corte - interval '30 days' AND created_at < cut.corte
) AS a, LATERAL (VALUES ('preguntas', a.preguntas), ('con_informacion', a.con_informacion)) AS q(tipo, total)
WITH NO DATA;

CREATE INDEX "transparency_stats_conjunto_idx" ON "transparency_stats" (conjunto);
