-- CreateIndex
CREATE INDEX "chat_sessions_last_activity_at_idx" ON "chat_sessions"("last_activity_at" DESC);

-- CreateIndex
CREATE INDEX "chat_messages_useful_created_at_idx" ON "chat_messages"("useful", "created_at");
