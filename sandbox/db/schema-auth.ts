/**
 * Drizzle tables of the reference API: Providers, users, sign-in tokens and codes, outbox, idempotency keys, throttling and armed faults. Split out of `schema.ts`, which re-exports them;
 * they mirror `sandbox/db/migrations/*.sql` (the migrations are the source of truth) and property
 * names are the snake_case column names.
 */
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** Providers (000 §3 "Provider: name, legalName"). */
export const providers = pgTable("providers", {
  slug: text().primaryKey(),
  name: text().notNull(),
  legal_name: text().notNull(),
  country_code: text().notNull(),
  web_title: text().notNull(),
  locale: text().notNull(),
  currency_code: text().notNull(),
});

export const provider_branches = pgTable("provider_branches", {
  id: integer().primaryKey(),
  provider_slug: text().notNull(),
  name: text().notNull(),
});

/** Portal users; the flags are those of the token answer (000 §3 "Auth session"). */
export const users = pgTable("users", {
  id: text().primaryKey(),
  username: text().notNull(),
  email: text().notNull(),
  name: text().notNull(),
  kind: text().notNull(),
  password_hash: text().notNull(),
  provider_slug: text().notNull(),
  provider_branch_id: integer(),
  locale: text().notNull(),
  phone: text(),
  is_branded_user: boolean().notNull(),
  branded_role: text(),
  is_rcm_user: boolean().notNull(),
  rcm_user_roles: text().array().notNull(),
  is_user_without_claims: boolean().notNull(),
  tfa_required: boolean().notNull(),
  tfa_methods: text().array().notNull(),
  tfa_failed_attempts: integer().notNull(),
  tfa_locked_until: ts(),
  password_rotation_required: boolean().notNull(),
  terms_acceptance_required: boolean().notNull(),
  terms_slug: text(),
  sponsor_text_overrides: boolean().notNull(),
});

/** A user row as selected from {@link users}. */
export type UserRow = typeof users.$inferSelect;

export const access_tokens = pgTable("access_tokens", {
  token_hash: text().primaryKey(),
  user_id: text(),
  client_id: text().notNull(),
  scope: text().notNull(),
  family_id: text(),
  revoked: boolean().notNull().default(false),
  expires_at: ts().notNull(),
  created_at: ts().notNull(),
});

export const refresh_tokens = pgTable("refresh_tokens", {
  token_hash: text().primaryKey(),
  family_id: text().notNull(),
  user_id: text().notNull(),
  client_id: text().notNull(),
  used: boolean().notNull().default(false),
  revoked: boolean().notNull().default(false),
  expires_at: ts().notNull(),
  created_at: ts().notNull(),
});

export const password_reset_tokens = pgTable("password_reset_tokens", {
  token_hash: text().primaryKey(),
  user_id: text().notNull(),
  expires_at: ts().notNull(),
  used_at: ts(),
  created_at: ts().notNull(),
});

export const verification_codes = pgTable("verification_codes", {
  id: serial().primaryKey(),
  user_id: text().notNull(),
  channel: text().notNull(),
  code_hash: text().notNull(),
  expires_at: ts().notNull(),
  used_at: ts(),
  created_at: ts().notNull(),
});

export const outbox = pgTable("outbox", {
  id: serial().primaryKey(),
  to_address: text().notNull(),
  channel: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  link: text(),
  code: text(),
  created_at: ts().notNull(),
  /** The user the message was sent for (an SMS is addressed to the phone, not the username). */
  user_id: text(),
});

export const idempotency_keys = pgTable(
  "idempotency_keys",
  {
    key: text().notNull(),
    caller: text().notNull(),
    fingerprint: text().notNull(),
    status: integer().notNull(),
    body: text().notNull(),
    content_type: text(),
    location: text(),
    created_at: ts().notNull(),
    /** True while the first request with the key runs (status and body not yet known). */
    in_progress: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.key, t.caller] })],
);

/**
 * Failed password sign-ins by key (`user:<username>` or `addr:<client address>`), 0005_shared_state.sql;
 * see sandbox/lib/throttle.ts.
 */
export const sign_in_throttle = pgTable("sign_in_throttle", {
  key: text().primaryKey(),
  failures: integer().notNull(),
  window_started_at: ts().notNull(),
  locked_until: ts(),
});

/** Armed faults of the fault injection (test only), see sandbox/lib/faults.ts. */
export const sandbox_faults = pgTable("sandbox_faults", {
  id: serial().primaryKey(),
  path_prefix: text().notNull(),
  status: integer(),
  remaining: integer().notNull(),
  delay_ms: integer().notNull().default(0),
  username: text(),
  created_at: ts().notNull(),
  error_code: text(),
  message: text(),
  /** "500" or "reset": the request is served, then its answer is lost (migration 0015). */
  lose_answer: text(),
  /** Only requests of this method (upper case), or any (migration 0015). */
  method: text(),
});
