-- A contact message joins an account only through that account's confirmed e-mail, otherwise its
-- gestión waits without an account until the sender claims it from a single-use link.

-- CreateEnum
CREATE TYPE "ContactAccountGap" AS ENUM ('sin_cuenta', 'correo_sin_confirmar', 'solo_dpi');

-- AlterTable: every existing address is unconfirmed (registration never asked for a confirmation),
-- its owner confirms it from the profile.
ALTER TABLE "citizens" ADD COLUMN     "correo_confirmado_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "reclamado_at" TIMESTAMPTZ(3),
ADD COLUMN     "reclamo_expira_at" TIMESTAMPTZ(3),
ADD COLUMN     "reclamo_token_hash" TEXT,
ADD COLUMN     "sin_cuenta_motivo" "ContactAccountGap";

-- AlterTable
ALTER TABLE "gestiones" ALTER COLUMN "citizen_id" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "contact_messages_reclamo_token_hash_key" ON "contact_messages"("reclamo_token_hash");

-- The transparency figures count a gestión without an account too (its place 'Sin dato'): the
-- view of migration transparency_stats, with the citizens joined on the left.
DROP MATERIALIZED VIEW "transparency_stats";
CREATE MATERIALIZED VIEW "transparency_stats" AS
WITH first_reply AS (
  SELECT gestion_id, min(created_at) AS at
  FROM gestion_messages
  WHERE author_type = 'staff' AND NOT is_internal
  GROUP BY gestion_id
),
calendar AS (
  SELECT d.day::date AS day,
         count(*) FILTER (WHERE extract(isodow FROM d.day) < 6 AND h.day IS NULL) OVER (ORDER BY d.day) AS working
  FROM generate_series(
         coalesce((SELECT min(created_at) FROM gestiones), now()) AT TIME ZONE INTERVAL '-06:00',
         now() AT TIME ZONE INTERVAL '-06:00',
         interval '1 day') AS d(day)
  LEFT JOIN guatemala_holidays h ON h.day = d.day::date
),
facts AS (
  SELECT c.nombre AS categoria,
         coalesce(nullif(btrim(ci.departamento), ''), 'Sin dato') AS departamento,
         coalesce(nullif(btrim(ci.municipio), ''), 'Sin dato') AS municipio,
         g.status = 'resolved' AS resuelta,
         g.status NOT IN ('resolved', 'rejected') AS abierta,
         g.sla_due_at,
         g.status = 'resolved' AND g.sla_due_at IS NOT NULL AND g.resolved_at <= g.sla_due_at AS a_tiempo,
         to_char(g.created_at AT TIME ZONE INTERVAL '-06:00', 'YYYY-MM') AS mes_recibida,
         CASE WHEN g.status = 'resolved' THEN to_char(g.resolved_at AT TIME ZONE INTERVAL '-06:00', 'YYYY-MM') END AS mes_resuelta,
         reply.working - filed.working AS dias_respuesta,
         CASE WHEN g.status = 'resolved' THEN resolved.working - filed.working END AS dias_resolucion
  FROM gestiones g
  JOIN gestion_categorias c ON c.id = g.categoria_id
  LEFT JOIN citizens ci ON ci.id = g.citizen_id
  LEFT JOIN calendar filed ON filed.day = (g.created_at AT TIME ZONE INTERVAL '-06:00')::date
  LEFT JOIN first_reply fr ON fr.gestion_id = g.id
  LEFT JOIN calendar reply ON reply.day = (fr.at AT TIME ZONE INTERVAL '-06:00')::date
  LEFT JOIN calendar resolved ON resolved.day = (g.resolved_at AT TIME ZONE INTERVAL '-06:00')::date
)
SELECT 'totales' AS conjunto, NULL::text AS categoria, NULL::text AS departamento, NULL::text AS municipio,
       NULL::text AS mes, NULL::int AS dias, NULL::timestamptz AS vence,
       count(*)::int AS total, count(*) FILTER (WHERE resuelta)::int AS resueltas,
       count(*) FILTER (WHERE abierta)::int AS abiertas, count(*) FILTER (WHERE a_tiempo)::int AS a_tiempo,
       count(*) FILTER (WHERE resuelta AND sla_due_at IS NOT NULL)::int AS resueltas_con_plazo
FROM facts
UNION ALL
SELECT 'categoria', categoria, NULL, NULL, NULL, NULL, NULL, count(*)::int, count(*) FILTER (WHERE resuelta)::int, 0, 0, 0
FROM facts GROUP BY categoria
UNION ALL
SELECT 'municipio', NULL, departamento, municipio, NULL, NULL, NULL, count(*)::int, 0, 0, 0, 0
FROM facts GROUP BY departamento, municipio
UNION ALL
SELECT 'mes_categoria', categoria, NULL, NULL, mes_recibida, NULL, NULL, count(*)::int, 0, 0, 0, 0
FROM facts GROUP BY mes_recibida, categoria
UNION ALL
SELECT 'mes_categoria_resuelta', categoria, NULL, NULL, mes_resuelta, NULL, NULL, 0, count(*)::int, 0, 0, 0
FROM facts WHERE resuelta GROUP BY mes_resuelta, categoria
UNION ALL
SELECT 'dias_respuesta', NULL, NULL, NULL, NULL, dias_respuesta, NULL, count(*)::int, 0, 0, 0, 0
FROM facts WHERE dias_respuesta IS NOT NULL GROUP BY dias_respuesta
UNION ALL
SELECT 'dias_resolucion', NULL, NULL, NULL, NULL, dias_resolucion, NULL, count(*)::int, 0, 0, 0, 0
FROM facts WHERE dias_resolucion IS NOT NULL GROUP BY dias_resolucion
UNION ALL
SELECT 'abierta_con_plazo', NULL, NULL, NULL, NULL, NULL, sla_due_at, count(*)::int, 0, 0, 0, 0
FROM facts WHERE abierta AND sla_due_at IS NOT NULL GROUP BY sla_due_at
WITH NO DATA;

CREATE INDEX "transparency_stats_conjunto_idx" ON "transparency_stats" (conjunto, vence);

-- The new view is empty until refreshed: the next read of the figures refreshes it.
DELETE FROM "transparency_stats_refresh";
