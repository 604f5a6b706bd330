/**
 * The flow kit's draft (src/lib/flow/flow-draft.ts; issue 18 §1, DESIGN.md §12 "a `sessionStorage`
 * draft of ids and choices only"): only the fields `persist` names are written, each checked
 * against its kind; a stored draft is read back with the same checks; the rest of the state comes
 * from `initial` (re-fetched by the screen); cancel and finish forget it.
 */
import { describe, expect, it } from "vitest";
import {
  MAX_DRAFT_TEXT,
  clearDraft,
  defineFlow,
  draftKey,
  draftOf,
  parseDraft,
  readDraft,
  restoreState,
  writeDraft,
  type DraftStorage,
} from "../../../src/lib/flow";

interface Claim {
  sponsorSlug?: string;
  authorizationIds: string[];
  coverage?: string;
  withInvoice: boolean;
  items: { productCode: string; quantity: number; description: string }[];
  // Never persisted: a name, free text, a document.
  beneficiaryName?: string;
  observation: string;
  file?: { name: string; bytes: number[] };
}

const claim = defineFlow<Claim>({
  name: "claim",
  steps: [{ id: "sponsor" }, { id: "items" }],
  persist: {
    sponsorSlug: "id",
    authorizationIds: "ids",
    coverage: "choice",
    withInvoice: "choice",
    items: { each: { productCode: "id", quantity: "choice" } },
  },
});

const initial: Claim = { authorizationIds: [], withInvoice: false, items: [], observation: "" };
const filled: Claim = {
  sponsorSlug: "do-senasa",
  authorizationIds: ["a-1", "a-2"],
  coverage: "PHARMACY",
  withInvoice: true,
  items: [{ productCode: "P-10", quantity: 2, description: "Amoxicilina 500 mg para Juan Pérez" }],
  beneficiaryName: "Juan Pérez",
  observation: "Paciente con alergia",
  file: { name: "cedula.pdf", bytes: [1, 2, 3] },
};

/** A Map-backed storage, with the writes it received. */
function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe("what the draft keeps", () => {
  it("keeps only the persisted fields: ids and choices, never names, free text or documents", () => {
    const draft = draftOf(claim, filled);
    expect(draft).toEqual({
      sponsorSlug: "do-senasa",
      authorizationIds: ["a-1", "a-2"],
      coverage: "PHARMACY",
      withInvoice: true,
      items: [{ productCode: "P-10", quantity: 2 }],
    });
    const written = JSON.stringify(draft);
    for (const secret of ["Juan", "alergia", "cedula", "Amoxicilina"]) expect(written).not.toContain(secret);
  });

  it("leaves out a field that is undefined or does not fit its kind", () => {
    const odd = {
      ...initial,
      sponsorSlug: "",
      coverage: { label: "Farmacia" },
      authorizationIds: ["a-1", { name: "x" }],
      withInvoice: "x".repeat(MAX_DRAFT_TEXT + 1),
    } as unknown as Claim;
    expect(draftOf(claim, odd)).toEqual({ items: [] });
  });

  it("reads a stored draft back with the same checks (unknown keys dropped, bad JSON ignored)", () => {
    const stored = JSON.stringify({ ...draftOf(claim, filled), beneficiaryName: "Juan Pérez", step: 2 });
    expect(parseDraft(claim, stored)).toEqual(draftOf(claim, filled));
    expect(parseDraft(claim, "{not json")).toBeUndefined();
    expect(parseDraft(claim, "[1,2]")).toBeUndefined();
    expect(parseDraft(claim, null)).toBeUndefined();
  });
});

describe("restoring and forgetting", () => {
  it("lays the draft over the re-fetched initial state; what is not persisted stays initial", () => {
    const refetched: Claim = { ...initial, beneficiaryName: "from the server", observation: "" };
    const restored = restoreState(claim, draftOf(claim, filled), refetched);
    expect(restored.sponsorSlug).toBe("do-senasa");
    expect(restored.authorizationIds).toEqual(["a-1", "a-2"]);
    expect(restored.beneficiaryName).toBe("from the server");
    expect(restored.observation).toBe("");
    expect(restored.file).toBeUndefined();
  });

  it("without a draft the state is the initial one itself", () => {
    expect(restoreState(claim, undefined, initial)).toBe(initial);
    expect(restoreState(claim, {}, initial)).toBe(initial);
  });

  it("uses the definition's restore when it has one", () => {
    const own = defineFlow<Claim>({
      ...claim,
      restore: (draft, start) => ({
        ...start,
        coverage: draft.coverage === "PHARMACY" ? "PHARMACY" : undefined,
      }),
    });
    expect(restoreState(own, { coverage: "PHARMACY", sponsorSlug: "x" }, initial)).toEqual({
      ...initial,
      coverage: "PHARMACY",
    });
  });

  it("writes one key per flow instance in the storage, reads it back and forgets it", () => {
    const storage = memoryStorage();
    writeDraft(storage, claim, "new", filled);
    expect([...storage.map.keys()]).toEqual([draftKey("claim", "new")]);
    expect(draftKey("claim", "new")).toBe("pp.flow:claim:new");
    expect(readDraft(storage, claim, "new")).toEqual(draftOf(claim, filled));
    expect(readDraft(storage, claim, "other")).toBeUndefined();
    clearDraft(storage, "claim", "new");
    expect(storage.map.size).toBe(0);
    expect(readDraft(storage, claim, "new")).toBeUndefined();
  });

  it("a storage that refuses (quota, privacy mode) or is absent is ignored", () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => writeDraft(refusing, claim, "new", filled)).not.toThrow();
    expect(readDraft(refusing, claim, "new")).toBeUndefined();
    expect(() => clearDraft(refusing, "claim", "new")).not.toThrow();
    expect(readDraft(undefined, claim, "new")).toBeUndefined();
  });
});
