-- AlterTable
ALTER TABLE "labores" ADD COLUMN     "departamento" TEXT,
ADD COLUMN     "municipio" TEXT;
