/**
 * AI document analysis in the reference API (issue 8 §5; 001 §7 "AI configuration calls",
 * "support-files/sent-for-ai-validation (search_value, service_types, ai_validation_statuses,
 * from_date, to_date, page, size)"; §4 "AI validation"; §5 "Dynamic-field variables"; §9 page size
 * 15; 000 §6 VIEW_AGREEMENTS / MODIFY_AGREEMENTS): the seeded documents and rules, filters and
 * paging, the rules' create / read / update / delete with snake_case bodies and 400 messages, the
 * role tables enforced, and the deterministic simulation (same rules → same results, a changed
 * rule → changed results).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_FIELDS, AI_VALIDATION_STATUSES } from "../../../schemas/requests/ai-rules";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let viewer: string;
let denials: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  viewer = (await signIn(sandbox, "rcm-viewer")).access_token;
  denials = (await signIn(sandbox, "denials-editor")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

interface Document {
  id: string;
  invoice_number: string;
  support_file_code: string;
  service_types: string[];
  created_at: string;
  ai_validation_status: string;
  agreement_code: string;
}
interface Page<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}
interface Result {
  field_slug: string;
  value_read: string | null;
  confidence: number;
  rejection_reasons: string[];
  status: string;
  denial_risk: string;
}
interface Configuration {
  support_file_code: string;
  support_file_name: string;
  analysis_type: string;
  agreements: { agreement_code: string; agreement_name: string }[];
  fields: { field_slug: string; required: boolean; expected_value?: string }[];
}

const DOCS = "/rcm/v1/support-files/sent-for-ai-validation";
const RULES = "/document-validation/v1/document-configurations";

async function allDocuments(query = ""): Promise<Document[]> {
  const answer = await call<Page<Document>>(sandbox, "GET", `${DOCS}?size=200${query}`, { token: editor });
  expect(answer.status).toBe(200);
  return answer.body.content;
}

async function resultsOf(id: string) {
  const answer = await call<Document & { results: Result[] }>(sandbox, "GET", `${DOCS}/${id}`, {
    token: editor,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe("support-files/sent-for-ai-validation (001 §7, §4, §9)", () => {
  it("pages 15 by default, newest first, with every status of 001 §4 in the seed", async () => {
    const first = await call<Page<Document>>(sandbox, "GET", DOCS, { token: viewer });
    expect(first.status).toBe(200);
    expect(first.body.size).toBe(15);
    expect(first.body.number).toBe(0);
    expect(first.body.content).toHaveLength(15);
    const all = await allDocuments();
    expect(all.length).toBe(first.body.total_elements);
    const times = all.map((d) => d.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(all.map((d) => d.ai_validation_status))).toEqual(new Set(AI_VALIDATION_STATUSES));
  });

  it("filters by status, service type, date and search", async () => {
    const all = await allDocuments();
    const rejected = await allDocuments("&ai_validation_statuses=REJECTED,PENDING");
    expect(rejected.length).toBe(
      all.filter((d) => d.ai_validation_status === "REJECTED" || d.ai_validation_status === "PENDING").length,
    );
    const service = all[0].service_types[0];
    const byService = await allDocuments(`&service_types=${encodeURIComponent(service)}`);
    expect(byService.length).toBe(all.filter((d) => d.service_types.includes(service)).length);
    const day = all[3].created_at.slice(0, 10);
    const byDay = await allDocuments(`&from_date=${day}&to_date=${day}`);
    expect(byDay.length).toBe(all.filter((d) => d.created_at.slice(0, 10) === day).length);
    const bySearch = await allDocuments(`&search_value=${encodeURIComponent(all[5].invoice_number)}`);
    expect(bySearch.map((d) => d.id)).toContain(all[5].id);
    expect(bySearch.every((d) => d.invoice_number === all[5].invoice_number || d.support_file_code)).toBe(
      true,
    );
  });

  it("answers 400 with a message for a wrong status or date range", async () => {
    const bad = await call<{ message: string }>(sandbox, "GET", `${DOCS}?ai_validation_statuses=MAYBE`, {
      token: editor,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/ai_validation_statuses/);
    const range = await call(sandbox, "GET", `${DOCS}?from_date=2026-10-02&to_date=2026-10-01`, {
      token: editor,
    });
    expect(range.status).toBe(400);
  });

  it("gives an analysed document's rows (field, value read, confidence %, reasons, status, risk)", async () => {
    const all = await allDocuments("&ai_validation_statuses=REJECTED");
    const detail = await resultsOf(all[0].id);
    expect(detail.ai_validation_status).toBe("REJECTED");
    expect(detail.results.length).toBeGreaterThan(0);
    expect(detail.results.some((r) => r.status === "REJECTED" && r.rejection_reasons.length > 0)).toBe(true);
    for (const row of detail.results) {
      expect(row.confidence).toBeGreaterThanOrEqual(0);
      expect(row.confidence).toBeLessThanOrEqual(100);
      expect(["LOW", "MEDIUM", "HIGH"]).toContain(row.denial_risk);
    }
    const notConfigured = (await allDocuments("&ai_validation_statuses=NOT_CONFIGURED"))[0];
    expect((await resultsOf(notConfigured.id)).results).toEqual([]);
    expect(
      (await call(sandbox, "GET", `${DOCS}/00000000-0000-4000-8000-000000000000`, { token: editor })).status,
    ).toBe(404);
  });

  it("is refused to users who are not RCM users of the provider", async () => {
    expect((await call(sandbox, "GET", DOCS)).status).toBe(401);
  });
});

describe("document-validation/v1/document-configurations (001 §7, §5; 000 §6)", () => {
  it("lists the seeded rules with search and paging; available fields per analysis type", async () => {
    const list = await call<Page<Configuration>>(sandbox, "GET", RULES, { token: viewer });
    expect(list.status).toBe(200);
    expect(list.body.content.map((c) => c.support_file_code).sort()).toEqual(["AUT", "OM"]);
    const searched = await call<Page<Configuration>>(sandbox, "GET", `${RULES}?search_value=tiss&size=1`, {
      token: viewer,
    });
    expect(searched.body.content.map((c) => c.support_file_code)).toEqual(["AUT"]);
    expect(searched.body.size).toBe(1);
    const fields = await call<{ field_slug: string }[]>(
      sandbox,
      "GET",
      `${RULES}/available-fields?analysis_type=MEDICAL_REQUEST`,
      { token: viewer },
    );
    expect(fields.body.map((f) => f.field_slug)).toEqual(AI_FIELDS.MEDICAL_REQUEST);
    const missing = await call<{ message: string }>(sandbox, "GET", `${RULES}/available-fields`, {
      token: viewer,
    });
    expect(missing.status).toBe(400);
  });

  it("creates, reads, updates and deletes a rule (snake_case bodies)", async () => {
    const body = {
      analysis_type: "MEDICAL_REQUEST",
      support_file_code: "HC",
      agreement_codes: [],
      fields: [
        { field_slug: "procedure_code", required: true },
        { field_slug: "care_date", required: false, expected_value: "${care_date}" },
      ],
    };
    const created = await call<Configuration>(sandbox, "POST", RULES, { token: editor, json: body });
    expect(created.status).toBe(201);
    expect(created.body.support_file_name).toBeTruthy();
    const again = await call<{ message: string }>(sandbox, "POST", RULES, { token: editor, json: body });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already/);
    const updated = await call<Configuration>(sandbox, "PUT", `${RULES}/HC`, {
      token: editor,
      json: {
        ...body,
        analysis_type: "TISS_GUIDE",
        fields: [{ field_slug: "guide_number", required: true }],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.analysis_type).toBe("TISS_GUIDE");
    const read = await call<Configuration>(sandbox, "GET", `${RULES}/HC`, { token: viewer });
    expect(read.body.fields).toEqual([{ field_slug: "guide_number", required: true }]);
    expect((await call(sandbox, "DELETE", `${RULES}/HC`, { token: editor })).status).toBe(200);
    expect((await call(sandbox, "GET", `${RULES}/HC`, { token: viewer })).status).toBe(404);
  });

  it("answers 400 naming the field: unbalanced ${, unknown variable, field of another type, unknown agreement", async () => {
    const base = {
      analysis_type: "MEDICAL_REQUEST",
      support_file_code: "EPI",
      agreement_codes: [],
      fields: [{ field_slug: "care_date", required: true }],
    };
    const cases: [unknown, RegExp][] = [
      [
        { ...base, fields: [{ field_slug: "care_date", required: true, expected_value: "${care_date" }] },
        /fields\.0\.expected_value/,
      ],
      [
        { ...base, fields: [{ field_slug: "care_date", required: true, expected_value: "${patient}" }] },
        /unknown variable patient/,
      ],
      [{ ...base, fields: [{ field_slug: "guide_number", required: true }] }, /fields\.0\.field_slug/],
      [{ ...base, agreement_codes: ["NOPE"] }, /agreement_codes/],
      [{ ...base, support_file_code: "ZZZ" }, /support_file_code/],
      [{ ...base, fields: [] }, /fields/],
      [{ ...base, analysisType: "X" }, /not an allowed field/],
    ];
    for (const [json, message] of cases) {
      // In English: the messages are answered in the caller's language (issue 19 §4).
      const answer = await call<{ error_code: string; message: string }>(sandbox, "POST", RULES, {
        token: editor,
        json,
        headers: { "accept-language": "en" },
      });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error_code).toBe("VALIDATION_ERROR");
      expect(answer.body.message).toMatch(message);
    }
  });

  it("enforces the role tables: a viewer reads but cannot change; a denials editor cannot read (403)", async () => {
    const body = {
      analysis_type: "TISS_GUIDE",
      support_file_code: "EPI",
      agreement_codes: [],
      fields: [{ field_slug: "guide_number", required: true }],
    };
    const posted = await call<{ error_code: string }>(sandbox, "POST", RULES, { token: viewer, json: body });
    expect(posted.status).toBe(403);
    expect(posted.body.error_code).toBe("INSUFFICIENT_PERMISSIONS");
    expect((await call(sandbox, "PUT", `${RULES}/OM`, { token: viewer, json: body })).status).toBe(403);
    expect((await call(sandbox, "DELETE", `${RULES}/OM`, { token: viewer })).status).toBe(403);
    expect((await call(sandbox, "GET", RULES, { token: denials })).status).toBe(403);
  });
});

describe("the simulated analysis is deterministic from the rules (issue 8 §5)", () => {
  it("gives the same results for the same rules, and other results after a rule changes", async () => {
    const om = (await allDocuments()).filter(
      (d) => d.support_file_code === "OM" && ["APPROVED", "REJECTED"].includes(d.ai_validation_status),
    );
    expect(om.length).toBeGreaterThan(1);
    const before = await Promise.all(om.map((d) => resultsOf(d.id)));
    const twice = await Promise.all(om.map((d) => resultsOf(d.id)));
    expect(twice).toEqual(before);

    const rule = (await call<Configuration>(sandbox, "GET", `${RULES}/OM`, { token: editor })).body;
    const changed = rule.fields.map((f) =>
      f.field_slug === "procedure_code" ? { ...f, expected_value: "${invoice_number}" } : f,
    );
    const put = await call(sandbox, "PUT", `${RULES}/OM`, {
      token: editor,
      json: {
        analysis_type: rule.analysis_type,
        support_file_code: "OM",
        agreement_codes: [],
        fields: changed,
      },
    });
    expect(put.status).toBe(200);
    const after = await Promise.all(om.map((d) => resultsOf(d.id)));
    const procedure = (doc: { results: Result[] }) =>
      doc.results.find((r) => r.field_slug === "procedure_code");
    expect(after.map(procedure)).not.toEqual(before.map(procedure));
    // Read values now follow the expected value (the document's invoice number) or are wrong values.
    after.forEach((doc, i) => {
      const row = procedure(doc);
      if (row?.value_read && !row.rejection_reasons.includes("NOT_TISS_GUIDE_OR_MEDICAL_REQUEST")) {
        expect(row.value_read === om[i].invoice_number || row.rejection_reasons.includes("WRONG_VALUE")).toBe(
          true,
        );
      }
    });
    // Fields the change did not touch read the same.
    const care = (doc: { results: Result[] }) => doc.results.find((r) => r.field_slug === "care_date");
    expect(after.map(care)).toEqual(before.map(care));

    // Limiting the rule to one agreement makes the others' documents not applicable.
    const only = om[0].agreement_code;
    await call(sandbox, "PUT", `${RULES}/OM`, {
      token: editor,
      json: {
        analysis_type: rule.analysis_type,
        support_file_code: "OM",
        agreement_codes: [only],
        fields: changed,
      },
    });
    const limited = await Promise.all(om.map((d) => resultsOf(d.id)));
    limited.forEach((doc) =>
      expect(doc.ai_validation_status === "NOT_APPLICABLE").toBe(doc.agreement_code !== only),
    );
    // Removing the rule leaves the documents not configured.
    await call(sandbox, "DELETE", `${RULES}/OM`, { token: editor });
    const removed = await Promise.all(om.map((d) => resultsOf(d.id)));
    expect(new Set(removed.map((d) => d.ai_validation_status))).toEqual(new Set(["NOT_CONFIGURED"]));
  });
});
