/**
 * Glosas in the portal (001 §2 "glosas-upload", "glosa-detail/{id}", §3–§5, §7, §8; issue 9 §3, §4)
 * against the reference API in-process (tests/component/sandbox-backend.ts): the processed list
 * (page size 15, sorted by deadline, the deadline shown as text), uploads refused before the network
 * with their reason (size, type, one file), the detail's answer refused until every field is
 * filled, and a denials viewer who gets neither the upload nor the answer.
 */
import { describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { renderPortal, useSandboxServer } from "../resource/harness";
import en from "../../../locales/en/glosas.json" with { type: "json" };

const backend = useSandboxServer();
const g = en.glosas;

const uploads = () => backend.requests.filter((url) => url.pathname.endsWith("/storage/upload"));

describe("glosas upload and processed list (/rcm/glosas-upload)", () => {
  it(
    "lists 15 glosas by deadline with the deadline as text, and refuses a wrong file before the network",
    { timeout: 60_000 },
    async () => {
      await renderPortal({ path: "/rcm/glosas-upload", session: await backend.signIn("denials-editor") });
      expect(
        await screen.findByRole("heading", { level: 1, name: g.page.title }, { timeout: 20_000 }),
      ).toBeVisible();
      const first = (
        await backend.get<{ content: { invoiceNumber: string }[] }>(
          "rcm-denials/v1/invoice?page=0&size=15&order_by=responseDeadline&sort=asc",
          "denials-editor",
        )
      ).content[0];
      expect(
        await screen.findByRole("link", { name: first.invoiceNumber }, { timeout: 20_000 }),
      ).toBeVisible();
      const list = backend.requests.filter((url) => url.pathname.endsWith("/rcm-denials/v1/invoice")).at(-1)!;
      expect(list.searchParams.get("size")).toBe("15");
      expect(list.searchParams.get("order_by")).toBe("responseDeadline");
      const deadlines = document.querySelectorAll("[data-deadline]");
      expect(deadlines.length).toBe(15);
      expect(deadlines[0].textContent).toMatch(/Overdue by|left|Due today|Answered/);

      // The drop zone (antd's Upload.Dragger) renders a new file input after each choice: found anew each time.
      const input = () => screen.getByLabelText(g.upload.choose);
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.xlsx", {
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      });
      fireEvent.change(input(), { target: { files: [big] } });
      expect(await screen.findByText(g.upload.refused.size.replace("{{name}}", "big.xlsx"))).toBeVisible();
      fireEvent.change(input(), { target: { files: [new File(["x"], "notes.docx")] } });
      expect(await screen.findByText(g.upload.refused.type.replace("{{name}}", "notes.docx"))).toBeVisible();
      fireEvent.change(input(), { target: { files: [new File(["a"], "a.txt"), new File(["b"], "b.txt")] } });
      expect(await screen.findByText(g.upload.refused.count)).toBeVisible();
      expect(uploads()).toEqual([]);
    },
  );
});

describe("glosa detail (/rcm/glosa-detail/:id)", () => {
  it(
    "refuses an answer until every field is filled, without calling the API",
    { timeout: 60_000 },
    async () => {
      const [row] = await backend.handle.query<{ id: string; invoice_number: string }>(
        `SELECT id, invoice_number FROM glosas WHERE provider_slug = 'clinica-andina-co' AND glosa_status = 'PENDING'
        ORDER BY invoice_number LIMIT 1`,
      );
      await renderPortal({
        path: `/rcm/glosa-detail/${row.id}`,
        session: await backend.signIn("denials-editor"),
      });
      expect(
        await screen.findByRole(
          "heading",
          { level: 1, name: g.detail.title.replace("{{invoice}}", row.invoice_number) },
          { timeout: 20_000 },
        ),
      ).toBeVisible();
      backend.clearRequests();
      fireEvent.click(await screen.findByRole("button", { name: g.detail.confirm }, { timeout: 10_000 }));
      const alert = await screen.findByRole("alert");
      for (const field of [g.detail.eventType, g.detail.comment, g.detail.acceptedValue]) {
        expect(within(alert).getByText(g.detail.fieldRequired.replace("{{field}}", field))).toBeVisible();
      }
      expect(backend.requests.filter((url) => url.pathname.endsWith("/comments"))).toEqual([]);
    },
  );

  it("a denials viewer gets neither the upload nor the answer", { timeout: 60_000 }, async () => {
    const [row] = await backend.handle.query<{ id: string; invoice_number: string }>(
      `SELECT id, invoice_number FROM glosas WHERE provider_slug = 'clinica-andina-co' ORDER BY invoice_number LIMIT 1`,
    );
    const session = await backend.signIn("denials-viewer");
    await renderPortal({ path: `/rcm/glosa-detail/${row.id}`, session });
    expect(await screen.findByRole("heading", { name: g.detail.amounts }, { timeout: 20_000 })).toBeVisible();
    expect(screen.queryByRole("button", { name: g.detail.confirm })).toBeNull();
    expect(screen.queryByRole("button", { name: g.detail.disable })).toBeNull();
    cleanup();
    await renderPortal({ path: "/rcm/glosas-upload", session });
    expect(await screen.findByRole("heading", { name: g.files.title }, { timeout: 20_000 })).toBeVisible();
    expect(screen.queryByLabelText(g.upload.choose)).toBeNull();
  });
});
