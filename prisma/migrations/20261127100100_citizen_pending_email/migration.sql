-- AlterTable
ALTER TABLE "citizens" ADD COLUMN     "pending_correo" TEXT,
ADD COLUMN     "pending_correo_expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "pending_correo_token_hash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "citizens_pending_correo_token_hash_key" ON "citizens"("pending_correo_token_hash");
