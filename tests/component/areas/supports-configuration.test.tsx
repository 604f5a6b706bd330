/**
 * The supports configuration screen (001 §2 "agreements/supports-configuration"; §7 service support
 * documents, provider-payer-products, product support documents with keyset `last_value`; 000 §6
 * VIEW_AGREEMENTS; issue 8 §2) against the reference API in-process (tests/component/sandbox-backend.ts):
 * a viewer reads it with no edit controls; "Load more" appends the next keyset slice (asked with the
 * previous `lastValue`) and keeps the rows loaded; a role without VIEW_AGREEMENTS is told so. The
 * race of a filter change with a slow answer is tested end to end (tests/e2e/supports-configuration.spec.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPortal, server } from "../resource/harness";
import { useSandboxBackend } from "../sandbox-backend";
import en from "../../../locales/en/agreements.json" with { type: "json" };

const backend = useSandboxBackend(server);
const s = en.agreements.supports;
const CODE = "COMP-EVT-2026";
const SLICES = `rcm/v1/provider-payer-configurations/${CODE}/provider-payer-products/support-documents`;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => backend.clearRequests());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

interface Slice {
  content: { id: string }[];
  lastValue: string | null;
}

/** The row keys of a section's table, in order. */
const keys = (section: string) =>
  [...screen.getByTestId(section).querySelectorAll("tbody tr[data-row-key]")].map((row) =>
    row.getAttribute("data-row-key"),
  );

async function open(kind: string) {
  await renderPortal({
    path: `/rcm/agreements/supports-configuration?agreementCode=${CODE}`,
    session: await backend.signIn(kind),
  });
}

describe("supports configuration (/rcm/agreements/supports-configuration)", () => {
  it(
    "a viewer reads it read-only; Load more appends the next keyset slice",
    { timeout: 60_000 },
    async () => {
      await open("rcm-viewer");
      expect(await screen.findByText(s.readOnly, {}, { timeout: 20_000 })).toBeInTheDocument();
      const agreement = await backend.get<{ services: { id: string }[] }>(
        `rcm/v1/provider-payer-configurations/${CODE}`,
        "rcm-viewer",
      );
      const service = agreement.services[0].id;
      const first = await backend.get<Slice>(`${SLICES}?provider_payer_service_id=${service}`, "rcm-viewer");
      await waitFor(() => expect(keys("product-documents")).toEqual(first.content.map((d) => d.id)), {
        timeout: 10_000,
      });
      const list = [...first.content];
      // The seed gives this service more than one slice (sandbox/seed/supports-configuration.ts).
      expect(first.lastValue).not.toBeNull();
      const next = await backend.get<Slice>(
        `${SLICES}?provider_payer_service_id=${service}&last_value=${first.lastValue}`,
        "rcm-viewer",
      );
      list.push(...next.content);
      fireEvent.click(
        within(screen.getByTestId("product-documents")).getByRole("button", { name: s.loadMore }),
      );
      await waitFor(() => expect(keys("product-documents")).toEqual(list.map((d) => d.id)));
      const asked = backend.requests.filter((u) =>
        u.pathname.endsWith("/provider-payer-products/support-documents"),
      );
      expect(asked.at(-1)?.searchParams.get("last_value")).toBe(first.lastValue);
      expect(new Set(keys("product-documents")).size).toBe(list.length);
      for (const name of [/save/i, /delete/i, /edit/i, /^new/i])
        expect(screen.queryByRole("button", { name })).toBeNull();
    },
  );

  it("an external auditor (no VIEW_AGREEMENTS) is told so", { timeout: 60_000 }, async () => {
    await open("rcm-external-auditor");
    expect(await screen.findByText(en.agreements.notAllowed, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId("product-documents")).toBeNull();
  });
});
