/**
 * Nested lists (issue 7 §1 "Nested lists"): two lists on one page, each with its endpoint's path
 * parameters and its own URL key prefix, keep separate page, size, sort and filters; paging one
 * never moves the other. Here two charge grids (resources/charges.ts, endpoint
 * `rcm/v1/accounts/{id}/charges`) of two accounts with many charges, against the reference API
 * in-process (tests/component/sandbox-backend.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import charges from "../../../resources/charges";
import { ResourceList } from "../../../src/components/resource/resource-list";
import { currentLocation, renderPortal, useSandboxServer } from "./harness";

vi.setConfig({ testTimeout: 90_000 });

const backend = useSandboxServer();

function TwoLists({ first, second }: { first: string; second: string }) {
  return (
    <>
      <div data-testid="list-a">
        <ResourceList declaration={charges} pathParams={{ id: first }} urlPrefix="a" headingLevel={2} />
      </div>
      <div data-testid="list-b">
        <ResourceList declaration={charges} pathParams={{ id: second }} urlPrefix="b" headingLevel={2} />
      </div>
    </>
  );
}

/** The page numbers (0-based) of the charge calls of one account, in order. */
const pagesAsked = (accountId: string) =>
  backend.requests
    .filter((url) => url.pathname.endsWith(`/rcm/v1/accounts/${accountId}/charges`))
    .map((url) => url.searchParams.get("page"));

/** The pager of a list (cells carry their text as a title too, issue 19 §2). */
const pager = (list: HTMLElement) => list.querySelector<HTMLElement>(".ant-pagination") ?? list;

describe("two lists on one page (issue 7 §1)", () => {
  it("fill their own path parameters and keep separate page and filters under their URL prefixes", async () => {
    const rows = await backend.handle.query<{ account_id: string }>(
      `SELECT c.account_id FROM charges c JOIN accounts a ON a.id = c.account_id
        WHERE a.provider_slug = 'clinica-andina-co'
        GROUP BY c.account_id HAVING count(*) > 45 ORDER BY c.account_id LIMIT 2`,
    );
    expect(rows).toHaveLength(2);
    const [a, b] = rows.map((row) => row.account_id);
    await renderPortal({
      path: "/elsewhere?tab=charges",
      session: await backend.signIn("rcm-editor"),
      extra: <TwoLists first={a} second={b} />,
    });
    const listA = screen.getByTestId("list-a");
    const listB = screen.getByTestId("list-b");
    await waitFor(() => expect(pagesAsked(a)).toEqual(["0"]), { timeout: 15_000 });
    await waitFor(() => expect(pagesAsked(b)).toEqual(["0"]));

    // Page 2 of list A: only A asks again, only a.* keys change.
    fireEvent.click(within(pager(listA)).getByTitle("2"));
    await waitFor(() => expect(pagesAsked(a)).toEqual(["0", "1"]));
    let url = new URLSearchParams(currentLocation().split("?")[1]);
    expect(url.get("a.page")).toBe("2");
    expect(url.get("b.page")).toBeNull();
    expect(url.get("page")).toBeNull();
    expect(url.get("tab")).toBe("charges");
    expect(pagesAsked(b)).toEqual(["0"]);

    // Page 3 of list B: A stays on its page 2.
    fireEvent.click(within(pager(listB)).getByTitle("3"));
    await waitFor(() => expect(pagesAsked(b)).toEqual(["0", "2"]));
    url = new URLSearchParams(currentLocation().split("?")[1]);
    expect(url.get("a.page")).toBe("2");
    expect(url.get("b.page")).toBe("3");
    expect(pagesAsked(a)).toEqual(["0", "1"]);
    expect(within(pager(listA)).getByTitle("2").className).toContain("ant-pagination-item-active");
    expect(within(pager(listB)).getByTitle("3").className).toContain("ant-pagination-item-active");

    // A search in list B (PHI: never in the URL) goes back to B's page 1 and leaves A alone.
    const search = within(listB).getByLabelText("Search (code, description or diagnosis)");
    await userEvent.type(search, "hemograma{enter}");
    await waitFor(() =>
      expect(
        backend.requests
          .filter((u) => u.pathname.endsWith(`/accounts/${b}/charges`))
          .at(-1)
          ?.searchParams.get("search_value"),
      ).toBe("hemograma"),
    );
    expect(pagesAsked(b).at(-1)).toBe("0");
    url = new URLSearchParams(currentLocation().split("?")[1]);
    expect(url.get("b.page")).toBe("1");
    expect(url.get("a.page")).toBe("2");
    expect(currentLocation()).not.toContain("hemograma");
    expect(within(listA).getByLabelText("Search (code, description or diagnosis)")).toHaveValue("");
    expect(pagesAsked(a)).toEqual(["0", "1"]);
  });
});
