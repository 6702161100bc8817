-- AlterTable
ALTER TABLE "search_passages" ADD COLUMN     "embedding" DOUBLE PRECISION[] DEFAULT ARRAY[]::DOUBLE PRECISION[],
ADD COLUMN     "length" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "search_postings" (
    "passage_id" INTEGER NOT NULL,
    "term" TEXT NOT NULL,
    "tf" INTEGER NOT NULL,

    CONSTRAINT "search_postings_pkey" PRIMARY KEY ("term","passage_id")
);

-- CreateTable
CREATE TABLE "assistant_vocabulary" (
    "id" SERIAL NOT NULL,
    "palabra" TEXT NOT NULL,
    "significa" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "assistant_vocabulary_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "search_postings_passage_id_idx" ON "search_postings"("passage_id");

-- CreateIndex
CREATE UNIQUE INDEX "assistant_vocabulary_palabra_key" ON "assistant_vocabulary"("palabra");

-- AddForeignKey
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_passage_id_fkey" FOREIGN KEY ("passage_id") REFERENCES "search_passages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
