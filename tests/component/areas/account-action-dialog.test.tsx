/**
 * The account action dialog (001 §4 "Status change of one or many accounts … one call is made per
 * account. The number of accounts affected is shown afterward", "Assembling an incomplete account
 * needs confirmation that shows the count of missing documents"; issue 7 §3) over a fake client
 * whose answers the test controls: what it says before, one PUT per eligible account, the report
 * with every account not changed and why, stopping, and the incomplete-assembly confirmation.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { BaseRecord } from "@refinedev/core";
import { HttpProvider, RuntimeProvider, type Runtime } from "../../../src/base/runtime-context";
import type { HttpClient } from "../../../providers/http";
import { textsOf } from "../../locales";

let AccountActionDialog: typeof import("../../../src/areas/rcm/account-actions/account-action-dialog").default;
beforeAll(async () => {
  AccountActionDialog = (await import("../../../src/areas/rcm/account-actions/account-action-dialog"))
    .default;
}, 30000);
afterEach(cleanup);

// useSyncExternalStore needs the same snapshot object on every read.
const session = { extensions: { providerSlug: "clinica-andina-co" } };
const runtime = {
  sessionStore: { subscribe: () => () => undefined, get: () => session },
} as unknown as Runtime;

async function renderDialog(http: Partial<HttpClient>, action: string, accounts: BaseRecord[]) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: textsOf("en") } },
    interpolation: { escapeValue: false },
  });
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider runtime={runtime}>
        <HttpProvider http={http as HttpClient}>
          <AccountActionDialog action={action} accounts={accounts} onClose={onClose} />
        </HttpProvider>
      </RuntimeProvider>
    </I18nextProvider>,
  );
  return { onClose, dialog: await screen.findByRole("dialog") };
}

/** The footer's Close button (the modal's × is also named Close). */
const closeButton = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("button", { name: "Close" })
    .find((button) => button.textContent === "Close")!;

const account = (n: number, status: string | null, extra: BaseRecord = {}): BaseRecord => ({
  id: `a${n}`,
  invoiceNumber: `F-${n}`,
  status,
  ...extra,
});

describe("account action dialog", () => {
  it("moves each eligible account with its own PUT and reports the affected count and every account not changed", async () => {
    const put = vi.fn(async (url: string, body: unknown) => {
      if (url.includes("/a3/")) throw new Error("refused a3");
      return { data: { url, body } };
    });
    const accounts = [1, 2, 3, 4, 5].map((n) => account(n, "READY_TO_GENERATE"));
    accounts.push(account(6, "SENT"));
    const { dialog, onClose } = await renderDialog({ put } as never, "moveToPackageGenerated", accounts);
    expect(dialog).toHaveTextContent(
      "Accounts that will move to “Ready to settle or send”: 5. This cannot be undone.",
    );
    expect(dialog).toHaveTextContent(
      "Selected accounts whose status does not allow this (they will not change): 1.",
    );
    fireEvent.change(within(dialog).getByLabelText("Message (optional)"), { target: { value: "Ready" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Start" }));

    await waitFor(() =>
      expect(within(dialog).getByTestId("account-action-affected")).toHaveTextContent("Accounts affected: 4"),
    );
    expect(put).toHaveBeenCalledTimes(5);
    for (const n of [1, 2, 3, 4, 5])
      expect(put).toHaveBeenCalledWith(
        `/rcm/v1/accounts/a${n}/status`,
        { nextStatus: "PACKAGE_GENERATED", message: "Ready" },
        expect.objectContaining({ snakeBody: true }),
      );
    const failures = within(within(dialog).getByTestId("account-action-failures")).getAllByRole("listitem");
    expect(failures.map((li) => li.textContent)).toEqual([
      "Account F-3: refused a3",
      "Account F-6: Its status (Sent) does not allow this.",
    ]);
    fireEvent.click(closeButton(dialog));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("Stop aborts the calls in flight, starts no more and lists every account not processed", async () => {
    const signals: AbortSignal[] = [];
    const put = vi.fn(
      (_url: string, _body: unknown, config: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          signals.push(config.signal);
          config.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const accounts = Array.from({ length: 10 }, (_, i) => account(i + 1, "SENT"));
    const { dialog, onClose } = await renderDialog({ put } as never, "moveToSettled", accounts);
    fireEvent.click(within(dialog).getByRole("button", { name: "Start" }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(4));
    fireEvent.click(within(dialog).getByRole("button", { name: "Stop" }));

    await waitFor(() =>
      expect(within(dialog).getByTestId("account-action-affected")).toHaveTextContent("Accounts affected: 0"),
    );
    expect(put).toHaveBeenCalledTimes(4);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(dialog).toHaveTextContent("Stopped before the end");
    expect(
      within(within(dialog).getByTestId("account-action-failures")).getAllByRole("listitem"),
    ).toHaveLength(10);
    fireEvent.click(closeButton(dialog));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it("assembling an incomplete account shows the count of missing documents and confirms it with an idempotency key", async () => {
    const post = vi.fn(async () => ({ data: { missingDocuments: 3 } }));
    const incomplete = account(7, "READY_TO_GENERATE", {
      requiredSupportDocuments: 5,
      uploadedSupportDocuments: 2,
    });
    const { dialog } = await renderDialog({ post } as never, "assemble", [incomplete]);
    expect(dialog).toHaveTextContent("The package of account F-7 will be assembled. This cannot be undone.");
    expect(dialog).toHaveTextContent("support documents missing: 3");
    fireEvent.click(within(dialog).getByRole("button", { name: "Assemble anyway" }));
    await waitFor(() =>
      expect(within(dialog).getByTestId("account-action-affected")).toHaveTextContent("Accounts affected: 1"),
    );
    expect(post).toHaveBeenCalledWith(
      "/rcm/v1/accounts/a7/assemble",
      { confirmIncomplete: true },
      expect.objectContaining({ headers: { "Idempotency-Key": expect.any(String) } }),
    );
  });
});
