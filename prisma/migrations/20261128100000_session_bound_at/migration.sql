-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "bound_at" TIMESTAMPTZ(3);
