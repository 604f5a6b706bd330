/**
 * The v2 authorization request on the flow kit (src/areas/v2/authorization-request/request-flow.ts;
 * issue 18 §1, §2; 000 §4 "Authorization request creation"): three steps whose guards follow the
 * request's phase, the step of each phase, the draft holding the request followed as ids only
 * (requestId, location; never what was typed nor the authorizations answered), and a reload that
 * resumes polling the kept Location instead of sending again.
 */
import { describe, expect, it } from "vitest";
import {
  counterFromUrl,
  draftOf,
  lastEnterable,
  parseDraft,
  restoreState,
  withStep,
} from "../../../src/lib/flow";
import {
  INITIAL_REQUEST_FLOW,
  REQUEST_STEPS,
  requestFlow,
  requestInstance,
  restoreRequest,
  stepOfRequest,
  withKept,
} from "../../../src/areas/v2/authorization-request/request-flow";
import {
  requestReducer,
  type RequestAuthorization,
  type RequestState,
} from "../../../src/components/authorization-request/request-machine";

const authorization: RequestAuthorization = {
  id: 7,
  authorizationCode: "SOL-1-1",
  sponsorSlug: "do-senasa",
  coverage: "OUTPATIENT_CARE",
  status: "READY",
  productType: "LABORATORY",
  products: [{ productTypeSlug: "LABORATORY", quantity: 1, providerProductCode: "LAB-17" }],
  requiredDocuments: [{ documentTypeSlug: "PRESCRIPTION", required: true, maxBytes: 20_971_520 }],
  files: [],
};
const polling: RequestState = {
  phase: "polling",
  requestId: 12,
  location: "arc/v1/authorization-requests/12",
};
const files: RequestState = { phase: "files", requestId: 12, authorizations: [authorization] };
const completed: RequestState = { phase: "completed", requestId: 12, authorizations: [authorization] };

describe("the request's steps (000 §4)", () => {
  it("are the form (the bare URL), the authorizations and completed", () => {
    expect(requestFlow.steps.map((s) => s.id)).toEqual([...REQUEST_STEPS]);
    expect(withStep(requestFlow, new URLSearchParams(), 1).toString()).toBe("");
    expect(withStep(requestFlow, new URLSearchParams(), 2).toString()).toBe("step=authorizations");
    expect(counterFromUrl(requestFlow, new URLSearchParams(), INITIAL_REQUEST_FLOW, undefined)).toEqual({
      counter: 1,
      corrected: false,
    });
  });

  it("each phase belongs to one step: nothing followed is the form", () => {
    expect(stepOfRequest({ phase: "editing" })).toBe("form");
    expect(stepOfRequest({ phase: "sending" })).toBe("form");
    expect(stepOfRequest({ phase: "failed", reason: { key: "x" } })).toBe("form");
    expect(stepOfRequest(polling)).toBe("authorizations");
    expect(stepOfRequest(files)).toBe("authorizations");
    expect(stepOfRequest({ phase: "completing", requestId: 12, authorizations: [authorization] })).toBe(
      "authorizations",
    );
    expect(
      stepOfRequest({ phase: "failed", reason: { key: "x" }, resume: { requestId: 12, location: "l" } }),
    ).toBe("authorizations");
    expect(stepOfRequest(completed)).toBe("completed");
  });

  it("guards the authorizations by a request followed and completed by its completion", () => {
    expect(lastEnterable(requestFlow, 3, INITIAL_REQUEST_FLOW, undefined)).toBe(1);
    expect(lastEnterable(requestFlow, 3, withKept(polling), undefined)).toBe(2);
    expect(lastEnterable(requestFlow, 3, withKept(files), undefined)).toBe(2);
    expect(lastEnterable(requestFlow, 3, withKept(completed), undefined)).toBe(3);
    // A link or reload naming a later step than the request reached lands where it stands.
    expect(
      counterFromUrl(requestFlow, new URLSearchParams("step=completed"), withKept(polling), undefined),
    ).toEqual({ counter: 2, corrected: true });
  });
});

describe("the request's draft: ids only (issue 18 §2)", () => {
  it("keeps the request followed, requestId and location, and nothing else", () => {
    expect(draftOf(requestFlow, withKept(polling))).toEqual({
      requestId: 12,
      location: "arc/v1/authorization-requests/12",
    });
    const draft = draftOf(requestFlow, withKept(files));
    expect(draft).toEqual({ requestId: 12, location: "arc/v1/authorization-requests/12" });
    expect(JSON.stringify(draft)).not.toMatch(/SOL-1-1|LAB-17|PRESCRIPTION/);
  });

  it("keeps nothing once completed, refused or before sending", () => {
    expect(draftOf(requestFlow, withKept(completed))).toEqual({});
    expect(draftOf(requestFlow, INITIAL_REQUEST_FLOW)).toEqual({});
    const refused = requestReducer(polling, {
      type: "polled",
      answer: { id: 12, status: "ERROR", errorMessage: null, authorizations: [] },
    });
    expect(draftOf(requestFlow, withKept(refused))).toEqual({});
  });

  it("a reload polls the kept Location again: never a second send", () => {
    const stored = JSON.stringify(draftOf(requestFlow, withKept(files)));
    const state = restoreState(requestFlow, parseDraft(requestFlow, stored), INITIAL_REQUEST_FLOW);
    expect(state.request).toEqual({
      phase: "polling",
      requestId: 12,
      location: "arc/v1/authorization-requests/12",
    });
    expect(counterFromUrl(requestFlow, new URLSearchParams("step=authorizations"), state, undefined)).toEqual(
      {
        counter: 2,
        corrected: false,
      },
    );
  });

  it("ignores a draft that does not name a request", () => {
    expect(restoreRequest({ requestId: "12", location: "x" }, INITIAL_REQUEST_FLOW)).toBe(
      INITIAL_REQUEST_FLOW,
    );
    expect(restoreRequest({ requestId: 1.5, location: "x" }, INITIAL_REQUEST_FLOW)).toBe(
      INITIAL_REQUEST_FLOW,
    );
    expect(restoreRequest({ requestId: 12 }, INITIAL_REQUEST_FLOW)).toBe(INITIAL_REQUEST_FLOW);
    expect(parseDraft(requestFlow, JSON.stringify({ beneficiaryName: "Ana Pérez", requestId: 3 }))).toEqual({
      requestId: 3,
    });
  });

  it("names its instance by ids only", () => {
    expect(requestInstance("do-senasa", "V2-AP-000002")).toBe("do-senasa:V2-AP-000002");
  });
});
