-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "useful" BOOLEAN;

-- CreateTable
CREATE TABLE "search_passages" (
    "id" SERIAL NOT NULL,
    "source" TEXT NOT NULL,
    "source_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "date" TIMESTAMPTZ(3),
    "visible_from" TIMESTAMPTZ(3),

    CONSTRAINT "search_passages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,
    "sound" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "search_words_sound_idx" ON "search_words"("sound");

-- CreateIndex
CREATE UNIQUE INDEX "search_passages_source_source_id_position_key" ON "search_passages"("source", "source_id", "position");

-- Full-text search over the passages, title weighted above body (lib/search/queries.ts queries the
-- same expression), and the trigram index that finds the closest known word to a misspelt one.
CREATE INDEX "search_passages_document_idx" ON "search_passages" USING GIN (spanish_document(title, body));
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING GIN (word public.gin_trgm_ops);
