/**
 * Drizzle tables of the reference API: Providers, users, sign-in tokens and codes, outbox, idempotency keys, throttling and armed faults. Split out of `schema.ts`, which re-exports them;
 * like every `schema-*.ts`, they are the one description of their tables: the migrations of
 * `sandbox/db/migrations/` are generated from them (`npm run db:generate`). Property names are the
 * snake_case column names.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

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
  provider_slug: text()
    .notNull()
    .references(() => providers.slug),
  name: text().notNull(),
});

/** Portal users; the flags are those of the token answer (000 §3 "Auth session"). */
export const users = pgTable("users", {
  id: text().primaryKey(),
  username: text().notNull().unique("users_username_key"),
  email: text().notNull().unique("users_email_key"),
  name: text().notNull(),
  kind: text().notNull(),
  password_hash: text().notNull(),
  provider_slug: text()
    .notNull()
    .references(() => providers.slug),
  provider_branch_id: integer().references(() => provider_branches.id),
  locale: text().notNull(),
  phone: text(),
  is_branded_user: boolean().notNull().default(false),
  branded_role: text(),
  is_rcm_user: boolean().notNull().default(false),
  rcm_user_roles: text()
    .array()
    .notNull()
    .default(sql`'{}'`),
  is_user_without_claims: boolean().notNull().default(false),
  tfa_required: boolean().notNull().default(false),
  tfa_methods: text()
    .array()
    .notNull()
    .default(sql`'{}'`),
  tfa_failed_attempts: integer().notNull().default(0),
  tfa_locked_until: ts(),
  password_rotation_required: boolean().notNull().default(false),
  terms_acceptance_required: boolean().notNull().default(false),
  terms_slug: text(),
  sponsor_text_overrides: boolean().notNull().default(false),
});

/** A user row as selected from {@link users}. */
export type UserRow = typeof users.$inferSelect;

/** A user id column that goes with its user (ON DELETE CASCADE). */
const userId = () => text().references(() => users.id, { onDelete: "cascade" });

/** Opaque bearer tokens, stored as SHA-256 hashes; scope portal | tfa | client. */
export const access_tokens = pgTable(
  "access_tokens",
  {
    token_hash: text().primaryKey(),
    user_id: userId(),
    client_id: text().notNull(),
    scope: text().notNull(),
    family_id: text(),
    revoked: boolean().notNull().default(false),
    expires_at: ts().notNull(),
    created_at: ts().notNull(),
  },
  (t) => [index("access_tokens_family").on(t.family_id)],
);

/** Rotating refresh tokens; a family is every token descended from one sign-in. */
export const refresh_tokens = pgTable(
  "refresh_tokens",
  {
    token_hash: text().primaryKey(),
    family_id: text().notNull(),
    user_id: userId().notNull(),
    client_id: text().notNull(),
    used: boolean().notNull().default(false),
    revoked: boolean().notNull().default(false),
    expires_at: ts().notNull(),
    created_at: ts().notNull(),
  },
  (t) => [index("refresh_tokens_family").on(t.family_id)],
);

export const password_reset_tokens = pgTable("password_reset_tokens", {
  token_hash: text().primaryKey(),
  user_id: userId().notNull(),
  expires_at: ts().notNull(),
  used_at: ts(),
  created_at: ts().notNull(),
});

/** Two-factor codes (000 §4), channel email | sms. */
export const verification_codes = pgTable(
  "verification_codes",
  {
    id: serial().primaryKey(),
    user_id: userId().notNull(),
    channel: text().notNull(),
    code_hash: text().notNull(),
    expires_at: ts().notNull(),
    used_at: ts(),
    created_at: ts().notNull(),
  },
  (t) => [index("verification_codes_user").on(t.user_id, t.channel, t.id.desc().nullsFirst())],
);

export const outbox = pgTable(
  "outbox",
  {
    id: serial().primaryKey(),
    to_address: text().notNull(),
    channel: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    link: text(),
    code: text(),
    created_at: ts().notNull(),
    /** The user the message was sent for (an SMS is addressed to the phone, not the username). */
    user_id: userId(),
  },
  (t) => [
    index("outbox_to").on(sql`lower(${t.to_address})`, t.id.desc().nullsFirst()),
    index("outbox_user")
      .on(t.user_id, t.id.desc().nullsFirst())
      .where(sql`${t.user_id} IS NOT NULL`),
  ],
);

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
    /** The first answer's `Retry-After` (a 202's), replayed with it. */
    retry_after: text(),
    created_at: ts().notNull(),
    /** True while the first request with the key runs (status and body not yet known). */
    in_progress: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ name: "idempotency_keys_pkey", columns: [t.key, t.caller] })],
);

/**
 * Failed password sign-ins by key (`user:<username>` or `addr:<client address>`);
 * `failures` counts since `window_started_at`, `locked_until` set once they reached the limit
 * (docs/decisions.md "Sign-in throttling"; sandbox/lib/throttle.ts).
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
  /** "500" or "reset": the request is served, then its answer is lost (issue 17 §4). */
  lose_answer: text(),
  /** Only requests of this method (upper case), or any. */
  method: text(),
});
