/**
 * The signed-in layout's download facade (issue 7 §4; 001 §4 "Download manager"): nothing of the
 * manager renders before the first download; `start()` loads it and opens a window, which stays
 * while the routes inside the facade change (a download survives navigation).
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HttpProvider } from "../../../src/base/runtime-context";
import { DownloadsHost, useDownloadStarter } from "../../../src/components/downloads/downloads-host";
import type { HttpClient } from "../../../providers/http";
import { textsOf } from "../../locales";

beforeAll(async () => {
  await import("../../../src/components/downloads/download-windows");
  await import("../../../src/components/downloads/download-manager-provider");
}, 20000);

afterEach(cleanup);

async function i18n() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: textsOf("en") } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** A client whose preparation calls never answer (the download keeps running). */
const pendingHttp = {
  post: () => new Promise(() => undefined),
  get: () => new Promise(() => undefined),
  defaults: { baseURL: "/api" },
} as unknown as HttpClient;

function Screen({ name }: { name: string }) {
  const { start } = useDownloadStarter();
  return (
    <section>
      <h1>{name}</h1>
      <button onClick={() => void start({ type: "account-files-download", accountId: ["a-1"] })}>
        start
      </button>
    </section>
  );
}

describe("DownloadsHost", () => {
  it("renders no window before the first download, then keeps it while the screen changes", async () => {
    const ui = (name: string) => (
      <I18nextProvider i18n={i18nInstance}>
        <HttpProvider http={pendingHttp}>
          <DownloadsHost>
            <Screen key={name} name={name} />
          </DownloadsHost>
        </HttpProvider>
      </I18nextProvider>
    );
    const i18nInstance = await i18n();
    const { rerender } = render(ui("grid"));
    expect(screen.queryByRole("region", { name: /^Download:/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "start" }));
    const region = await screen.findByRole("region", { name: "Download: Account files" });
    rerender(ui("account detail"));
    expect(screen.getByRole("heading", { name: "account detail" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Download: Account files" })).toBe(region);
  });

  it("useDownloadStarter outside the host is a programming error", () => {
    const Orphan = () => {
      useDownloadStarter();
      return null;
    };
    expect(() => render(<Orphan />)).toThrow(/DownloadsHost/);
  });
});
