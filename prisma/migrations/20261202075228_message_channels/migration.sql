-- CreateEnum
CREATE TYPE "PhoneCodePurpose" AS ENUM ('register', 'password_reset', 'confirm');

-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('email', 'whatsapp', 'sms');

-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'delivered';
ALTER TYPE "EmailStatus" ADD VALUE 'read';

-- AlterTable
ALTER TABLE "citizens" ADD COLUMN     "canal_preferido" "MessageChannel",
ADD COLUMN     "movil" TEXT,
ADD COLUMN     "sms_baja_at" TIMESTAMPTZ(3),
ADD COLUMN     "whatsapp_baja_at" TIMESTAMPTZ(3),
ADD COLUMN     "whatsapp_entrante_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "channel" "MessageChannel" NOT NULL DEFAULT 'email',
ADD COLUMN     "citizen_id" INTEGER,
ADD COLUMN     "delivered_at" TIMESTAMPTZ(3),
ADD COLUMN     "read_at" TIMESTAMPTZ(3),
ADD COLUMN     "template" TEXT,
ADD COLUMN     "template_params" JSONB,
ADD COLUMN     "template_used" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "gestion_messages" ADD COLUMN     "canal" "MessageChannel",
ADD COLUMN     "provider_id" TEXT;

-- CreateTable
CREATE TABLE "phone_codes" (
    "id" SERIAL NOT NULL,
    "telefono" TEXT NOT NULL,
    "purpose" "PhoneCodePurpose" NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "pending_data" JSONB,
    "citizen_id" INTEGER,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "phone_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "phone_codes_telefono_purpose_created_at_idx" ON "phone_codes"("telefono", "purpose", "created_at");

-- CreateIndex
CREATE INDEX "phone_codes_expires_at_idx" ON "phone_codes"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "citizens_movil_key" ON "citizens"("movil");

-- CreateIndex
CREATE INDEX "email_outbox_provider_id_idx" ON "email_outbox"("provider_id");

-- CreateIndex
CREATE INDEX "email_outbox_citizen_id_idx" ON "email_outbox"("citizen_id");

-- CreateIndex
CREATE UNIQUE INDEX "gestion_messages_provider_id_key" ON "gestion_messages"("provider_id");

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_citizen_id_fkey" FOREIGN KEY ("citizen_id") REFERENCES "citizens"("id") ON DELETE SET NULL ON UPDATE CASCADE;
