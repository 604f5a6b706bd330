-- Custom migration (drizzle-kit generate --custom): what the Drizzle schema cannot say.

-- Contains-search on the accounts' invoice number, patient id and name (search_text): a trigram
-- index when pg_trgm exists (PGlite loads it; on a server without the extension the search is a
-- sequential filter, so neither the extension nor the index may fail the migration).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: search_value runs without a trigram index';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX accounts_search_trgm ON accounts USING gin (search_text gin_trgm_ops)';
  END IF;
END $$;
--> statement-breakpoint
-- The conciliation letter uploaded when an audit is completed (001 §4), kept as a support file: a
-- fixed row of every database, not seed data.
INSERT INTO support_file_types (file_code, name) VALUES ('CONC', 'Carta de conciliación');
