/**
 * The v2 detail's actions group (src/areas/v2/detail-actions/detail-actions.tsx; issue 21 §3;
 * 000 §2, §6): the buttons are those the status table offers in the authorization's status AND the
 * access-control answers permit (`can()` on `v2-authorizations`, passed as the permitted set); with
 * none, no group at all.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { HomeV2Status } from "../../../schemas/v2/statuses";
import type { V2AuthorizationDetail } from "../../../src/areas/v2/v2-queries";
import { textsOf } from "../../locales";

let V2DetailActions: typeof import("../../../src/areas/v2/detail-actions/detail-actions").V2DetailActions;
beforeAll(async () => {
  V2DetailActions = (await import("../../../src/areas/v2/detail-actions/detail-actions")).V2DetailActions;
}, 30000);
afterEach(cleanup);

const ALL = new Set(["show", "comment", "changeStatus", "uploadFile"]);

async function renderActions(status: HomeV2Status, permitted: ReadonlySet<string>) {
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
  render(
    <I18nextProvider i18n={i18n}>
      <V2DetailActions row={row} permitted={permitted} refresh={async () => undefined} />
    </I18nextProvider>,
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
});
