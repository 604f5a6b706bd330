/**
 * The flow kit's pure model (src/lib/flow/flow-model.ts; issue 18 §1, DESIGN.md §12): the step
 * counter of 000 §2 (starts at 1, next increments, back never below 1, cancel resets), guards
 * (an un-enterable step falls back to the last enterable one, never around a step) and the step
 * in the URL (round trip, other params kept).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  FIRST_STEP,
  backCounter,
  counterFromUrl,
  counterOf,
  defineFlow,
  lastEnterable,
  mayEnter,
  namesStep,
  nextCounter,
  readStepParam,
  stepAt,
  withStep,
} from "../../../src/lib/flow";

interface Trip {
  sponsor?: string;
  beneficiary?: string;
  confirmed: boolean;
}

const trip = defineFlow<Trip, { searchReady: boolean }>({
  name: "trip",
  steps: [
    { id: "sponsor" },
    { id: "beneficiary", canEnter: (s) => Boolean(s.sponsor) },
    { id: "confirm", canEnter: (s, c) => Boolean(s.beneficiary) && c.searchReady },
    { id: "done", canEnter: (s) => s.confirmed },
  ],
  persist: { sponsor: "id", beneficiary: "id", confirmed: "choice" },
});
const ready = { searchReady: true };
const empty: Trip = { confirmed: false };
const full: Trip = { sponsor: "do-senasa", beneficiary: "b-1", confirmed: true };

describe("the step counter (000 §2)", () => {
  it("starts at 1", () => {
    expect(FIRST_STEP).toBe(1);
    expect(counterFromUrl(trip, new URLSearchParams(), full, ready).counter).toBe(1);
  });

  it("next increments by one, up to the last declared step", () => {
    expect(nextCounter(1, 4)).toBe(2);
    expect(nextCounter(3, 4)).toBe(4);
    expect(nextCounter(4, 4)).toBe(4);
  });

  it("back never goes below 1", () => {
    expect(backCounter(3)).toBe(2);
    expect(backCounter(2)).toBe(1);
    expect(backCounter(1)).toBe(1);
    expect(backCounter(0)).toBe(1);
  });

  it("any sequence of next and back stays between 1 and the last step", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        (moves, total) => {
          let counter = FIRST_STEP;
          for (const forward of moves) {
            const before = counter;
            counter = forward ? nextCounter(counter, total) : backCounter(counter);
            expect(counter).toBeGreaterThanOrEqual(1);
            expect(counter).toBeLessThanOrEqual(total);
            expect(Math.abs(counter - before)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});

describe("steps and guards", () => {
  it("numbers the steps from 1 in their declared order", () => {
    expect(counterOf(trip, "sponsor")).toBe(1);
    expect(counterOf(trip, "done")).toBe(4);
    expect(counterOf(trip, "nowhere")).toBeUndefined();
    expect(counterOf(trip, null)).toBeUndefined();
    expect(stepAt(trip, 2).id).toBe("beneficiary");
    expect(stepAt(trip, 99).id).toBe("done");
    expect(stepAt(trip, -3).id).toBe("sponsor");
  });

  it("the first step may always be entered", () => {
    expect(mayEnter(trip, 1, empty, ready)).toBe(true);
  });

  it("a step may be entered only when its guard and every earlier guard accept", () => {
    expect(mayEnter(trip, 2, empty, ready)).toBe(false);
    expect(mayEnter(trip, 2, { ...empty, sponsor: "x" }, ready)).toBe(true);
    expect(mayEnter(trip, 3, { ...empty, sponsor: "x", beneficiary: "b" }, ready)).toBe(true);
    // The guards read their context too.
    expect(mayEnter(trip, 3, { ...empty, sponsor: "x", beneficiary: "b" }, { searchReady: false })).toBe(
      false,
    );
    // Step 4's own guard accepts, but step 2's refuses: no way around a step.
    expect(mayEnter(trip, 4, { confirmed: true }, ready)).toBe(false);
    expect(mayEnter(trip, 4, full, ready)).toBe(true);
  });

  it("an un-enterable step falls back to the last enterable one", () => {
    expect(lastEnterable(trip, 4, empty, ready)).toBe(1);
    expect(lastEnterable(trip, 4, { ...empty, sponsor: "x" }, ready)).toBe(2);
    expect(lastEnterable(trip, 4, { ...full, confirmed: false }, ready)).toBe(3);
    expect(lastEnterable(trip, 2, full, ready)).toBe(2);
  });

  it("refuses a flow without steps, with unsafe or repeated step ids, or without a name", () => {
    expect(() => defineFlow({ name: "x", steps: [], persist: {} })).toThrow(/no steps/);
    expect(() => defineFlow({ name: "x", steps: [{ id: "Two Words" }], persist: {} })).toThrow(/URL-safe/);
    expect(() => defineFlow({ name: "x", steps: [{ id: "a" }, { id: "a" }], persist: {} })).toThrow(
      /repeats/,
    );
    expect(() => defineFlow({ name: " ", steps: [{ id: "a" }], persist: {} })).toThrow(/name/);
  });
});

describe("the step in the URL", () => {
  it("round-trips every step through ?step=, keeping the other params in place", () => {
    const base = new URLSearchParams("mode=edit&supportFileCode=EPI");
    for (let counter = 1; counter <= trip.steps.length; counter += 1) {
      const params = withStep(trip, base, counter);
      expect(params.toString()).toBe(`mode=edit&supportFileCode=EPI&step=${trip.steps[counter - 1].id}`);
      expect(readStepParam(trip, params)).toBe(trip.steps[counter - 1].id);
      expect(counterFromUrl(trip, params, full, ready)).toEqual({ counter, corrected: false });
    }
    // The params given are not changed.
    expect(base.toString()).toBe("mode=edit&supportFileCode=EPI");
  });

  it("replaces an existing step param rather than adding a second", () => {
    const params = withStep(trip, new URLSearchParams("step=sponsor&tab=x"), 2);
    expect(params.getAll("step")).toEqual(["beneficiary"]);
    expect(params.toString()).toBe("step=beneficiary&tab=x");
  });

  it("a URL without a step, or with an unknown one, is step 1 and must be rewritten", () => {
    expect(counterFromUrl(trip, new URLSearchParams("mode=create"), full, ready)).toEqual({
      counter: 1,
      corrected: true,
    });
    expect(counterFromUrl(trip, new URLSearchParams("step=elsewhere"), full, ready)).toEqual({
      counter: 1,
      corrected: true,
    });
  });

  it("a URL naming a step its guards refuse is sent back to the last enterable step", () => {
    const params = new URLSearchParams("step=done");
    expect(counterFromUrl(trip, params, { sponsor: "x", confirmed: false }, ready)).toEqual({
      counter: 2,
      corrected: true,
    });
  });

  it("honours a definition's own step param", () => {
    const own = defineFlow<Trip>({ ...trip, steps: [{ id: "a" }, { id: "b" }], stepParam: "wizard" });
    const params = withStep(own, new URLSearchParams(), 2);
    expect(params.toString()).toBe("wizard=b");
    expect(counterFromUrl(own, params, empty, undefined).counter).toBe(2);
  });
});

describe("a flow whose first step is its bare URL (firstStepUnnamed)", () => {
  const bare = defineFlow<Trip, { searchReady: boolean }>({ ...trip, firstStepUnnamed: true });

  it("writes no step param for step 1 and removes one that was there, other params kept", () => {
    expect(withStep(bare, new URLSearchParams("tab=x"), 1).toString()).toBe("tab=x");
    expect(withStep(bare, new URLSearchParams("step=beneficiary&tab=x"), 1).toString()).toBe("tab=x");
    expect(withStep(bare, new URLSearchParams("tab=x"), 2).toString()).toBe("tab=x&step=beneficiary");
  });

  it("reads a URL without a step as step 1, not to be rewritten", () => {
    expect(counterFromUrl(bare, new URLSearchParams(), full, ready)).toEqual({
      counter: 1,
      corrected: false,
    });
    expect(namesStep(bare, 1, null)).toBe(true);
    expect(namesStep(bare, 1, "sponsor")).toBe(false);
    expect(namesStep(trip, 1, null)).toBe(false);
  });

  it("rewrites an unknown step, or step 1 named, to the bare URL; guards apply as always", () => {
    expect(counterFromUrl(bare, new URLSearchParams("step=sponsor"), full, ready)).toEqual({
      counter: 1,
      corrected: true,
    });
    expect(counterFromUrl(bare, new URLSearchParams("step=elsewhere"), full, ready)).toEqual({
      counter: 1,
      corrected: true,
    });
    expect(counterFromUrl(bare, new URLSearchParams("step=done"), empty, ready)).toEqual({
      counter: 1,
      corrected: true,
    });
    expect(counterFromUrl(bare, new URLSearchParams("step=done"), full, ready)).toEqual({
      counter: 4,
      corrected: false,
    });
  });
});
