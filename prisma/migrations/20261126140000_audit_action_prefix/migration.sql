-- CreateIndex
CREATE INDEX "audit_log_action_trgm_idx" ON "audit_log" USING GIN ("action" gin_trgm_ops);
