/**
 * The generic list rendered from a declaration: the accounts grid at /rcm/home (001 §2, §3, §6,
 * §7, §9) over the reference API in-process (tests/component/sandbox-backend.ts): what the grid
 * shows is checked against what the sandbox answers for the query the grid sent, and the filters
 * against the seeded database. msw only for a fault shape (a 400 carrying markup).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { currentLocation, renderPortal, server } from "./harness";
import { useSandboxBackend } from "../sandbox-backend";
import { textsOf } from "../../locales";
import { VIEW_CONFIGURATION_KEY } from "../../../src/lib/view-configuration";

const backend = useSandboxBackend(server);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  backend.clearRequests();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** An account row as the portal holds it (camel-cased, docs/api-contract.md "Revenue cycle"). */
interface Account {
  id: string;
  invoiceNumber: string;
  invoiceAmount: number | null;
  status: string | null;
  patientName: string;
  createdAt: string;
  uploadedSupportDocuments: number;
  requiredSupportDocuments: number;
}
interface Page {
  content: Account[];
  totalElements: number;
}

/** A screen's first render loads its lazy code cold (antd under jsdom, a busy machine): allow it time. */
const SCREEN_MS = 45_000;

const STATUS_TEXT = textsOf("en").statuses["rcm-status-account"] as Record<string, string>;
const accountCalls = () => backend.requests.filter((url) => url.pathname.endsWith("/rcm/v1/accounts"));
const lastAccountsCall = () => accountCalls().at(-1);
const table = () => screen.getByRole("table");
/** The invoice numbers of the rendered rows, in order (FE-… in Colombia, NF-… in Brazil). */
const shownInvoices = () =>
  within(table())
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .queryAllByRole("cell")
        .map((cell) => cell.textContent?.match(/^(?:FE|NF)-\d+/)?.[0])
        .find(Boolean),
    )
    .filter((text): text is string => Boolean(text));

/** The sandbox's answers by user and query: the data of this file never changes, so each is asked once. */
const answers = new Map<string, Promise<Page>>();

/** What the sandbox answers `kind` for exactly the accounts query the grid sent last. */
function answerToLastCall(kind: string): Promise<Page> {
  const url = lastAccountsCall();
  if (!url) throw new Error("the grid asked for no accounts");
  const key = `${kind} ${url.search}`;
  if (!answers.has(key)) answers.set(key, backend.get<Page>(`rcm/v1/accounts${url.search}`, kind));
  return answers.get(key) as Promise<Page>;
}

/** Count of clinica-andina-co (rcm-editor's provider) accounts matching an SQL condition. */
async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await backend.handle.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM accounts WHERE provider_slug = 'clinica-andina-co' AND (${where})`,
    params,
  );
  return row.n;
}

/** The grid's amount text for COP (001 §9: 2 decimals; the harness configures CO → "$"). */
const cop = (amount: number) =>
  `$ ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Waits until the grid shows the rows the sandbox answers for its last query, and returns them. */
async function rowsShown(kind = "rcm-editor"): Promise<Account[]> {
  await waitFor(() => expect(lastAccountsCall()).toBeDefined(), { timeout: SCREEN_MS });
  let page: Page = { content: [], totalElements: 0 };
  await waitFor(
    async () => {
      page = await answerToLastCall(kind);
      expect(page.content.length).toBeGreaterThan(0);
      expect(shownInvoices()).toEqual(page.content.map((row) => row.invoiceNumber));
    },
    { timeout: SCREEN_MS },
  );
  return page.content;
}

describe("accounts list (001 §2 home)", { timeout: 90_000 }, () => {
  it("001 §7/§9: renders the sandbox's first page with formatted money, dates, statuses and counts", async () => {
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    const rows = await rowsShown();
    // Page 1 sent as page=0, 15 rows, newest first by default.
    const sent = lastAccountsCall()?.searchParams;
    expect(sent?.get("page")).toBe("0");
    expect(sent?.get("size")).toBe("15");
    expect(sent?.get("sort")).toBe("desc");
    expect(sent?.get("order_by")).toBe("created_at");
    expect(rows).toHaveLength(15);
    for (const account of rows.slice(0, 5)) {
      const row = screen.getByText(account.invoiceNumber).closest("tr") as HTMLElement;
      expect(within(row).getByText(cop(account.invoiceAmount ?? 0))).toBeInTheDocument();
      expect(within(row).getByText(STATUS_TEXT[account.status ?? "PENDING"])).toBeInTheDocument();
      expect(within(row).getByText(dayjs(account.createdAt).format("DD/MM/YYYY HH:mm"))).toBeInTheDocument();
      expect(
        within(row).getByText(
          new RegExp(`${account.uploadedSupportDocuments} / ${account.requiredSupportDocuments}`),
        ),
      ).toBeInTheDocument();
    }
    expect(screen.getByText(`Total: ${await sqlCount("true")}`)).toBeInTheDocument();
  });

  it("001 §4: an account without status shows as pending; reassigned accounts are marked with text", async () => {
    await renderPortal({
      path: "/rcm/home?page=1&isReassignedAccount=true",
      session: await backend.signIn("rcm-editor"),
    });
    const rows = await rowsShown();
    expect(lastAccountsCall()?.searchParams.get("is_reassigned_account")).toBe("true");
    expect(rows).toHaveLength(Math.min(15, await sqlCount("reassigned_account")));
    for (const account of rows) {
      const row = screen.getByText(account.invoiceNumber).closest("tr") as HTMLElement;
      expect(within(row).getByText("Reassigned")).toBeInTheDocument();
    }
    cleanup();
    const [pending] = await backend.handle.query<{ invoice_number: string }>(
      "SELECT invoice_number FROM accounts WHERE provider_slug = 'clinica-andina-co' AND status IS NULL ORDER BY invoice_number LIMIT 1",
    );
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    await rowsShown();
    await userEvent.type(
      screen.getByLabelText("Search (invoice, patient ID or name)"),
      `${pending.invoice_number}{enter}`,
    );
    const row = (await screen.findByText(pending.invoice_number)).closest("tr") as HTMLElement;
    expect(within(row).getByText("Pending")).toBeInTheDocument();
  });

  it("001 §1: removes the columns the provider's view configuration excludes and caches it under pp.viewConfiguration", async () => {
    // hospital-sao-lucas-br excludes costCenterName from its accounts list (sandbox/seed/catalogues.ts).
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-consultant") });
    await rowsShown("rcm-consultant");
    await waitFor(() =>
      expect(within(table()).queryByRole("columnheader", { name: "Cost center" })).not.toBeInTheDocument(),
    );
    expect(within(table()).getByRole("columnheader", { name: "Responsible" })).toBeInTheDocument();
    const cached = JSON.parse(localStorage.getItem(VIEW_CONFIGURATION_KEY) ?? "{}");
    expect(cached.providerSlug).toBe("hospital-sao-lucas-br");
    const accounts = cached.data.sections.find(
      (section: { section: string; viewName: string }) => section.section === "accounts",
    );
    expect(accounts.excludedColumns).toContain("costCenterName");
    expect(Object.keys(localStorage)).toEqual([VIEW_CONFIGURATION_KEY]);
    cleanup();
    // clinica-andina-co keeps it.
    localStorage.clear();
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    await rowsShown();
    expect(within(table()).getByRole("columnheader", { name: "Cost center" })).toBeInTheDocument();
  });

  it("DESIGN.md §5: filters from the URL are sent and applied; the search text is sent but never written to the URL", async () => {
    await renderPortal({
      path: "/rcm/home?page=1&statuses=SENT&statuses=SETTLED&size=15&sort=createdAt.desc",
      session: await backend.signIn("rcm-editor"),
    });
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("statuses")).toBe("SENT,SETTLED"), {
      timeout: SCREEN_MS,
    });
    const rows = await rowsShown();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["SENT", "SETTLED"]));
    expect(screen.getByText(`Total: ${await sqlCount("status IN ('SENT', 'SETTLED')")}`)).toBeInTheDocument();
    const patient = rows[3].patientName;
    await userEvent.type(screen.getByLabelText("Search (invoice, patient ID or name)"), `${patient}{enter}`);
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("search_value")).toBe(patient));
    const found = await rowsShown();
    expect(found.map((row) => row.patientName)).toContain(patient);
    expect(currentLocation()).not.toContain(encodeURIComponent(patient).slice(0, 12));
    expect(currentLocation()).not.toContain("search");
    expect(currentLocation()).toContain("statuses=SENT");
  });

  it("issue 6 §4: a search made on page 2 asks once, for page 1 (no wasted page-2 request)", async () => {
    await renderPortal({
      path: "/rcm/home?page=2&size=15&sort=createdAt.desc",
      session: await backend.signIn("rcm-editor"),
    });
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("page")).toBe("1"), {
      timeout: SCREEN_MS,
    });
    const [first] = await rowsShown();
    const before = accountCalls().length;
    await userEvent.type(
      screen.getByLabelText("Search (invoice, patient ID or name)"),
      `${first.invoiceNumber}{enter}`,
    );
    await waitFor(() =>
      expect(lastAccountsCall()?.searchParams.get("search_value")).toBe(first.invoiceNumber),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = accountCalls().slice(before);
    expect(after.map((url) => [url.searchParams.get("page"), url.searchParams.get("search_value")])).toEqual([
      ["0", first.invoiceNumber],
    ]);
    expect(currentLocation()).toContain("page=1");
    expect((await rowsShown()).map((row) => row.invoiceNumber)).toEqual([first.invoiceNumber]);
  });

  it("sorts by amount and pages from 1 (sent from 0), in the URL", async () => {
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    await rowsShown();
    fireEvent.click(within(table()).getByRole("columnheader", { name: /^Amount/ }));
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("order_by")).toBe("invoice_amount"));
    expect(currentLocation()).toContain("sort=invoiceAmount.asc");
    const [cheapest] = await rowsShown();
    const [lowest] = await backend.handle.query<{ amount: number }>(
      "SELECT min(invoice_amount)::float8 AS amount FROM accounts WHERE provider_slug = 'clinica-andina-co'",
    );
    expect(cheapest.invoiceAmount).toBe(lowest.amount);
    // The pager's page 3 (cells carry their text as a title too, issue 19 §2).
    fireEvent.click(
      within(document.querySelector<HTMLElement>(".ant-pagination") ?? document.body).getByTitle("3"),
    );
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("page")).toBe("2"));
    expect(currentLocation()).toContain("page=3");
    const third = await rowsShown();
    expect(third.every((row) => (row.invoiceAmount ?? 0) >= (cheapest.invoiceAmount ?? 0))).toBe(true);
  });

  it("001 §5: refuses a negative or inverted amount range with a message and keeps what was typed", async () => {
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    await rowsShown();
    // The amount range lives in the filters panel of the one-row bar (issue 7 §3b), loaded on opening.
    fireEvent.click(screen.getByRole("button", { name: "More filters" }));
    const min = await screen.findByLabelText("Minimum", {}, { timeout: 30_000 });
    const max = screen.getByLabelText("Maximum");
    await userEvent.type(min, "-5{enter}");
    expect(await screen.findByText("Enter positive amounts only.")).toBeInTheDocument();
    expect(min).toHaveValue("-5");
    expect(min).toHaveAttribute("aria-invalid", "true");
    expect(lastAccountsCall()?.searchParams.has("invoice_amount_min")).toBe(false);
    await userEvent.clear(min);
    await userEvent.type(min, "1000000{enter}");
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("invoice_amount_min")).toBe("1000000"));
    const calls = accountCalls().length;
    await userEvent.type(max, "100{enter}");
    expect(await screen.findByText("The minimum cannot be greater than the maximum.")).toBeInTheDocument();
    expect(max).toHaveValue("100");
    expect(accountCalls().length).toBe(calls);
    await userEvent.clear(max);
    await userEvent.type(max, "2000000{enter}");
    await waitFor(() => expect(lastAccountsCall()?.searchParams.get("invoice_amount_max")).toBe("2000000"));
    expect(lastAccountsCall()?.searchParams.get("invoice_amount_min")).toBe("1000000");
    expect(screen.queryByText("The minimum cannot be greater than the maximum.")).not.toBeInTheDocument();
    const inRange = await rowsShown();
    expect(inRange.every((row) => (row.invoiceAmount ?? 0) >= 1e6 && (row.invoiceAmount ?? 0) <= 2e6)).toBe(
      true,
    );
  });

  it("001 §6: an editor gets provider lookups and its restricted events in the session", async () => {
    const { runtime } = await renderPortal({
      path: "/rcm/home",
      session: await backend.signIn("rcm-editor"),
    });
    await rowsShown();
    fireEvent.click(screen.getByRole("button", { name: "More filters" }));
    expect(await screen.findByLabelText("Concurrent audit")).toBeInTheDocument();
    expect(screen.getByLabelText("Executor service")).toBeInTheDocument();
    await waitFor(() =>
      expect(backend.requests.some((url) => url.pathname.endsWith("/executor-services"))).toBe(true),
    );
    // The seed restricts ASSIGN_RESPONSIBLE for rcm-editor (sandbox/seed/users.ts).
    await waitFor(() => expect(runtime.sessionStore.getRestrictedEvents()).toEqual(["ASSIGN_RESPONSIBLE"]));
  });

  it("001 §6: the status filter offers only the statuses the role permissions allow", async () => {
    // INTERNAL_AUDITOR may see IN_PROGRESS … ERROR but not SETTLED (sandbox/seed/catalogues.ts ROLE_STATUSES).
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-internal-auditor") });
    await rowsShown("rcm-internal-auditor");
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    expect(await screen.findByTitle("Pending audit")).toBeInTheDocument();
    expect(screen.getByTitle("In progress")).toBeInTheDocument();
    expect(screen.queryByTitle("Settled")).not.toBeInTheDocument();
  });

  it("001 §5/§6: an EXTERNAL_AUDITOR gets no concurrent-status filter and no provider lookups", async () => {
    await renderPortal({
      path: "/rcm/home?page=1&concurrentAuditRequired=true",
      session: await backend.signIn("rcm-external-auditor"),
    });
    await rowsShown("rcm-external-auditor");
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
      backend.requests.some((url) =>
        /executor-services|invoice-sources|agreement-plan-types|service-types|\/users$|all-agreements|support-files/.test(
          url.pathname,
        ),
      ),
    ).toBe(false);
    expect(screen.getByRole("combobox", { name: "Payer" })).toBeInTheDocument();
  });

  it("shows the server's message as text when the list fails, with a retry (fault shape: markup in a 400)", async () => {
    const { http, HttpResponse } = await import("msw");
    server.use(
      http.get(/\/api\/rcm\/v1\/accounts$/, () =>
        HttpResponse.json({ error_code: "VALIDATION_ERROR", message: "<b>Bad</b> status" }, { status: 400 }),
      ),
    );
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    expect(
      await screen.findByText("<b>Bad</b> status", undefined, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("shows an empty state when nothing matches", async () => {
    await renderPortal({
      path: "/rcm/home?page=1&reassignedAccountId=no-such-account",
      session: await backend.signIn("rcm-editor"),
    });
    expect(
      await screen.findByText("No results match these filters.", undefined, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
    expect(lastAccountsCall()?.searchParams.get("reassigned_account_id")).toBe("no-such-account");
  });
});
