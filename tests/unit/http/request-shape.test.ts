/**
 * What every request carries and how bodies are cased (000 §7 "All requests carry a bearer token and
 * an accept-language header (es-DO for the branded theme, else the app locale)"; "Responses are
 * camel-cased"; 001 §7 "Bodies are snake_case on some calls. Responses are camel-cased").
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { isAxiosError } from "axios";
import { BASE, makeClient, server } from "./support";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function echoHeaders() {
  const seen: Headers[] = [];
  server.use(
    http.all(`${BASE}/echo`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe("headers (000 §7)", () => {
  it("000 §7: Accept-Language and Authorization: Bearer are set from the hooks at each call", async () => {
    const seen = echoHeaders();
    const { client, session } = makeClient();
    await client.get("echo");
    session.language = "pt";
    session.token = "another";
    await client.get("echo");

    expect(seen[0].get("accept-language")).toBe("es-DO");
    expect(seen[0].get("authorization")).toBe("Bearer old");
    expect(seen[1].get("accept-language")).toBe("pt");
    expect(seen[1].get("authorization")).toBe("Bearer another");
  });

  it("signed out: no Authorization header, Accept-Language still sent", async () => {
    const seen = echoHeaders();
    const { client, session } = makeClient();
    session.token = undefined;
    await client.get("echo");
    expect(seen[0].has("authorization")).toBe(false);
    expect(seen[0].get("accept-language")).toBe("es-DO");
  });

  it("skipAuth keeps a caller's own Authorization (client basic auth of the token call)", async () => {
    const seen = echoHeaders();
    const { client } = makeClient();
    await client.post("echo", "grant_type=client_credentials", {
      skipAuth: true,
      headers: { Authorization: "Basic eDp5" },
    });
    expect(seen[0].get("authorization")).toBe("Basic eDp5");
  });

  it("docs/api-contract.md: every POST carries an Idempotency-Key, GET does not", async () => {
    const seen = echoHeaders();
    const { client } = makeClient({ newIdempotencyKey: () => "key-1" });
    await client.post("echo", {});
    await client.get("echo");
    expect(seen[0].get("idempotency-key")).toBe("key-1");
    expect(seen[1].has("idempotency-key")).toBe(false);
  });

  it("a caller-given Idempotency-Key is kept", async () => {
    const seen = echoHeaders();
    const { client } = makeClient();
    await client.post("echo", {}, { headers: { "Idempotency-Key": "mine" } });
    expect(seen[0].get("idempotency-key")).toBe("mine");
  });
});

describe("case mapping (000 §7, 001 §7)", () => {
  const snakeAnswer = {
    total_elements: 1,
    content: [{ invoice_number: "F-1", service_types: ["LAB"], payer: { payer_slug: "do-universal" } }],
  };

  it("000 §7: a JSON answer is camel-cased deeply", async () => {
    server.use(http.get(`${BASE}/accounts`, () => HttpResponse.json(snakeAnswer)));
    const { client } = makeClient();
    const answer = await client.get("accounts");
    expect(answer.data).toEqual({
      totalElements: 1,
      content: [{ invoiceNumber: "F-1", serviceTypes: ["LAB"], payer: { payerSlug: "do-universal" } }],
    });
  });

  it("rawBody keeps the answer as received", async () => {
    server.use(http.get(`${BASE}/accounts`, () => HttpResponse.json(snakeAnswer)));
    const { client } = makeClient();
    const answer = await client.get("accounts", { rawBody: true });
    expect(answer.data).toEqual(snakeAnswer);
  });

  it("keepKeysOf keeps the keys of a map keyed by data (a sponsor's text_overrides), camel-casing the rest", async () => {
    const overrides = { "newAuthorization.steps.beneficiary-data": "Datos del asegurado" };
    server.use(
      http.get(`${BASE}/configuration`, () =>
        HttpResponse.json({ requires_invoice: true, text_overrides: overrides }),
      ),
    );
    const { client } = makeClient();
    const answer = await client.get("configuration", { keepKeysOf: ["text_overrides"] });
    expect(answer.data).toEqual({ requiresInvoice: true, textOverrides: overrides });
  });

  it("a text answer is left alone", async () => {
    server.use(http.get(`${BASE}/note`, () => HttpResponse.text("some_text_body")));
    const { client } = makeClient();
    const answer = await client.get("note", { responseType: "text" });
    expect(answer.data).toBe("some_text_body");
  });

  it("an error body is camel-cased too", async () => {
    server.use(
      http.get(`${BASE}/bad`, () =>
        HttpResponse.json({ error_code: "VALIDATION_ERROR", message: "bad date" }, { status: 400 }),
      ),
    );
    const { client } = makeClient();
    const error: unknown = await client.get("bad").catch((caught: unknown) => caught);
    expect(isAxiosError(error) && error.response?.data).toEqual({
      errorCode: "VALIDATION_ERROR",
      message: "bad date",
    });
  });

  it("001 §7: snakeBody sends the body snake_cased; without it the body goes as is", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/bodies`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { client } = makeClient();
    const body = { termsAndConditionsSlug: "t-1", nested: [{ accountIds: [1] }] };
    await client.post("bodies", body, { snakeBody: true });
    await client.post("bodies", body);
    expect(bodies).toEqual([{ terms_and_conditions_slug: "t-1", nested: [{ account_ids: [1] }] }, body]);
  });
});
