/**
 * The authorization request flow's state machine (issue 10 §3; 000 §4 "Authorization request
 * creation: a 202 returns a location to poll; the polled result lists authorizations whose files
 * are then uploaded; then the request is completed"; 000 §8 errors.authorizationRequest.
 * emptyAuthorization): src/components/authorization-request/request-machine.ts. The polling itself (2 s,
 * Retry-After, one ceiling) is usePolledJob's, tested in tests/unit/http/polled-job.test.tsx.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  canComplete,
  INITIAL_REQUEST_STATE,
  keptRequestOf,
  missingDocuments,
  REQUEST_FAILURE_KEYS,
  resumeRequest,
  requestReducer,
  type RequestAnswer,
  type RequestAuthorization,
  type RequestEvent,
  type RequestState,
} from "../../../src/components/authorization-request/request-machine";

const authorization = (id: number, attached: string[] = []): RequestAuthorization => ({
  id,
  authorizationCode: `SOL-1-${id}`,
  sponsorSlug: "do-senasa",
  coverage: "DIAGNOSTIC_TESTS",
  status: "READY",
  productType: "LABORATORY",
  products: [{ productTypeSlug: "LABORATORY", quantity: 1, providerProductCode: "LAB-1" }],
  requiredDocuments: [
    { documentTypeSlug: "PRESCRIPTION", required: true, maxBytes: 20_971_520 },
    { documentTypeSlug: "ADDITIONAL_DOCUMENT", required: false, maxBytes: 10_485_760 },
  ],
  files: attached.map((slug, i) => ({
    id: `f${i}`,
    documentTypeSlug: slug,
    fileName: "a.pdf",
    sizeBytes: 10,
    attached: true,
  })),
});
const answer = (
  status: string,
  authorizations: RequestAuthorization[] = [],
  errorMessage: string | null = null,
): RequestAnswer => ({
  id: 1,
  status,
  errorMessage,
  authorizations,
});
const run = (events: RequestEvent[], from: RequestState = INITIAL_REQUEST_STATE) =>
  events.reduce(requestReducer, from);
const POLLING: RequestEvent[] = [
  { type: "send" },
  { type: "accepted", requestId: 1, location: "/api/arc/v1/authorization-requests/1" },
];

describe("request flow (000 §4)", () => {
  it("send → 202 → polling (its Location kept), CREATED lists the authorizations for their files", () => {
    expect(run([{ type: "send" }])).toEqual({ phase: "sending" });
    const polling = run(POLLING);
    expect(polling).toEqual({
      phase: "polling",
      requestId: 1,
      location: "/api/arc/v1/authorization-requests/1",
    });
    // The hook reports only the final answer; a stray IN_PROGRESS changes nothing.
    expect(run([{ type: "polled", answer: answer("IN_PROGRESS") }], polling)).toBe(polling);
    const files = run([{ type: "polled", answer: answer("CREATED", [authorization(7)]) }], polling);
    expect(files).toEqual({ phase: "files", requestId: 1, authorizations: [authorization(7)] });
  });

  it("complete only once every required document is attached; then completed", () => {
    const files = run([
      ...POLLING,
      { type: "polled", answer: answer("CREATED", [authorization(7), authorization(8)]) },
    ]);
    expect(run([{ type: "complete" }], files)).toBe(files);
    const ready = run(
      [
        {
          type: "refreshed",
          answer: answer("CREATED", [authorization(7, ["PRESCRIPTION"]), authorization(8, ["PRESCRIPTION"])]),
        },
      ],
      files,
    );
    const completing = run([{ type: "complete" }], ready);
    expect(completing.phase).toBe("completing");
    expect(
      run(
        [{ type: "completed", answer: answer("COMPLETED", [authorization(7, ["PRESCRIPTION"])]) }],
        completing,
      ),
    ).toMatchObject({
      phase: "completed",
      requestId: 1,
    });
    // A failed complete goes back to the files with the reason.
    expect(run([{ type: "completeFailed", reason: { text: "missing" } }], completing)).toMatchObject({
      phase: "files",
      error: { text: "missing" },
    });
  });

  it("ERROR fails with the server's message (or a translated one); no authorization is 000 §8's emptyAuthorization", () => {
    const polling = run(POLLING);
    expect(run([{ type: "polled", answer: answer("ERROR", [], "not covered") }], polling)).toEqual({
      phase: "failed",
      reason: { text: "not covered" },
    });
    expect(run([{ type: "polled", answer: answer("ERROR") }], polling)).toEqual({
      phase: "failed",
      reason: { key: REQUEST_FAILURE_KEYS.refused },
    });
    expect(run([{ type: "polled", answer: answer("CREATED", []) }], polling)).toEqual({
      phase: "failed",
      reason: { key: "v2.request.errors.emptyAuthorization" },
    });
    // Retry after these starts over (edit the request).
    expect(run([{ type: "polled", answer: answer("ERROR") }, { type: "retry" }], polling)).toEqual({
      phase: "editing",
    });
  });

  it("a poll that reached the one ceiling fails, and a retry resumes polling the same request", () => {
    const timedOut = run(
      [{ type: "pollFailed", reason: { key: REQUEST_FAILURE_KEYS.timeout } }],
      run(POLLING),
    );
    expect(timedOut).toMatchObject({ phase: "failed", reason: { key: REQUEST_FAILURE_KEYS.timeout } });
    expect(run([{ type: "retry" }], timedOut)).toEqual({
      phase: "polling",
      requestId: 1,
      location: "/api/arc/v1/authorization-requests/1",
    });
    // A failed poll also resumes.
    const failed = run([{ type: "pollFailed", reason: { key: "errors.network" } }], run(POLLING));
    expect(run([{ type: "retry" }], failed)).toMatchObject({ phase: "polling", requestId: 1 });
  });

  it("the Location is kept while the request lives, and a reload resumes polling it (no second send)", () => {
    const polling = run(POLLING);
    const kept = keptRequestOf(polling);
    expect(kept).toEqual({ requestId: 1, location: "/api/arc/v1/authorization-requests/1" });
    expect(resumeRequest(kept)).toEqual(polling);
    expect(resumeRequest(null)).toEqual(INITIAL_REQUEST_STATE);
    const files = run([{ type: "polled", answer: answer("CREATED", [authorization(7)]) }], polling);
    expect(keptRequestOf(files)).toEqual({ requestId: 1, location: "arc/v1/authorization-requests/1" });
    // Timed out: kept (a retry resumes it); refused, completed or editing: nothing kept.
    expect(keptRequestOf(run([{ type: "pollFailed", reason: { key: "x" } }], polling))).toEqual(kept);
    expect(keptRequestOf(run([{ type: "polled", answer: answer("ERROR") }], polling))).toBeNull();
    expect(
      keptRequestOf(run([{ type: "polled", answer: answer("COMPLETED", [authorization(7)]) }], polling)),
    ).toBeNull();
    expect(keptRequestOf(INITIAL_REQUEST_STATE)).toBeNull();
  });

  it("events that do not apply leave the state as it is (late answers, double clicks)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom<RequestEvent>(
            { type: "send" },
            { type: "accepted", requestId: 1, location: "/l" },
            { type: "polled", answer: answer("IN_PROGRESS") },
            { type: "polled", answer: answer("CREATED", [authorization(1)]) },
            { type: "refreshed", answer: answer("CREATED", [authorization(1, ["PRESCRIPTION"])]) },
            { type: "complete" },
            { type: "completed", answer: answer("COMPLETED", [authorization(1, ["PRESCRIPTION"])]) },
            { type: "retry" },
            { type: "edit" },
          ),
          { maxLength: 30 },
        ),
        (events) => {
          let state: RequestState = INITIAL_REQUEST_STATE;
          for (const event of events) {
            const next = requestReducer(state, event);
            // completing is reachable only from files with every required document attached.
            if (next.phase === "completing")
              expect(state.phase === "files" && canComplete(state.authorizations)).toBe(true);
            // completed only from polling (COMPLETED) or completing.
            if (next.phase === "completed" && state.phase !== "completed")
              expect(["polling", "completing"]).toContain(state.phase);
            state = next;
          }
        },
      ),
    );
  });

  it("missingDocuments lists the required documents without an attached file", () => {
    expect(missingDocuments(authorization(1))).toEqual(["PRESCRIPTION"]);
    expect(missingDocuments(authorization(1, ["ADDITIONAL_DOCUMENT"]))).toEqual(["PRESCRIPTION"]);
    expect(missingDocuments(authorization(1, ["PRESCRIPTION"]))).toEqual([]);
    expect(canComplete([])).toBe(false);
  });
});
