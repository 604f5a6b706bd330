/**
 * Audit comments and complete audit (001 §3 "Audit comment", §4 "Completing an audit", §5
 * "Comments cannot be empty", §7, §8 comment and audit-complete alerts; 000 §6 events), in the
 * account screen's comments tab, against the reference API in-process
 * (tests/component/sandbox-backend.ts); msw only for a refusal shape.
 */
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server, useSandboxServer } from "../resource/harness";
import { API_BASE } from "../sandbox-backend";
import en from "../../../locales/en/documents.json" with { type: "json" };

const backend = useSandboxServer();
const docs = en.documents.comments;
const audit = en.documents.audit;

/** Accounts of clinica-andina-co in PENDING_AUDIT (not FE-0012345), by invoice number. */
async function pendingAudit(skip: number): Promise<string> {
  const rows = await backend.handle.query<{ id: string }>(
    `SELECT id FROM accounts WHERE provider_slug = 'clinica-andina-co' AND status = 'PENDING_AUDIT'
        AND invoice_number <> 'FE-0012345' ORDER BY invoice_number LIMIT 1 OFFSET $1`,
    [skip],
  );
  return rows[0].id;
}

async function openComments(accountId: string, kind: string) {
  await renderPortal({ path: `/rcm/account/${accountId}?tab=comments`, session: await backend.signIn(kind) });
  await screen.findByRole("heading", { name: docs.title }, { timeout: 20_000 });
  return document.querySelector(".audit-comments-panel") as HTMLElement;
}

const commentCount = async (accountId: string) =>
  (
    await backend.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_comments WHERE account_id = $1",
      [accountId],
    )
  )[0].n;

describe("audit comments (001 §3, §5, §8)", () => {
  it("an empty comment is refused with its message and nothing is sent; a refused one keeps what was typed", async () => {
    const accountId = await pendingAudit(0);
    const before = await commentCount(accountId);
    const panel = await openComments(accountId, "rcm-editor-with-audit");
    const box = await within(panel).findByLabelText(docs.new, {}, { timeout: 15_000 });
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.click(within(panel).getByRole("button", { name: docs.submit }));
    expect(await within(panel).findByText(docs.missing)).toBeInTheDocument();
    expect((box as HTMLTextAreaElement).value).toBe("   ");

    server.use(
      http.post(`${API_BASE}/rcm/v1/accounts/:id/audit-comments`, () =>
        HttpResponse.json(
          { error_code: "VALIDATION_ERROR", message: "El comentario es demasiado largo" },
          { status: 400 },
        ),
      ),
    );
    fireEvent.change(box, { target: { value: "Revisar la factura" } });
    fireEvent.click(within(panel).getByRole("button", { name: docs.submit }));
    expect(await within(panel).findByText("El comentario es demasiado largo")).toBeInTheDocument();
    expect((box as HTMLTextAreaElement).value).toBe("Revisar la factura");
    expect(await commentCount(accountId)).toBe(before);
  }, 60_000);

  it("creates (newest first), edits, resolves and deletes a comment, each with its alert", async () => {
    const accountId = await pendingAudit(1);
    const panel = await openComments(accountId, "rcm-editor-with-audit");
    const text = "Falta la epicrisis firmada";
    fireEvent.change(await within(panel).findByLabelText(docs.new, {}, { timeout: 15_000 }), {
      target: { value: text },
    });
    fireEvent.click(within(panel).getByRole("button", { name: docs.submit }));
    expect(await screen.findByText(docs.created)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByTestId("audit-comment")[0]).toHaveTextContent(text), {
      timeout: 15_000,
    });
    const [stored] = await backend.handle.query<{
      beneficiary_comment: boolean;
      audit_type: string;
      category: string;
    }>(
      "SELECT beneficiary_comment, audit_type, category FROM audit_comments WHERE account_id = $1 AND comment = $2",
      [accountId, text],
    );
    expect(stored).toEqual({ beneficiary_comment: true, audit_type: "PRE_AUDIT", category: "GENERAL" });

    const item = () => within(panel).getAllByTestId("audit-comment")[0];
    fireEvent.click(within(item()).getByRole("button", { name: docs.edit }));
    const editBox = within(item()).getByLabelText(docs.editLabel);
    fireEvent.change(editBox, { target: { value: "" } });
    fireEvent.click(within(item()).getByRole("button", { name: docs.save }));
    expect(await within(item()).findByText(docs.missing)).toBeInTheDocument();
    fireEvent.change(within(item()).getByLabelText(docs.editLabel), {
      target: { value: `${text} (revisado)` },
    });
    fireEvent.click(within(item()).getByRole("button", { name: docs.save }));
    expect(await screen.findByText(docs.edited)).toBeInTheDocument();
    await waitFor(() => expect(item()).toHaveTextContent(`${text} (revisado)`), { timeout: 15_000 });

    fireEvent.click(within(item()).getByRole("button", { name: docs.resolve }));
    await waitFor(() => expect(within(item()).getByText(docs.resolved)).toBeInTheDocument(), {
      timeout: 15_000,
    });

    fireEvent.click(within(item()).getByRole("button", { name: docs.delete }));
    const confirm = await screen.findByRole("dialog");
    fireEvent.click(within(confirm).getByRole("button", { name: docs.delete }));
    expect(await screen.findByText(docs.deleted)).toBeInTheDocument();
    const left = await backend.handle.query(
      "SELECT 1 FROM audit_comments WHERE account_id = $1 AND comment LIKE $2",
      [accountId, `${text}%`],
    );
    expect(left).toEqual([]);
  }, 90_000);
});

describe("gated by the audit events (000 §6)", () => {
  it("an editor (no audit events) reads the comments but gets no form, no comment action and no complete audit", async () => {
    const [row] = await backend.handle.query<{ account_id: string }>(
      `SELECT c.account_id FROM audit_comments c JOIN accounts a ON a.id = c.account_id
        WHERE a.provider_slug = 'clinica-andina-co' AND a.status = 'PENDING_AUDIT' ORDER BY a.invoice_number DESC LIMIT 1`,
    );
    const panel = await openComments(row.account_id, "rcm-editor");
    await waitFor(() => expect(within(panel).getAllByTestId("audit-comment").length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
    expect(within(panel).queryByLabelText(docs.new)).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: docs.edit })).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: docs.delete })).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: audit.complete })).not.toBeInTheDocument();
  }, 60_000);
});

describe("complete audit (001 §4, §8)", () => {
  it("moves the account to COMPLETE_AUDIT, shows the audit-complete alert and reloads the account", async () => {
    const accountId = await pendingAudit(2);
    const panel = await openComments(accountId, "rcm-editor-with-audit");
    fireEvent.click(await within(panel).findByRole("button", { name: audit.complete }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(audit.message), { target: { value: "Conciliada" } });
    fireEvent.click(within(dialog).getByRole("button", { name: audit.submit }));
    expect(await screen.findByText(audit.success)).toBeInTheDocument();
    const [stored] = await backend.handle.query<{ status: string; last_change_reason: string }>(
      "SELECT status, last_change_reason FROM accounts WHERE id = $1",
      [accountId],
    );
    expect(stored).toEqual({ status: "COMPLETE_AUDIT", last_change_reason: "Conciliada" });
    // The account was reloaded: no longer in audit, so no complete-audit button.
    await waitFor(
      () => expect(within(panel).queryByRole("button", { name: audit.complete })).not.toBeInTheDocument(),
      {
        timeout: 15_000,
      },
    );
  }, 60_000);
});
