/**
 * The search kept for the tab's life (issue 19 §1) at the level of the list state: a list that
 * mounts again finds the PHI filters last applied to it, nested lists (an account's charges) by
 * their prefix and path parameters, and the URL never holds them.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, cleanup, renderHook } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import charges from "../../../resources/charges";
import accounts from "../../../resources/accounts";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import { useListState } from "../../../src/components/resource/use-list-state";
import { forgetAllPhi, phiMemoryKey } from "../../../src/components/resource/phi-memory";

function mount(path: string, declaration: ResourceDeclaration, prefix?: string, memoryKey?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ state: useListState(declaration.list, prefix, memoryKey), location: useLocation() }),
    { wrapper },
  );
}

afterEach(() => {
  cleanup();
  forgetAllPhi();
});

describe("PHI filters kept in the session's memory (issue 19 §1)", () => {
  it("the accounts grid finds its search again after being left, and the URL never holds it", () => {
    const key = phiMemoryKey("accounts");
    const first = mount("/rcm/home", accounts, undefined, key);
    act(() => {
      first.result.current.state.setFilter("searchValue", "Gómez");
      first.result.current.state.setFilter("statuses", ["SENT"]);
    });
    expect(first.result.current.location.search).not.toContain("G");
    first.unmount();

    const again = mount("/rcm/home?statuses=SENT", accounts, undefined, key);
    expect(again.result.current.state.filters).toEqual({ searchValue: "Gómez", statuses: ["SENT"] });
    again.unmount();
    // Without a memory key, nothing is kept (the list's own memory only).
    expect(mount("/rcm/home", accounts).result.current.state.filters.searchValue).toBeUndefined();
  });

  it("a nested list keeps its search per record: an account's charges, not another account's", () => {
    const ofA = phiMemoryKey("charges", "charges", { id: "a" });
    const ofB = phiMemoryKey("charges", "charges", { id: "b" });
    const first = mount("/rcm/account/a?tab=charges", charges, "charges", ofA);
    act(() => first.result.current.state.setFilter("searchValue", "consulta"));
    expect(first.result.current.location.search).not.toContain("consulta");
    first.unmount();
    expect(
      mount("/rcm/account/a?tab=charges", charges, "charges", ofA).result.current.state.filters.searchValue,
    ).toBe("consulta");
    expect(
      mount("/rcm/account/b?tab=charges", charges, "charges", ofB).result.current.state.filters.searchValue,
    ).toBeUndefined();
  });
});
