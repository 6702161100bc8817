-- CreateTable
CREATE TABLE "site_identity" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "nombre" TEXT NOT NULL,
    "cargo" TEXT NOT NULL,
    "distrito" TEXT NOT NULL,
    "partido" TEXT,
    "descripcion" TEXT,
    "color" TEXT NOT NULL DEFAULT '#1b3c6f',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_identity_pkey" PRIMARY KEY ("id")
);
