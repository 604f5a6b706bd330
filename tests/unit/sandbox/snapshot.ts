/**
 * A seeded database template for the sandbox tests: the first test file that needs it migrates and
 * seeds an in-memory PGlite and dumps it to the temp directory; later files load the dump (about
 * 2 s instead of initdb + seed). The file name carries a hash of the migrations and seed sources,
 * so a change to them makes a new template.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase, type DbHandle } from "../../../sandbox/db/client";
import { migrate } from "../../../sandbox/db/migrate";
import { seedDatabase, type SeedOptions } from "../../../sandbox/seed";

const ROOT = resolve(import.meta.dirname, "../../..");
const SOURCES = [
  "sandbox/db/migrations",
  "sandbox/seed",
  "sandbox/lib/domain.ts",
  "sandbox/lib/passwords.ts",
  "package-lock.json",
];

function fingerprint(options: SeedOptions): string {
  const hash = createHash("sha256").update(JSON.stringify(options));
  for (const source of SOURCES) {
    const full = join(ROOT, source);
    if (!existsSync(full)) continue;
    const files =
      full.endsWith(".ts") || full.endsWith(".json")
        ? [full]
        : readdirSync(full)
            .sort()
            .map((f) => join(full, f));
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Opens an in-memory database holding the seed of `options`, from the template when it exists. */
export async function openSeeded(options: SeedOptions): Promise<DbHandle> {
  const file = join(tmpdir(), `provider-portal-sandbox-${fingerprint(options)}.tar`);
  if (existsSync(file)) {
    return openDatabase({ dataDir: "memory", snapshot: new Blob([readFileSync(file)]) });
  }
  const handle = await openDatabase({ dataDir: "memory" });
  await migrate(handle);
  await seedDatabase(handle, options);
  if (handle.dump) {
    const dump = Buffer.from(await (await handle.dump()).arrayBuffer());
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, dump);
    renameSync(temporary, file);
  }
  return handle;
}
