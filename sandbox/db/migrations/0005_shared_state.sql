-- State that several API instances over one database must share (DESIGN.md §10 "Nothing in it
-- depends on being one process"): sign-in throttling counters, armed test faults, the recipient
-- user of outbox messages and in-flight idempotency keys.

-- Failed password sign-ins (OWASP ASVS brute-force protection; docs/decisions.md "Sign-in
-- throttling"). key is "user:<lowercased username>" or "addr:<client address>"; failures counts
-- the failures since window_started_at; locked_until is set when failures reached the limit.
CREATE TABLE sign_in_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- Fault injection (test only, --faults): consumed one use at a time by any instance.
CREATE TABLE sandbox_faults (
  id serial PRIMARY KEY,
  path_prefix text NOT NULL,
  status integer,
  remaining integer NOT NULL,
  delay_ms integer NOT NULL DEFAULT 0,
  username text,
  created_at timestamptz NOT NULL
);

-- The user a message was sent for, so that the outbox finds an SMS (addressed to a phone) by the
-- user's username.
ALTER TABLE outbox ADD COLUMN user_id text REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX outbox_user ON outbox (user_id, id DESC) WHERE user_id IS NOT NULL;

-- An idempotency key is claimed (in_progress) before its request runs, so that the same key sent
-- twice at once, to one instance or two, does the work once.
ALTER TABLE idempotency_keys ADD COLUMN in_progress boolean NOT NULL DEFAULT false;
