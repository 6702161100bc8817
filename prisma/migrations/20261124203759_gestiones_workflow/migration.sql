-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "gestion_id" INTEGER;

-- AlterTable
ALTER TABLE "gestion_status_events" ADD COLUMN     "author_type" "MessageAuthor" NOT NULL DEFAULT 'staff';

-- AlterTable
ALTER TABLE "gestiones" ADD COLUMN     "assigned_admin_id" INTEGER,
ADD COLUMN     "reopened_at" TIMESTAMPTZ(3),
ADD COLUMN     "resolved_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "gestion_feedback" (
    "id" SERIAL NOT NULL,
    "gestion_id" INTEGER NOT NULL,
    "resolved" BOOLEAN NOT NULL,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gestion_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "id" SERIAL NOT NULL,
    "citizen_id" INTEGER NOT NULL,
    "scope" TEXT NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "resource_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "gestion_feedback_gestion_id_created_at_idx" ON "gestion_feedback"("gestion_id", "created_at");

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_keys_citizen_id_scope_key_key" ON "idempotency_keys"("citizen_id", "scope", "key");

-- CreateIndex
CREATE INDEX "contact_messages_tema_created_at_idx" ON "contact_messages"("tema", "created_at");

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");

-- CreateIndex
CREATE INDEX "email_outbox_gestion_id_idx" ON "email_outbox"("gestion_id");

-- CreateIndex
CREATE INDEX "gestiones_assigned_admin_id_status_idx" ON "gestiones"("assigned_admin_id", "status");

-- CreateIndex
CREATE INDEX "gestiones_created_at_idx" ON "gestiones"("created_at");

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_gestion_id_fkey" FOREIGN KEY ("gestion_id") REFERENCES "gestiones"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_assigned_admin_id_fkey" FOREIGN KEY ("assigned_admin_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gestion_feedback" ADD CONSTRAINT "gestion_feedback_gestion_id_fkey" FOREIGN KEY ("gestion_id") REFERENCES "gestiones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_citizen_id_fkey" FOREIGN KEY ("citizen_id") REFERENCES "citizens"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Substring search on a gestión's folio and title in the office's list (the citizen's names, DPI and
-- e-mail are searched through citizens_search_trgm_idx)
CREATE INDEX "gestiones_search_trgm_idx" ON "gestiones" USING GIN (
  (public.citizen_search_text(folio, titulo)) public.gin_trgm_ops
);
