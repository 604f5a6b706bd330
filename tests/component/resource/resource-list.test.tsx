/**
 * The generic list rendered from a declaration: the accounts grid at /rcm/home (001 §2, §3, §6,
 * §7, §9) over msw.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { currentLocation, renderPortal, server, SESSIONS } from "./harness";
import { requests, resetData } from "./handlers";
import { VIEW_CONFIGURATION_KEY } from "../../../src/lib/view-configuration";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  resetData();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const accountCalls = () => requests.filter((url) => url.pathname.endsWith("/rcm/v1/accounts"));
const lastAccountsCall = () => accountCalls().at(-1);
const table = () => screen.getByRole("table");

describe("accounts list (001 §2 home)", () => {
  it("001 §7/§9: renders rows with formatted money, dates, statuses, counts and the reassigned mark", async () => {
    await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    expect(await screen.findByText("F-0001")).toBeInTheDocument();
    // Page 1 sent as page=0, 15 rows, newest first by default.
    expect(lastAccountsCall()?.searchParams.get("page")).toBe("0");
    expect(lastAccountsCall()?.searchParams.get("size")).toBe("15");
    expect(lastAccountsCall()?.searchParams.get("sort")).toBe("desc");
    expect(lastAccountsCall()?.searchParams.get("order_by")).toBe("created_at");
    const first = screen.getByText("F-0001").closest("tr") as HTMLElement;
    expect(within(first).getByText("RD$ 1,234.50")).toBeInTheDocument();
    expect(within(first).getByText("In progress")).toBeInTheDocument();
    expect(within(first).getByText("02/01/2026 09:30")).toBeInTheDocument();
    expect(within(first).getByText(/1 \/ 2/)).toBeInTheDocument();
    const second = screen.getByText("F-0002").closest("tr") as HTMLElement;
    expect(within(second).getByText("RD$ 0.00")).toBeInTheDocument();
    // 001 §4: an empty status shows as pending; styling-only statuses are labelled too.
    expect(
      within(screen.getByText("F-0005").closest("tr") as HTMLElement).getByText("Pending"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByText("F-0006").closest("tr") as HTMLElement).getByText("Ready to audit"),
    ).toBeInTheDocument();
    // Reassigned accounts are marked with visible text.
    expect(
      within(screen.getByText("F-0004").closest("tr") as HTMLElement).getByText("Reassigned"),
    ).toBeInTheDocument();
    expect(screen.getByText("Total: 45")).toBeInTheDocument();
  });

  it("001 §1: removes the columns the view configuration excludes and caches it under pp.viewConfiguration", async () => {
    await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    await screen.findByText("F-0001");
    await waitFor(() =>
      expect(within(table()).queryByRole("columnheader", { name: "Cost center" })).not.toBeInTheDocument(),
    );
    expect(within(table()).getByRole("columnheader", { name: "Responsible" })).toBeInTheDocument();
    const cached = JSON.parse(localStorage.getItem(VIEW_CONFIGURATION_KEY) ?? "{}");
    expect(cached.providerSlug).toBe("clinica-central-do");
    expect(cached.data.sections[0].excludedColumns).toEqual(["costCenterName"]);
    expect(Object.keys(localStorage)).toEqual([VIEW_CONFIGURATION_KEY]);
  });

  it("DESIGN.md §5: filters from the URL are sent; the search text is sent but never written to the URL", async () => {
    await renderPortal({
      path: "/rcm/home?page=1&statuses=SENT&statuses=SETTLED&size=15&sort=createdAt.desc",
      session: SESSIONS.rcmEditor,
    });
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("statuses")).toBe("SENT,SETTLED"));
    const search = screen.getByLabelText("Search (invoice, patient ID or name)");
    await userEvent.type(search, "Paciente 8{enter}");
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("search_value")).toBe("Paciente 8"));
    expect(currentLocation()).not.toContain("Paciente");
    expect(currentLocation()).toContain("statuses=SENT");
  });

  it("issue 6 §4: a search made on page 2 asks once, for page 1 (no wasted page-2 request)", async () => {
    await renderPortal({ path: "/rcm/home?page=2&size=15&sort=createdAt.desc", session: SESSIONS.rcmEditor });
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("page")).toBe("1"));
    const before = accountCalls().length;
    await userEvent.type(screen.getByLabelText("Search (invoice, patient ID or name)"), "Paciente 8{enter}");
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("search_value")).toBe("Paciente 8"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = accountCalls().slice(before);
    expect(after.map((url) => [url.searchParams.get("page"), url.searchParams.get("search_value")])).toEqual([
      ["0", "Paciente 8"],
    ]);
    expect(currentLocation()).toContain("page=1");
  });

  it("sorts by amount and pages from 1 (sent from 0), in the URL", async () => {
    await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    await screen.findByText("F-0001");
    fireEvent.click(within(table()).getByRole("columnheader", { name: /^Amount/ }));
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("order_by")).toBe("invoice_amount"));
    expect(currentLocation()).toContain("sort=invoiceAmount.asc");
    fireEvent.click(screen.getByTitle("3"));
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("page")).toBe("2"));
    expect(currentLocation()).toContain("page=3");
  });

  it("001 §5: refuses a negative or inverted amount range with a message and keeps what was typed", async () => {
    await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    await screen.findByText("F-0001");
    const min = screen.getByLabelText("Minimum");
    const max = screen.getByLabelText("Maximum");
    await userEvent.type(min, "-5{enter}");
    expect(await screen.findByText("Enter positive amounts only.")).toBeInTheDocument();
    expect(min).toHaveValue("-5");
    expect(min).toHaveAttribute("aria-invalid", "true");
    expect(lastAccountsCall()?.searchParams.has("invoice_amount_min")).toBe(false);
    await userEvent.clear(min);
    await userEvent.type(min, "900{enter}");
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("invoice_amount_min")).toBe("900"));
    const calls = accountCalls().length;
    await userEvent.type(max, "100{enter}");
    expect(await screen.findByText("The minimum cannot be greater than the maximum.")).toBeInTheDocument();
    expect(max).toHaveValue("100");
    expect(accountCalls().length).toBe(calls);
    await userEvent.clear(max);
    await userEvent.type(max, "1000{enter}");
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("invoice_amount_max")).toBe("1000"));
    expect(lastAccountsCall()?.searchParams.get("invoice_amount_min")).toBe("900");
    expect(screen.queryByText("The minimum cannot be greater than the maximum.")).not.toBeInTheDocument();
  });

  it("001 §6: other roles get provider lookups, statuses allowed by role permissions, and restricted events in the session", async () => {
    const { runtime } = await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    await screen.findByText("F-0001");
    fireEvent.click(screen.getByRole("button", { name: "More filters" }));
    expect(screen.getByLabelText("Concurrent audit")).toBeInTheDocument();
    expect(screen.getByLabelText("Executor service")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((url) => url.pathname.endsWith("/executor-services"))).toBe(true),
    );
    await waitFor(() => expect(runtime.sessionStore.getRestrictedEvents()).toEqual(["ASSIGN_RESPONSIBLE"]));
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    expect(await screen.findByTitle("Settled")).toBeInTheDocument();
    expect(screen.queryByTitle("Voided")).not.toBeInTheDocument();
  });

  it("001 §5/§6: an EXTERNAL_AUDITOR gets no concurrent-status filter and no provider lookups", async () => {
    await renderPortal({
      path: "/rcm/home?page=1&concurrentAuditRequired=true",
      session: SESSIONS.rcmExternalAuditor,
    });
    await screen.findByText("F-0001");
    const more = screen.queryByRole("button", { name: "More filters" });
    if (more) fireEvent.click(more);
    expect(screen.queryByLabelText("Concurrent audit")).not.toBeInTheDocument();
    for (const label of [
      "Service types",
      "Executor service",
      "Agreement plan type",
      "Invoice source",
      "Missing support documents",
    ]) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    // A shared link cannot smuggle the hidden filter in.
    expect(lastAccountsCall()?.searchParams.has("concurrent_audit_required")).toBe(false);
    expect(
      requests.some((url) =>
        /executor-services|invoice-sources|agreement-plan-types|service-types|\/users$|all-agreements|support-files/.test(
          url.pathname,
        ),
      ),
    ).toBe(false);
    expect(screen.getByRole("combobox", { name: "Payer" })).toBeInTheDocument();
  });

  it("shows the server's message as text when the list fails, with a retry", async () => {
    const { http, HttpResponse } = await import("msw");
    server.use(
      http.get(/\/api\/rcm\/v1\/accounts$/, () =>
        HttpResponse.json({ error_code: "VALIDATION_ERROR", message: "<b>Bad</b> status" }, { status: 400 }),
      ),
    );
    await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    expect(await screen.findByText("<b>Bad</b> status")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("shows an empty state when nothing matches", async () => {
    await renderPortal({ path: "/rcm/home?page=1&statuses=VOIDED", session: SESSIONS.rcmEditor });
    expect(await screen.findByText("No results match these filters.")).toBeInTheDocument();
  });
});
