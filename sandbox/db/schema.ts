/**
 * Drizzle schema of the reference API: the one description of its tables (issue 18 §4). Every
 * table, column, default, index and constraint is written here, in the `schema-*.ts` files by area
 * that this file re-exports; the migrations of `sandbox/db/migrations/` are generated from it with
 * drizzle-kit (`npm run db:generate`, configured by `drizzle.config.ts`), never written by hand
 * (what drizzle cannot say, the pg_trgm index and fixed rows, is a custom migration there).
 * `tests/unit/sandbox/schema-migrations.test.ts` fails when this schema and the migrations differ.
 * Property names are the snake_case column names so that selected rows go on the wire unchanged
 * (docs/api-contract.md "General").
 */
export * from "./schema-auth";
export * from "./schema-sponsors";
export * from "./schema-portal";
export * from "./schema-rcm";
export * from "./schema-rcm-files";
export * from "./schema-pre-settlements";
export * from "./schema-agreement-configurations";
export * from "./schema-agreement-packages";
export * from "./schema-supports";
export * from "./schema-products-configuration";
export * from "./schema-ai";
export * from "./schema-glosas";
export * from "./schema-pre-settlements-br";
export * from "./schema-v2";
export * from "./schema-v2-requests";
export * from "./schema-medical-catalogs";
export * from "./schema-biometrics";
export * from "./schema-claims-desk";
export * from "./schema-settlements";
export * from "./schema-dispensing";
