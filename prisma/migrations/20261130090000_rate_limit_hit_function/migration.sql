-- A rate-limit hit in one round trip: the key's lock, the count of its hits in the window and the
-- new hit were four statements inside a transaction (six round trips with BEGIN and COMMIT), twice
-- for every question to the assistant. Inside a caller's transaction the lock is held until that
-- transaction ends, as before. Under READ COMMITTED each statement of the function sees what was
-- committed before it ran, so the count, taken once the lock is held, sees every earlier hit of
-- the key. Answers the hits counted before this one, or NULL when the limit was reached (nothing
-- written). The body is an escape string whose semicolons are written \073: the migration runner
-- cuts a script at every literal semicolon.
CREATE FUNCTION rate_limit_hit(p_bucket TEXT, p_key TEXT, p_limit INTEGER, p_since TIMESTAMPTZ)
RETURNS INTEGER LANGUAGE plpgsql VOLATILE AS E'DECLARE hits INTEGER\073 BEGIN PERFORM pg_advisory_xact_lock(hashtext(p_bucket || '':'' || p_key))\073 SELECT count(*) INTO hits FROM rate_limit_hits WHERE bucket = p_bucket AND key = p_key AND created_at >= p_since\073 IF hits >= p_limit THEN RETURN NULL\073 END IF\073 INSERT INTO rate_limit_hits (bucket, key) VALUES (p_bucket, p_key)\073 RETURN hits\073 END';
