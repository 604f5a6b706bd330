/**
 * The floating download windows (001 §4, §8, §9) rendered over a manager whose network is fake:
 * nothing until the first download, a labelled region per window that starts minimized, keyboard
 * buttons to expand / minimize / cancel / close, progress announced politely, the items with their
 * error text (server text as text), stacking at the bottom right.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HttpProvider } from "../../../src/base/runtime-context";
import { DownloadManagerProvider, useDownloads } from "../../../src/components/downloads";
import {
  createDownloadManager,
  type DownloadManager,
} from "../../../src/lib/download-manager/download-manager";
import type { DownloadCalls, PreparedFile } from "../../../src/lib/download-manager/download-queries";
import type { HttpClient } from "../../../providers/http";
import { textsOf } from "../../locales";

// The windows load lazily with the first download; load their code once up front so that no
// test waits on jsdom compiling antd.
beforeAll(async () => {
  await import("../../../src/components/downloads/download-windows");
}, 20000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.innerHeight = 768;
});

async function i18n() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: textsOf("en") } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Calls answered by the test: `release(id)` answers the prepare of `id`, `fail(id, body)` fails it. */
function fakeCalls() {
  const waiting = new Map<string, { resolve(p: PreparedFile): void; reject(e: unknown): void }>();
  const signals: AbortSignal[] = [];
  const calls: DownloadCalls = {
    prepare: (_type, sourceId, signal) =>
      new Promise<PreparedFile>((resolve, reject) => {
        signals.push(signal);
        waiting.set(sourceId, { resolve, reject });
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
    fetchFile: async (prepared) => ({ blob: new Blob(["x"]), fileName: `${prepared.downloadUrl}.zip` }),
    errorText: (_type, error) => ({ text: (error as Error).message }),
  };
  return {
    calls,
    signals,
    release: (id: string) => act(async () => waiting.get(id)?.resolve({ downloadUrl: id })),
    fail: (id: string, message: string) => act(async () => waiting.get(id)?.reject(new Error(message))),
  };
}

function Starter({ request }: { request: Parameters<ReturnType<typeof useDownloads>["start"]>[0] }) {
  const { start } = useDownloads();
  return <button onClick={() => start(request)}>start</button>;
}

async function renderWindows(manager: DownloadManager, request: Parameters<DownloadManager["start"]>[0]) {
  render(
    <I18nextProvider i18n={await i18n()}>
      <HttpProvider http={{} as HttpClient}>
        <DownloadManagerProvider manager={manager}>
          <Starter request={request} />
        </DownloadManagerProvider>
      </HttpProvider>
    </I18nextProvider>,
  );
}

const regions = () => screen.queryAllByRole("region", { name: /^Download:/ });

describe("download windows", () => {
  it("render nothing before the first download; then a labelled region, minimized, announcing progress", async () => {
    const fake = fakeCalls();
    const manager = createDownloadManager({ loadCalls: async () => fake.calls, save: () => undefined });
    await renderWindows(manager, { type: "account-files-download", accountId: ["a1", "a2"] });
    expect(regions()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "start" }));
    const region = await screen.findByRole("region", { name: "Download: Account files" });
    const expand = within(region).getByRole("button", { name: "Expand" });
    expect(expand).toHaveAttribute("aria-expanded", "false");
    expect(within(region).queryByRole("list")).not.toBeInTheDocument();
    expect(region.style.height).toBe("110px");
    const status = within(region).getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(status).toHaveTextContent("Downloading 0 of 2 · 0%"));
    await fake.release("a1");
    await waitFor(() => expect(status).toHaveTextContent("Downloading 1 of 2 · 50%"));
    expect(within(region).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  });

  it("expand shows the items (a failed one with the server's text as text); minimize hides them", async () => {
    const fake = fakeCalls();
    const manager = createDownloadManager({ loadCalls: async () => fake.calls, save: () => undefined });
    await renderWindows(manager, { type: "account-files-download", accountId: ["a1", "a2"] });
    fireEvent.click(screen.getByRole("button", { name: "start" }));
    const region = await screen.findByRole("region", { name: "Download: Account files" });
    fireEvent.click(within(region).getByRole("button", { name: "Expand" }));
    const list = within(region).getByRole("list", { name: "Files" });
    expect(region.style.height).toBe("410px");
    expect([list.style.maxHeight, list.style.overflowY]).toEqual(["190px", "auto"]);
    expect(within(region).getByRole("button", { name: "Minimize" })).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(within(list).getByText("Preparing…")).toBeInTheDocument());
    await fake.fail("a1", "<b>No</b> packages");
    await waitFor(() => expect(within(list).getByText("<b>No</b> packages")).toBeInTheDocument());
    expect(list.querySelector("b")).toBeNull();
    await fake.release("a2");
    await waitFor(() =>
      expect(within(region).getByRole("status")).toHaveTextContent("Some files could not be downloaded"),
    );
    expect(within(list).getByText("a2.zip")).toBeInTheDocument();
    // Finished in error: close instead of cancel, and it stays until closed.
    expect(within(region).queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    fireEvent.click(within(region).getByRole("button", { name: "Minimize" }));
    expect(within(region).queryByRole("list")).not.toBeInTheDocument();
    const main = document.body.appendChild(
      Object.assign(document.createElement("div"), { id: "main-content", tabIndex: -1 }),
    );
    fireEvent.click(within(region).getByRole("button", { name: "Close" }));
    expect(regions()).toHaveLength(0);
    expect(document.activeElement).toBe(main);
    main.remove();
  });

  it("cancel aborts the request in flight, shows the items as cancelled, then offers close", async () => {
    const fake = fakeCalls();
    const manager = createDownloadManager({ loadCalls: async () => fake.calls, save: () => undefined });
    await renderWindows(manager, { type: "settlement-download", originInvoiceGroupId: "g1" });
    fireEvent.click(screen.getByRole("button", { name: "start" }));
    const region = await screen.findByRole("region", { name: "Download: Pre-settlement files" });
    await waitFor(() => expect(fake.signals).toHaveLength(1));
    fireEvent.click(within(region).getByRole("button", { name: "Cancel" }));
    expect(fake.signals[0].aborted).toBe(true);
    expect(within(region).getByRole("status")).toHaveTextContent("Download cancelled");
    fireEvent.click(within(region).getByRole("button", { name: "Expand" }));
    expect(within(region).getByText("Cancelled")).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("stack bottom-right 20 px apart; a completed window closes itself after 3 s", async () => {
    const fake = fakeCalls();
    const manager = createDownloadManager({ loadCalls: async () => fake.calls, save: () => undefined });
    await renderWindows(manager, { type: "account-files-download", accountId: "a1" });
    fireEvent.click(screen.getByRole("button", { name: "start" }));
    await screen.findByRole("region", { name: "Download: Account files" });
    act(() => void manager.start({ type: "settlement-download", originInvoiceGroupId: "g1" }));
    const [first, second] = regions();
    expect([first.style.bottom, first.style.right, first.style.width]).toEqual(["20px", "20px", "420px"]);
    expect(second.style.bottom).toBe("150px");
    expect(first.style.transition).toContain("600ms");
    vi.useFakeTimers();
    await fake.release("a1");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(regions()).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(regions()).toHaveLength(1);
    expect(regions()[0].style.bottom).toBe("20px");
  });

  it("while one runs, leaving the page asks first, and leaving aborts it (001 §4)", async () => {
    const fake = fakeCalls();
    const manager = createDownloadManager({ loadCalls: async () => fake.calls, save: () => undefined });
    await renderWindows(manager, { type: "account-files-download", accountId: "a1" });
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "start" }));
    await waitFor(() => expect(fake.signals).toHaveLength(1));
    expect(leave()).toBe(true);
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(fake.signals[0].aborted).toBe(true);
    expect(leave()).toBe(false);
  });

  it("re-lay out 300 ms after the last resize (001 §9), a new column when the viewport is short", async () => {
    window.innerHeight = 2000;
    const fake = fakeCalls();
    const manager = createDownloadManager({ loadCalls: async () => fake.calls, save: () => undefined });
    await renderWindows(manager, { type: "account-files-download", accountId: ["a1", "a2"] });
    fireEvent.click(screen.getByRole("button", { name: "start" }));
    await screen.findByRole("region", { name: "Download: Account files" });
    act(() => void manager.start({ type: "account-files-download", accountId: ["b1", "b2"] }));
    for (const region of regions()) fireEvent.click(within(region).getByRole("button", { name: "Expand" }));
    expect(regions().map((r) => [r.style.bottom, r.style.right])).toEqual([
      ["20px", "20px"],
      ["450px", "20px"],
    ]);
    vi.useFakeTimers();
    window.innerHeight = 800;
    act(() => void window.dispatchEvent(new Event("resize")));
    act(() => void vi.advanceTimersByTime(299));
    expect(regions()[1].style.right).toBe("20px");
    act(() => void vi.advanceTimersByTime(1));
    expect(regions().map((r) => [r.style.bottom, r.style.right])).toEqual([
      ["20px", "20px"],
      ["20px", "460px"],
    ]);
  });

  it("leaving the signed-in layout (sign-out) aborts the running downloads", async () => {
    const fake = fakeCalls();
    const manager = createDownloadManager({ loadCalls: async () => fake.calls, save: () => undefined });
    await renderWindows(manager, { type: "account-files-download", accountId: "a1" });
    fireEvent.click(screen.getByRole("button", { name: "start" }));
    await waitFor(() => expect(fake.signals).toHaveLength(1));
    cleanup();
    expect(fake.signals[0].aborted).toBe(true);
    expect(manager.isBusy()).toBe(false);
  });
});
