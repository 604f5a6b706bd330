/**
 * Service modules found, not listed (issue 18 §8): a module of `sandbox/routes/<service>/` that
 * exports `service = defineServiceModule({ … })` is mounted by `createApp` (sandbox/app.ts) and
 * seeded by `seedDatabase` (sandbox/seed/index.ts) without an edit of either, so that a new
 * resource's reference-API side is its service module (and its table, sandbox/db/schema-*.ts),
 * nothing else (docs/adding-a-resource.md "4. The reference API").
 *
 * The routes mounted before this existed are still listed in sandbox/app.ts, in the order their
 * paths need (a fixed path before a parameter that would catch it); found modules are mounted
 * after them, in path order (`rcm/payer-contracts.ts` after `arc/…`), so a found module's paths
 * must not be ones an older module's parameter catches (`…/accounts/{id}`).
 *
 * This file has no top-level await: a module imports `defineServiceModule` from it while the found
 * list (`SERVICE_MODULES`, found-service-modules.ts) is being built by importing that module; were
 * the list built here, that import would wait for this file and this file for it (under Node/tsx
 * the reference API would never start).
 */
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Hono } from "hono";
import type { DbHandle } from "../db/client";
import type { AppDeps, AppEnv } from "../lib/context";

const ROUTES_DIR = dirname(fileURLToPath(import.meta.url));
const BRAND = Symbol.for("provider-portal.service-module");

/** What a service module says of itself (its `service` export). */
export interface ServiceModuleSpec {
  /**
   * Where its routes go under `/api`: the service's path, e.g. `/rcm` for
   * `/api/rcm/v1/providers/{provider}/payer-contracts`.
   */
  mount: string;
  /** Its routes (a Hono app whose paths are relative to `mount`). */
  routes: (deps: AppDeps) => Hono<AppEnv>;
  /**
   * Inserts its seeded rows into an empty, migrated database that holds the reference data,
   * users, claims and accounts already (sandbox/seed/index.ts); deterministic (sandbox/seed/prng.ts,
   * no clock). Optional: a module may own no rows.
   */
  seed?: (handle: DbHandle) => Promise<void>;
}

/** A service module as found: its spec and the file it came from (relative to sandbox/routes). */
export interface ServiceModule extends ServiceModuleSpec {
  readonly file: string;
}

/** Marks a module's `service` export (see the file comment). */
export function defineServiceModule(spec: ServiceModuleSpec): ServiceModuleSpec {
  if (!/^\/[\w/-]*$/.test(spec.mount))
    throw new Error(`A service module mount must be a path: ${spec.mount}`);
  return Object.assign(spec, { [BRAND]: true });
}

function isServiceModule(value: unknown): value is ServiceModuleSpec {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/** The `.ts` files directly inside each service folder of `root`, in path order. */
export function serviceModuleFiles(root: string = ROUTES_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(root, folder.name), { withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
        .map((entry) => join(root, folder.name, entry.name)),
    )
    .sort();
}

/**
 * Imports every module of the service folders of `root` and keeps those that export a
 * `service` made by {@link defineServiceModule}, in path order.
 * @param root the folder holding the service folders (default: sandbox/routes; a test passes a
 * fixture folder).
 */
export async function findServiceModules(root: string = ROUTES_DIR): Promise<ServiceModule[]> {
  const found: ServiceModule[] = [];
  for (const file of serviceModuleFiles(root)) {
    const exports = (await import(pathToFileURL(file).href)) as { service?: unknown };
    if (isServiceModule(exports.service)) found.push({ ...exports.service, file: relative(root, file) });
  }
  return found;
}
