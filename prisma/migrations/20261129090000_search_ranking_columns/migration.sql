-- The assistant's ranking reads only the postings of a question's stems (issue 22, p95 < 300 ms
-- at 10,000 news): each posting carries its passage's length, section and visibility, and an
-- index holding every column the ranking reads serves a stem's postings in one index-only scan. The index's size (passages and
-- their summed length, for BM25's IDF and average length) is kept in one row by statement
-- triggers instead of being counted on every question.

-- The embedding column was never written: embeddings are not built.
ALTER TABLE "search_passages" DROP COLUMN "embedding";

ALTER TABLE "search_postings" ADD COLUMN "length" INTEGER,
ADD COLUMN "source" TEXT,
ADD COLUMN "visible_from" TIMESTAMPTZ(3);

UPDATE "search_postings" s
SET "length" = p."length", "source" = p."source", "visible_from" = p."visible_from"
FROM "search_passages" p
WHERE p."id" = s."passage_id";

ALTER TABLE "search_postings" ALTER COLUMN "length" SET NOT NULL,
ALTER COLUMN "source" SET NOT NULL;

-- Every column the ranking reads, as keys (Prisma's schema cannot name INCLUDE columns).
CREATE INDEX "search_postings_ranking_idx" ON "search_postings"("term", "passage_id", "tf", "length", "source", "visible_from");

CREATE TABLE "search_stats" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "passages" INTEGER NOT NULL DEFAULT 0,
    "total_length" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "search_stats_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "search_stats_one_row" CHECK ("id" = 1)
);

INSERT INTO "search_stats" ("id", "passages", "total_length")
SELECT 1, count(*), coalesce(sum("length"), 0) FROM "search_passages";

-- One function per event: each reads the transition tables its event has. Each body is an escape
-- string whose semicolons are written \073: the migration runner cuts a script at every literal
-- semicolon, quoted or not.
CREATE FUNCTION search_stats_inserted() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN UPDATE search_stats SET passages = passages + d.n, total_length = total_length + d.len FROM (SELECT count(*)::int AS n, coalesce(sum(length), 0) AS len FROM new_rows) AS d WHERE id = 1 AND d.n > 0\073 RETURN NULL\073 END';

CREATE FUNCTION search_stats_deleted() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN UPDATE search_stats SET passages = passages - d.n, total_length = total_length - d.len FROM (SELECT count(*)::int AS n, coalesce(sum(length), 0) AS len FROM old_rows) AS d WHERE id = 1 AND d.n > 0\073 RETURN NULL\073 END';

CREATE FUNCTION search_stats_updated() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN UPDATE search_stats SET total_length = total_length + d.len FROM (SELECT (SELECT coalesce(sum(length), 0) FROM new_rows) - (SELECT coalesce(sum(length), 0) FROM old_rows) AS len) AS d WHERE id = 1 AND d.len <> 0\073 RETURN NULL\073 END';

CREATE FUNCTION search_stats_truncated() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN UPDATE search_stats SET passages = 0, total_length = 0 WHERE id = 1\073 RETURN NULL\073 END';

CREATE TRIGGER search_stats_insert AFTER INSERT ON "search_passages"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_stats_inserted();
CREATE TRIGGER search_stats_delete AFTER DELETE ON "search_passages"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_stats_deleted();
CREATE TRIGGER search_stats_update AFTER UPDATE ON "search_passages"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_stats_updated();
CREATE TRIGGER search_stats_truncate AFTER TRUNCATE ON "search_passages"
  FOR EACH STATEMENT EXECUTE FUNCTION search_stats_truncated();
