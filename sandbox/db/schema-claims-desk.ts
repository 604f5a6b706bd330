/**
 * Drizzle tables of the reference API: what the claims desk makes after the search: authorization products, diagnoses, treatments, claim files (000 §3, §4; issue 20 §5, §6). Like every `schema-*.ts`, the one description of
 * its tables (migrations generated, `npm run db:generate`). Property names are the snake_case
 * column names.
 */
export {};
