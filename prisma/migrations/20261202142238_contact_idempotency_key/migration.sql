/*
  Warnings:

  - A unique constraint covering the columns `[idempotency_key]` on the table `contact_messages` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "idempotency_key" VARCHAR(200);

-- CreateIndex
CREATE UNIQUE INDEX "contact_messages_idempotency_key_key" ON "contact_messages"("idempotency_key");
