-- AI document analysis (001 §3 "AI configuration", §4 "AI validation", §7 "AI configuration calls";
-- issue 8 §5). One configuration per provider and support file type; the documents sent for AI
-- validation point at uploaded support files. Results are not stored: the reference API simulates
-- them deterministically from the configuration in force (sandbox/lib/ai-analysis.ts).
CREATE TABLE ai_document_configurations (
  provider_slug text NOT NULL,
  support_file_code text NOT NULL,
  analysis_type text NOT NULL,
  agreement_codes text[] NOT NULL,
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text,
  PRIMARY KEY (provider_slug, support_file_code)
);

CREATE TABLE ai_validation_submissions (
  id uuid PRIMARY KEY,
  provider_slug text NOT NULL,
  support_file_id uuid NOT NULL,
  account_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  event_date_time timestamptz NOT NULL,
  analysed boolean NOT NULL
);
CREATE INDEX ai_validation_submissions_provider ON ai_validation_submissions (provider_slug, created_at DESC);
