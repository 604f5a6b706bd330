/**
 * Agreements in the portal (001 §2 "agreements", "agreements/configuration"; §3 "Agreement"; §7
 * provider-payer-configurations; 000 §6 VIEW/MODIFY_AGREEMENTS; issue 8 §2) against the reference
 * API in-process (tests/component/sandbox-backend.ts): the list with services and audit
 * configurations sorted by name, each code a link to its configuration; an editor's change saved
 * with `PATCH provider-payer-configurations` (snake_case, persisted), a translated "required" under
 * the 2275 fields before any call; a viewer sees the configuration read-only with no save button.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPortal, server } from "../resource/harness";
import { useSandboxBackend } from "../sandbox-backend";
import en from "../../../locales/en/agreements.json" with { type: "json" };
import enPortal from "../../../locales/en/portal.json" with { type: "json" };

const backend = useSandboxBackend(server);
const fields = en.resources.agreements.fields;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => backend.clearRequests());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

interface StoredConfiguration {
  tax_identification_number: string | null;
  concurrency: boolean;
  regulation_2275_active: boolean;
  updated_by: string | null;
}
const stored = async (code: string) =>
  (
    await backend.handle.query<StoredConfiguration>(
      `SELECT tax_identification_number, concurrency, regulation_2275_active, updated_by
         FROM rcm_agreement_configurations WHERE provider_slug = 'clinica-andina-co' AND agreement_code = $1`,
      [code],
    )
  )[0];

describe("agreement list (/rcm/agreements)", () => {
  it(
    "lists agreements by name with payer, services and audit rules; codes link to their configuration",
    { timeout: 60_000 },
    async () => {
      await renderPortal({ path: "/rcm/agreements", session: await backend.signIn("rcm-viewer") });
      const table = await screen.findByRole("table", {}, { timeout: 20_000 });
      const page = await backend.get<{
        content: {
          agreementCode: string;
          agreementName: string;
          payerName: string;
          services: { serviceType: string; serviceTypeFallbackName: string }[];
        }[];
      }>(
        "rcm/v1/provider-payer-configurations?page=0&size=15&sort=asc&order_by=agreement_name",
        "rcm-viewer",
      );
      const first = page.content[0];
      const link = await within(table).findByRole(
        "link",
        { name: `View ${first.agreementCode}` },
        { timeout: 10_000 },
      );
      expect(link.getAttribute("href")).toBe(
        `/rcm/agreements/configuration?agreementCode=${first.agreementCode}`,
      );
      expect(within(table).getByText(first.agreementName)).toBeInTheDocument();
      // Services by their labels in the UI language (issue 19 §3), the fallback name when unknown.
      const labels: Record<string, string> = enPortal.serviceTypes;
      expect(
        within(table).getByText(
          first.services.map((s) => labels[s.serviceType] ?? s.serviceTypeFallbackName).join(", "),
        ),
      ).toBeInTheDocument();
      const call = backend.requests
        .filter((url) => url.pathname.endsWith("/rcm/v1/provider-payer-configurations"))
        .at(-1);
      expect(call?.searchParams.get("order_by")).toBe("agreement_name");
      expect(call?.searchParams.get("sort")).toBe("asc");
    },
  );

  it(
    "names the links for configuring when the user may change agreements (editor)",
    { timeout: 60_000 },
    async () => {
      await renderPortal({ path: "/rcm/agreements", session: await backend.signIn("rcm-editor") });
      const table = await screen.findByRole("table", {}, { timeout: 20_000 });
      expect(
        (await within(table).findAllByRole("link", { name: /^Configure / }, { timeout: 10_000 })).length,
      ).toBeGreaterThan(0);
    },
  );
});

describe("agreement configuration (/rcm/agreements/configuration)", () => {
  it(
    "an editor changes the tax id and concurrency; the PATCH is persisted; an active 2275 without dates is refused first",
    { timeout: 60_000 },
    async () => {
      const code = "FAMI-PGP-2026";
      await renderPortal({
        path: `/rcm/agreements/configuration?agreementCode=${code}`,
        session: await backend.signIn("rcm-editor"),
      });
      const tax = (await screen.findByLabelText(
        fields.taxIdentificationNumber,
        {},
        { timeout: 20_000 },
      )) as HTMLInputElement;
      expect((screen.getByLabelText(fields.agreementCode) as HTMLInputElement).value).toBe(code);
      fireEvent.change(tax, { target: { value: "901234567-1" } });
      const concurrency = screen.getByLabelText(fields.concurrency) as HTMLInputElement;
      const wasConcurrent = concurrency.checked;
      fireEvent.click(concurrency);
      const active = screen.getByLabelText(fields.active) as HTMLInputElement;
      if (!active.checked) fireEvent.click(active);
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
      // The 2275 start date and CUV format are required while active: said under the fields, no call made.
      expect((await screen.findAllByText("This field is required.")).length).toBeGreaterThanOrEqual(1);
      const patched = () =>
        backend.requests.some(
          (url) => url.pathname.endsWith("/rcm/v1/provider-payer-configurations") && url.search === "",
        );
      expect(patched()).toBe(false);
      const before = await stored(code);
      expect(before.tax_identification_number).not.toBe("901234567-1");
      fireEvent.click(screen.getByLabelText(fields.active));
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(async () => expect((await stored(code)).tax_identification_number).toBe("901234567-1"), {
        timeout: 10_000,
      });
      expect(patched()).toBe(true);
      const after = await stored(code);
      expect(after.concurrency).toBe(!wasConcurrent);
      expect(after.regulation_2275_active).toBe(false);
      expect(after.updated_by).toBe("rcm-editor@demo.provider-portal.test");
      expect(tax.value).toBe("901234567-1");
    },
  );

  it("a viewer sees the configuration read-only, with no save button", { timeout: 60_000 }, async () => {
    await renderPortal({
      path: "/rcm/agreements/configuration?agreementCode=NEPS-EVT-2026",
      session: await backend.signIn("rcm-viewer"),
    });
    const tax = (await screen.findByLabelText(
      fields.taxIdentificationNumber,
      {},
      { timeout: 20_000 },
    )) as HTMLInputElement;
    expect(screen.getByText(en.agreements.readOnly)).toBeInTheDocument();
    expect(tax.readOnly || tax.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    const concurrency = screen.getByLabelText(fields.concurrency) as HTMLInputElement;
    expect(concurrency.disabled).toBe(true);
  });

  it(
    "an external auditor (no VIEW_AGREEMENTS) is told so and sees no form",
    { timeout: 60_000 },
    async () => {
      await renderPortal({
        path: "/rcm/agreements/configuration?agreementCode=NEPS-EVT-2026",
        session: await backend.signIn("rcm-external-auditor"),
      });
      expect(await screen.findByText(en.agreements.notAllowed, {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.queryByLabelText(fields.taxIdentificationNumber)).toBeNull();
    },
  );
});
