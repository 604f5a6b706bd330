/**
 * The account detail /rcm/account/:id and the charge detail /rcm/charge/:id (001 §2, §3 "Account"
 * detail fields and "Charge", §4 ERROR / NON_PROCESSABLE / unconfigured products, §7 calls, §8
 * alerts; issue 7 §2), through the real routes (RCM layout, registered screens, data providers,
 * HTTP layer) against the reference API in-process (tests/component/sandbox-backend.ts). Faults
 * (a 500 on the account) are msw handlers layered on top.
 */
import { describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { currentLocation, renderPortal, server, useSandboxServer } from "../resource/harness";
import { API_BASE } from "../sandbox-backend";
import en from "../../../locales/en/account.json" with { type: "json" };
import enPortal from "../../../locales/en/portal.json" with { type: "json" };
import type { AccountDetail } from "../../../schemas/entities/account-detail";

// The first render loads the screens' code under jsdom (tens of seconds on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

const backend = useSandboxServer();
const texts = en.account;

/** The first clinica-andina-co account (rcm-editor's provider) matching `where`, by invoice number. */
async function accountWhere(where: string): Promise<{ id: string; invoice_number: string }> {
  const rows = await backend.handle.query<{ id: string; invoice_number: string }>(
    `SELECT a.id, a.invoice_number FROM accounts a
      WHERE a.provider_slug = 'clinica-andina-co' AND ${where}
      ORDER BY a.invoice_number LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`no seeded account where ${where}`);
  return rows[0];
}

async function openAccount(id: string, path = `/rcm/account/${id}`) {
  const rendered = await renderPortal({ path, session: await backend.signIn("rcm-editor") });
  await screen.findByTestId("account-header", {}, { timeout: 20_000 });
  return rendered;
}

/** The value cell shown for a header field (DetailFields marks it `data-field`). */
const field = (key: string) => document.querySelector(`[data-field="${key}"]`)?.textContent ?? null;

describe("account header (001 §3 detail fields)", () => {
  it("shows every detail field, the status, and the first page of its charges, after loading the account and its restrictions in parallel", async () => {
    const target = await accountWhere(
      `a.status = 'INVOICED' AND a.settlement_number IS NULL AND (SELECT count(*) FROM charges c WHERE c.account_id = a.id) > 0`,
    );
    const account = await backend.get<AccountDetail>(`rcm/v1/accounts/${target.id}`, "rcm-editor");
    await openAccount(target.id);

    expect(
      screen.getByRole("heading", { level: 1, name: `Account ${target.invoice_number}` }),
    ).toBeInTheDocument();
    expect(field("patientName")).toBe(account.patientName);
    // Codes by their labels (issue 19 §3): the header agrees with the charges grid.
    const labels = enPortal as unknown as {
      serviceTypes: Record<string, string>;
      values: Record<string, Record<string, string>>;
    };
    // The patient's identity document type by its label, never the seeded code (CC, TI, CPF…).
    const documentType = labels.values.identityDocumentTypes[account.patientDocumentType!];
    expect(documentType).toBeTruthy();
    expect(field("patientDocument")).toBe(`${documentType} ${account.patientDocumentNumber}`);
    expect(field("serviceTypeName")).toBe(labels.serviceTypes[account.serviceTypeName!]);
    expect(field("agreement")).toBe(`${account.agreementName} (${account.agreementCode})`);
    expect(field("agreementPlanType")).toBe(labels.values.planTypes[account.agreementPlanType!]);
    expect(field("invoiceSource")).toBe(labels.values.invoiceSources[account.invoiceSource!]);
    expect(field("invoiceDateTime")).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(field("invoiceOriginProviderBranchName")).toBe(account.invoiceOriginProviderBranchName);
    expect(field("externalId")).toBe(account.externalId);
    // Every label of 001 §3's detail fields is there, with a value or "Not recorded".
    const header = screen.getByTestId("account-header");
    for (const label of [
      texts.fields.settlementNumber,
      texts.fields.authorizationId,
      texts.fields.reassignedInvoice,
      texts.fields.childEvents,
    ])
      expect(within(header).getByText(label)).toBeInTheDocument();
    expect(within(header).getByText("Invoiced", { selector: ".ant-tag" })).toBeInTheDocument();

    // The account, its restricted events and its support-file restrictions were asked, once each.
    const paths = backend.requests.map((url) => url.pathname);
    expect(paths.filter((p) => p.endsWith(`/rcm/v1/accounts/${target.id}`))).toHaveLength(1);
    expect(paths.filter((p) => p.endsWith(`/accounts/${target.id}/restricted-events`))).toHaveLength(1);
    expect(paths.filter((p) => p.endsWith(`/accounts/${target.id}/support-file-restrictions`))).toHaveLength(
      1,
    );

    // The charges tab is the default one, its grid the nested list of the account's charges.
    const [first] = (
      await backend.get<{ content: { code: string; description: string }[] }>(
        `rcm/v1/accounts/${target.id}/charges?page=0&size=15`,
        "rcm-editor",
      )
    ).content;
    expect(await screen.findAllByText(first.description)).not.toHaveLength(0);
    expect(screen.getByRole("tab", { name: texts.tabs.charges, selected: true })).toBeInTheDocument();
  });

  it("the tabs keep the selection in the URL (no patient data)", async () => {
    const target = await accountWhere(`a.status = 'PRE_INVOICED'`);
    await openAccount(target.id);
    fireEvent.click(screen.getByRole("tab", { name: texts.tabs.comments }));
    await waitFor(() => expect(currentLocation()).toContain("tab=comments"));
    expect(screen.getByRole("tab", { name: texts.tabs.comments, selected: true })).toBeInTheDocument();
    expect(currentLocation()).not.toMatch(/patient|document/i);
  });
});

describe("account alerts (001 §4, §8)", () => {
  it("an account in ERROR shows the reason of its last change log as an error", async () => {
    const target = await accountWhere(
      `a.status = 'ERROR' AND EXISTS (SELECT 1 FROM account_change_logs l WHERE l.account_id = a.id AND l.reason_of_change IS NOT NULL)`,
    );
    const account = await backend.get<AccountDetail>(`rcm/v1/accounts/${target.id}`, "rcm-editor");
    const reason = account.lastChangeLog?.reasonOfChange;
    expect(reason).toBeTruthy();
    await openAccount(target.id);
    const alert = screen.getByTestId("account-error-reason");
    expect(alert).toHaveAttribute("role", "alert");
    expect(within(alert).getByText(texts.errorState.title)).toBeInTheDocument();
    expect(within(alert).getByText(reason!)).toBeInTheDocument();
  });

  it("an account with unconfigured products raises the pending-product-configuration alert; one without does not", async () => {
    const target = await accountWhere(`a.has_unconfigured_products`);
    await openAccount(target.id);
    expect(
      within(screen.getByTestId("account-unconfigured-products")).getByText(texts.unconfiguredProducts.title),
    ).toBeInTheDocument();
    cleanup();
    const other = await accountWhere(`NOT a.has_unconfigured_products AND a.status = 'INVOICED'`);
    await openAccount(other.id);
    expect(screen.queryByTestId("account-unconfigured-products")).not.toBeInTheDocument();
    expect(screen.queryByTestId("account-error-reason")).not.toBeInTheDocument();
  });

  it("a NON_PROCESSABLE account explains why and links its invoiced parent; the parent lists it", async () => {
    const target = await accountWhere(
      `a.status = 'NON_PROCESSABLE' AND EXISTS (SELECT 1 FROM accounts p WHERE p.provider_slug = a.provider_slug AND p.origin_event_id = a.parent_event_id)`,
    );
    const account = await backend.get<AccountDetail>(`rcm/v1/accounts/${target.id}`, "rcm-editor");
    const parent = account.parentAccount!;
    await openAccount(target.id);
    const explained = screen.getByTestId("account-non-processable");
    expect(within(explained).getByText(texts.nonProcessable.body)).toBeInTheDocument();
    const link = within(explained).getByRole("link", { name: `Open account ${parent.invoiceNumber}` });
    expect(link).toHaveAttribute("href", `/rcm/account/${parent.id}`);

    cleanup();
    await openAccount(String(parent.id));
    const children = screen.getByTestId("account-non-processable-children");
    expect(
      within(children).getByRole("link", { name: `Open account ${target.invoice_number}` }),
    ).toBeInTheDocument();
  });
});

describe("failed loads (issue 7 §2: a clear translated error, never a crash)", () => {
  it("an unknown account says so, with a way back to the accounts", async () => {
    await renderPortal({
      path: "/rcm/account/00000000-0000-4000-8000-000000000000",
      session: await backend.signIn("rcm-editor"),
    });
    expect(await screen.findByText(texts.errors.notFound, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.backToList })).toHaveAttribute("href", "/rcm/home");
    expect(screen.queryByTestId("account-header")).not.toBeInTheDocument();
  });

  it("a malformed id is not found in words, with the way back (issue 19 §8)", async () => {
    await renderPortal({ path: "/rcm/account/not-a-uuid", session: await backend.signIn("rcm-editor") });
    expect(await screen.findByText(texts.errors.notFound, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.backToList })).toHaveAttribute("href", "/rcm/home");
    expect(screen.queryByRole("button", { name: texts.errors.retry })).not.toBeInTheDocument();
  });

  it("a server failure shows the error and the server's message, and the retry loads the account", async () => {
    const target = await accountWhere(`a.status = 'SENT'`);
    let failures = 1;
    server.use(
      http.get(`${API_BASE}/rcm/v1/accounts/${target.id}`, () => {
        if (failures-- > 0) return HttpResponse.json({ message: "Database unavailable" }, { status: 503 });
        return undefined;
      }),
    );
    await renderPortal({ path: `/rcm/account/${target.id}`, session: await backend.signIn("rcm-editor") });
    expect(await screen.findByText(texts.errors.loadFailed, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: texts.errors.retry }));
    expect(await screen.findByTestId("account-header", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: `Account ${target.invoice_number}` }),
    ).toBeInTheDocument();
  });

  it("a failed restrictions call never shows the account as unrestricted", async () => {
    const target = await accountWhere(`a.status = 'SETTLED'`);
    server.use(
      http.get(`${API_BASE}/rcm/v1/role-permissions/providers/:provider/accounts/:id/restricted-events`, () =>
        HttpResponse.json({ message: "boom" }, { status: 500 }),
      ),
    );
    await renderPortal({ path: `/rcm/account/${target.id}`, session: await backend.signIn("rcm-editor") });
    expect(await screen.findByText(texts.errors.loadFailed, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId("account-header")).not.toBeInTheDocument();
  });
});

describe("charge detail (001 §2 charge/{chargeId}, §3 Charge)", () => {
  it("shows every field of the charge and links back to its account", async () => {
    const [charge] = await backend.handle.query<{
      id: string;
      account_id: string;
      code: string;
      invoice_number: string;
    }>(
      `SELECT c.id, c.account_id, c.code, a.invoice_number FROM charges c JOIN accounts a ON a.id = c.account_id
        WHERE a.provider_slug = 'clinica-andina-co' ORDER BY a.invoice_number, c.line_number LIMIT 1`,
    );
    const wire = await backend.get<Record<string, string | number>>(
      `rcm/v1/charges/${charge.id}`,
      "rcm-editor",
    );
    await renderPortal({ path: `/rcm/charge/${charge.id}`, session: await backend.signIn("rcm-editor") });
    expect(
      await screen.findByRole("heading", { level: 1, name: `Charge ${charge.code}` }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(field("description")).toBe(wire.description);
    expect(field("diagnosis")).toBe(`${wire.diagnosisCode} · ${wire.diagnosisName}`);
    expect(field("providerProductCode")).toBe(wire.providerProductCode);
    expect(field("patientName")).toBe(wire.patientName);
    expect(field("quantity")).toBe(String(wire.quantity));
    expect(field("totalAmount")).toMatch(/\d\.\d{2}$/);
    expect(document.querySelector("[data-completeness]")).not.toBeNull();
    const back = screen.getByRole("link", { name: `Back to account ${charge.invoice_number}` });
    expect(back).toHaveAttribute("href", `/rcm/account/${charge.account_id}`);
  });

  it("an unknown charge says so", async () => {
    await renderPortal({
      path: "/rcm/charge/00000000-0000-4000-8000-000000000000",
      session: await backend.signIn("rcm-editor"),
    });
    expect(await screen.findByText(en.charge.errors.notFound, {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("a charge link with a malformed id is not found in words (issue 19 §8)", async () => {
    await renderPortal({ path: "/rcm/charge/zzz", session: await backend.signIn("rcm-editor") });
    expect(await screen.findByText(en.charge.errors.notFound, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.backToList })).toHaveAttribute("href", "/rcm/home");
  });
});
