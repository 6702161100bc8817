-- Spanish full-text search over published content, for the public search boxes and the chatbot.
-- Expression indexes over IMMUTABLE functions: Prisma leaves both alone when it compares schemas,
-- and queries use the same function calls so that PostgreSQL picks the index. Function bodies name
-- their schema because index builds run with a restricted search_path. No semicolon may appear in
-- a comment or a function body: the offline migration runner splits scripts on it.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE, but index expressions need an IMMUTABLE function.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE OR REPLACE FUNCTION spanish_document(a text, b text DEFAULT NULL, c text DEFAULT NULL)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('spanish'::regconfig, public.immutable_unaccent(coalesce(a, ''))), 'A')
            || setweight(to_tsvector('spanish'::regconfig, public.immutable_unaccent(coalesce(b, ''))), 'B')
            || setweight(to_tsvector('spanish'::regconfig, public.immutable_unaccent(coalesce(c, ''))), 'C') $$;

CREATE OR REPLACE FUNCTION spanish_query(q text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT websearch_to_tsquery('spanish'::regconfig, public.immutable_unaccent(q)) $$;

CREATE INDEX "news_search_idx" ON "news" USING GIN (spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), contenido_html));
CREATE INDEX "labores_search_idx" ON "labores" USING GIN (spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), descripcion));
CREATE INDEX "biography_versions_search_idx" ON "biography_versions" USING GIN (spanish_document(slogan, introduccion, coalesce(biografia_texto, '') || ' ' || coalesce(trayectoria, '') || ' ' || coalesce(mision, '') || ' ' || coalesce(valores, '') || ' ' || coalesce(historia_gestion, '') || ' ' || coalesce(mensaje_final, '')));
CREATE INDEX "valores_eticos_search_idx" ON "valores_eticos" USING GIN (spanish_document(titulo, descripcion));
CREATE INDEX "compromisos_formales_search_idx" ON "compromisos_formales" USING GIN (spanish_document(titulo, descripcion));

CREATE OR REPLACE FUNCTION citizen_search_text(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.immutable_unaccent(lower(array_to_string(parts, ' '))) $$;

-- Substring search on citizens' names, DPI and e-mail in the administration list.
CREATE INDEX "citizens_search_trgm_idx" ON "citizens" USING GIN (
  (public.citizen_search_text(primer_nombre, segundo_nombre, tercer_nombre, primer_apellido, segundo_apellido,
   dpi, correo)) public.gin_trgm_ops
);
