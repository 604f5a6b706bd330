/**
 * The v2 detail's actions group (src/areas/v2/detail-actions/detail-actions.tsx; issue 21 §3;
 * 000 §2, §6): the buttons are those the status table offers in the authorization's status AND the
 * access-control answers permit (`can()` on `v2-authorizations`, passed as the permitted set); with
 * none, no group at all.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { HttpClient } from "../../../providers/http";
import type { HomeV2Status } from "../../../schemas/v2/statuses";
import { AlertsProvider } from "../../../src/base/alerts/alerts";
import { HttpProvider } from "../../../src/base/runtime-context";
import type { V2AuthorizationDetail } from "../../../src/areas/v2/v2-queries";
import { textsOf } from "../../locales";

let V2DetailActions: typeof import("../../../src/areas/v2/detail-actions/detail-actions").V2DetailActions;
beforeAll(async () => {
  V2DetailActions = (await import("../../../src/areas/v2/detail-actions/detail-actions")).V2DetailActions;
}, 30000);
afterEach(cleanup);

const ALL = new Set(["show", "comment", "changeStatus", "uploadFile"]);

async function renderActions(status: HomeV2Status, permitted: ReadonlySet<string>) {
  const ui = await actionsOf(status, permitted);
  return render(ui);
}

async function actionsOf(status: HomeV2Status, permitted: ReadonlySet<string>) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: textsOf("en") } },
    interpolation: { escapeValue: false },
  });
  const row = {
    status,
    authorizationCode: "SOL-1-1",
    sponsorSlug: "do-senasa",
    files: [],
  } as unknown as V2AuthorizationDetail;
  return (
    <I18nextProvider i18n={i18n}>
      <AlertsProvider>
        <HttpProvider http={{} as HttpClient}>
          <V2DetailActions row={row} permitted={permitted} refresh={async () => undefined} />
        </HttpProvider>
      </AlertsProvider>
    </I18nextProvider>
  );
}

const offered = () =>
  screen.queryByRole("group", { name: "Actions of the authorization" })
    ? screen.getAllByRole("button").map((b) => b.textContent)
    : [];

describe("v2 detail actions group", () => {
  it("offers the status table's actions in the status", async () => {
    await renderActions("APPROVED", ALL);
    expect(offered()).toEqual(["New assessment", "Patient discharge", "Send invoice", "Insurer formats"]);
    cleanup();
    await renderActions("COMPLETED", ALL);
    expect(offered()).toEqual(["Send invoice", "Insurer formats"]);
    cleanup();
    await renderActions("VOIDED", ALL);
    expect(offered()).toEqual([]);
  });

  it("offers only what the access control permits", async () => {
    // Without changeStatus no action moves the authorization: only the formats remain.
    await renderActions("APPROVED", new Set(["show", "comment", "uploadFile"]));
    expect(offered()).toEqual(["Insurer formats"]);
    cleanup();
    // The invoice also needs uploadFile, the assessment also comment.
    await renderActions("APPROVED", new Set(["show", "changeStatus"]));
    expect(offered()).toEqual(["Patient discharge", "Insurer formats"]);
    cleanup();
    await renderActions("APPROVED", new Set());
    expect(offered()).toEqual([]);
  });

  it("read again in another status, the open dialog only closes; in its target status it is gone", async () => {
    const { rerender } = await renderActions("APPROVED", ALL);
    fireEvent.click(screen.getByRole("button", { name: "New assessment" }));
    const ok = await screen.findByRole("button", { name: "Send the assessment" });
    expect(ok).toBeEnabled();
    // Another user voided it meanwhile: the assessment is not offered there any more.
    rerender(await actionsOf("VOIDED", ALL));
    expect(screen.getByRole("button", { name: "Send the assessment" })).toBeDisabled();
    // Read again in the status the assessment moves to (its lost answer was a success): closed.
    rerender(await actionsOf("PENDING_REVIEW", ALL));
    expect(screen.queryByRole("button", { name: "Send the assessment" })).toBeNull();
  });
});
