/**
 * The flow kit's React side in jsdom (src/components/flow/; issue 18 §1, DESIGN.md §12): the step
 * is `?step=` in the URL, a remount on the same URL (a reload) resumes on that step with the
 * draft's choices, an un-enterable step is sent back, Next and Back work from the keyboard and
 * move the focus to the step's heading, Back never goes below step 1, Cancel resets everything,
 * and opening the flow afresh forgets an old draft.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { FlowActions, FlowProvider, FlowSteps, useFlow } from "../../../src/components/flow";
import { defineFlow, draftKey } from "../../../src/lib/flow";

interface Pick3 {
  sponsor?: string;
  note: string;
}

const flow = defineFlow<Pick3>({
  name: "test-flow",
  steps: [{ id: "sponsor" }, { id: "details", canEnter: (s) => Boolean(s.sponsor) }, { id: "review" }],
  persist: { sponsor: "id" },
});
const KEY = draftKey("test-flow", "create");
const TITLES = ["Sponsor", "Details", "Review"];

function Steps() {
  const f = useFlow(flow);
  return (
    <>
      <FlowSteps
        flow={f}
        titles={TITLES}
        heading={`Step ${f.counter} of ${f.total}: ${TITLES[f.counter - 1]}`}
      />
      <p>{`sponsor=${f.state.sponsor ?? "none"}`}</p>
      <button type="button" onClick={() => f.update((s) => ({ ...s, sponsor: "do-senasa" }))}>
        Choose
      </button>
      <label>
        Note
        <input value={f.state.note} onChange={(e) => f.update((s) => ({ ...s, note: e.target.value }))} />
      </label>
      <FlowActions
        flow={f}
        labels={{ back: "Back", next: "Next", cancel: "Cancel" }}
        finish={<span>Finish</span>}
      />
      <button type="button" onClick={() => f.cancel("/list")}>
        Leave
      </button>
    </>
  );
}

function Where() {
  const { search } = useLocation();
  return <output aria-label="url">{search}</output>;
}

/** Renders the flow at `url`, as a page load (a reload when the URL names a step) would. */
function open(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/wizard"
          element={
            <FlowProvider definition={flow} instance="create" initial={{ note: "" }}>
              <Steps />
              <Where />
            </FlowProvider>
          }
        />
        <Route path="/list" element={<h1>List</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const url = () => screen.getByRole("status", { name: "url" }).textContent;
const heading = (name: string) => screen.getByRole("heading", { name });

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe("the flow kit", () => {
  it("starts at step 1 with the step written in the URL, and has no Back there", async () => {
    open("/wizard?mode=create");
    await waitFor(() => expect(url()).toBe("?mode=create&step=sponsor"));
    expect(heading("Step 1 of 3: Sponsor")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
  });

  it("Next and Back work from the keyboard, keep the guard, and move the focus to the heading", async () => {
    const user = userEvent.setup();
    open("/wizard?mode=create");
    await waitFor(() => expect(url()).toBe("?mode=create&step=sponsor"));
    // The guard of step 2 refuses without a sponsor.
    screen.getByRole("button", { name: "Next" }).focus();
    await user.keyboard("{Enter}");
    expect(url()).toBe("?mode=create&step=sponsor");
    screen.getByRole("button", { name: "Choose" }).focus();
    await user.keyboard(" ");
    screen.getByRole("button", { name: "Next" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(url()).toBe("?mode=create&step=details"));
    expect(heading("Step 2 of 3: Details")).toHaveFocus();
    screen.getByRole("button", { name: "Back" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(url()).toBe("?mode=create&step=sponsor"));
    expect(heading("Step 1 of 3: Sponsor")).toHaveFocus();
  });

  it("a reload on a step resumes there with the draft's choices, never its free text", async () => {
    const user = userEvent.setup();
    const first = open("/wizard?mode=create");
    await user.click(screen.getByRole("button", { name: "Choose" }));
    await user.type(screen.getByRole("textbox", { name: "Note" }), "Juan Pérez");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(url()).toBe("?mode=create&step=details"));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? "null")).toEqual({ sponsor: "do-senasa" });
    first.unmount();

    open("/wizard?mode=create&step=details");
    expect(heading("Step 2 of 3: Details")).toBeInTheDocument();
    expect(screen.getByText("sponsor=do-senasa")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("");
    expect(url()).toBe("?mode=create&step=details");
  });

  it("a step whose guard refuses is sent back to the last enterable one", async () => {
    open("/wizard?mode=create&step=review");
    await waitFor(() => expect(url()).toBe("?mode=create&step=sponsor"));
    expect(heading("Step 1 of 3: Sponsor")).toBeInTheDocument();
  });

  it("Cancel resets everything: choices, draft and step", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(KEY, JSON.stringify({ sponsor: "do-senasa" }));
    open("/wizard?mode=create&step=details");
    expect(screen.getByText("sponsor=do-senasa")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(url()).toBe("?mode=create&step=sponsor"));
    expect(screen.getByText("sponsor=none")).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("Cancel that leaves the flow forgets the draft and lands where it leads, even from a guarded step", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(KEY, JSON.stringify({ sponsor: "do-senasa" }));
    open("/wizard?mode=create&step=details");
    await user.click(screen.getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "List" })).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("opening the flow afresh (no step in the URL) forgets an old draft", async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ sponsor: "do-senasa" }));
    open("/wizard?mode=create");
    expect(screen.getByText("sponsor=none")).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());
  });
});
