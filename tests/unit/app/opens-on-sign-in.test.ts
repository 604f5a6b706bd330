import { describe, expect, it } from "vitest";
import { opensOnSignIn } from "../../../src/app/App";

describe("opensOnSignIn (src/app/App.tsx, issue 23 §7): when the sign-in page runs before the router", () => {
  it("a document opened at /login, signed out, with no navigation state", () => {
    expect(opensOnSignIn(false, { pathname: "/login", historyState: null })).toBe(true);
  });

  it("not after a guard's redirect (its remembered path is navigation state the router reads)", () => {
    const state = { usr: { from: "/rcm/pre-settlements" }, key: "k1", idx: 1 };
    expect(opensOnSignIn(false, { pathname: "/login", historyState: state })).toBe(false);
  });

  it("not elsewhere, and not with a session (the guard sends a signed-in user on)", () => {
    expect(opensOnSignIn(false, { pathname: "/forgot-password", historyState: null })).toBe(false);
    expect(opensOnSignIn(false, { pathname: "/rcm/home", historyState: null })).toBe(false);
    expect(opensOnSignIn(true, { pathname: "/login", historyState: null })).toBe(false);
  });
});
