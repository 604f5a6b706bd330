import type { QueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../../../providers/http";
import {
  pendingQuery,
  settlementQuery,
  summaryQuery,
  type PendingFilter,
  type SettlementDetail,
  type SettlementSummary,
} from "../settlement-queries";
import type { SettlementWizardState } from "./settlement-flow";
import { prefetchForMount } from "../../../lib/query-client";

/**
 * What the settlement wizard keeps in the query cache between its steps so that no step waits for
 * a call it can do without (issue 22 `settlementWizard.msToCompleted`; docs/performance.md
 * "Settlement wizard through the browser").
 */

/** The pending step's first page size (the page fetched ahead on the sponsor step's Next). */
export const PENDING_PAGE_SIZE = 20;

/**
 * How long the first page of pending authorizations fetched ahead serves the pending step, in ms
 * from its answer (src/lib/query-client.ts): not fetched a second time when the step opens.
 * Sending the claim choice marks every page stale ({@link keepClaimsAnswer}).
 */
export const PENDING_FRESH_MS = 5_000;

/** What selects the pending authorizations of the wizard's state: sponsor, cut-off range, coverages. */
export function pendingFilter(state: SettlementWizardState): PendingFilter {
  return {
    sponsorSlug: state.sponsorSlug,
    dateFrom: state.dateFrom,
    dateTo: state.dateTo,
    transactionTypes: state.coverages,
  };
}

/**
 * Starts fetching the pending step's first page for `state` (the sponsor step's Next, while the
 * draft settlement is created): the step opens on rows instead of on a second call.
 */
export function fetchFirstPendingPage(
  queryClient: QueryClient,
  http: HttpClient,
  state: SettlementWizardState,
): void {
  void prefetchForMount(
    queryClient,
    pendingQuery(http, pendingFilter(state), 0, PENDING_PAGE_SIZE),
    PENDING_FRESH_MS,
  );
}

/**
 * After the claim choice was sent (000 §4): every pending page is stale (not read again now), and
 * the add's answer, the draft's summary (total amount and count, 000 §3), is the summary step's
 * until its own call answers.
 * @param added the answer of `POST …/{id}/claims`, or null when only deletions were sent.
 */
export function keepClaimsAnswer(
  queryClient: QueryClient,
  http: HttpClient,
  settlementId: string,
  added: SettlementSummary | null,
): void {
  void queryClient.invalidateQueries({ queryKey: ["settlements", "pending"], refetchType: "none" });
  if (added)
    queryClient.setQueryData(summaryQuery(http, settlementId).queryKey, {
      totalAmount: added.totalAmount,
      transactionsQuantity: added.transactionsQuantity,
    });
}

/**
 * After the completion (000 §4): everything settlement-wide is stale but nothing is read again
 * here (the wizard leaves; each screen reads its own on arrival), and the answer, the settlement as
 * `GET …/{id}` reads it, is the detail's until its own call answers.
 */
export function keepCompletedSettlement(
  queryClient: QueryClient,
  http: HttpClient,
  done: SettlementDetail,
): void {
  void queryClient.invalidateQueries({ queryKey: ["settlements"], refetchType: "none" });
  queryClient.setQueryData(settlementQuery(http, String(done.id)).queryKey, done);
}
