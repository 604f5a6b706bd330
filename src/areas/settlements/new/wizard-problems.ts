import {
  billingProblems,
  includedCount,
  isPositiveAmount,
  isSettlementDate,
  requiresManualAuthorizations,
} from "../../../../schemas/settlements/settlement-rules";
import type { SettlementStep, SettlementWizardState } from "./settlement-flow";
import { billingControlId } from "./billing-step";

/** A problem that refuses Next: the control it is shown beside (its id) and its text key. */
export interface WizardProblem {
  control: string;
  key: string;
}

/**
 * Why a step of the settlement wizard may not go on (000 §5 rules, through
 * schemas/settlements/settlement-rules.ts), in the order of its controls; empty when it may.
 * @param matching how many pending authorizations match (the pending step's select-all), if known.
 */
export function stepProblems(
  step: SettlementStep,
  s: SettlementWizardState,
  matching: number,
): WizardProblem[] {
  const found: WizardProblem[] = [];
  const add = (control: string, key: string) => found.push({ control, key: `settlements.problems.${key}` });
  switch (step) {
    case "sponsor":
      if (!s.sponsorSlug) add("settlement-sponsor", "sponsor");
      if (!isSettlementDate(s.dateFrom)) add("settlement-date-from", "dateFrom");
      if (!isSettlementDate(s.dateTo) || (isSettlementDate(s.dateFrom) && s.dateTo < s.dateFrom))
        add("settlement-date-to", "dateTo");
      if (s.coverages.length === 0) add("settlement-coverages", "coverages");
      break;
    case "pending":
      if (includedCount(s, matching) === 0) add("settlement-pending", "noneChosen");
      break;
    case "manual":
      if (requiresManualAuthorizations(s.sponsorSlug)) {
        if (s.manualQuantity === undefined || !Number.isInteger(s.manualQuantity) || s.manualQuantity <= 0)
          add("settlement-manual-quantity", "quantity");
        if (!isPositiveAmount(s.manualAmount)) add("settlement-manual-amount", "amount");
      }
      break;
    case "billing":
      for (const name of billingProblems(
        s.billing,
        s.documents.some((d) => d.documentType === "INVOICE"),
      ))
        add(billingControlId(name), name);
      break;
    default:
      break;
  }
  return found;
}
