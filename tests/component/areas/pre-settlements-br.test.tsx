/**
 * The Brazil dispatch panel in the portal (001 §2 "pre-settlements-br", "pre-settlements-br-credentials",
 * §3, §5, §7, §8; issue 9 §2, §4 "credentials never reaching storage") against the reference API
 * in-process (tests/component/sandbox-backend.ts): the sending records 15 a page with the count panel
 * equal to the list's total, a record's responses with the mapped texts of 001 §8, the credentials
 * form refusing missing fields before the network, saving an integration's credentials without the
 * password reaching storage, the URL or the page, and a viewing role without the form.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { verifyPassword } from "../../../sandbox/lib/passwords";
import { BR_RESPONSE_MESSAGES } from "../../../schemas/requests/pre-settlements-br";
import { renderPortal, server } from "../resource/harness";
import { useSandboxBackend } from "../sandbox-backend";
import en from "../../../locales/en/pre-settlements-br.json" with { type: "json" };

const backend = useSandboxBackend(server);
const texts = en.preSettlementsBr;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => backend.clearRequests());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("Brazil dispatch panel (/rcm/pre-settlements-br)", () => {
  it(
    "lists 15 sending records and counts exactly the list's records, as text",
    { timeout: 90_000 },
    async () => {
      await renderPortal({
        path: "/rcm/pre-settlements-br",
        session: await backend.signIn("rcm-consultant"),
      });
      const table = await screen.findByRole("table", {}, { timeout: 40_000 });
      const page = await backend.get<{ content: { invoiceNumber: string }[]; totalElements: number }>(
        "rcm/v1/accounts/sent-accounts-statuses?page=0&size=15",
        "rcm-consultant",
      );
      expect(
        await within(table).findByText(page.content[0].invoiceNumber, {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(within(table).getAllByRole("row").slice(1)).toHaveLength(Math.min(15, page.totalElements));
      const counts = await screen.findByTestId("br-counts", {}, { timeout: 15_000 });
      const all = counts.querySelector('[data-figure="all"]');
      expect(all?.getAttribute("data-count")).toBe(String(page.totalElements));
      expect(all?.textContent).toContain(`${page.totalElements} invoices`);
      const info = await backend.get<{ infoDetailAll: { totalAmount: number } }>(
        "rcm/v1/accounts/sent-accounts-statuses-details-cont-info",
        "rcm-consultant",
      );
      const amount = info.infoDetailAll.totalAmount.toLocaleString("en-US", {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(all?.textContent).toContain(amount);
      const list = backend.requests.filter((url) => url.pathname.endsWith("/sent-accounts-statuses"));
      expect(list.at(-1)?.searchParams.get("size")).toBe("15");
    },
  );

  it("counts under the list's status filter (the same query parameters)", { timeout: 90_000 }, async () => {
    await renderPortal({
      path: "/rcm/pre-settlements-br?statuses=SEND_ERROR",
      session: await backend.signIn("rcm-consultant"),
    });
    const counts = await screen.findByTestId("br-counts", {}, { timeout: 40_000 });
    const errors = await backend.get<{ totalElements: number }>(
      "rcm/v1/accounts/sent-accounts-statuses?statuses=SEND_ERROR&page=0&size=15",
      "rcm-consultant",
    );
    expect(counts.querySelector('[data-figure="all"]')?.getAttribute("data-count")).toBe(
      String(errors.totalElements),
    );
    expect(counts.querySelector('[data-figure="success"]')?.getAttribute("data-count")).toBe("0");
    const asked = backend.requests.filter((url) =>
      url.pathname.endsWith("/sent-accounts-statuses-details-cont-info"),
    );
    expect(asked.at(-1)?.searchParams.get("statuses")).toBe("SEND_ERROR");
  });

  it("opens a record's responses with the translated texts of 001 §8", { timeout: 90_000 }, async () => {
    const [record] = await backend.handle.query<{
      id: string;
      invoice_number: string;
      response_message: string;
    }>(
      `SELECT r.id, r.invoice_number, a.response_message FROM br_sending_records r
         JOIN br_sending_attempts a ON a.record_id = r.id
        WHERE r.provider_slug = 'hospital-sao-lucas-br' AND a.response_message = ANY($1)
        ORDER BY r.sent_date DESC LIMIT 1`,
      [[...BR_RESPONSE_MESSAGES]],
    );
    await renderPortal({
      path: `/rcm/pre-settlements-br?search=${encodeURIComponent(record.invoice_number)}`,
      session: await backend.signIn("rcm-consultant"),
    });
    const open = await screen.findByRole(
      "button",
      { name: texts.cells.openResponses.replace("{{number}}", record.invoice_number) },
      { timeout: 40_000 },
    );
    fireEvent.click(open);
    const dialog = await screen.findByRole("dialog", {}, { timeout: 20_000 });
    const wanted = texts.responseMessages[record.response_message as keyof typeof texts.responseMessages];
    expect(await within(dialog).findByText(wanted, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(dialog).queryByText(record.response_message)).toBeNull();
  });
});

describe("Brazil credentials (/rcm/pre-settlements-br-credentials)", () => {
  it("refuses missing fields before the network", { timeout: 90_000 }, async () => {
    await renderPortal({
      path: "/rcm/pre-settlements-br-credentials",
      session: await backend.signIn("rcm-editor-br"),
    });
    const submit = await screen.findByRole("button", { name: texts.credentials.create }, { timeout: 40_000 });
    fireEvent.change(screen.getByLabelText(texts.credentials.username), { target: { value: "someone" } });
    fireEvent.click(submit);
    expect(await screen.findByText(texts.credentials.required)).toBeInTheDocument();
    // Only the read of the current credentials went out: no create or update was sent.
    const sent = await backend.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM provider_keys_configurations WHERE username = 'someone'",
    );
    expect(sent[0].n).toBe(0);
    const [{ n }] = await backend.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM provider_keys_configuration_log WHERE worker_slug = 'ORIZON'",
    );
    expect(n).toBe(0);
  });

  it(
    "saves ORIZON's credentials; the password reaches the server only, never storage, URL or page",
    { timeout: 90_000 },
    async () => {
      const secret = "Orizon#Component-7781";
      const stored: string[] = [];
      const setItem = Storage.prototype.setItem;
      vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key, value) {
        stored.push(`${key}=${value}`);
        return setItem.call(this, key, value);
      });
      await renderPortal({
        path: "/rcm/pre-settlements-br-credentials",
        session: await backend.signIn("rcm-editor-br"),
      });
      await screen.findByRole("button", { name: texts.credentials.create }, { timeout: 40_000 });
      fireEvent.change(screen.getByLabelText(texts.credentials.workerType), { target: { value: "ORIZON" } });
      fireEvent.change(screen.getByLabelText(texts.credentials.username), {
        target: { value: "hsl.orizon" },
      });
      const password = screen.getByLabelText(texts.credentials.password) as HTMLInputElement;
      expect(password.type).toBe("password");
      fireEvent.change(password, { target: { value: secret } });
      fireEvent.click(screen.getByRole("button", { name: texts.credentials.create }));

      await waitFor(() => expect(password.value).toBe(""), { timeout: 20_000 });
      expect(
        await screen.findByText(/ORIZON: username hs•{8}, password •{8}/, {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      // Provider keys are shown masked (issue 8 §3): the saved username is not readable on the list.
      expect(screen.getByTestId("br-credentials").textContent).not.toContain("hsl.orizon");
      const [row] = await backend.handle.query<{ password_hash: string }>(
        "SELECT password_hash FROM provider_keys_configurations WHERE provider_slug = 'hospital-sao-lucas-br' AND worker_type = 'ORIZON'",
      );
      expect(await verifyPassword(secret, row.password_hash)).toBe(true);
      // The log list shows the creation.
      const log = await screen.findAllByText(texts.credentials.actions.CREATED, {}, { timeout: 15_000 });
      expect(log.length).toBeGreaterThan(0);

      const everywhere = [
        ...stored,
        ...Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
        ...Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
        document.cookie,
        window.location.href,
        ...backend.requests.map((url) => url.href),
        document.body.innerHTML,
      ].join("\n");
      expect(everywhere).not.toContain(secret);
      // Choosing ORIZON again offers an update, the password field empty.
      expect(screen.getByRole("button", { name: texts.credentials.update })).toBeInTheDocument();
    },
  );

  it("shows a viewing role the credentials and the log without the form", { timeout: 90_000 }, async () => {
    await renderPortal({
      path: "/rcm/pre-settlements-br-credentials",
      session: await backend.signIn("rcm-consultant"),
    });
    expect(
      await screen.findByText(/SIAD: username hs•{8}, password •{8}/, {}, { timeout: 40_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(texts.credentials.viewOnly, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.credentials.password)).toBeNull();
  });
});
