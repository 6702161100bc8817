-- AlterTable
ALTER TABLE "gestiones" ADD COLUMN     "waiting_since" TIMESTAMPTZ(3);

-- A gestión already waiting on its citizen waits since it last entered waiting_info.
UPDATE "gestiones" g SET "waiting_since" = COALESCE((
  SELECT max(e."created_at") FROM "gestion_status_events" e
  WHERE e."gestion_id" = g."id" AND e."to_status" = 'waiting_info'
), g."updated_at") WHERE g."status" = 'waiting_info';
