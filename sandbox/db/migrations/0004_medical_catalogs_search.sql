-- Custom migration (drizzle-kit generate --custom): the medical catalogues' word searches (issue 20
-- §3, §7). Trigram indexes on the normalised search text of diagnoses and products, when pg_trgm
-- exists (migration 0001 creates it where it can; without it the search is a sequential filter).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX medical_diagnoses_search_trgm ON medical_diagnoses USING gin (search_text gin_trgm_ops)';
    EXECUTE 'CREATE INDEX medical_products_search_trgm ON medical_products USING gin (search_text gin_trgm_ops)';
  END IF;
END $$;
