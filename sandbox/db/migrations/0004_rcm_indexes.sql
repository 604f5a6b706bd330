-- Indexes of the accounts list (GET /rcm/v1/accounts, 001 §7). Every list is scoped to one provider,
-- sorted (default created_at desc) and paged; id breaks ties (in the sort's direction, so that one
-- index serves both directions) and keeps pages stable.
CREATE INDEX accounts_provider_status_created ON accounts (provider_slug, status, created_at, id);
CREATE INDEX accounts_provider_created ON accounts (provider_slug, created_at, id);
CREATE INDEX accounts_provider_amount ON accounts (provider_slug, invoice_amount, id);
CREATE INDEX accounts_provider_invoice ON accounts (provider_slug, invoice_number, id);
CREATE INDEX accounts_provider_payer ON accounts (provider_slug, payer_name, id);
CREATE INDEX accounts_provider_patient ON accounts (provider_slug, patient_id, id);
CREATE INDEX accounts_reassigned_from ON accounts (reassigned_account_id)
  WHERE reassigned_account_id IS NOT NULL;
CREATE INDEX charges_account ON charges (account_id, line_number);

-- Contains-search on invoice number, patient id and name: trigram index when pg_trgm exists
-- (PGlite loads it; on a server without the extension the search is a sequential filter).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: search_value runs without a trigram index';
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX accounts_search_trgm ON accounts USING gin (search_text gin_trgm_ops)';
  END IF;
END $$;
