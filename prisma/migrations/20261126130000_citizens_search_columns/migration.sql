-- The office's citizens list (lib/citizens/admin-queries.ts) searches and sorts on stored columns
-- that PostgreSQL computes itself from the names, DPI and e-mail: a substring search then rechecks
-- a stored text instead of unaccenting every candidate row, and the name order is a plain index.
-- Prisma knows both as ignored fields, so its client never writes them. No semicolon may appear in
-- a comment: the offline migration runner splits scripts on it.
ALTER TABLE "citizens" ADD COLUMN "search_text" TEXT GENERATED ALWAYS AS (
  public.citizen_search_text(primer_nombre, segundo_nombre, tercer_nombre, primer_apellido, segundo_apellido, dpi, correo)
) STORED;
ALTER TABLE "citizens" ADD COLUMN "sort_name" TEXT GENERATED ALWAYS AS (
  public.citizen_search_text(primer_apellido, segundo_apellido, primer_nombre, segundo_nombre, tercer_nombre)
) STORED;
DROP INDEX "citizens_name_sort_idx";
CREATE INDEX "citizens_sort_name_id_idx" ON "citizens"("sort_name", "id");
CREATE INDEX "citizens_search_text_idx" ON "citizens" USING GIN ("search_text" gin_trgm_ops);
