/**
 * drizzle-kit configuration (issue 18 §4): the Drizzle schema of the reference API
 * (`sandbox/db/schema.ts`, the one description of its tables) and the folder its generated
 * migrations go to. `npm run db:generate -- --name <what changed>` writes the next migration after
 * a schema change; `npx drizzle-kit generate --custom --name <name>` an empty one for SQL that
 * Drizzle cannot say. `sandbox/db/migrate.ts` applies them (PGlite or PostgreSQL).
 */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./sandbox/db/schema.ts",
  out: "./sandbox/db/migrations",
});
