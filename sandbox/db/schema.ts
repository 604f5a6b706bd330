/**
 * Drizzle schema of the reference API. It mirrors `sandbox/db/migrations/*.sql` (the migrations are
 * the source of truth; this file only types the queries). Property names are the snake_case column
 * names so that selected rows go on the wire unchanged (docs/api-contract.md "General").
 * The tables are split by area into the `schema-*.ts` files re-exported here.
 */
export * from "./schema-auth";
export * from "./schema-portal";
export * from "./schema-rcm";
export * from "./schema-rcm-files";
export * from "./schema-pre-settlements";
export * from "./schema-agreement-configurations";
