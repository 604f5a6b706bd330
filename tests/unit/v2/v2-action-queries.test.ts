/**
 * The calls of the v2 detail's actions (src/areas/v2/detail-actions/action-queries.ts; issue 21
 * §3; 000 §4, §7; docs/api-contract.md "v2 area"): an action's move sends the current and the new
 * status in the query, the note as `metadata_comment` JSON text and the dialog's Idempotency-Key.
 */
import { describe, expect, it, vi } from "vitest";
import type { HttpClient } from "../../../providers/http";
import { moveWithNote } from "../../../src/areas/v2/detail-actions/action-queries";

describe("v2 action calls", () => {
  it("a move carries both statuses, its note as JSON text and the dialog's key", async () => {
    const post = vi.fn(async (_url: string, _body?: unknown, _config?: unknown) => ({ data: {} }));
    const http = { post } as unknown as HttpClient;
    const note = { action: "PATIENT_DISCHARGE" as const, comment: "Alta", dischargeDate: "2026-11-20" };
    await moveWithNote(
      http,
      { sponsorSlug: "do-senasa", authorizationCode: "SOL-1-1", status: "QUALIFICATION" },
      "COMPLETED",
      note,
      "key-1",
    );
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0];
    expect(url).toBe("arc/v2/authorizations/sponsor/do-senasa/code/SOL-1-1/change-status");
    expect(JSON.parse((body as { metadata_comment: string }).metadata_comment)).toEqual(note);
    expect(config).toEqual({
      params: { currentStatus: "QUALIFICATION", newStatus: "COMPLETED" },
      headers: { "Idempotency-Key": "key-1" },
    });
  });
});
