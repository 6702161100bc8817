-- The office's gestiones list pages from a cursor (lib/lists/keyset.ts): its order by response
-- date puts the gestiones without one last, and a row comparison can seek that order only on an
-- index of the same expression, 'infinity' standing for the missing date. The citizens' trigram
-- search has one index, on the stored search_text (citizens_search_text_idx): the gestiones list
-- now searches that column, and the older index of the same text computed on each write goes.
-- Prisma leaves expression indexes alone when it compares schemas. No semicolon may appear in a
-- comment: the offline migration runner splits scripts on it.
CREATE INDEX "gestiones_due_order_idx" ON "gestiones" ((coalesce("sla_due_at", 'infinity'::timestamptz)), "id");
DROP INDEX IF EXISTS "citizens_search_trgm_idx";
