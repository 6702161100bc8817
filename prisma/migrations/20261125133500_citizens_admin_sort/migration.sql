-- Sorts of the office's citizens list and its Excel export (lib/citizens/admin-queries.ts). Each
-- index holds a sort key and the id, so a page is read in index order and the export walks the
-- rows with a keyset. Names sort by surname, unaccented and lower-case (the database collation
-- is C). Prisma leaves expression indexes alone when it compares schemas. No semicolon may appear
-- in a comment: the offline migration runner splits scripts on it.
CREATE INDEX "citizens_name_sort_idx" ON "citizens" (
  (public.citizen_search_text(primer_apellido, segundo_apellido, primer_nombre, segundo_nombre, tercer_nombre)), id
);
CREATE INDEX "citizens_dpi_sort_idx" ON "citizens" ((coalesce(dpi, '')), id);
CREATE INDEX "citizens_correo_sort_idx" ON "citizens" ((coalesce(correo, '')), id);
