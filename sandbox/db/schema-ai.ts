/**
 * Drizzle tables of AI document analysis (001 §3 "AI configuration", §4 "AI validation", §7; issue
 * 8 §5): one configuration per provider and support file type; the documents sent for AI validation
 * point at uploaded support files. Results are not stored: sandbox/lib/ai-analysis.ts simulates
 * them. The one description of the tables (the migrations are generated from them,
 * `npm run db:generate`); property names are the snake_case column names.
 */
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AiFieldRuleBody } from "../../schemas/requests/ai-rules";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/** One AI rule: the analysis of one support file type, for some agreements (none listed: all). */
export const ai_document_configurations = pgTable(
  "ai_document_configurations",
  {
    provider_slug: text().notNull(),
    support_file_code: text().notNull(),
    analysis_type: text().notNull(),
    agreement_codes: text().array().notNull(),
    fields: jsonb().$type<AiFieldRuleBody[]>().notNull(),
    created_at: ts().notNull(),
    updated_at: ts().notNull(),
    updated_by: text(),
  },
  (t) => [
    primaryKey({ name: "ai_document_configurations_pkey", columns: [t.provider_slug, t.support_file_code] }),
  ],
);
export type AiConfigurationRow = typeof ai_document_configurations.$inferSelect;

/** A support file sent for AI validation; `analysed` false while the analysis is queued (PENDING). */
export const ai_validation_submissions = pgTable(
  "ai_validation_submissions",
  {
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    support_file_id: uuid().notNull(),
    account_id: uuid().notNull(),
    created_at: ts().notNull(),
    event_date_time: ts().notNull(),
    analysed: boolean().notNull(),
  },
  (t) => [index("ai_validation_submissions_provider").on(t.provider_slug, t.created_at.desc().nullsFirst())],
);
