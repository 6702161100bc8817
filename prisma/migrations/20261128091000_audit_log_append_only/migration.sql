-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "count" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "last_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log"("action", "created_at");

-- Entries written before repeats were counted happened once, at their own time.
UPDATE "audit_log" SET "last_at" = "created_at";

-- The audit log is append-only: no statement may change or delete what it records. The one change
-- allowed is counting a repeat of an entry (lib/audit/service.ts): its count goes up by one and its
-- last_at forward, every other column as it was. Nothing prunes the log (lib/retention.ts keeps it
-- for good), so DELETE and TRUNCATE have no exception. Only the table's owner could still drop the
-- trigger (a migration, visible in the repository).
-- The body is an escape string whose semicolons are written \073: the migration runner
-- (@prisma/adapter-pg's executeScript) cuts a script at every literal semicolon, quoted or not.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF TG_OP = ''UPDATE'' AND NEW.count = OLD.count + 1 AND NEW.last_at >= OLD.last_at AND (NEW.id, NEW.actor_type, NEW.actor_id, NEW.action, NEW.entity, NEW.entity_id, NEW.details, NEW.ip, NEW.created_at) IS NOT DISTINCT FROM (OLD.id, OLD.actor_type, OLD.actor_id, OLD.action, OLD.entity, OLD.entity_id, OLD.details, OLD.ip, OLD.created_at) THEN RETURN NEW\073 END IF\073 RAISE EXCEPTION ''audit_log is append-only: % refused'', TG_OP USING ERRCODE = ''insufficient_privilege''\073 END\073';

CREATE TRIGGER "audit_log_append_only"
  BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

CREATE TRIGGER "audit_log_no_truncate"
  BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
