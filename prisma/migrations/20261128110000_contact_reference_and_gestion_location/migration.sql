-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "convertido_at" TIMESTAMPTZ(3),
ADD COLUMN     "gestion_id" INTEGER,
ADD COLUMN     "invitado_at" TIMESTAMPTZ(3),
ADD COLUMN     "invitado_template_id" INTEGER,
ADD COLUMN     "referencia" TEXT;

-- AlterTable
ALTER TABLE "gestiones" ADD COLUMN     "latitud" DECIMAL(9,6),
ADD COLUMN     "longitud" DECIMAL(9,6),
ADD COLUMN     "precision_m" INTEGER;

-- CreateTable
CREATE TABLE "contact_reference_counters" (
    "year" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "contact_reference_counters_pkey" PRIMARY KEY ("year")
);

-- CreateIndex
CREATE UNIQUE INDEX "contact_messages_referencia_key" ON "contact_messages"("referencia");

-- CreateIndex
CREATE UNIQUE INDEX "contact_messages_gestion_id_key" ON "contact_messages"("gestion_id");

-- AddForeignKey
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_gestion_id_fkey" FOREIGN KEY ("gestion_id") REFERENCES "gestiones"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_invitado_template_id_fkey" FOREIGN KEY ("invitado_template_id") REFERENCES "gestion_templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Where the problem is: both coordinates or neither, each within its range, and the accuracy only with them.
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_latitud_range" CHECK ("latitud" BETWEEN -90 AND 90),
ADD CONSTRAINT "gestiones_longitud_range" CHECK ("longitud" BETWEEN -180 AND 180),
ADD CONSTRAINT "gestiones_ubicacion_both" CHECK (("latitud" IS NULL) = ("longitud" IS NULL)),
ADD CONSTRAINT "gestiones_precision_m_range" CHECK ("precision_m" IS NULL OR ("latitud" IS NOT NULL AND "precision_m" >= 0));

-- Messages received before references existed get theirs, numbered per year in the order they came.
WITH numbered AS (
  SELECT id, extract(year FROM created_at AT TIME ZONE 'UTC')::int AS year,
    row_number() OVER (PARTITION BY extract(year FROM created_at AT TIME ZONE 'UTC') ORDER BY id) AS n
  FROM "contact_messages"
)
UPDATE "contact_messages" m SET "referencia" = 'CON-' || numbered.year || '-' || lpad(numbered.n::text, 6, '0')
FROM numbered WHERE m.id = numbered.id;

INSERT INTO "contact_reference_counters" ("year", "last_number")
SELECT extract(year FROM created_at AT TIME ZONE 'UTC')::int, count(*) FROM "contact_messages" GROUP BY 1;
