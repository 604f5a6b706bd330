/**
 * Drizzle tables of the reference API: the medical catalogues of the claims desk (000 §7 "Medical catalogs"; issue 20 §3). Like every `schema-*.ts`, the one description of
 * its tables (migrations generated, `npm run db:generate`). Property names are the snake_case
 * column names.
 */
export {};
