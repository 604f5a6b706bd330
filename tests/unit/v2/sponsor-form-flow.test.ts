/**
 * The v2 sponsor form on the flow kit (issue 18 §1; 000 §2 "counter starts at 1; next increments;
 * back never goes below 1 … Cancelling resets everything", 000 §4 "the step rises by one until the
 * last step … After submit the step returns to 1 and state resets"): its flow definition (one step
 * per built step, step 1 the bare URL, each step guarded by the answers of the steps before it),
 * its kit draft (nothing: the step is the URL's, the answers the patient's), and the answers kept
 * apart (typed-values.ts: sessionStorage only, forgotten on cancel, submit and sign-out).
 */
import { describe, expect, it } from "vitest";
import { toCamelCaseDeep } from "../../../providers/http/case";
import {
  buildAuthorizationForm,
  type AuthorizationFormDefinition,
} from "../../../schemas/authorization-form";
import { authorizationFormsOf } from "../../../sandbox/seed/authorization-forms";
import {
  backCounter,
  counterFromUrl,
  draftOf,
  lastEnterable,
  mayEnter,
  nextCounter,
  withStep,
} from "../../../src/lib/flow";
import { withNumberLimits } from "../../../src/areas/v2/form/number-fields";
import {
  sponsorFormFlow,
  sponsorFormInstance,
  stepsBeforeComplete,
} from "../../../src/areas/v2/form/v2-form-flow";
import {
  clearAllTypedValues,
  clearTypedValues,
  forgetTypedValuesOnSignOut,
  formKey,
  formValuesForComment,
  LiveDraftValues,
  readTypedValues,
  writeTypedValues,
} from "../../../src/areas/v2/form/typed-values";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** do-universal's hospitalization form as the screen builds it: three steps. */
const plan = withNumberLimits(
  buildAuthorizationForm(
    toCamelCaseDeep<AuthorizationFormDefinition[]>(authorizationFormsOf("do-universal", "hospitalization")),
  ),
);
const flow = sponsorFormFlow(plan);
const none = { values: {} };
/** Answers that fill step 1 ("Datos del paciente": cédula and admission date are required). */
const step1 = { patient_identity_document: "001-1234567-8", admission_date: "2026-11-01" };

describe("the sponsor form's flow (000 §2, §4)", () => {
  it("has one step per built step, ids 1, 2, 3; the counter rises by one and never below 1", () => {
    expect(plan.steps).toHaveLength(3);
    expect(flow.steps.map((s) => s.id)).toEqual(["1", "2", "3"]);
    const seen = [1];
    for (let i = 0; i < 4; i++) seen.push(nextCounter(seen[seen.length - 1], flow.steps.length));
    expect(seen).toEqual([1, 2, 3, 3, 3]);
    expect(backCounter(1)).toBe(1);
    expect(backCounter(3)).toBe(2);
  });

  it("guards each step by the answers of the steps before it", () => {
    expect(stepsBeforeComplete(plan, 1, {})).toBe(true);
    expect(stepsBeforeComplete(plan, 2, {})).toBe(false);
    expect(mayEnter(flow, 2, none, undefined)).toBe(false);
    expect(stepsBeforeComplete(plan, 2, step1)).toBe(true);
    expect(mayEnter(flow, 2, { values: step1 }, undefined)).toBe(true);
    // Step 3 needs step 2 too ("Información médica": the diagnosis is required).
    expect(mayEnter(flow, 3, { values: step1 }, undefined)).toBe(false);
    expect(lastEnterable(flow, 3, { values: step1 }, undefined)).toBe(2);
    expect(
      mayEnter(flow, 3, { values: { ...step1, diagnosis_description: "Neumonía adquirida" } }, undefined),
    ).toBe(true);
    expect(lastEnterable(flow, 3, none, undefined)).toBe(1);
  });

  it("keeps the step in the URL, step 1 as the bare URL (the detail's link); a refused step goes back", () => {
    const bare = new URLSearchParams("");
    expect(counterFromUrl(flow, bare, none, undefined)).toEqual({ counter: 1, corrected: false });
    expect(withStep(flow, bare, 2).toString()).toBe("step=2");
    expect(withStep(flow, new URLSearchParams("step=2"), 1).toString()).toBe("");
    expect(counterFromUrl(flow, new URLSearchParams("step=2"), { values: step1 }, undefined)).toEqual({
      counter: 2,
      corrected: false,
    });
    // A reload on step 2 without the answers of step 1 (or a link naming it) lands on step 1.
    expect(counterFromUrl(flow, new URLSearchParams("step=2"), none, undefined)).toEqual({
      counter: 1,
      corrected: true,
    });
    expect(counterFromUrl(flow, new URLSearchParams("step=9"), none, undefined).counter).toBe(1);
  });

  it("refuses a negative amount in the guard as on Next (issue 19 §7)", () => {
    const primera = withNumberLimits(
      buildAuthorizationForm(
        toCamelCaseDeep<AuthorizationFormDefinition[]>(authorizationFormsOf("do-primera", "outpatient-care")),
      ),
    );
    const values = { consultation_date: "2026-10-15", copayment_amount: -50 };
    expect(stepsBeforeComplete(primera, 2, values)).toBe(false);
    expect(stepsBeforeComplete(primera, 2, { ...values, copayment_amount: 50 })).toBe(true);
  });

  it("keeps nothing typed in the kit's draft: no patient data there", () => {
    const state = { values: { ...step1, patient_name: "Ana Pérez", diagnosis: "Neumonía" } };
    expect(draftOf(flow, state)).toEqual({});
    expect(JSON.stringify(draftOf(flow, state))).not.toMatch(/001-1234567-8|Ana|Neumon/);
  });

  it("names its instance by ids only", () => {
    expect(sponsorFormInstance("do-universal", "V2-2026-000001", "hospitalization")).toBe(
      "do-universal:V2-2026-000001:hospitalization",
    );
  });
});

describe("the answers typed (issue 10 §2, §5; sessionStorage only)", () => {
  const key = formKey("V2-2026-000001", "do-universal", "hospitalization");

  it("keys by sponsor, code and form: no patient data in the key", () => {
    expect(key).toBe("pp.v2.draft:do-universal:V2-2026-000001:hospitalization");
  });

  it("survive a reload, are forgotten on cancel and submit (the reset), and ignore what cannot be read", () => {
    const storage = memoryStorage();
    writeTypedValues(storage, key, { patient_phone: "8095551234" });
    expect(readTypedValues(storage, key)).toEqual({ patient_phone: "8095551234" });
    clearTypedValues(storage, key);
    expect(readTypedValues(storage, key)).toEqual({});
    storage.setItem(key, "{not json");
    expect(readTypedValues(storage, key)).toEqual({});
    storage.setItem(key, JSON.stringify({ values: [1] }));
    expect(readTypedValues(storage, key)).toEqual({});
    storage.setItem(key, "null");
    expect(readTypedValues(storage, key)).toEqual({});
    expect(readTypedValues(undefined, key)).toEqual({});
    const refusing = {
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(() => writeTypedValues(refusing, key, {})).not.toThrow();
  });

  it("are forgotten for every form when the session ends, and nothing else is", () => {
    const other = formKey("V2-2026-000003", "do-primera", "outpatient-care");
    const storage = memoryStorage({
      [key]: JSON.stringify({ values: { a: "1" } }),
      [other]: JSON.stringify({ values: { b: "2" } }),
      "pp.refresh": "kept-by-its-owner",
    });
    let session: object | null = { userId: "u" };
    const listeners: (() => void)[] = [];
    const store = {
      get: () => session,
      subscribe: (listener: () => void) => {
        listeners.push(listener);
        return () => undefined;
      },
    };
    forgetTypedValuesOnSignOut(store, storage);
    forgetTypedValuesOnSignOut(store, storage);
    expect(listeners).toHaveLength(1);
    listeners[0]();
    expect(storage.items.size).toBe(3);
    session = null;
    listeners[0]();
    expect([...storage.items.keys()]).toEqual(["pp.refresh"]);
    expect(() => clearAllTypedValues(undefined)).not.toThrow();
  });

  it("the comment of a submitted form carries its non-file, non-empty values", () => {
    expect(
      formValuesForComment({ a: "x", file: "uuid-1", empty: "", gone: undefined, n: 0 }, new Set(["file"])),
    ).toEqual({ a: "x", n: 0 });
  });
});

describe("LiveDraftValues (issue 10 §5: what is typed, outside React state)", () => {
  it("starts from the flow's values and merges each change into a new object", () => {
    const live = new LiveDraftValues();
    const base = { a: "1" };
    expect(live.of(base)).toBe(base);
    const first = live.change(base, { b: "2" });
    expect(first).toEqual({ a: "1", b: "2" });
    expect(first).not.toBe(base);
    expect(base).toEqual({ a: "1" });
    expect(live.change(base, { a: "3" })).toEqual({ a: "3", b: "2" });
    expect(live.of(base)).toEqual({ a: "3", b: "2" });
  });

  it("follows the flow's values once they change (a step, a restore)", () => {
    const live = new LiveDraftValues();
    live.change({ a: "1" }, { b: "2" });
    const next = { a: "1", b: "2", c: "3" };
    expect(live.of(next)).toBe(next);
    expect(live.of({})).toEqual({});
  });
});
