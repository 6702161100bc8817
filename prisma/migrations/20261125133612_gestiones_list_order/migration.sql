-- DropIndex
DROP INDEX "gestiones_last_activity_at_idx";

-- DropIndex
DROP INDEX "gestiones_sla_due_at_idx";

-- DropIndex
DROP INDEX "gestiones_status_last_activity_at_idx";

-- CreateIndex
CREATE INDEX "gestiones_status_last_activity_at_id_idx" ON "gestiones"("status", "last_activity_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "gestiones_sla_due_at_id_idx" ON "gestiones"("sla_due_at", "id");

-- CreateIndex
CREATE INDEX "gestiones_last_activity_at_id_idx" ON "gestiones"("last_activity_at" DESC, "id" DESC);
