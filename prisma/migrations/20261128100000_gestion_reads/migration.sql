-- CreateTable
CREATE TABLE "gestion_reads" (
    "gestion_id" INTEGER NOT NULL,
    "reader_type" "MessageAuthor" NOT NULL,
    "reader_id" INTEGER NOT NULL,
    "last_read_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gestion_reads_pkey" PRIMARY KEY ("gestion_id","reader_type","reader_id")
);

-- CreateIndex
CREATE INDEX "gestion_reads_reader_type_reader_id_idx" ON "gestion_reads"("reader_type", "reader_id");

-- AddForeignKey
ALTER TABLE "gestion_reads" ADD CONSTRAINT "gestion_reads_gestion_id_fkey" FOREIGN KEY ("gestion_id") REFERENCES "gestiones"("id") ON DELETE CASCADE ON UPDATE CASCADE;
