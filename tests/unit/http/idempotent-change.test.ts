/**
 * Idempotent changes in the client (issue 17 §1, §3; DESIGN.md §4; docs/api-contract.md "General"
 * Idempotency-Key): every POST, PUT, PATCH and DELETE carries one key for all its retries; a
 * multipart body is encoded once, so every retry sends identical bytes; a lost answer of a keyed
 * change is retried; an unknown outcome is never shown as a raw server text, and is re-read.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { BASE, makeClient, server } from "./support";
import {
  confirmChange,
  isOutcomeUnknown,
  selectErrorMessage,
  uploadMultipart,
} from "../../../providers/http";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Records each call's key, content type and raw bytes; fails the first `failures` calls with `fail`. */
function recorder(method: "post" | "put" | "patch" | "delete", failures: number, fail: () => Response) {
  const calls: Array<{ key: string | null; type: string | null; bytes: string }> = [];
  server.use(
    http[method](`${BASE}/change`, async ({ request }) => {
      const bytes = Buffer.from(await request.arrayBuffer()).toString("base64");
      calls.push({
        key: request.headers.get("idempotency-key"),
        type: request.headers.get("content-type"),
        bytes,
      });
      if (calls.length <= failures) return fail();
      return HttpResponse.json({ saved: true });
    }),
  );
  return calls;
}

const boom = () =>
  HttpResponse.json({ error_code: "INTERNAL_SERVER_ERROR", message: "Boom" }, { status: 500 });

describe("one key per logical change, for every changing method", () => {
  it.each(["put", "patch", "delete"] as const)(
    "%s carries a key, kept by its 500 retries",
    async (method) => {
      const calls = recorder(method, 2, boom);
      const { client } = makeClient();
      await client.request({ method, url: "change", data: method === "delete" ? undefined : { a: 1 } });
      expect(calls).toHaveLength(3);
      expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(calls.map((call) => call.key)).size).toBe(1);
    },
  );

  it("a multipart retry sends the identical bytes and boundary of the first send", async () => {
    const calls = recorder("post", 2, boom);
    const { client } = makeClient();
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array([37, 80, 68, 70, 1, 2, 3])], { type: "application/pdf" }),
      "a.pdf",
    );
    form.append(
      "request_data",
      new Blob([JSON.stringify({ document_type_slug: "TRA" })], { type: "application/json" }),
    );
    await uploadMultipart(client, "change", form);
    expect(calls).toHaveLength(3);
    expect(calls[0].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(new Set(calls.map((call) => call.type)).size).toBe(1);
    expect(new Set(calls.map((call) => call.bytes)).size).toBe(1);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
    // The bytes are the parts themselves.
    expect(Buffer.from(calls[0].bytes, "base64").toString("latin1")).toContain(
      'name="file"; filename="a.pdf"',
    );
  });

  it("a lost answer (network error) of a keyed change is retried with the same key", async () => {
    const calls = recorder("put", 2, () => HttpResponse.error());
    const { client } = makeClient();
    const answer = await client.put("change", { status: "READY_TO_GENERATE" });
    expect(answer.data).toEqual({ saved: true });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
  });

  it("409 IDEMPOTENCY_KEY_IN_PROGRESS is waited out: the re-send gets the first request's answer", async () => {
    const calls = recorder("post", 1, () =>
      HttpResponse.json(
        { error_code: "IDEMPOTENCY_KEY_IN_PROGRESS", message: "in progress" },
        { status: 409 },
      ),
    );
    const { client, sleep } = makeClient();
    await client.post("change", { a: 1 });
    expect(calls).toHaveLength(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it("another 409 is not re-sent", async () => {
    const calls = recorder("put", 1, () => HttpResponse.json({ error_code: "CONFLICT" }, { status: 409 }));
    const { client } = makeClient();
    await expect(client.put("change", {})).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});

describe("the user is never told a lie (issue 17 §3)", () => {
  it("a change whose answer stays lost gives errors.changeUnconfirmed, never the server's text", async () => {
    recorder("post", 99, boom);
    const { client } = makeClient();
    const error: unknown = await client.post("change", {}).catch((caught: unknown) => caught);
    expect(isOutcomeUnknown(error)).toBe(true);
    expect(selectErrorMessage(error)).toEqual({ key: "errors.changeUnconfirmed" });
  });

  it.each(["IDEMPOTENCY_KEY_REUSED", "IDEMPOTENCY_KEY_IN_PROGRESS"])(
    "%s never reaches the user as its raw text",
    async (code) => {
      server.use(
        http.post(`${BASE}/change`, () =>
          HttpResponse.json(
            { error_code: code, message: "La clave de idempotencia ya se usó" },
            { status: code.endsWith("REUSED") ? 422 : 409 },
          ),
        ),
      );
      const { client } = makeClient({ retry: { maxAttempts: 0, delayMs: 1 } });
      const error: unknown = await client.post("change", {}).catch((caught: unknown) => caught);
      expect(selectErrorMessage(error)).toEqual({ key: "errors.changeUnconfirmed" });
    },
  );

  it("a refusal (4xx) is a known outcome and keeps the server's text", async () => {
    server.use(
      http.put(`${BASE}/change`, () =>
        HttpResponse.json({ error_code: "CONFLICT", message: "No puede pasar" }, { status: 409 }),
      ),
    );
    const { client } = makeClient();
    const error: unknown = await client.put("change", {}).catch((caught: unknown) => caught);
    expect(isOutcomeUnknown(error)).toBe(false);
    expect(selectErrorMessage(error)).toEqual({ text: "No puede pasar" });
  });

  it("a read that fails is not a change: its text is chosen as before", async () => {
    server.use(http.get(`${BASE}/read`, () => HttpResponse.json({ message: "Boom" }, { status: 500 })));
    const { client } = makeClient({ retry: { maxAttempts: 0, delayMs: 1 } });
    const error: unknown = await client.get("read").catch((caught: unknown) => caught);
    expect(isOutcomeUnknown(error)).toBe(false);
    expect(selectErrorMessage(error)).toEqual({ text: "Boom" });
  });

  it("confirmChange re-reads after a lost answer: saved, not saved, or unknown", async () => {
    recorder("post", 99, boom);
    const { client } = makeClient({ retry: { maxAttempts: 1, delayMs: 1 } });
    const change = () => client.post("change", {});
    expect(await confirmChange(change, async () => "saved")).toMatchObject({
      outcome: "saved",
      confirmed: true,
    });
    const notSaved = await confirmChange(change, async () => "not-saved");
    expect(notSaved.outcome).toBe("not-saved");
    expect(selectErrorMessage((notSaved as { error: unknown }).error)).toEqual({
      key: "errors.changeNotSaved",
    });
    const unknown = await confirmChange(change, async () => {
      throw new Error("the re-read failed too");
    });
    expect(unknown.outcome).toBe("unknown");
    expect(selectErrorMessage((unknown as { error: unknown }).error)).toEqual({
      key: "errors.changeUnconfirmed",
    });
  });

  it("confirmChange does not re-read after a refusal", async () => {
    server.use(http.post(`${BASE}/change`, () => HttpResponse.json({ message: "No" }, { status: 400 })));
    const { client } = makeClient();
    let reread = 0;
    const result = await confirmChange(
      () => client.post("change", {}),
      async () => {
        reread += 1;
        return "saved";
      },
    );
    expect(result.outcome).toBe("not-saved");
    expect(reread).toBe(0);
  });
});

describe("ChangeKeys: the user's try-again of the same input is the same change", () => {
  it("keeps the key for the same input (files by name, size, type, date), renews it for another or after success", async () => {
    const { ChangeKeys } = await import("../../../providers/http");
    let n = 0;
    const keys = new ChangeKeys(() => `k${++n}`);
    const file = new File([new Uint8Array([1, 2, 3])], "a.pdf", { type: "application/pdf", lastModified: 1 });
    const same = new File([new Uint8Array([1, 2, 3])], "a.pdf", { type: "application/pdf", lastModified: 1 });
    const other = new File([new Uint8Array([1, 2, 3, 4])], "a.pdf", {
      type: "application/pdf",
      lastModified: 1,
    });
    expect(keys.keyFor({ file, type: "TRA" })).toBe("k1");
    expect(keys.keyFor({ file: same, type: "TRA" })).toBe("k1");
    expect(keys.keyFor({ file: other, type: "TRA" })).toBe("k2");
    expect(keys.keyFor({ file: other, type: "EPI" })).toBe("k3");
    keys.settled();
    expect(keys.keyFor({ file: other, type: "EPI" })).toBe("k4");
  });

  it("a caller's key travels with an upload and its retries", async () => {
    const calls = recorder("post", 1, boom);
    const { client } = makeClient();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([1])]), "x.pdf");
    await uploadMultipart(client, "change", form, { idempotencyKey: "mine-1" });
    expect(calls.map((call) => call.key)).toEqual(["mine-1", "mine-1"]);
  });
});
