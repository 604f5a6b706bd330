/**
 * Drizzle tables of the reference API: settlements of authorizations (000 §3 "Settlement",
 * "Settlement creation state", "Pending settlement authorization"; §7 "Settlements service v3";
 * issue 22). Like every `schema-*.ts`, the one description of its tables (migrations generated,
 * `npm run db:generate`). Property names are the snake_case column names.
 */
export {};
