-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "sealed_link" TEXT;
