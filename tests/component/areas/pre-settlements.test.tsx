/**
 * Pre-settlements in the portal (001 §2 "pre-settlements", "pre-settlements/{originInvoiceGroupId}",
 * §3, §4, §7; issue 9 §1) against the reference API in-process (tests/component/sandbox-backend.ts):
 * the list (page size 15) with its translated status tags and delivery responsible, the status
 * filter of the URL sent comma-joined, the detail's
 * build and move to SENT through the real routes, a replacement refused before the network with its
 * reason, and a viewer who sees no action that changes anything.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPortal, useSandboxServer } from "../resource/harness";
import en from "../../../locales/en/pre-settlements.json" with { type: "json" };
import { Blob as NodeBlob, File as NodeFile } from "node:buffer";

const backend = useSandboxServer();
const ps = en.preSettlements;
const STATUS = en.statuses["rcm-status-pre-settlement"];

interface Row {
  id: string;
  origin_invoice_group_id: string;
  settlement_number: string;
}

async function withStatus(status: string): Promise<Row> {
  const [row] = await backend.handle.query<Row>(
    `SELECT id, origin_invoice_group_id, settlement_number FROM pre_settlements
      WHERE provider_slug = 'clinica-andina-co' AND status = $1 AND invoice_count > 0
      ORDER BY origin_invoice_group_id LIMIT 1`,
    [status],
  );
  return row;
}

describe("pre-settlement list (/rcm/pre-settlements)", () => {
  it(
    "shows 15 rows with settlement numbers, translated statuses and delivery responsible",
    { timeout: 60_000 },
    async () => {
      await renderPortal({ path: "/rcm/pre-settlements", session: await backend.signIn("rcm-editor") });
      const table = await screen.findByRole("table", {}, { timeout: 20_000 });
      const [first] = (
        await backend.get<{ content: { settlementNumber: string; status: string }[] }>(
          "rcm/v1/pre-settlements?page=0&size=15",
          "rcm-editor",
        )
      ).content;
      expect(
        await within(table).findByText(first.settlementNumber, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      const rows = within(table).getAllByRole("row").slice(1);
      expect(rows).toHaveLength(15);
      expect(within(table).getAllByText(STATUS[first.status as keyof typeof STATUS]).length).toBeGreaterThan(
        0,
      );
      expect(
        within(table).queryAllByText(en.resources["pre-settlements"].deliveryResponsibleValues.MANUAL)
          .length +
          within(table).queryAllByText(en.resources["pre-settlements"].deliveryResponsibleValues.AUTOMATIC)
            .length,
      ).toBeGreaterThan(0);
      const list = backend.requests.filter((url) => url.pathname.endsWith("/rcm/v1/pre-settlements"));
      expect(list.at(-1)?.searchParams.get("size")).toBe("15");
    },
  );
});

describe("pre-settlement list filters", () => {
  it("sends the status filter of the URL comma-joined (001 §7)", { timeout: 60_000 }, async () => {
    await renderPortal({
      path: "/rcm/pre-settlements?statuses=SENT&statuses=SETTLED&page=1&size=15",
      session: await backend.signIn("rcm-editor"),
    });
    await screen.findByRole("table", {}, { timeout: 40_000 });
    await waitFor(
      () =>
        expect(
          backend.requests
            .filter((url) => url.pathname.endsWith("/rcm/v1/pre-settlements"))
            .map((url) => url.searchParams.get("statuses")),
        ).toContain("SENT,SETTLED"),
      { timeout: 15_000 },
    );
  });
});

/**
 * The reference API runs in this jsdom realm: the bytes it stores (a build's package files) must be
 * Node's binary classes, as in tests/component/areas/support-documents.test.tsx; undone after the block.
 */
function useNodeBinaryClasses() {
  let restore: (() => void) | undefined;
  beforeAll(async () => {
    const nodeFormData = (await new Response(new URLSearchParams("a=1")).formData()).constructor;
    const nodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
    const saved = { Blob, File, FormData, Uint8Array };
    Object.assign(globalThis, {
      Blob: NodeBlob,
      File: NodeFile,
      FormData: nodeFormData,
      Uint8Array: nodeUint8Array,
    });
    restore = () => Object.assign(globalThis, saved);
  });
  afterAll(() => restore?.());
}

describe("pre-settlement detail (/rcm/pre-settlements/{originInvoiceGroupId})", () => {
  useNodeBinaryClasses();
  it("an editor builds a pending pre-settlement, then moves it to SENT", async () => {
    const pending = await withStatus("PENDING");
    await renderPortal({
      path: `/rcm/pre-settlements/${pending.origin_invoice_group_id}`,
      session: await backend.signIn("rcm-editor"),
    });
    const actions = await screen.findByTestId("pre-settlement-actions", {}, { timeout: 20_000 });
    expect(within(actions).queryByRole("button", { name: ps.actions.moveTo.SENT })).toBeNull();
    fireEvent.click(within(actions).getByRole("button", { name: ps.actions.build }));
    const confirm = await screen.findByRole("tooltip");
    fireEvent.click(within(confirm).getByRole("button", { name: ps.actions.build }));
    expect(
      await screen.findByText(`FEV_${pending.origin_invoice_group_id}.xml`, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const toSent = await within(screen.getByTestId("pre-settlement-actions")).findByRole("button", {
      name: ps.actions.moveTo.SENT,
    });
    fireEvent.click(toSent);
    const tooltips = await screen.findAllByRole("tooltip");
    fireEvent.click(within(tooltips.at(-1)!).getByRole("button", { name: ps.actions.moveTo.SENT }));
    await waitFor(async () => {
      const [row] = await backend.handle.query<{ status: string }>(
        "SELECT status FROM pre_settlements WHERE id = $1",
        [pending.id],
      );
      expect(row.status).toBe("SENT");
    });
    expect(
      await screen.findByText(STATUS.SENT, { selector: ".ant-tag" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("refuses a replacement of another type before the network, with the reason", async () => {
    const generated = await withStatus("GENERATED");
    await renderPortal({
      path: `/rcm/pre-settlements/${generated.origin_invoice_group_id}`,
      session: await backend.signIn("rcm-editor"),
    });
    const xmlName = `FEV_${generated.origin_invoice_group_id}.xml`;
    fireEvent.click(
      await screen.findByRole(
        "button",
        { name: ps.replace.label.replace("{{name}}", xmlName) },
        { timeout: 20_000 },
      ),
    );
    backend.clearRequests();
    const input = screen.getByTestId("replace-input");
    fireEvent.change(input, {
      target: { files: [new File(["%PDF-1.4"], "cover.pdf", { type: "application/pdf" })] },
    });
    expect(
      await screen.findByText(
        ps.replace.refused.type.replace("{{name}}", xmlName).replace("{{extension}}", "xml"),
      ),
    ).toBeInTheDocument();
    expect(backend.requests.filter((url) => url.pathname.endsWith("/replace"))).toEqual([]);
  });

  it("a viewer sees the files and invoices but no build, move, action or replace button", async () => {
    const generated = await withStatus("GENERATED");
    await renderPortal({
      path: `/rcm/pre-settlements/${generated.origin_invoice_group_id}`,
      session: await backend.signIn("rcm-viewer"),
    });
    const actions = await screen.findByTestId("pre-settlement-actions", {}, { timeout: 20_000 });
    expect(await within(actions).findByRole("button", { name: ps.actions.download })).toBeInTheDocument();
    for (const name of [ps.actions.build, ps.actions.moveTo.SENT, ps.actions.registerAction]) {
      expect(within(actions).queryByRole("button", { name })).toBeNull();
    }
    expect(screen.queryByRole("button", { name: ps.replace.button })).toBeNull();
    expect(screen.queryByRole("button", { name: ps.packageFolder.edit })).toBeNull();
    expect(await screen.findByText(`RIPS_${generated.origin_invoice_group_id}.json`)).toBeInTheDocument();
  });
});
