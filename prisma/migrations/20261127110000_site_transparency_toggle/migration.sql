-- AlterTable
ALTER TABLE "site_settings" ADD COLUMN     "mostrar_transparencia" BOOLEAN NOT NULL DEFAULT true;
