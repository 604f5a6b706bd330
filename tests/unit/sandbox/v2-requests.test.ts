/**
 * Additional products and authorization requests of the reference API (issue 10 §3; 000 §4
 * "Authorization form (v2)" and "Asynchronous flows: Authorization request creation", §5, §7;
 * 001 §4, §7; sandbox/routes/arc/v2-requests.ts): products are saved on the authorization or its
 * reimbursement with a checked body; a request is answered 202 with a Location, answers
 * IN_PROGRESS on the first poll and CREATED with its authorizations on the second (or ERROR), its
 * authorizations' files are uploaded, attached and deleted, and it completes only with every
 * required document. The polled part is a job of the one jobs table (sandbox/lib/jobs.ts, issue 18
 * §2): the 202 and every IN_PROGRESS poll answer carry `Retry-After: 2` (000 §9).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
let providerToken: string;
let senasaBeneficiary: number;
let otherBeneficiary: number;
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "without-claims")).access_token;
  providerToken = (await signIn(sandbox, "provider")).access_token;
  const [senasa] = await sandbox.handle.query<{ id: number }>(
    "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-senasa' ORDER BY id LIMIT 1",
  );
  const [other] = await sandbox.handle.query<{ id: number }>(
    "SELECT id FROM beneficiaries WHERE sponsor_slug <> 'do-senasa' ORDER BY id LIMIT 1",
  );
  senasaBeneficiary = senasa.id;
  otherBeneficiary = other.id;
}, 60_000);
afterAll(() => sandbox?.close());

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function idOf(code: string): Promise<{ id: number; reimbursement_id: string | null }> {
  const [row] = await sandbox.handle.query<{ id: number; reimbursement_id: string | null }>(
    "SELECT id, reimbursement_id FROM v2_authorizations WHERE authorization_code = $1",
    [code],
  );
  return row;
}

const PRODUCT = { product_type_slug: "LABORATORY", quantity: 2, provider_product_code: "LAB-001" };

describe("additional products (000 §4, §7)", () => {
  it("the forms call names the additional-products action of do-senasa's form", async () => {
    const { body } = await call<{ form_slug: string; authorization_action: string | null }[]>(
      sandbox,
      "GET",
      "/arc/v1/sponsors/do-senasa/authorization-forms",
      { token },
    );
    expect(body.map((f) => [f.form_slug, f.authorization_action])).toEqual([
      ["medical-procedures", null],
      ["additional-products", "ADDITIONAL_PRODUCTS"],
    ]);
  });

  it("saves products on an authorization and refuses a bad body with a message", async () => {
    const { id } = await idOf("V2-AP-000001");
    const path = `/arc/v2/authorizations/without-claims/${id}/additional-products`;
    const ok = await call<{ products: { quantity: number; provider_product_code: string }[] }>(
      sandbox,
      "POST",
      path,
      { token, json: { products: [PRODUCT] } },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.products).toMatchObject([{ quantity: 2, provider_product_code: "LAB-001" }]);
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM v2_additional_products WHERE authorization_id = $1",
      [id],
    );
    expect(n).toBe(1);
    for (const json of [
      {},
      { products: [] },
      { products: [{ ...PRODUCT, quantity: 0 }] },
      { products: [{ ...PRODUCT, product_type_slug: "NOPE" }] },
      { products: [{ ...PRODUCT, extra: 1 }] },
    ]) {
      const bad = await call<{ message: string }>(sandbox, "POST", path, { token, json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
      expect(bad.body.message).toMatch(/products|quantity|product_type_slug|extra/);
    }
  });

  it("products of an authorization with a reimbursement go to the reimbursement (and only there)", async () => {
    const { id, reimbursement_id } = await idOf("V2-AP-000004");
    expect(reimbursement_id).toBe("RMB-AP-000004");
    const wrong = await call<{ message: string }>(
      sandbox,
      "POST",
      `/arc/v2/authorizations/without-claims/${id}/additional-products`,
      { token, json: { products: [PRODUCT] } },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("/arc/v1/reimbursements/RMB-AP-000004/additional-products");
    const ok = await call<{ reimbursement_id: string; authorization_id: number }>(
      sandbox,
      "POST",
      `/arc/v1/reimbursements/${reimbursement_id}/additional-products`,
      { token, json: { products: [PRODUCT, { ...PRODUCT, product_id: 7, quantity: 1 }] } },
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ reimbursement_id: "RMB-AP-000004", authorization_id: id });
    expect(
      (
        await call(sandbox, "POST", "/arc/v1/reimbursements/RMB-NONE/additional-products", {
          token,
          json: { products: [PRODUCT] },
        })
      ).status,
    ).toBe(404);
  });

  it("a closed authorization takes no products; other users are refused", async () => {
    const [voided] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM v2_authorizations WHERE status = 'VOIDED' AND reimbursement_id IS NULL LIMIT 1",
    );
    const closed = await call(
      sandbox,
      "POST",
      `/arc/v2/authorizations/without-claims/${voided.id}/additional-products`,
      {
        token,
        json: { products: [PRODUCT] },
      },
    );
    expect(closed.status).toBe(409);
    const { id } = await idOf("V2-AP-000002");
    const other = await call(
      sandbox,
      "POST",
      `/arc/v2/authorizations/without-claims/${id}/additional-products`,
      {
        token: providerToken,
        json: { products: [PRODUCT] },
      },
    );
    expect(other.status).toBe(403);
  });
});

const REQUEST = () => ({
  beneficiary_id: senasaBeneficiary,
  beneficiary_email: "paciente@example.com",
  beneficiary_phone_number: "8095551234",
  sponsor_slug: "do-senasa",
  doctor_license_number: "EXQ-12345",
  doctor_specialty: "cardiologia",
  doctor_name: "Dra. Ana Pérez",
  doctor_country_code: "DO",
  illness_onset: "2026-11-01",
  risk_manager: "Gestor de riesgo",
  diagnoses: [{ coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" }],
  products: [
    { product_type_slug: "medical-procedure", quantity: 1, provider_product_code: "PROC-10" },
    { product_type_slug: "LABORATORY", quantity: 3, provider_product_code: "LAB-22" },
    { product_type_slug: "LABORATORY", quantity: 1, provider_product_code: "LAB-23" },
  ],
});

interface RequestAnswer {
  id: number;
  status: string;
  error_message: string | null;
  authorizations: {
    id: number;
    authorization_code: string;
    coverage: string;
    product_type: string;
    products: unknown[];
    required_documents: { document_type_slug: string; required: boolean }[];
    files: { id: string; document_type_slug: string; attached: boolean }[];
  }[];
}

async function fileCall(
  requestId: number,
  path: string,
  query: Record<string, string>,
  file?: { bytes: Uint8Array; name: string },
) {
  const init: RequestInit = {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
  };
  if (file) {
    const form = new FormData();
    form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
    init.body = form;
  }
  const res = await sandbox.app.request(
    `/api/arc/v1/authorization-requests/${requestId}${path}?${new URLSearchParams(query).toString()}`,
    init,
  );
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

describe("authorization requests (000 §4, §5, §7)", () => {
  it("refuses a bad payload with a message (riskManager only with a medical procedure, 000 §5)", async () => {
    const path = "/arc/v1/authorization-requests";
    const noProcedure = { ...REQUEST(), products: [REQUEST().products[1]] };
    const cases: [unknown, RegExp][] = [
      [noProcedure, /risk_manager/],
      [{ ...REQUEST(), beneficiary_email: "no-at" }, /beneficiary_email/],
      [{ ...REQUEST(), beneficiary_phone_number: "12" }, /beneficiary_phone_number/],
      [{ ...REQUEST(), diagnoses: [] }, /diagnoses/],
      [{ ...REQUEST(), sponsor_slug: "nobody" }, /sponsor_slug/],
      [{ ...REQUEST(), beneficiary_id: 999_999_999 }, /beneficiary_id/],
      [{ ...REQUEST(), doctor_name: undefined }, /doctor_name/],
    ];
    for (const [json, message] of cases) {
      const answer = await call<{ message: string }>(sandbox, "POST", path, { token, json });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    // A claims-desk user sends the claims desk's request (transaction_type and provider_branch_id,
    // tests/unit/sandbox/claims-desk-requests.test.ts); without them, 400 naming the field.
    const desk = await call<{ message: string }>(sandbox, "POST", path, {
      token: providerToken,
      json: REQUEST(),
    });
    expect(desk.status).toBe(400);
    expect(desk.body.message).toMatch(/transaction_type/);
    const auditor = (await signIn(sandbox, "unknown-role")).access_token;
    expect((await call(sandbox, "POST", path, { token: auditor, json: REQUEST() })).status).toBe(403);
  });

  it("202 with a location; IN_PROGRESS on the first poll, then CREATED with one authorization per product type", async () => {
    const created = await call<{ id: number; status: string }>(
      sandbox,
      "POST",
      "/arc/v1/authorization-requests",
      {
        token,
        json: REQUEST(),
      },
    );
    expect(created.status).toBe(202);
    expect(created.body.status).toBe("IN_PROGRESS");
    const location = created.headers.get("location") ?? "";
    expect(location).toBe(`/api/arc/v1/authorization-requests/${created.body.id}`);
    const poll = () => call<RequestAnswer>(sandbox, "GET", location.replace(/^\/api/, ""), { token });
    expect((await poll()).body.status).toBe("IN_PROGRESS");
    const second = await poll();
    expect(second.body.status).toBe("CREATED");
    expect(second.body.authorizations.map((a) => [a.coverage, a.product_type, a.products.length])).toEqual([
      ["MEDICAL_PROCEDURES", "medical-procedure", 1],
      ["DIAGNOSTIC_TESTS", "LABORATORY", 2],
    ]);
    // Polling again changes nothing (deterministic).
    expect((await poll()).body.authorizations.map((a) => a.id)).toEqual(
      second.body.authorizations.map((a) => a.id),
    );
    // The authorizations are in Home V2, validation pending (READY).
    const list = await call<{ content: { authorization_code: string; status: string }[] }>(
      sandbox,
      "GET",
      `/arc/v2/authorizations/without-claims?code=SOL-${created.body.id}-`,
      { token },
    );
    expect(list.body.content.map((r) => r.status)).toEqual(["READY", "READY"]);

    const [procedure, lab] = second.body.authorizations;
    const requestId = created.body.id;
    const query = (a: RequestAnswer["authorizations"][number], documentType: string) => ({
      authorization_id: String(a.id),
      coverage: a.coverage,
      document_type_slug: documentType,
      product_type: a.product_type,
    });
    // Completing before the prescriptions are attached is refused, naming what is missing.
    const early = await fileCall(requestId, "/complete", {});
    expect(early.status).toBe(400);
    expect(String(early.body.message)).toContain(`${procedure.id}:PRESCRIPTION`);

    // Bad file calls: wrong coverage, unknown document type, another request's authorization.
    expect(
      (
        await fileCall(
          requestId,
          "/files",
          { ...query(procedure, "PRESCRIPTION"), coverage: "X" },
          { bytes: PDF, name: "a.pdf" },
        )
      ).status,
    ).toBe(400);
    expect(
      (await fileCall(requestId, "/files", query(procedure, "NOPE"), { bytes: PDF, name: "a.pdf" })).status,
    ).toBe(400);
    expect(
      (
        await fileCall(requestId, "/files", query(procedure, "PRESCRIPTION"), {
          bytes: new TextEncoder().encode("MZ not allowed"),
          name: "a.exe",
        })
      ).status,
    ).toBe(415);

    // Upload, attach (visible in the authorization's files), delete, upload again.
    for (const a of [procedure, lab]) {
      const up = await fileCall(
        requestId,
        "/files",
        { ...query(a, "PRESCRIPTION"), provider_product_code: "PROC-10" },
        {
          bytes: PDF,
          name: `receta-${a.id}.pdf`,
        },
      );
      expect(up.status).toBe(201);
      const attach = await fileCall(requestId, "/upload/files", {
        ...query(a, "PRESCRIPTION"),
        file_id: String(up.body.file_id),
      });
      expect(attach.status).toBe(200);
      expect(attach.body.attached).toBe(true);
    }
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM v2_authorization_files WHERE authorization_id = $1",
      [procedure.id],
    );
    expect(n).toBe(1);
    const extra = await fileCall(requestId, "/files", query(lab, "ADDITIONAL_DOCUMENT"), {
      bytes: PDF,
      name: "x.pdf",
    });
    const removed = await fileCall(requestId, "/files/delete", {
      ...query(lab, "ADDITIONAL_DOCUMENT"),
      file_id: String(extra.body.file_id),
    });
    expect(removed.status).toBe(204);
    expect(
      (
        await fileCall(requestId, "/files/delete", {
          ...query(lab, "ADDITIONAL_DOCUMENT"),
          file_id: String(extra.body.file_id),
        })
      ).status,
    ).toBe(404);

    const done = await fileCall(requestId, "/complete", {});
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("COMPLETED");
    // Once completed, files no longer change.
    expect(
      (await fileCall(requestId, "/files", query(lab, "PRESCRIPTION"), { bytes: PDF, name: "late.pdf" }))
        .status,
    ).toBe(409);
  });

  it("a beneficiary the sponsor does not cover ends in ERROR with a message; no products lists no authorization", async () => {
    const refused = await call<{ id: number }>(sandbox, "POST", "/arc/v1/authorization-requests", {
      token,
      json: { ...REQUEST(), beneficiary_id: otherBeneficiary },
    });
    const poll = (id: number) =>
      call<RequestAnswer>(sandbox, "GET", `/arc/v1/authorization-requests/${id}`, { token });
    await poll(refused.body.id);
    const failed = await poll(refused.body.id);
    expect(failed.body.status).toBe("ERROR");
    expect(failed.body.error_message).toContain("do-senasa");
    expect((await fileCall(refused.body.id, "/complete", {})).status).toBe(409);

    const { risk_manager: _r, products: _p, ...empty } = REQUEST();
    const none = await call<{ id: number }>(sandbox, "POST", "/arc/v1/authorization-requests", {
      token,
      json: empty,
    });
    expect(none.status).toBe(202);
    await poll(none.body.id);
    const answer = await poll(none.body.id);
    expect(answer.body).toMatchObject({ status: "CREATED", authorizations: [] });
    // A claims-desk user does not see a v2 user's request.
    expect(
      (await call(sandbox, "GET", `/arc/v1/authorization-requests/${none.body.id}`, { token: providerToken }))
        .status,
    ).toBe(404);
  });

  it("issue 18 §2: the 202 and the IN_PROGRESS poll carry Retry-After; the request's polled part is a job", async () => {
    const created = await call<{ id: number; status: string }>(
      sandbox,
      "POST",
      "/arc/v1/authorization-requests",
      {
        token,
        json: REQUEST(),
      },
    );
    expect(created.status).toBe(202);
    expect(created.headers.get("retry-after")).toBe("2");
    const poll = () =>
      call<RequestAnswer>(sandbox, "GET", `/arc/v1/authorization-requests/${created.body.id}`, { token });
    const first = await poll();
    expect(first.body.status).toBe("IN_PROGRESS");
    expect(first.headers.get("retry-after")).toBe("2");
    const second = await poll();
    expect(second.body.status).toBe("CREATED");
    expect(second.headers.get("retry-after")).toBeNull();

    // The request keeps no status of its own: its job does (kind, subject, polls, status).
    const columns = await sandbox.handle.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'v2_authorization_requests'",
    );
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(["status"]));
    expect(columns.map((c) => c.column_name)).toContain("job_id");
    const [job] = await sandbox.handle.query<{
      kind: string;
      subject: string;
      status: string;
      polls: number;
    }>(
      `SELECT j.kind, j.subject, j.status, j.polls FROM jobs j
         JOIN v2_authorization_requests r ON r.job_id = j.id WHERE r.id = ${Number(created.body.id)}`,
    );
    expect(job).toEqual({
      kind: "v2-authorization-request",
      subject: String(created.body.id),
      status: "COMPLETED",
      polls: 2,
    });
    // Further polls do not advance the finished job; completing is the request's own (completed_at).
    await poll();
    const [after] = await sandbox.handle.query<{ polls: number }>(
      `SELECT polls FROM jobs WHERE subject = '${Number(created.body.id)}' AND kind = 'v2-authorization-request'`,
    );
    expect(after.polls).toBe(2);
  });

  it("issue 18 §2: two polls at once process the request once (the job's row lock)", async () => {
    const created = await call<{ id: number }>(sandbox, "POST", "/arc/v1/authorization-requests", {
      token,
      json: REQUEST(),
    });
    const poll = () =>
      call<RequestAnswer>(sandbox, "GET", `/arc/v1/authorization-requests/${created.body.id}`, { token });
    await poll();
    const [a, b] = await Promise.all([poll(), poll()]);
    expect([a.body.status, b.body.status]).toEqual(["CREATED", "CREATED"]);
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM v2_authorization_request_items WHERE request_id = ${Number(created.body.id)}`,
    );
    expect(n).toBe(2);
  });
});
