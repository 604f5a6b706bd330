/**
 * The v2 area of the reference API (issue 10 §4; 000 §3, §4, §5, §7; 001 §3): sponsor form
 * definitions served from the database (a new row is a new form the portal builds with no change),
 * authorizations without claims in every Home V2 status with filters, paging and sort, the
 * detail with comments newest first, comments (not empty), status changes, and files with the
 * limits of 000 §5.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCamelCaseDeep } from "../../../providers/http/case";
import {
  buildAuthorizationForm,
  type AuthorizationFormDefinition,
} from "../../../schemas/authorization-form";
import { HOME_V2_STATUSES } from "../../../schemas/v2/statuses";
import { AUTHORIZATION_FORMS } from "../../../sandbox/seed/authorization-forms";
import { insertRows } from "../../../sandbox/seed/insert";
import { authorizationFormRows } from "../../../sandbox/seed/v2-authorizations";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
let providerToken: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "without-claims")).access_token;
  providerToken = (await signIn(sandbox, "provider")).access_token;
}, 60_000);
afterAll(() => sandbox?.close());

interface Row {
  id: number;
  authorization_code: string;
  sponsor_slug: string;
  sponsor_name: string;
  detail_form_slug: string;
  created_at: string;
  beneficiary_name: string;
  coverage_type: string;
  status: string;
}
interface Page {
  content: Row[];
  total_elements: number;
  number: number;
  size: number;
}
interface Detail extends Row {
  comments: { id: number; created_at: string; metadata_comment: string }[];
  files: { id: string; field_slug: string | null; file_name: string; size_bytes: number }[];
}

const LIST = "/arc/v2/authorizations/without-claims";
const list = (query = "") => call<Page>(sandbox, "GET", `${LIST}${query ? `?${query}` : ""}`, { token });
const detail = (row: Pick<Row, "authorization_code" | "sponsor_slug">) =>
  call<Detail>(sandbox, "GET", `${LIST}/${row.authorization_code}?sponsor_slug=${row.sponsor_slug}`, {
    token,
  });

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function upload(id: number, bytes: Uint8Array, name: string, requestData?: Record<string, unknown>) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  if (requestData)
    form.append("request_data", new Blob([JSON.stringify(requestData)], { type: "application/json" }));
  const res = await sandbox.app.request(`/api/arc/v2/authorizations/${id}/without-claims/files`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("sponsor authorization forms (000 §3, §7)", () => {
  it("answers every seeded sponsor's definitions from the database, in the seed's order", async () => {
    for (const [sponsor, forms] of Object.entries(AUTHORIZATION_FORMS)) {
      const { status, body } = await call<{ form_slug: string; fields: unknown[] }[]>(
        sandbox,
        "GET",
        `/arc/v1/sponsors/${sponsor}/authorization-forms`,
        { token },
      );
      expect(status).toBe(200);
      expect(body.map((f) => f.form_slug)).toEqual(forms.map((f) => f.form_slug));
      expect(body.map((f) => f.fields)).toEqual(forms.map((f) => f.fields));
    }
  });

  it("slug (or detail_form) answers that form and its variants, such as its guest form", async () => {
    const bySlug = await call<{ form_slug: string }[]>(
      sandbox,
      "GET",
      "/arc/v1/sponsors/do-universal/authorization-forms?slug=hospitalization",
      { token },
    );
    expect(bySlug.body.map((f) => f.form_slug)).toEqual(["hospitalization", "hospitalization-guest"]);
    const byDetail = await call<{ form_slug: string }[]>(
      sandbox,
      "GET",
      "/arc/v1/sponsors/do-universal/authorization-forms?detail_form=reimbursement",
      { token },
    );
    expect(byDetail.body.map((f) => f.form_slug)).toEqual(["reimbursement"]);
    const clash = await call(
      sandbox,
      "GET",
      "/arc/v1/sponsors/do-universal/authorization-forms?slug=reimbursement&detail_form=hospitalization",
      { token },
    );
    expect(clash.status).toBe(400);
  });

  it("a form added to the seed's table is served and builds into steps with no portal change", async () => {
    const before = await call<unknown[]>(sandbox, "GET", "/arc/v1/sponsors/do-nuevo/authorization-forms", {
      token,
    });
    expect(before.body).toEqual([]);
    await insertRows(
      sandbox.handle,
      "authorization_forms",
      authorizationFormRows({
        "do-nuevo": [
          {
            form_slug: "dental-care",
            fallback_name: "Atención dental",
            authorization_coverage: "OUTPATIENT_CARE",
            fields: [
              { id: 1, slug: "tooth", type: "TEXT", label: "Pieza", group_name: "Boca", show_order: 2 },
              {
                id: 2,
                slug: "xray",
                type: "FILE_UPLOAD",
                label: "Radiografía",
                group_name: "Placas",
                show_order: 9,
              },
            ],
          },
        ],
      }),
    );
    const after = await call<unknown[]>(
      sandbox,
      "GET",
      "/arc/v1/sponsors/do-nuevo/authorization-forms?slug=dental-care",
      { token },
    );
    const plan = buildAuthorizationForm(toCamelCaseDeep<AuthorizationFormDefinition[]>(after.body));
    expect(plan.formSlug).toBe("dental-care");
    expect(plan.steps.map((s) => s.title)).toEqual(["Boca", "Placas"]);
    expect(plan.uploadFields.map((f) => f.slug)).toEqual(["xray"]);
  });

  it("needs a session", async () => {
    expect((await call(sandbox, "GET", "/arc/v1/sponsors/do-universal/authorization-forms")).status).toBe(
      401,
    );
  });
});

describe("authorizations without claims (000 §4, §7)", () => {
  it("seeds every Home V2 status and answers a page newest first", async () => {
    const { status, body } = await list("size=200");
    expect(status).toBe(200);
    expect(new Set(body.content.map((r) => r.status))).toEqual(new Set(HOME_V2_STATUSES));
    const times = body.content.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.total_elements).toBe(body.content.length);
    expect(body.content.some((r) => r.coverage_type === "HOSPITAL_CARE")).toBe(true);
  });

  it("filters by status, sponsor, code, coverage (hospitalization takes HOSPITAL_CARE) and dates; pages", async () => {
    const ready = await list("status=READY,PAID&size=200");
    expect(ready.body.content.length).toBeGreaterThan(0);
    expect(ready.body.content.every((r) => ["READY", "PAID"].includes(r.status))).toBe(true);
    const sponsor = await list("sponsor_slug=mx-gnp&size=200");
    expect(sponsor.body.content.every((r) => r.sponsor_slug === "mx-gnp")).toBe(true);
    expect(sponsor.body.content.length).toBeGreaterThan(0);
    const hospital = await list("coverage_type=HOSPITALIZATION&size=200");
    expect(new Set(hospital.body.content.map((r) => r.coverage_type))).toEqual(
      new Set(["HOSPITALIZATION", "HOSPITAL_CARE"]),
    );
    const one = (await list("size=1")).body.content[0];
    const byCode = await list(`code=${one.authorization_code}`);
    expect(byCode.body.content.map((r) => r.id)).toEqual([one.id]);
    const day = one.created_at.slice(0, 10);
    const byDay = await list(`date_from=${day}&date_to=${day}&size=200`);
    expect(byDay.body.content.every((r) => r.created_at.slice(0, 10) === day)).toBe(true);
    const second = await list("size=5&page=1");
    expect(second.body).toMatchObject({ number: 1, size: 5 });
    const oldest = await list("sort=createdAt,asc&size=1");
    expect(Date.parse(oldest.body.content[0].created_at)).toBeLessThanOrEqual(Date.parse(one.created_at));
  });

  it("refuses bad filters with 400 and other users with 403", async () => {
    expect((await list("status=NOPE")).status).toBe(400);
    expect((await list("date_from=2026-02-30")).status).toBe(400);
    expect((await list("sort=beneficiaryName,desc")).status).toBe(400);
    expect((await call(sandbox, "GET", LIST, { token: providerToken })).status).toBe(403);
  });

  it("the detail needs the sponsor, carries comments newest first and files", async () => {
    const row = (await list("size=1")).body.content[0];
    const missing = await call(sandbox, "GET", `${LIST}/${row.authorization_code}`, { token });
    expect(missing.status).toBe(400);
    const wrong = await call(sandbox, "GET", `${LIST}/${row.authorization_code}?sponsor_slug=not-this-one`, {
      token,
    });
    expect(wrong.status).toBe(404);
    for (const text of ["first", "second"]) {
      const posted = await call(
        sandbox,
        "POST",
        `/arc/v1/authorizations/${row.id}/comment?authorization_id=${row.id}`,
        {
          token,
          json: { metadata_comment: JSON.stringify({ comment: text }) },
        },
      );
      expect(posted.status).toBe(201);
      sandbox.advance(1000);
    }
    const { status, body } = await detail(row);
    expect(status).toBe(200);
    expect(body.authorization_code).toBe(row.authorization_code);
    expect(body.comments.slice(0, 2).map((c) => JSON.parse(c.metadata_comment).comment)).toEqual([
      "second",
      "first",
    ]);
  });

  it("refuses an empty comment (000 §5) and a comment that is not JSON text", async () => {
    const row = (await list("size=1")).body.content[0];
    const path = `/arc/v1/authorizations/${row.id}/comment`;
    const empty = await call<{ error_code: string }>(sandbox, "POST", path, {
      token,
      json: { metadata_comment: JSON.stringify({ comment: "   " }) },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error_code).toBe("COMMENT_REQUIRED");
    expect((await call(sandbox, "POST", path, { token, json: { metadata_comment: "{" } })).status).toBe(400);
    expect(
      (await call(sandbox, "POST", "/arc/v1/authorizations/1/comment", { token, json: {} })).status,
    ).toBe(404);
  });

  it("changes the status from the current one; a stale current status is refused", async () => {
    const row = (await list("status=READY&size=1")).body.content[0];
    const path = `/arc/v2/authorizations/sponsor/${row.sponsor_slug}/code/${row.authorization_code}/change-status`;
    const ok = await call(sandbox, "POST", `${path}?currentStatus=READY&newStatus=APPROVED`, { token });
    expect(ok.status).toBe(200);
    expect((await detail(row)).body.status).toBe("APPROVED");
    const stale = await call(sandbox, "POST", `${path}?currentStatus=READY&newStatus=PAID`, { token });
    expect(stale.status).toBe(409);
    expect(
      (await call(sandbox, "POST", `${path}?currentStatus=APPROVED&newStatus=NOPE`, { token })).status,
    ).toBe(400);
  });
});

describe("authorization files (000 §5, §7)", () => {
  it("uploads with request_data, downloads the same bytes, replaces per field and deletes", async () => {
    const row = (await list("sponsor_slug=do-primera&size=1")).body.content[0];
    const first = await upload(row.id, PDF, "orden.pdf", {
      field_slug: "medical_order",
      authorization_form_field_id: 77,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      field_slug: "medical_order",
      authorization_form_field_id: "77",
      file_name: "orden.pdf",
    });
    const res = await sandbox.app.request(`/api/arc/v2/authorizations/files/${String(first.body.id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("orden.pdf");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    const second = await upload(row.id, PDF, "orden-2.pdf", { field_slug: "medical_order" });
    expect(second.status).toBe(201);
    const files = (await detail(row)).body.files.filter((f) => f.field_slug === "medical_order");
    expect(files.map((f) => f.file_name)).toEqual(["orden-2.pdf"]);
    const del = await sandbox.app.request(
      `/api/arc/v2/authorizations/${row.id}/without-claims/files/${String(second.body.id)}`,
      { method: "DELETE", headers: { authorization: `Bearer ${token}` } },
    );
    expect(del.status).toBe(204);
    expect((await detail(row)).body.files.some((f) => f.id === second.body.id)).toBe(false);
  });

  it("refuses other types, additional documents over 10 MB, and an eleventh attachment", async () => {
    const row = (await list("sponsor_slug=do-senasa&size=1")).body.content[0];
    const text = await upload(row.id, new TextEncoder().encode("hello"), "a.txt");
    expect(text.status).toBe(415);
    expect(text.body.error_code).toBe("V2_FILE_TYPE");
    const big = new Uint8Array(10_485_761);
    big.set(PDF);
    const tooBig = await upload(row.id, big, "big.pdf", { document_type_slug: "ADDITIONAL_DOCUMENT" });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error_code).toBe("V2_DOCUMENT_TOO_LARGE");
    // The same size is fine for an invoice (20 MB).
    expect((await upload(row.id, big, "invoice.pdf", { field_slug: "invoice_file" })).status).toBe(201);
    for (let i = 1; i < 10; i += 1) expect((await upload(row.id, PDF, `d${i}.pdf`)).status).toBe(201);
    const eleventh = await upload(row.id, PDF, "d11.pdf");
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error_code).toBe("V2_TOO_MANY_FILES");
  }, 60_000);

  it("document policy: required file fields of the detail form, satisfied once uploaded", async () => {
    const row = (await list("sponsor_slug=do-humano&size=1")).body.content[0];
    const path = `/arc/v2/authorizations/${row.id}/document-policy`;
    const before = await call<{ missing_files: string[]; satisfies_documents_policy: boolean }>(
      sandbox,
      "GET",
      path,
      { token },
    );
    expect(before.body).toMatchObject({
      missing_files: ["card_statement"],
      satisfies_documents_policy: false,
    });
    expect((await upload(row.id, PDF, "estado.pdf", { field_slug: "card_statement" })).status).toBe(201);
    const after = await call<{ satisfies_documents_policy: boolean }>(sandbox, "GET", path, { token });
    expect(after.body.satisfies_documents_policy).toBe(true);
  });
});

describe("sponsor templates (000 §7)", () => {
  interface Template {
    id: string;
    coverage_type: string | null;
    file_name: string;
  }
  it("lists a sponsor's templates for the coverages asked (hospital care is hospitalization) and serves the PDF", async () => {
    const { status, body } = await call<Template[]>(
      sandbox,
      "GET",
      "/arc/v2/authorizations/static/sponsor/do-universal/coverage/HOSPITAL_CARE/files",
      { token },
    );
    expect(status).toBe(200);
    expect(body.map((t) => t.coverage_type).sort()).toEqual(["HOSPITALIZATION", null].sort());
    const res = await sandbox.app.request(
      `/api/arc/v2/authorizations/static/sponsor/do-universal/template/file/${body[0].id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(body[0].file_name);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const other = await sandbox.app.request(
      `/api/arc/v2/authorizations/static/sponsor/do-primera/template/file/${body[0].id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(other.status).toBe(404);
    const none = await call<Template[]>(
      sandbox,
      "GET",
      "/arc/v2/authorizations/static/sponsor/do-universal/coverage/OUTPATIENT_CARE/files",
      { token },
    );
    expect(none.body.map((t) => t.coverage_type)).toEqual([null]);
  });
});
