/**
 * The v2 area's calls (src/areas/v2/v2-queries.ts; 000 §7): Home V2 query parameters (snake_case,
 * sort createdAt,desc), the detail only with both code and sponsor (000 §5), an empty comment
 * refused before the network (000 §5), the comment sent as `metadata_comment` JSON text (000 §3),
 * the status change's query, and the text shown for a comment.
 */
import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../../providers/http";
import {
  changeV2Status,
  commentTextOf,
  postV2Comment,
  v2DetailQuery,
  v2HomeQuery,
} from "../../../src/areas/v2/v2-queries";

function fakeHttp(answer: unknown = {}) {
  const get = vi.fn(async (_url: string, _config?: unknown) => ({ data: answer }));
  const post = vi.fn(async (_url: string, _body?: unknown, _config?: unknown) => ({ data: answer }));
  return { http: { get, post } as unknown as HttpClient, get, post };
}

describe("v2 calls", () => {
  it("Home V2 sends the filters snake_case, statuses comma-joined, newest first", async () => {
    const { http, get } = fakeHttp({ content: [] });
    await new QueryClient().fetchQuery(
      v2HomeQuery(
        http,
        {
          code: "V2-1",
          status: ["READY", "PAID"],
          coverageType: "HOSPITALIZATION",
          dateFrom: "2026-10-01",
          dateTo: "2026-10-31",
          sponsorSlug: "mx-gnp",
        },
        2,
        15,
      ),
    );
    expect(get.mock.calls[0][0]).toBe("arc/v2/authorizations/without-claims");
    expect((get.mock.calls[0][1] as { params: unknown }).params).toEqual({
      page: 2,
      size: 15,
      sort: "createdAt,desc",
      code: "V2-1",
      status: "READY,PAID",
      coverage_type: "HOSPITALIZATION",
      date_from: "2026-10-01",
      date_to: "2026-10-31",
      sponsor_slug: "mx-gnp",
    });
  });

  it("the detail waits for both the code and the sponsor (000 §5)", () => {
    const { http } = fakeHttp();
    expect(v2DetailQuery(http, "V2-1", "", "p").enabled).toBe(false);
    expect(v2DetailQuery(http, "", "mx-gnp", "p").enabled).toBe(false);
    expect(v2DetailQuery(http, "V2-1", "mx-gnp", "p").enabled).toBe(true);
  });

  it("refuses an empty comment before the network and sends metadata_comment as JSON text", async () => {
    const { http, post } = fakeHttp({ id: 1 });
    await expect(postV2Comment(http, 7, { comment: "   " })).rejects.toThrow("empty");
    expect(post).not.toHaveBeenCalled();
    await postV2Comment(http, 7, { comment: " hola ", formSlug: "f", values: { a: 1 } });
    expect(post.mock.calls[0][0]).toBe("arc/v1/authorizations/7/comment");
    const body = post.mock.calls[0][1] as { metadata_comment: string };
    expect(JSON.parse(body.metadata_comment)).toEqual({ comment: "hola", formSlug: "f", values: { a: 1 } });
    expect(post.mock.calls[0][2]).toEqual({ params: { authorization_id: 7 } });
  });

  it("changes the status from the current one (000 §4)", async () => {
    const { http, post } = fakeHttp();
    await changeV2Status(http, "do-universal", "V2-2026-000001", "READY", "APPROVED");
    expect(post.mock.calls[0][0]).toBe(
      "arc/v2/authorizations/sponsor/do-universal/code/V2-2026-000001/change-status",
    );
    expect(post.mock.calls[0][2]).toEqual({ params: { currentStatus: "READY", newStatus: "APPROVED" } });
  });

  it("shows a comment's text, or the raw text when it is not the JSON of a comment", () => {
    expect(commentTextOf(JSON.stringify({ comment: "Listo" }))).toBe("Listo");
    expect(commentTextOf("texto plano")).toBe("texto plano");
    expect(commentTextOf(JSON.stringify({ other: 1 }))).toBe('{"other":1}');
  });
});
