/**
 * Support documents of an account (001 §2 "support-administrator/{accountId}", §3 "Support files",
 * §5 upload rules, §7 calls, §8 success texts; issue 7 §2), through the support administrator
 * screen and the real routes, against the reference API in-process (tests/component/sandbox-backend.ts):
 * the list by level and status, uploads refused before the network with their reason (type, size,
 * one at a time), an upload into a pending document, the server's refusal by content shown in the
 * dialog, delete after confirmation, and the actions hidden by the role, the account's restricted
 * events and its support-file restrictions (seed: FE-0012345 for rcm-editor).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPortal, server } from "../resource/harness";
import { useSandboxBackend } from "../sandbox-backend";
import { SUPPORT_DOCUMENT_POLICY } from "../../../schemas/upload-policies";
import en from "../../../locales/en/documents.json" with { type: "json" };
import { Blob as NodeBlob, File as NodeFile } from "node:buffer";

const backend = useSandboxBackend(server);
const docs = en.documents;

/**
 * jsdom's FormData, Blob and File are not the ones Node's fetch (under msw) can serialise: a
 * multipart body built from them reaches the API as text. The browser's own classes are what the
 * portal uses; in this file Node's stand in for them (Blob and File from node:buffer, FormData as
 * Node's Response builds it), so the multipart body reaches the API byte for byte. Likewise the
 * reference API, running in this jsdom realm, recognises file types with `file-type`, which tests
 * `instanceof Uint8Array` against the global: Node's Uint8Array (Buffer's parent) stands in for jsdom's.
 */
let restore: (() => void) | undefined;
/** Puts Node's binary classes in place for the tests of a describe block (see above); undone after it. */
function useNodeBinaryClasses() {
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

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => backend.clearRequests());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

interface Row {
  account_id: string;
  id: string;
  file_code: string;
  name: string;
  invoice_number: string;
}

/** Accounts of clinica-andina-co (rcm-editor's provider) other than FE-0012345, with a pending account-level document. */
async function accountWithPending(skip: number): Promise<Row> {
  const rows = await backend.handle.query<Row>(
    `SELECT f.account_id, f.id, f.file_code, t.name, a.invoice_number
       FROM support_files f
       JOIN accounts a ON a.id = f.account_id
       JOIN support_file_types t ON t.file_code = f.file_code
      WHERE a.provider_slug = 'clinica-andina-co' AND a.invoice_number <> 'FE-0012345'
        AND f.status = 'PENDING' AND f.support_level = 'ACCOUNT' AND f.file_code <> 'HC'
      ORDER BY a.invoice_number, f.file_code
      LIMIT 1 OFFSET $1`,
    [skip],
  );
  return rows[0];
}

const pdf = (name = "letter.pdf") =>
  new File(["%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"], name, { type: "application/pdf" });

/** The dialog's file input (labelled "File"). */
const fileInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(docs.upload.file) as HTMLInputElement;

const uploads = () => backend.requests.filter((url) => url.pathname.includes("/support-files/"));

async function openAdministrator(accountId: string, kind = "rcm-editor") {
  const rendered = await renderPortal({
    path: `/rcm/support-administrator/${accountId}`,
    session: await backend.signIn(kind),
  });
  await screen.findByRole("heading", { name: new RegExp(`^${docs.admin.title}`) }, { timeout: 15_000 });
  return rendered;
}

describe("support documents: list (001 §3, §7)", () => {
  it("lists the account's documents with type, level and status, filtered by level and status from its own URL keys", async () => {
    const target = await accountWithPending(0);
    await renderPortal({
      path: `/rcm/support-administrator/${target.account_id}?docs.status=PENDING&docs.level=ACCOUNT`,
      session: await backend.signIn("rcm-editor"),
    });
    await screen.findByRole("heading", { name: new RegExp(`^${docs.admin.title}`) }, { timeout: 15_000 });
    const table = await screen.findByRole("table");
    await within(table).findAllByText(`(${target.file_code})`);
    const [call] = backend.requests.filter((url) => url.pathname.endsWith("/get-all-support-files"));
    expect(Object.fromEntries(call.searchParams)).toEqual({
      relations: "ACCOUNT",
      statuses: "PENDING",
      page: "0",
      size: "10",
    });
    expect(screen.getByRole("radio", { name: docs.statuses.PENDING })).toBeChecked();
    expect(screen.getByRole("radio", { name: docs.levels.ACCOUNT })).toBeChecked();
    expect(
      within(table).getAllByText(docs.statuses.PENDING, { selector: ".ant-tag" }).length,
    ).toBeGreaterThan(0);
    expect(
      within(table).queryByText(docs.statuses.RECEIVED, { selector: ".ant-tag" }),
    ).not.toBeInTheDocument();
    expect(within(table).getAllByText(docs.levels.ACCOUNT).length).toBeGreaterThan(0);
  }, 60_000);
});

describe("upload refused before the network (001 §5)", () => {
  it("a wrong type, more than one file and a file over 20 MB each show their reason and send nothing", async () => {
    const target = await accountWithPending(1);
    await openAdministrator(target.account_id);
    fireEvent.click(await screen.findByRole("button", { name: docs.actions.uploadNew }));
    const dialog = await screen.findByRole("dialog");
    // The drop zone (antd's Upload.Dragger) renders a new file input after each choice: found anew each time.
    const input = () => fileInput(dialog);

    fireEvent.change(input(), {
      target: { files: [new File(["MZ"], "setup.exe", { type: "application/x-msdownload" })] },
    });
    expect(await within(dialog).findByText(/setup\.exe is not an accepted type/)).toBeInTheDocument();

    fireEvent.change(input(), { target: { files: [pdf("a.pdf"), pdf("b.pdf")] } });
    expect(await within(dialog).findByText(docs.upload.refused.count)).toBeInTheDocument();

    const big = pdf("scan.pdf");
    Object.defineProperty(big, "size", { value: SUPPORT_DOCUMENT_POLICY.maxBytes + 1 });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(
      await within(dialog).findByText(/scan\.pdf \(20\.0 MB\) is larger than 20 MB/),
    ).toBeInTheDocument();

    // Dropping two files is refused the same way.
    fireEvent.drop(within(dialog).getByTestId("support-file-drop"), {
      dataTransfer: { files: [pdf("a.pdf"), pdf("b.pdf")] },
    });
    expect(await within(dialog).findByText(docs.upload.refused.count)).toBeInTheDocument();

    // Submitting without an accepted file is refused too; nothing was ever sent.
    fireEvent.click(within(dialog).getByRole("button", { name: docs.upload.submit }));
    expect(await within(dialog).findByText(docs.upload.refused.none)).toBeInTheDocument();
    expect(uploads()).toEqual([]);
  }, 60_000);
});

describe("upload, server refusal, delete (001 §7, §8)", () => {
  useNodeBinaryClasses();
  it("uploads into a pending document with its progress, then shows the success text and the document received", async () => {
    const target = await accountWithPending(2);
    await openAdministrator(target.account_id);
    fireEvent.click(
      await screen.findByRole("button", { name: docs.actions.uploadInto.replace("{{name}}", target.name) }),
    );
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(fileInput(dialog), { target: { files: [pdf("epicrisis.pdf")] } });
    expect(await within(dialog).findByTestId("chosen-file")).toHaveTextContent("epicrisis.pdf");
    fireEvent.click(within(dialog).getByRole("button", { name: docs.upload.submit }));
    expect(await screen.findByText(docs.upload.success)).toBeInTheDocument();
    const [stored] = await backend.handle.query<{ status: string; file_name: string; content_type: string }>(
      "SELECT status, file_name, content_type FROM support_files WHERE id = $1",
      [target.id],
    );
    expect(stored).toEqual({
      status: "RECEIVED",
      file_name: "epicrisis.pdf",
      content_type: "application/pdf",
    });
    const sent = uploads().find((url) => url.pathname.endsWith(`/support-files/${target.account_id}/upload`));
    expect(sent).toBeDefined();
    expect(await screen.findByText(/epicrisis\.pdf/)).toBeInTheDocument();
  }, 60_000);

  it("a file whose bytes are not what its name says is refused by the server, its message shown in the dialog, the choice kept", async () => {
    const target = await accountWithPending(3);
    await openAdministrator(target.account_id);
    fireEvent.click(
      await screen.findByRole("button", { name: docs.actions.uploadInto.replace("{{name}}", target.name) }),
    );
    const dialog = await screen.findByRole("dialog");
    const fake = new File([new Uint8Array([0, 159, 146, 150, 1, 2, 3, 255, 0, 7])], "fake.pdf", {
      type: "application/pdf",
    });
    fireEvent.change(fileInput(dialog), { target: { files: [fake] } });
    fireEvent.click(within(dialog).getByRole("button", { name: docs.upload.submit }));
    const problem = await within(dialog).findByTestId("upload-problem", {}, { timeout: 10_000 });
    expect(problem.textContent).not.toBe("");
    expect(within(dialog).getByTestId("chosen-file")).toHaveTextContent("fake.pdf");
    const [stored] = await backend.handle.query<{ status: string }>(
      "SELECT status FROM support_files WHERE id = $1",
      [target.id],
    );
    expect(stored.status).toBe("PENDING");
  }, 60_000);

  it("deletes a received document after confirmation, with the deleted text", async () => {
    const [target] = await backend.handle.query<Row>(
      `SELECT f.account_id, f.id, f.file_code, t.name, a.invoice_number
         FROM support_files f JOIN accounts a ON a.id = f.account_id
         JOIN support_file_types t ON t.file_code = f.file_code
        WHERE a.provider_slug = 'clinica-andina-co' AND a.invoice_number <> 'FE-0012345'
          AND f.status = 'RECEIVED' AND f.support_level = 'ACCOUNT' AND f.file_code <> 'HC'
        ORDER BY a.invoice_number DESC LIMIT 1`,
    );
    await openAdministrator(target.account_id);
    fireEvent.click(await screen.findByRole("radio", { name: docs.statuses.RECEIVED }));
    fireEvent.click(
      await screen.findByRole("button", { name: docs.actions.deleteOf.replace("{{name}}", target.name) }),
    );
    const confirm = await screen.findByRole("dialog");
    expect(within(confirm).getAllByText(docs.delete.confirmTitle).length).toBeGreaterThan(0);
    fireEvent.click(within(confirm).getByRole("button", { name: docs.delete.ok }));
    expect(await screen.findByText(docs.delete.success)).toBeInTheDocument();
    const [stored] = await backend.handle.query<{ status: string }>(
      "SELECT status FROM support_files WHERE id = $1",
      [target.id],
    );
    expect(stored.status).toBe("PENDING");
  }, 60_000);
});

describe("gated by role, account restrictions and support-file restrictions (000 §6, 001 §7)", () => {
  it("a viewer sees the documents and may download, but gets no upload, replace or delete", async () => {
    const target = await accountWithPending(4);
    await openAdministrator(target.account_id, "rcm-viewer");
    const table = await screen.findByRole("table");
    await within(table).findAllByText(`(${target.file_code})`);
    expect(screen.queryByRole("button", { name: docs.actions.uploadNew })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: new RegExp(`^${docs.actions.upload} `) }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: new RegExp(`^${docs.actions.replace} `) }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: new RegExp(`^${docs.actions.delete} `) }),
    ).not.toBeInTheDocument();
  }, 60_000);

  it("on FE-0012345 the editor may neither replace nor delete, and the clinical history (HC) is untouchable", async () => {
    const [account] = await backend.handle.query<{ id: string }>(
      "SELECT id FROM accounts WHERE invoice_number = 'FE-0012345'",
    );
    await openAdministrator(account.id, "rcm-editor");
    const table = await screen.findByRole("table");
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(1));
    // The editor may upload elsewhere on the account…
    expect(await screen.findByRole("button", { name: docs.actions.uploadNew })).toBeInTheDocument();
    // …but the account's restricted events remove replace and delete everywhere.
    expect(
      screen.queryByRole("button", { name: new RegExp(`^${docs.actions.replace} `) }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: new RegExp(`^${docs.actions.delete} `) }),
    ).not.toBeInTheDocument();
    // Only the clinical-history rows, whatever page they are on.
    const [{ n }] = await backend.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM support_files WHERE account_id = $1 AND file_code = 'HC'",
      [account.id],
    );
    if (n === 0)
      await backend.handle.query(
        `INSERT INTO support_files (id, account_id, support_level, status, file_code, required, is_restricted_as_account_level, created_at)
         VALUES (gen_random_uuid(), $1, 'ACCOUNT', 'PENDING', 'HC', true, false, now())`,
        [account.id],
      );
    fireEvent.change(screen.getByLabelText(docs.panel.search), { target: { value: "HC" } });
    fireEvent.click(screen.getByRole("button", { name: docs.panel.searchButton }));
    await waitFor(() => expect(within(table).getAllByText("(HC)").length).toBeGreaterThan(0));
    const hcRows = within(table)
      .queryAllByText("(HC)")
      .map((cell) => cell.closest("tr") as HTMLElement);
    for (const row of hcRows) {
      expect(within(row).getByText(docs.panel.restricted)).toBeInTheDocument();
      expect(within(row).queryAllByRole("button")).toEqual([]);
    }
    // The upload dialog does not offer the restricted type.
    fireEvent.click(screen.getByRole("button", { name: docs.actions.uploadNew }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(dialog).getByLabelText(docs.upload.type));
    await waitFor(() =>
      expect(document.querySelectorAll(".ant-select-item-option").length).toBeGreaterThan(0),
    );
    const offered = [...document.querySelectorAll(".ant-select-item-option")].map((o) => o.textContent ?? "");
    expect(offered.some((label) => label.endsWith("(HC)"))).toBe(false);
  }, 60_000);
});
