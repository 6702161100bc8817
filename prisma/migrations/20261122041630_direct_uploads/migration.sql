-- AlterTable
ALTER TABLE "stored_files" ADD COLUMN     "pending" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "stored_files_pending_created_at_idx" ON "stored_files"("pending", "created_at");
