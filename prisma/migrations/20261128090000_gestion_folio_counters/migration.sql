-- CreateTable
CREATE TABLE "gestion_folio_counters" (
    "year" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "gestion_folio_counters_pkey" PRIMARY KEY ("year")
);
