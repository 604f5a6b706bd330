/**
 * CSV export of the current filtered list (issue 3): every page through the data provider
 * (200 rows a page), progress, cancel, and a file of the visible columns as shown.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import Papa from "papaparse";
import { renderPortal, server, SESSIONS } from "./harness";
import { data, makeAccounts, requests, resetData } from "./handlers";

const saved: Blob[] = [];
let clicked: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  resetData();
  saved.length = 0;
  clicked = [];
  // jsdom has no object URLs nor downloads: capture the blob and the file name instead.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:export";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const exportCalls = () =>
  requests.filter(
    (url) => url.pathname.endsWith("/rcm/v1/accounts") && url.searchParams.get("size") === "200",
  );

describe("CSV export", () => {
  it("fetches every page of the filtered list (200 a page), shows progress, and saves the visible columns as shown", async () => {
    data.accounts = makeAccounts(450);
    data.accountsDelayMs = 40;
    await renderPortal({
      path: "/rcm/home?page=2&statuses=SENT&statuses=IN_PROGRESS&sort=invoiceAmount.desc&size=15",
      session: SESSIONS.rcmEditor,
    });
    await screen.findByText("Total: 150");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByRole("progressbar", { name: "Export progress" })).toBeInTheDocument();
    expect(await screen.findByText("Export ready: 150 rows.")).toBeInTheDocument();
    expect(exportCalls().map((url) => url.searchParams.get("page"))).toEqual(["0"]);
    expect(exportCalls()[0]?.searchParams.get("statuses")).toBe("SENT,IN_PROGRESS");
    expect(exportCalls()[0]?.searchParams.get("order_by")).toBe("invoice_amount");
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatch(/^accounts-\d{8}-\d{4}\.csv$/);
    const text = (await saved[0]?.text())?.replace(/^\uFEFF/, "") ?? "";
    const parsed = Papa.parse<string[]>(text);
    expect(parsed.data).toHaveLength(151);
    expect(parsed.data[0]).toEqual([
      "Invoice number",
      "Patient ID",
      "Patient",
      "Payer",
      "Agreement",
      "Plan coverage",
      "Service types",
      "Amount",
      "Support documents",
      "Status",
      "Responsible",
      "Created",
    ]);
    const first = parsed.data[1] ?? [];
    expect(first[0]).toMatch(/^F-\d{4}$/);
    expect(first[7]).toMatch(/^RD\$ [\d,]+\.\d{2}$/);
    expect(first[9]).toMatch(/^(Sent|In progress)$/);
    expect(first[11]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("pages through large lists and counts the total", async () => {
    data.accounts = makeAccounts(450);
    await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    await screen.findByText("Total: 450");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Export ready: 450 rows.")).toBeInTheDocument();
    expect(exportCalls().map((url) => url.searchParams.get("page"))).toEqual(["0", "1", "2"]);
    const text = (await saved[0]?.text()) ?? "";
    expect(Papa.parse(text.replace(/^\uFEFF/, "")).data).toHaveLength(451);
  });

  it("can be cancelled: no file, no further page", async () => {
    data.accounts = makeAccounts(1000);
    await renderPortal({ path: "/rcm/home", session: SESSIONS.rcmEditor });
    await screen.findByText("Total: 1000");
    data.accountsDelayMs = 1500;
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(screen.getByText(/Exported 200 of 1000 rows/)).toBeInTheDocument());
    expect(screen.getByRole("progressbar", { name: "Export progress" })).toHaveAttribute(
      "aria-valuenow",
      "20",
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel export" }));
    expect(await screen.findByText("Export cancelled.")).toBeInTheDocument();
    const pagesAtCancel = exportCalls().length;
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(exportCalls().length).toBe(pagesAtCancel);
    expect(pagesAtCancel).toBeLessThanOrEqual(2);
    expect(saved).toHaveLength(0);
    expect(screen.queryByRole("progressbar", { name: "Export progress" })).not.toBeInTheDocument();
  });
});
