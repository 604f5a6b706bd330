/**
 * Drizzle tables of the reference API: biometric readings of identity verification (000 §3 "Biometric result", §4; issue 20 §4). Like every `schema-*.ts`, the one description of
 * its tables (migrations generated, `npm run db:generate`). Property names are the snake_case
 * column names.
 */
export {};
