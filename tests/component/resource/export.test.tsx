/**
 * CSV export of the current filtered list (issue 3): every page through the data provider
 * (200 rows a page), progress, cancel, and a file of the visible columns as shown. The rows come
 * from the reference API in-process (tests/component/sandbox-backend.ts, 300 accounts of
 * clinica-andina-co); msw only slows pages down (a delay layered on top, then passed through).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { delay, http } from "msw";
import Papa from "papaparse";
import { renderPortal, server } from "./harness";
import { useSandboxBackend } from "../sandbox-backend";

const backend = useSandboxBackend(server);
const saved: Blob[] = [];
let clicked: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  backend.clearRequests();
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

/** A screen's first render loads its lazy code cold (antd under jsdom, a busy machine): allow it time. */
const SCREEN_MS = 45_000;

const exportCalls = () =>
  backend.requests.filter(
    (url) => url.pathname.endsWith("/rcm/v1/accounts") && url.searchParams.get("size") === "200",
  );

/**
 * Slows every export page (size 200) by `ms`, then lets the reference API answer it.
 * @returns the export pages asked so far, counted when the portal sends them (the reference API's
 *   own record sees a page only once its delay is over, even when the portal aborted it meanwhile).
 */
function slowExportPages(ms: number): () => number {
  let sent = 0;
  server.use(
    http.get(/\/api\/rcm\/v1\/accounts$/, async ({ request }) => {
      if (new URL(request.url).searchParams.get("size") === "200") {
        sent += 1;
        await delay(ms);
      }
      return undefined;
    }),
  );
  return () => sent;
}

/** Count of rcm-editor's (clinica-andina-co) accounts matching an SQL condition. */
async function sqlCount(where: string): Promise<number> {
  const [row] = await backend.handle.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM accounts WHERE provider_slug = 'clinica-andina-co' AND (${where})`,
  );
  return row.n;
}

describe("CSV export", { timeout: 90_000 }, () => {
  it("fetches every page of the filtered list (200 a page), shows progress, and saves the visible columns as shown", async () => {
    const total = await sqlCount("status IN ('SENT', 'IN_PROGRESS')");
    slowExportPages(40);
    await renderPortal({
      path: "/rcm/home?page=2&statuses=SENT&statuses=IN_PROGRESS&sort=invoiceAmount.desc&size=15",
      session: await backend.signIn("rcm-editor"),
    });
    await screen.findByText(`Total: ${total}`, undefined, { timeout: SCREEN_MS });
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByRole("progressbar", { name: "Export progress" })).toBeInTheDocument();
    expect(await screen.findByText(`Export ready: ${total} rows.`)).toBeInTheDocument();
    expect(exportCalls().map((url) => url.searchParams.get("page"))).toEqual(["0"]);
    const sent = exportCalls()[0];
    expect(sent?.searchParams.get("statuses")).toBe("SENT,IN_PROGRESS");
    expect(sent?.searchParams.get("order_by")).toBe("invoice_amount");
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatch(/^accounts-\d{8}-\d{4}\.csv$/);
    const text = (await saved[0]?.text())?.replace(/^\uFEFF/, "") ?? "";
    const parsed = Papa.parse<string[]>(text.trim());
    expect(parsed.data).toHaveLength(total + 1);
    // The grid's visible columns in the grid's order (by priority, issue 19 §2; status fixed last),
    // the actions column aside.
    expect(parsed.data[0]).toEqual([
      "Invoice number",
      "Patient",
      "Payer",
      "Amount",
      "Patient ID",
      "Agreement",
      "Plan coverage",
      "Service types",
      "Support documents",
      "Created",
      "Responsible",
      "Cost center",
      "Status",
    ]);
    const gridHeaders = screen
      .getAllByRole("columnheader")
      .map((header) => header.textContent?.trim() ?? "")
      .filter((text) => text !== "" && text !== "Actions");
    expect(parsed.data[0]).toEqual(gridHeaders);
    // The file holds the sandbox's rows in the order it answered the export's own query.
    const answer = await backend.get<{ content: { invoiceNumber: string }[] }>(
      `rcm/v1/accounts${sent?.search ?? ""}`,
      "rcm-editor",
    );
    expect(parsed.data.slice(1).map((row) => row[0])).toEqual(answer.content.map((row) => row.invoiceNumber));
    const first = parsed.data[1] ?? [];
    expect(first[3]).toMatch(/^\$ [\d,]+\.\d{2}$/);
    expect(first[12]).toMatch(/^(Sent|In progress)$/);
    expect(first[9]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("pages through large lists and counts the total", async () => {
    const total = await sqlCount("true");
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    await screen.findByText(`Total: ${total}`, undefined, { timeout: SCREEN_MS });
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(
      await screen.findByText(`Export ready: ${total} rows.`, undefined, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
    expect(exportCalls().map((url) => url.searchParams.get("page"))).toEqual(
      Array.from({ length: Math.ceil(total / 200) }, (_, page) => String(page)),
    );
    const text = (await saved[0]?.text()) ?? "";
    expect(Papa.parse(text.replace(/^\uFEFF/, "").trim()).data).toHaveLength(total + 1);
  });

  it("can be cancelled: no file, no further page", async () => {
    const total = await sqlCount("true");
    await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
    await screen.findByText(`Total: ${total}`, undefined, { timeout: SCREEN_MS });
    const pagesSent = slowExportPages(1500);
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(
      () => expect(screen.getByText(`Exported 200 of ${total} rows`, { exact: false })).toBeInTheDocument(),
      {
        timeout: SCREEN_MS,
      },
    );
    expect(screen.getByRole("progressbar", { name: "Export progress" })).toHaveAttribute(
      "aria-valuenow",
      String(Math.round((200 / total) * 100)),
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel export" }));
    expect(await screen.findByText("Export cancelled.")).toBeInTheDocument();
    const pagesAtCancel = pagesSent();
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(pagesSent()).toBe(pagesAtCancel);
    expect(pagesAtCancel).toBeLessThanOrEqual(2);
    expect(saved).toHaveLength(0);
    expect(screen.queryByRole("progressbar", { name: "Export progress" })).not.toBeInTheDocument();
  });
});
