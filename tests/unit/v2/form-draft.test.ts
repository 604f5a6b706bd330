/**
 * The v2 form's step counter and draft (000 §4 "the step rises by one until the last step … After
 * submit the step returns to 1 and state resets"; issue 10 §3 draft in sessionStorage only).
 */
import { describe, expect, it } from "vitest";
import {
  clearDraft,
  draftKey,
  EMPTY_DRAFT,
  formValuesForComment,
  LiveDraftValues,
  nextStep,
  previousStep,
  readDraft,
  writeDraft,
  type FormDraft,
} from "../../../src/areas/v2/form/form-draft";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("step counter (000 §4)", () => {
  it("rises by one until the last step and stays there", () => {
    const seen = [1];
    for (let i = 0; i < 5; i++) seen.push(nextStep(seen[seen.length - 1], 3));
    expect(seen).toEqual([1, 2, 3, 3, 3, 3]);
    expect(nextStep(1, 1)).toBe(1);
  });
  it("goes back to 1 at the least", () => {
    expect(previousStep(3)).toBe(2);
    expect(previousStep(1)).toBe(1);
  });
});

describe("draft (sessionStorage only)", () => {
  const key = draftKey("V2-2026-000001", "do-universal", "hospitalization");

  it("keys by sponsor, code and form: no patient data in the key", () => {
    expect(key).toBe("pp.v2.draft:do-universal:V2-2026-000001:hospitalization");
  });

  it("survives a reload: written, then read back; a step past the end comes back to the last", () => {
    const storage = memoryStorage();
    writeDraft(storage, key, { step: 2, values: { patient_phone: "8095551234" } });
    expect(readDraft(storage, key, 3)).toEqual({ step: 2, values: { patient_phone: "8095551234" } });
    writeDraft(storage, key, { step: 7, values: {} });
    expect(readDraft(storage, key, 3).step).toBe(3);
  });

  it("resets after submit, and ignores what it cannot read", () => {
    const storage = memoryStorage();
    writeDraft(storage, key, { step: 2, values: { a: 1 } });
    clearDraft(storage, key);
    expect(readDraft(storage, key, 3)).toBe(EMPTY_DRAFT);
    storage.setItem(key, "{not json");
    expect(readDraft(storage, key, 3)).toBe(EMPTY_DRAFT);
    expect(readDraft(undefined, key, 3)).toBe(EMPTY_DRAFT);
    const refusing = {
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(() => writeDraft(refusing, key, EMPTY_DRAFT)).not.toThrow();
  });

  it("the comment of a submitted form carries its non-file, non-empty values", () => {
    expect(
      formValuesForComment({ a: "x", file: "uuid-1", empty: "", gone: undefined, n: 0 }, new Set(["file"])),
    ).toEqual({ a: "x", n: 0 });
  });
});

describe("LiveDraftValues (issue 10 §5: what is typed, outside React state)", () => {
  it("starts from the draft's values and merges each change into a new object", () => {
    const live = new LiveDraftValues();
    const draft: FormDraft = { step: 1, values: { a: "1" } };
    expect(live.of(draft)).toBe(draft.values);
    const first = live.change(draft, { b: "2" });
    expect(first).toEqual({ a: "1", b: "2" });
    expect(first).not.toBe(draft.values);
    expect(draft.values).toEqual({ a: "1" });
    expect(live.change(draft, { a: "3" })).toEqual({ a: "3", b: "2" });
    expect(live.of(draft)).toEqual({ a: "3", b: "2" });
  });

  it("follows the draft once it changes (a step, a restore, the reset after submit)", () => {
    const live = new LiveDraftValues();
    const draft: FormDraft = { step: 1, values: { a: "1" } };
    live.change(draft, { b: "2" });
    const next: FormDraft = { step: 2, values: { a: "1", b: "2", c: "3" } };
    expect(live.of(next)).toBe(next.values);
    expect(live.of(EMPTY_DRAFT)).toEqual({});
  });
});
