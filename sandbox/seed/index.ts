/**
 * The deterministic seed of the reference API (DESIGN.md §7): fixed random seed, fixed reference
 * date 2026-11-01, no clock and no Math.random in seeded data.
 */
import type { DbHandle } from "../db/client";
import { seedAccounts } from "./accounts";
import { seedAgreementMatrices } from "./agreement-matrix";
import { seedAgreements } from "./agreements";
import { seedAiValidation } from "./ai-validation";
import { seedPreSettlementsBr } from "./pre-settlements-br";
import { seedClaims } from "./claims";
import { SUPPORT_FILE_TYPES } from "./catalogues";
import { seedBlobs } from "./documents";
import { seedGlosas } from "./glosas";
import { insertRows, withoutIndexes } from "./insert";
import { seedPreSettlements } from "./pre-settlements";
import { seedProductsConfiguration } from "./products-configuration";
import { seedReference } from "./reference";
import { seedSupportsConfiguration } from "./supports-configuration";
import { seedUsers } from "./users";
import { seedV2Authorizations } from "./v2-authorizations";
import { SERVICE_MODULES } from "../routes/found-service-modules";
import type { ServiceModule } from "../routes/service-modules";

/** How much to seed. */
export interface SeedOptions {
  /** Accounts of clinica-andina-co (default 20,000). */
  accounts?: number;
  /** Accounts of hospital-sao-lucas-br (default 2,000). */
  brAccounts?: number;
  /** Beneficiaries (default 300). */
  beneficiaries?: number;
  /** Authorizations with claims of clinica-central-do (default 500). */
  authorizations?: number;
  /**
   * Pre-settlements of clinica-andina-co (default one per 10 accounts: 2,000 for the default
   * seed, 10,000 for the bench's 100,000 accounts); hospital-sao-lucas-br gets one per 10 of its
   * accounts. Never fewer than the accounts' invoice groups (sandbox/seed/pre-settlements.ts).
   */
  preSettlements?: number;
}

/** Milliseconds spent per part of the seed. */
export interface SeedReport {
  reference: number;
  users: number;
  claims: number;
  accounts: number;
  analyze: number;
  total: number;
  counts: { accounts: number; br_accounts: number; authorizations: number; pre_settlements: number };
}

/** True when the database already holds seeded data. */
export async function isSeeded(handle: DbHandle): Promise<boolean> {
  const rows = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM providers");
  return rows[0].n > 0;
}

/**
 * Seeds an empty, migrated database: the parts listed below in the order their rows and random
 * draws depend on, then the rows each service module owns (`seed` of its `service` export, in
 * path order; routes/service-modules.ts), so a new module seeds itself with no edit here.
 * @param modules the service modules whose seeds run (default: those found in sandbox/routes).
 */
export async function seedDatabase(
  handle: DbHandle,
  options: SeedOptions = {},
  modules: readonly ServiceModule[] = SERVICE_MODULES,
): Promise<SeedReport> {
  const counts = {
    accounts: options.accounts ?? 20_000,
    br_accounts: options.brAccounts ?? 2_000,
    authorizations: options.authorizations ?? 500,
    pre_settlements: options.preSettlements ?? Math.round((options.accounts ?? 20_000) / 10),
  };
  const started = performance.now();
  let mark = started;
  const lap = (): number => {
    const now = performance.now();
    const spent = Math.round(now - mark);
    mark = now;
    return spent;
  };
  await seedReference(handle);
  // Agreement configurations, services and audit configurations (issue 8 §2).
  await seedAgreements(handle);
  // Their supports configuration: service and product support documents, products (issue 8 §2).
  await seedSupportsConfiguration(handle);
  const reference = lap();
  await seedUsers(handle);
  const users = lap();
  await seedClaims(handle, options.beneficiaries ?? 300, counts.authorizations);
  // Sponsor form definitions and authorizations without claims (issue 10 §4).
  await seedV2Authorizations(handle);
  const claims = lap();
  await insertRows(
    handle,
    "stored_files",
    [...seedBlobs(SUPPORT_FILE_TYPES).values()].map((blob) => ({
      sha256: blob.sha256,
      content: `\\x${blob.content.toString("hex")}`,
      size_bytes: blob.content.length,
      content_type: blob.content_type,
      created_at: "2026-01-01T00:00:00.000Z",
    })),
  );
  const bulk = ["accounts", "charges", "support_files", "audit_comments", "account_change_logs"];
  await withoutIndexes(handle, bulk, async () => {
    await seedAccounts(handle, "clinica-andina-co", counts.accounts);
    await seedAccounts(handle, "hospital-sao-lucas-br", counts.br_accounts);
  });
  // Pre-settlements (issue 9 §1) over the seeded accounts.
  await seedPreSettlements(handle, "clinica-andina-co", counts.pre_settlements, 10);
  await seedPreSettlements(handle, "hospital-sao-lucas-br", Math.round(counts.br_accounts / 10), 11);
  // Glosas on the seeded accounts (issue 9 §3).
  await seedGlosas(handle);
  // Two processed agreement matrices of the demo provider (issue 8 §4).
  await seedAgreementMatrices(handle);
  // The Brazil dispatch panel's sending records (issue 9 §2).
  await seedPreSettlementsBr(handle);
  // Documents sent for AI validation and AI rules (issue 8 §5).
  await seedAiValidation(handle, ["clinica-andina-co", "hospital-sao-lucas-br"]);
  // The products of the RCM providers with their configuration (issue 8 §3).
  await seedProductsConfiguration(handle, ["clinica-andina-co", "hospital-sao-lucas-br"]);
  for (const module of modules) await module.seed?.(handle);
  const accounts = lap();
  // VACUUM sets the visibility map after the bulk load, so that counts run as index-only scans.
  await handle.exec("VACUUM ANALYZE");
  const analyze = lap();
  return {
    reference,
    users,
    claims,
    accounts,
    analyze,
    total: Math.round(performance.now() - started),
    counts,
  };
}
