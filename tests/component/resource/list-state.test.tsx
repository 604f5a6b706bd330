/**
 * The list state hook under quick successive changes (issue 6 §4 "filters chosen in quick
 * succession are silently dropped"; DESIGN.md §10 "List state updates are computed from the
 * current URL state when applied, never from the last render"): changes made before the list
 * re-renders, as two picks and a typed date are under CPU load, must all be kept.
 */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import fc from "fast-check";
import { act, cleanup, renderHook } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { useListState, type ListState } from "../../../src/components/resource/use-list-state";
import { decodeListState } from "../../../src/lib/url-state";
import { expectedState, list, stepsArb, type Step } from "../../unit/lib/list-update-model";

/** Applies a model step through the hook's setters (picks as functions of the current values). */
function apply(state: ListState, step: Step): void {
  switch (step.kind) {
    case "filter":
      return state.setFilter(step.key, step.value);
    case "pick":
      return state.setFilter(step.key, (current) => {
        const values = (current as readonly string[] | undefined) ?? [];
        return values.includes(step.value) ? values : [...values, step.value];
      });
    case "unpick":
      return state.setFilter(step.key, (current) => {
        const left = ((current as readonly string[] | undefined) ?? []).filter((v) => v !== step.value);
        return left.length > 0 ? left : undefined;
      });
    case "clear":
      return state.setFilters({});
    case "sort":
      return state.setSort(step.sort);
    case "page":
      return state.setPage(step.page);
    case "pageSize":
      return state.setPageSize(step.pageSize);
  }
}

function renderListState(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ state: useListState(list), location: useLocation() }), { wrapper });
}

describe("useListState (issue 6 §4)", () => {
  it("two status picks and a date range made before any re-render are all kept", () => {
    const { result } = renderListState("/rcm/home");
    act(() => {
      const rendered = result.current.state; // every change below starts from this one render
      rendered.setFilter("statuses", (current) => [...((current as string[] | undefined) ?? []), "SENT"]);
      rendered.setFilter("statuses", (current) => [...((current as string[] | undefined) ?? []), "SETTLED"]);
      rendered.setFilter("createdAt", { from: "2024-01-01" });
      rendered.setFilter("createdAt", { from: "2024-01-01", to: "2024-06-30" });
    });
    expect(result.current.state.filters).toEqual({
      statuses: ["SENT", "SETTLED"],
      createdAt: { from: "2024-01-01", to: "2024-06-30" },
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.getAll("statuses")).toEqual(["SENT", "SETTLED"]);
    expect(params.get("createdAt.to")).toBe("2024-06-30");
  });

  it("a search (PHI) made on page 2 resets the page in the same render, and never reaches the URL", () => {
    const seen: { page: number; search: unknown }[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={["/rcm/home?page=2&size=15&sort=createdAt.desc"]}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        const state = useListState(list);
        seen.push({ page: state.page, search: state.filters.searchValue });
        return { state, location: useLocation() };
      },
      { wrapper },
    );
    act(() => result.current.state.setFilter("searchValue", "Gómez"));
    expect(result.current.state.page).toBe(1);
    expect(result.current.state.filters.searchValue).toBe("Gómez");
    // No render ever paired the new search with the old page (that render would ask for it).
    expect(seen.filter((render) => render.search === "Gómez" && render.page !== 1)).toEqual([]);
    expect(result.current.location.search).not.toMatch(/G%C3%B3mez|Gómez|searchValue/);
  });

  it("random filter, sort and page changes made in one batch lose nothing (fast-check)", () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const { result, unmount } = renderListState("/rcm/home?tab=kept");
        act(() => {
          const rendered = result.current.state;
          for (const step of steps) apply(rendered, step);
        });
        const { state, location } = result.current;
        const expected = expectedState(steps);
        expect({
          filters: state.filters,
          sort: state.sort,
          page: state.page,
          pageSize: state.pageSize,
        }).toEqual(expected);
        const url = new URLSearchParams(location.search);
        const { filters: _phi, ...fromUrl } = decodeListState(url, list).state;
        const { filters: _expectedFilters, ...expectedUrl } = expected;
        expect(fromUrl).toEqual(expectedUrl);
        expect(url.get("tab")).toBe("kept");
        expect(url.has("searchValue")).toBe(false);
        unmount();
        cleanup();
      }),
      { numRuns: 60 },
    );
  });
});
