/**
 * The v2 authorization request on the flow kit, in jsdom (src/areas/v2/authorization-request/;
 * issue 18 §1, §2; 000 §4, §7): a reload while the request is followed (the URL on
 * `?step=authorizations`, the flow's draft holding `requestId` and `location`) polls that same
 * Location again and never POSTs a second request; the step follows the request's phase; without
 * a draft, the URL naming a later step falls back to the form.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { MemoryRouter, useLocation } from "react-router";
import { BASE, makeClient, server } from "../../unit/http/support";
import { AlertsProvider } from "../../../src/base/alerts/alerts";
import { HttpProvider } from "../../../src/base/runtime-context";
import { FlowProvider } from "../../../src/components/flow";
import { draftKey } from "../../../src/lib/flow";
import {
  INITIAL_REQUEST_FLOW,
  requestFlow,
  requestInstance,
} from "../../../src/areas/v2/authorization-request/request-flow";
import { useRequestFlow } from "../../../src/areas/v2/authorization-request/use-request-flow";

const INSTANCE = requestInstance("do-senasa", "V2-AP-000002");
const KEY = draftKey(requestFlow.name, INSTANCE);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());
beforeEach(() => sessionStorage.clear());

/** The request 12: IN_PROGRESS once, then CREATED with one authorization; POSTs are counted. */
function backend() {
  const calls = { posts: 0, gets: 0 };
  server.use(
    http.post(`${BASE}/arc/v1/authorization-requests`, () => {
      calls.posts += 1;
      return HttpResponse.json({ id: 13, status: "IN_PROGRESS" }, { status: 202 });
    }),
    http.get(`${BASE}/arc/v1/authorization-requests/12`, () => {
      calls.gets += 1;
      if (calls.gets === 1) return HttpResponse.json({ id: 12, status: "IN_PROGRESS", authorizations: [] });
      return HttpResponse.json({
        id: 12,
        status: "CREATED",
        error_message: null,
        authorizations: [
          {
            id: 7,
            authorization_code: "SOL-12-1",
            sponsor_slug: "do-senasa",
            coverage: "OUTPATIENT_CARE",
            status: "READY",
            product_type: "LABORATORY",
            products: [],
            required_documents: [{ document_type_slug: "PRESCRIPTION", required: true, max_bytes: 1 }],
            files: [],
          },
        ],
      });
    }),
  );
  return calls;
}

function Probe() {
  const flow = useRequestFlow();
  const { search } = useLocation();
  return (
    <>
      <p>{`phase=${flow.state.phase}`}</p>
      <p>{`step=${flow.steps.step.id}`}</p>
      <output aria-label="url">{search}</output>
    </>
  );
}

function open(url: string) {
  const { client } = makeClient();
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={new QueryClient()}>
        <HttpProvider http={client}>
          <AlertsProvider>
            <FlowProvider definition={requestFlow} instance={INSTANCE} initial={INITIAL_REQUEST_FLOW}>
              <Probe />
            </FlowProvider>
          </AlertsProvider>
        </HttpProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("the authorization request on the flow kit", () => {
  it("a reload while the request is followed polls its kept Location again, never a second POST", async () => {
    const calls = backend();
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ requestId: 12, location: "arc/v1/authorization-requests/12" }),
    );
    open("/request?step=authorizations");
    expect(screen.getByText("phase=polling")).toBeInTheDocument();
    expect(screen.getByText("step=authorizations")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("phase=files")).toBeInTheDocument());
    expect(calls.posts).toBe(0);
    expect(calls.gets).toBe(2);
    expect(screen.getByRole("status", { name: "url" }).textContent).toBe("?step=authorizations");
    // The draft still names the request (ids only), for the next reload.
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? "null")).toEqual({
      requestId: 12,
      location: "arc/v1/authorization-requests/12",
    });
  });

  it("opened from the detail's link (the bare URL) with a kept request, it moves to the request's step", async () => {
    const calls = backend();
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ requestId: 12, location: "arc/v1/authorization-requests/12" }),
    );
    open("/request");
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "url" }).textContent).toBe("?step=authorizations"),
    );
    await waitFor(() => expect(screen.getByText("phase=files")).toBeInTheDocument());
    expect(calls.posts).toBe(0);
  });

  it("without a kept request, a URL naming a later step lands on the form, and nothing is sent", async () => {
    const calls = backend();
    open("/request?step=completed");
    expect(screen.getByText("phase=editing")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("status", { name: "url" }).textContent).toBe(""));
    expect(screen.getByText("step=form")).toBeInTheDocument();
    expect(calls).toEqual({ posts: 0, gets: 0 });
  });
});
