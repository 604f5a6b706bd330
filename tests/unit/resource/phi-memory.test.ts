import { afterEach, describe, expect, it } from "vitest";
import {
  bindPhiMemory,
  forgetAllPhi,
  phiMemoryKey,
  rememberedPhi,
  rememberPhi,
  type PhiMemoryOwner,
} from "../../../src/components/resource/phi-memory";

/** A session store with the part the memory listens to (providers/session.ts `SessionStore`). */
function store(userId: string | null) {
  let session = userId === null ? null : { userId };
  const listeners = new Set<() => void>();
  const owner: PhiMemoryOwner & { set(user: string | null): void } = {
    get: () => session,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (user) => {
      session = user === null ? null : { userId: user };
      for (const listener of listeners) listener();
    },
  };
  return owner;
}

const ACCOUNTS = phiMemoryKey("accounts");

afterEach(() => forgetAllPhi());

describe("the PHI memory of lists (issue 19 §1)", () => {
  it("keeps a list's search for the session: what was applied is what a list finds again", () => {
    bindPhiMemory(store("u-1"));
    expect(rememberedPhi(ACCOUNTS)).toBeUndefined();
    rememberPhi(ACCOUNTS, { searchValue: "Gómez" });
    expect(rememberedPhi(ACCOUNTS)).toEqual({ searchValue: "Gómez" });
    // Cleared by the user is kept as cleared (not the declaration's default again).
    rememberPhi(ACCOUNTS, { searchValue: undefined });
    expect(rememberedPhi(ACCOUNTS)).toEqual({});
  });

  it("keys lists by resource, URL prefix and path parameters: an account's charges are not another's", () => {
    bindPhiMemory(store("u-1"));
    const first = phiMemoryKey("charges", "charges", { id: "a-1" });
    const second = phiMemoryKey("charges", "charges", { id: "a-2" });
    rememberPhi(first, { searchValue: "consulta" });
    expect(rememberedPhi(first)).toEqual({ searchValue: "consulta" });
    expect(rememberedPhi(second)).toBeUndefined();
    expect(rememberedPhi(phiMemoryKey("charges"))).toBeUndefined();
  });

  it("forgets everything when the session ends or another user signs in; a token refresh keeps it", () => {
    const session = store("u-1");
    bindPhiMemory(session);
    rememberPhi(ACCOUNTS, { searchValue: "Gómez" });
    session.set("u-1"); // a refreshed token: same user
    expect(rememberedPhi(ACCOUNTS)).toEqual({ searchValue: "Gómez" });
    session.set(null); // sign-out
    expect(rememberedPhi(ACCOUNTS)).toBeUndefined();

    session.set("u-1");
    rememberPhi(ACCOUNTS, { searchValue: "Gómez" });
    session.set("u-2");
    expect(rememberedPhi(ACCOUNTS)).toBeUndefined();
  });

  it("binding another session store (another signed-in app) forgets everything; the same store keeps it", () => {
    const session = store("u-1");
    bindPhiMemory(session);
    rememberPhi(ACCOUNTS, { searchValue: "Gómez" });
    bindPhiMemory(session);
    expect(rememberedPhi(ACCOUNTS)).toEqual({ searchValue: "Gómez" });
    bindPhiMemory(store("u-1"));
    expect(rememberedPhi(ACCOUNTS)).toBeUndefined();
  });

  it("writes nothing to any storage", () => {
    bindPhiMemory(store("u-1"));
    rememberPhi(ACCOUNTS, { searchValue: "Gómez" });
    expect(JSON.stringify(globalThis.localStorage ?? {})).not.toContain("Gómez");
    expect(JSON.stringify(globalThis.sessionStorage ?? {})).not.toContain("Gómez");
  });
});
