-- The office's gestiones list searches one stored text per gestión: its folio and title and its
-- citizen's names, DPI and e-mail (the citizen's own search_text), on a trigram index. Searching
-- the citizen's text through the citizens table read every matching account and all their
-- gestiones on each call (a common surname is tens of thousands). Triggers keep the text: a
-- gestión's own on insert and when its folio, title or citizen changes, and every gestión of a
-- citizen whose names, DPI or e-mail change. Prisma knows the column as an ignored field, so its
-- client never writes it. Each trigger body is an escape string whose semicolons are written \073
-- and no semicolon may appear in a comment: the migration runner cuts a script at every literal
-- semicolon.
ALTER TABLE "gestiones" ADD COLUMN "search_text" TEXT NOT NULL DEFAULT '';

UPDATE "gestiones" g SET "search_text" = public.citizen_search_text(g.folio, g.titulo,
  (SELECT c.search_text FROM "citizens" c WHERE c.id = g.citizen_id));

CREATE FUNCTION gestion_search_text() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN NEW.search_text := public.citizen_search_text(NEW.folio, NEW.titulo, (SELECT c.search_text FROM citizens c WHERE c.id = NEW.citizen_id))\073 RETURN NEW\073 END';

CREATE FUNCTION citizen_gestiones_search_text() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN UPDATE gestiones SET search_text = public.citizen_search_text(folio, titulo, NEW.search_text) WHERE citizen_id = NEW.id\073 RETURN NULL\073 END';

CREATE TRIGGER gestiones_search_text BEFORE INSERT OR UPDATE OF folio, titulo, citizen_id ON "gestiones"
  FOR EACH ROW EXECUTE FUNCTION gestion_search_text();

CREATE TRIGGER citizens_gestiones_search_text
  AFTER UPDATE OF primer_nombre, segundo_nombre, tercer_nombre, primer_apellido, segundo_apellido, dpi, correo
  ON "citizens" FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION citizen_gestiones_search_text();

DROP INDEX "gestiones_search_trgm_idx";
CREATE INDEX "gestiones_search_text_idx" ON "gestiones" USING GIN ("search_text" gin_trgm_ops);

-- The overdue cases in due order ('Vencidas', 'Vence primero'): the running cases' own index of
-- the due order, so a walk of it does not first pass every closed case of older dates. The list
-- writes the running statuses as literals for PostgreSQL to match this predicate.
CREATE INDEX "gestiones_running_due_idx" ON "gestiones" ((coalesce("sla_due_at", 'infinity'::timestamptz)), "id")
  WHERE "status" IN ('new', 'in_review', 'in_progress');
