/**
 * The flow kit's moves added for the v2 flows (src/components/flow/use-flow.ts; issue 18 §1):
 * `next({ state })` judges the guard against the state handed over (not the last render's),
 * `next({ replace: true })` moves without a history entry, and a flow whose first step is its bare
 * URL (`firstStepUnnamed`) writes no `?step=` for step 1 and resumes its draft there.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { FlowProvider, FlowSteps, useFlow } from "../../../src/components/flow";
import { defineFlow, draftKey } from "../../../src/lib/flow";

interface Order {
  sponsor?: string;
}

const flow = defineFlow<Order>({
  name: "moves-flow",
  steps: [{ id: "sponsor" }, { id: "review", canEnter: (s) => Boolean(s.sponsor) }],
  persist: { sponsor: "id" },
  firstStepUnnamed: true,
});
const KEY = draftKey("moves-flow", "one");

function Steps() {
  const f = useFlow(flow);
  const navigate = useNavigate();
  return (
    <>
      <FlowSteps flow={f} titles={["Sponsor", "Review"]} heading={`Step ${f.counter}`} />
      <p>{`sponsor=${f.state.sponsor ?? "none"}`}</p>
      <button type="button" onClick={() => f.next({ state: { sponsor: "do-senasa" } })}>
        Next with sponsor
      </button>
      <button type="button" onClick={() => f.next({ state: { sponsor: "do-senasa" }, replace: true })}>
        Next replacing
      </button>
      <button type="button" onClick={() => f.next()}>
        Next
      </button>
      <button type="button" onClick={() => f.back()}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{`${pathname}${search}`}</output>;
}

function open(url: string) {
  return render(
    <MemoryRouter initialEntries={["/before", url]} initialIndex={1}>
      <Routes>
        <Route
          path="/wizard"
          element={
            <FlowProvider definition={flow} instance="one" initial={{}}>
              <Steps />
              <Where />
            </FlowProvider>
          }
        />
        <Route path="/before" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const url = () => screen.getByRole("status", { name: "url" }).textContent;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe("the flow kit's moves", () => {
  it("step 1 of a flow whose first step is unnamed is the bare URL, never rewritten", async () => {
    const user = userEvent.setup();
    open("/wizard");
    expect(screen.getByRole("heading", { name: "Step 1" })).toBeInTheDocument();
    expect(url()).toBe("/wizard");
    // The guard refuses without a sponsor; handed over with Next, the sponsor lets the user in.
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(url()).toBe("/wizard");
    await user.click(screen.getByRole("button", { name: "Next with sponsor" }));
    await waitFor(() => expect(url()).toBe("/wizard?step=review"));
    expect(screen.getByText("sponsor=do-senasa")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Step 2" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(url()).toBe("/wizard"));
  });

  it("a replacing Next leaves no history entry: the browser's Back leaves the flow", async () => {
    const user = userEvent.setup();
    open("/wizard");
    await user.click(screen.getByRole("button", { name: "Next replacing" }));
    await waitFor(() => expect(url()).toBe("/wizard?step=review"));
    await user.click(screen.getByRole("button", { name: "Browser back" }));
    await waitFor(() => expect(url()).toBe("/before"));
  });

  it("the bare URL resumes the draft (a link to the flow is a link to its first step)", () => {
    sessionStorage.setItem(KEY, JSON.stringify({ sponsor: "do-senasa" }));
    open("/wizard");
    expect(screen.getByText("sponsor=do-senasa")).toBeInTheDocument();
    expect(url()).toBe("/wizard");
  });
});
