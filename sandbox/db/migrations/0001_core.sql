-- Core tables: providers, users, tokens, outbox, idempotency (000 §3 Auth session, §7 Authentication).
CREATE TABLE providers (
  slug text PRIMARY KEY,
  name text NOT NULL,
  legal_name text NOT NULL,
  country_code text NOT NULL,
  web_title text NOT NULL,
  locale text NOT NULL,
  currency_code text NOT NULL
);

CREATE TABLE provider_branches (
  id integer PRIMARY KEY,
  provider_slug text NOT NULL REFERENCES providers (slug),
  name text NOT NULL
);

CREATE TABLE users (
  id text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  kind text NOT NULL,
  password_hash text NOT NULL,
  provider_slug text NOT NULL REFERENCES providers (slug),
  provider_branch_id integer REFERENCES provider_branches (id),
  locale text NOT NULL,
  phone text,
  is_branded_user boolean NOT NULL DEFAULT false,
  branded_role text,
  is_rcm_user boolean NOT NULL DEFAULT false,
  rcm_user_roles text[] NOT NULL DEFAULT '{}',
  is_user_without_claims boolean NOT NULL DEFAULT false,
  tfa_required boolean NOT NULL DEFAULT false,
  tfa_methods text[] NOT NULL DEFAULT '{}',
  tfa_failed_attempts integer NOT NULL DEFAULT 0,
  tfa_locked_until timestamptz,
  password_rotation_required boolean NOT NULL DEFAULT false,
  terms_acceptance_required boolean NOT NULL DEFAULT false,
  terms_slug text,
  sponsor_text_overrides boolean NOT NULL DEFAULT false
);

-- Opaque bearer tokens, stored as SHA-256 hashes. scope: portal | tfa | client.
CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  scope text NOT NULL,
  family_id text,
  revoked boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX access_tokens_family ON access_tokens (family_id);

-- Rotating refresh tokens; a family is every token descended from one sign-in.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  used boolean NOT NULL DEFAULT false,
  revoked boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);

-- Two-factor codes (000 §4), channel email | sms.
CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX verification_codes_user ON verification_codes (user_id, channel, id DESC);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  channel text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_to ON outbox (lower(to_address), id DESC);

CREATE TABLE idempotency_keys (
  key text NOT NULL,
  caller text NOT NULL,
  fingerprint text NOT NULL,
  status integer NOT NULL,
  body text NOT NULL,
  content_type text,
  location text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (key, caller)
);
