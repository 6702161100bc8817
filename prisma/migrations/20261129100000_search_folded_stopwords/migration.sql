-- The assistant's index drops PostgreSQL's Spanish stopwords before folding accents (issue 22: "a
-- standard Spanish stopword list"). The index and the questions were folded first, so the list's
-- accented words ("están", "más", "también", "él", "qué") were never recognised: they were indexed
-- as rare terms and weighed as much as "Xecam" in a question typed without accents. The site's own
-- search (spanish_document, news and labores) is unchanged.
CREATE TEXT SEARCH DICTIONARY public.spanish_stopwords (TEMPLATE = simple, STOPWORDS = spanish, ACCEPT = false);

CREATE TEXT SEARCH CONFIGURATION public.spanish_folded (COPY = spanish);

ALTER TEXT SEARCH CONFIGURATION public.spanish_folded
  ALTER MAPPING FOR asciiword, word, hword, hword_part, asciihword, hword_asciipart
  WITH public.spanish_stopwords, public.unaccent, spanish_stem;

-- A passage's terms: the title's weighted A (counted twice, lib/search/sync.ts), the body's B.
CREATE FUNCTION public.passage_terms(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('public.spanish_folded'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('public.spanish_folded'::regconfig, coalesce(body, '')), 'B') $$;

-- Every passage's postings and length again, as lib/search/sync.ts writes them.
DELETE FROM "search_postings";

CREATE TEMPORARY TABLE passage_term_counts AS
SELECT p.id, p.source, p.visible_from, t.lexeme, sum(CASE WHEN w = 'A' THEN 2 ELSE 1 END)::int AS tf
FROM "search_passages" p, unnest(public.passage_terms(p.title, p.body)) AS t, unnest(t.weights) AS w
GROUP BY p.id, t.lexeme;

UPDATE "search_passages" p SET "length" = coalesce(l.length, 0)
FROM (SELECT p2.id, (SELECT sum(c.tf)::int FROM passage_term_counts c WHERE c.id = p2.id) AS length
      FROM "search_passages" p2) AS l
WHERE p.id = l.id;

INSERT INTO "search_postings" ("passage_id", "term", "tf", "length", "source", "visible_from")
SELECT c.id, c.lexeme, c.tf, p."length", c.source, c.visible_from
FROM passage_term_counts c JOIN "search_passages" p ON p.id = c.id;

DROP TABLE passage_term_counts;
