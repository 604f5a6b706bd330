import type { BaseRecord } from "@refinedev/core";
import { ACCOUNT_STATUS_MOVES } from "../../../../resources/account-actions";

/** Ids a call taking many accounts accepts at once (schemas/requests/rcm.ts `accountIds`). */
export const IDS_PER_CALL = 500;

/** What an account action's dialog does, from which its texts, inputs and calls follow. */
export type Kind = "move" | "validate" | "clean" | "assign" | "assemble";

/** One account that was not changed, and why (already translated, or the server's text). */
export interface Failure {
  account: string;
  message: string;
}

/** What a run did: the accounts affected, every account not changed, and whether it was stopped. */
export interface Outcome {
  affected: number;
  failures: Failure[];
  cancelled: boolean;
}

/** The dialog kind of an action of resources/account-actions.ts. @throws for an action with no dialog */
export function kindOf(action: string): Kind {
  if (action in ACCOUNT_STATUS_MOVES) return "move";
  if (action === "validate") return "validate";
  if (action === "cleanPackageFolder") return "clean";
  if (action === "assignResponsible") return "assign";
  if (action === "assemble" || action === "reassemble") return "assemble";
  throw new Error(`No dialog for account action ${action}`);
}

export const idOf = (row: BaseRecord) => String(row.id);
export const labelOf = (row: BaseRecord) => String(row.invoiceNumber ?? row.id);
/** The support documents an account still lacks (001 §4 "incomplete account"). */
export const missingOf = (row: BaseRecord) =>
  Math.max(0, Number(row.requiredSupportDocuments ?? 0) - Number(row.uploadedSupportDocuments ?? 0));
