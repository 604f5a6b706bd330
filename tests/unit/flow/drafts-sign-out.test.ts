import { describe, expect, it } from "vitest";
import { clearAllDrafts, forgetDraftsOnSignOut, type SessionEndSource } from "../../../src/lib/flow";

/** A Storage in memory (jsdom's sessionStorage is shared between tests). */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

function sessionSource(): SessionEndSource & { end(): void } {
  let session: unknown = { userId: "u1" };
  const listeners = new Set<() => void>();
  return {
    get: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end() {
      session = null;
      for (const listener of listeners) listener();
    },
  };
}

describe("flow drafts at the end of a session (docs/decisions.md 'The new authorization')", () => {
  it("clearAllDrafts forgets every pp.flow: key and nothing else", () => {
    const storage = memoryStorage({
      "pp.flow:new-authorization:new": '{"beneficiaryId":7}',
      "pp.flow:ai-rule:create": "{}",
      "pp.refreshToken": "r",
    });
    clearAllDrafts(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem("pp.refreshToken")).toBe("r");
  });

  it("forgets the drafts when the session ends, not before", () => {
    const storage = memoryStorage({ "pp.flow:new-authorization:new": '{"beneficiaryId":7}' });
    const source = sessionSource();
    forgetDraftsOnSignOut(source, storage);
    expect(storage.getItem("pp.flow:new-authorization:new")).not.toBeNull();
    source.end();
    expect(storage.getItem("pp.flow:new-authorization:new")).toBeNull();
  });
});
