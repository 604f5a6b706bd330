/**
 * What the settlement wizard keeps in the query cache between its steps
 * (src/areas/settlements/new/wizard-cache.ts; issue 22 `settlementWizard.msToCompleted`;
 * docs/performance.md "Settlement wizard through the browser"), over a real QueryClient and an
 * HTTP client that counts its calls: the pending step's first page is asked for at once (before
 * the draft's creation answers) and not asked again when the step opens; the claims' answer is the
 * summary step's summary; the completion's answer is the detail's settlement, and the wizard's own
 * lists (still mounted) are not read again before it leaves.
 */
import { describe, expect, it } from "vitest";
import { QueryObserver } from "@tanstack/react-query";
import { createQueryClient } from "../../../src/lib/query-client";
import type { HttpClient } from "../../../providers/http";
import {
  filesQuery,
  pendingQuery,
  settlementQuery,
  summaryQuery,
  type SettlementDetail,
} from "../../../src/areas/settlements/settlement-queries";
import { EMPTY_SETTLEMENT } from "../../../src/areas/settlements/new/settlement-flow";
import {
  fetchFirstPendingPage,
  keepClaimsAnswer,
  keepCompletedSettlement,
  PENDING_PAGE_SIZE,
  pendingFilter,
} from "../../../src/areas/settlements/new/wizard-cache";

const ID = "6f1c2d3e-0000-4000-8000-000000000001";
const STATE = {
  ...EMPTY_SETTLEMENT,
  sponsorSlug: "do-universal",
  dateFrom: "2026-11-02",
  dateTo: "2026-11-02",
  coverages: ["OUTPATIENT_CARE", "DIAGNOSTIC_TESTS"],
};
const PAGE = { content: [], totalElements: 18, totalPages: 1, number: 0, size: PENDING_PAGE_SIZE };

/** An HTTP client answering every GET with `answer`, recording each call's path and query. */
function countingHttp(answer: unknown) {
  const gets: { url: string; params?: Record<string, unknown> }[] = [];
  const http = {
    get: (url: string, config?: { params?: Record<string, unknown> }) => {
      gets.push({ url, params: config?.params });
      return Promise.resolve({ data: answer });
    },
  } as unknown as HttpClient;
  return { http, gets };
}

/** The session's query client (src/lib/query-client.ts), as the wizard runs under. */
const client = () => createQueryClient();

describe("the settlement wizard's cache between steps", () => {
  it("asks for the pending step's first page at once, and the step opening on it does not ask again", async () => {
    const queryClient = client();
    const { http, gets } = countingHttp(PAGE);
    fetchFirstPendingPage(queryClient, http, STATE);
    expect(gets).toHaveLength(1);
    expect(gets[0].url).toBe("/settlements/v3/settlements/pending-authorizations");
    expect(gets[0].params).toMatchObject({
      sponsor_slug: "do-universal",
      date_from: "2026-11-02",
      date_to: "2026-11-02",
      transaction_types: "OUTPATIENT_CARE,DIAGNOSTIC_TESTS",
      page: 0,
      size: PENDING_PAGE_SIZE,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The pending step's own query (its first page) finds the page and reads nothing.
    const step = new QueryObserver(
      queryClient,
      pendingQuery(http, pendingFilter(STATE), 0, PENDING_PAGE_SIZE),
    );
    const stop = step.subscribe(() => undefined);
    expect(step.getCurrentResult().data).toEqual(PAGE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gets).toHaveLength(1);
    stop();
  });

  it("makes the claims' answer the summary step's, and every pending page stale without reading it again", async () => {
    const queryClient = client();
    const { http, gets } = countingHttp(PAGE);
    const pending = new QueryObserver(
      queryClient,
      pendingQuery(http, pendingFilter(STATE), 0, PENDING_PAGE_SIZE),
    );
    const stop = pending.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gets).toHaveLength(1);
    keepClaimsAnswer(queryClient, http, ID, { totalAmount: 1234.5, transactionsQuantity: 18 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(summaryQuery(http, ID).queryKey)).toEqual({
      totalAmount: 1234.5,
      transactionsQuantity: 18,
    });
    expect(gets).toHaveLength(1);
    expect(
      queryClient.getQueryState(pendingQuery(http, pendingFilter(STATE), 0, 20).queryKey)?.isInvalidated,
    ).toBe(true);
    stop();
  });

  it("makes the completion's answer the detail's settlement, reading nothing again before leaving", async () => {
    const queryClient = client();
    const { http, gets } = countingHttp([]);
    // The billing step's documents, still on screen when the completion answers.
    const files = new QueryObserver(queryClient, filesQuery(http, ID));
    const stop = files.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gets).toHaveLength(1);
    const done = { id: ID, status: "SENT_TO_SPONSOR", amount: 1234.5 } as unknown as SettlementDetail;
    keepCompletedSettlement(queryClient, http, done);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gets).toHaveLength(1);
    expect(queryClient.getQueryData(settlementQuery(http, ID).queryKey)).toBe(done);
    expect(queryClient.getQueryState(filesQuery(http, ID).queryKey)?.isInvalidated).toBe(true);
    stop();
  });
});
