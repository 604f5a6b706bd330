/**
 * Pre-settlements in the reference API (001 §3 "Pre-settlement", §4 "Pre-settlement statuses", §7
 * "Pre-settlement calls", §8 settlement download codes; 000 §6 events; issue 9 §1): list filters
 * and paging, detail with files and invoices, build, status moves (impossible ones refused with 400
 * and a message), settlement actions, file replacement refused by content, the package folder, role
 * checks and the settlement-group download serving a pre-settlement's files.
 */
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPdf } from "../../../sandbox/seed/documents";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let viewer: string;
let external: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  viewer = (await signIn(sandbox, "rcm-viewer")).access_token;
  external = (await signIn(sandbox, "rcm-external-auditor")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

const PROVIDER = "clinica-andina-co";

interface Page<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}
interface Row {
  id: string;
  origin_invoice_group_id: string;
  status: string;
  settlement_number: string;
  delivery_responsible: string;
  sent_date: string | null;
  agreement_codes: string[];
  invoice_count: number;
}
interface Detail extends Row {
  files: { id: string; name: string; extension: string; content_type: string; size_bytes: number }[];
  invoices: { account_id: string; invoice_number: string }[];
  actions: { action: string; comment: string | null; created_by: string }[];
}

async function one<T>(sqlText: string, params: unknown[] = []): Promise<T> {
  const [row] = await sandbox.handle.query<T>(sqlText, params);
  return row;
}
const withStatus = (status: string) =>
  one<{ id: string; origin_invoice_group_id: string }>(
    `SELECT id, origin_invoice_group_id FROM pre_settlements WHERE provider_slug = $1 AND status = $2
      AND invoice_count > 0 ORDER BY origin_invoice_group_id LIMIT 1`,
    [PROVIDER, status],
  );

async function replace(fileId: string, bytes: Uint8Array, name: string, token = editor) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await sandbox.app.request(`/api/rcm/v1/pre-settlements/files/${fileId}/replace`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("seeded pre-settlements (issue 9 §1)", () => {
  it("are several per status and delivery responsible, their invoices linked to seeded accounts", async () => {
    const byStatus = await sandbox.handle.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM pre_settlements WHERE provider_slug = $1 GROUP BY status",
      [PROVIDER],
    );
    expect(byStatus.map((r) => r.status).sort()).toEqual(
      [
        "GENERATED",
        "PENDING",
        "READY_TO_GENERATE",
        "RIPS_VALIDATION_ERRORS",
        "SENT",
        "SENT_ERROR",
        "SETTLED",
        "VOIDED",
      ].sort(),
    );
    const responsibles = await sandbox.handle.query<{ delivery_responsible: string }>(
      "SELECT DISTINCT delivery_responsible FROM pre_settlements ORDER BY 1",
    );
    expect(responsibles.map((r) => r.delivery_responsible)).toEqual(["AUTOMATIC", "MANUAL"]);
    const orphan = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM pre_settlement_invoices l LEFT JOIN accounts a ON a.id = l.account_id
        WHERE a.id IS NULL`,
    );
    expect(orphan.n).toBe(0);
    const mismatch = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM pre_settlements p
        WHERE invoice_count <> (SELECT count(*) FROM pre_settlement_invoices l WHERE l.pre_settlement_id = p.id)`,
    );
    expect(mismatch.n).toBe(0);
    const unbuiltWithFiles = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM pre_settlements p WHERE status IN ('PENDING', 'READY_TO_GENERATE', 'VOIDED')
        AND EXISTS (SELECT 1 FROM pre_settlement_files f WHERE f.pre_settlement_id = p.id)`,
    );
    expect(unbuiltWithFiles.n).toBe(0);
  });
});

describe("GET /rcm/v1/pre-settlements (001 §7)", () => {
  it("answers a Spring page of 15 by default, newest first", async () => {
    const { status, body } = await call<Page<Row>>(sandbox, "GET", "/rcm/v1/pre-settlements", {
      token: editor,
    });
    expect(status).toBe(200);
    expect(body.size).toBe(15);
    expect(body.content).toHaveLength(15);
    expect(body.total_elements).toBeGreaterThan(15);
    expect(Object.keys(body.content[0])).toEqual(
      expect.arrayContaining([
        "origin_invoice_group_id",
        "status",
        "settlement_number",
        "delivery_responsible",
        "sent_date",
        "agreement_codes",
        "invoice_count",
      ]),
    );
  });

  it("filters by comma-joined statuses, search value, agreements and send dates", async () => {
    const sent = await call<Page<Row>>(
      sandbox,
      "GET",
      "/rcm/v1/pre-settlements?statuses=SENT,SETTLED&size=200",
      {
        token: editor,
      },
    );
    expect(sent.body.content.length).toBeGreaterThan(0);
    expect(sent.body.content.every((r) => r.status === "SENT" || r.status === "SETTLED")).toBe(true);

    const target = sent.body.content[0];
    const search = await call<Page<Row>>(
      sandbox,
      "GET",
      `/rcm/v1/pre-settlements?search_value=${encodeURIComponent(target.settlement_number.toLowerCase())}`,
      { token: editor },
    );
    expect(search.body.content.map((r) => r.id)).toContain(target.id);

    const agreement = target.agreement_codes[0];
    const byAgreement = await call<Page<Row>>(
      sandbox,
      "GET",
      `/rcm/v1/pre-settlements?provider_payer_configuration_ids=${agreement}&size=200`,
      { token: editor },
    );
    expect(byAgreement.body.content.every((r) => r.agreement_codes.includes(agreement))).toBe(true);

    const day = target.sent_date!.slice(0, 10);
    const byDate = await call<Page<Row>>(
      sandbox,
      "GET",
      `/rcm/v1/pre-settlements?from_send_date=${day}&to_send_date=${day}&size=200`,
      { token: editor },
    );
    expect(byDate.body.content.map((r) => r.id)).toContain(target.id);
    expect(byDate.body.content.every((r) => r.sent_date!.slice(0, 10) === day)).toBe(true);
  });

  it("refuses an unknown status or a reversed date range with 400", async () => {
    const bad = await call(sandbox, "GET", "/rcm/v1/pre-settlements?statuses=SENT,NOPE", { token: editor });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/NOPE/);
    const range = await call(
      sandbox,
      "GET",
      "/rcm/v1/pre-settlements?from_send_date=2026-05-02&to_send_date=2026-05-01",
      {
        token: editor,
      },
    );
    expect(range.status).toBe(400);
  });

  it("is refused to a role without VIEW_PRE_SETTLEMENTS and to anonymous callers", async () => {
    expect((await call(sandbox, "GET", "/rcm/v1/pre-settlements", { token: external })).status).toBe(403);
    expect((await call(sandbox, "GET", "/rcm/v1/pre-settlements")).status).toBe(401);
  });
});

describe("detail, build and moves (001 §4)", () => {
  it("answers files (name, extension) and invoices by id or origin invoice group id; 404 for another provider's", async () => {
    const sent = await withStatus("SENT");
    const byGroup = await call<Detail>(
      sandbox,
      "GET",
      `/rcm/v1/pre-settlements/${sent.origin_invoice_group_id}`,
      {
        token: viewer,
      },
    );
    expect(byGroup.status).toBe(200);
    expect(byGroup.body.files.map((f) => f.extension).sort()).toEqual(["json", "pdf", "txt", "xml"]);
    expect(byGroup.body.invoices.length).toBe(byGroup.body.invoice_count);
    const byId = await call<Detail>(sandbox, "GET", `/rcm/v1/pre-settlements/${sent.id}`, { token: viewer });
    expect(byId.body.origin_invoice_group_id).toBe(sent.origin_invoice_group_id);
    const br = await one<{ origin_invoice_group_id: string }>(
      "SELECT origin_invoice_group_id FROM pre_settlements WHERE provider_slug = 'hospital-sao-lucas-br' LIMIT 1",
    );
    expect(
      (await call(sandbox, "GET", `/rcm/v1/pre-settlements/${br.origin_invoice_group_id}`, { token: editor }))
        .status,
    ).toBe(404);
  });

  it("builds a pending pre-settlement into GENERATED with its package files, then sends and settles it", async () => {
    const pending = await withStatus("PENDING");
    const built = await call<Detail>(sandbox, "PUT", `/rcm/v1/pre-settlements/${pending.id}/build`, {
      token: editor,
    });
    expect(built.status).toBe(200);
    expect(built.body.status).toBe("GENERATED");
    expect(built.body.files.map((f) => f.name)).toContain(`FEV_${pending.origin_invoice_group_id}.xml`);

    const sent = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${pending.id}/status`, {
      token: editor,
      json: { next_status: "SENT" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "SENT", previous_status: "GENERATED" });
    expect(sent.body.sent_date).toBeTruthy();

    const settled = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${pending.id}/status`, {
      token: editor,
      json: { next_status: "SETTLED" },
    });
    expect(settled.body.status).toBe("SETTLED");
  });

  it("refuses impossible moves with 400 and a message, and building a sent one", async () => {
    const settled = await withStatus("SETTLED");
    const back = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${settled.id}/status`, {
      token: editor,
      json: { next_status: "SENT" },
      headers: { "accept-language": "en" },
    });
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({
      error_code: "PRE_SETTLEMENT_TRANSITION",
      message: "The pre-settlement cannot move to that status from its current status",
    });
    const system = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${settled.id}/status`, {
      token: editor,
      json: { next_status: "VOIDED" },
    });
    expect(system.status).toBe(400);
    const unknown = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${settled.id}/status`, {
      token: editor,
      json: { next_status: "LOST" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_code).toBe("VALIDATION_ERROR");
    const rebuild = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${settled.id}/build`, {
      token: editor,
    });
    expect(rebuild.status).toBe(400);
    expect(rebuild.body.error_code).toBe("PRE_SETTLEMENT_NOT_BUILDABLE");
    const ready = await withStatus("READY_TO_GENERATE");
    const unbuilt = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${ready.id}/status`, {
      token: editor,
      json: { next_status: "SENT" },
    });
    expect(unbuilt.status).toBe(400);
  });

  it("moves a sent one to SENT_ERROR, then back to GENERATED, and to RIPS_VALIDATION_ERRORS", async () => {
    const sent = await withStatus("SENT");
    for (const [next, from] of [
      ["SENT_ERROR", "SENT"],
      ["GENERATED", "SENT_ERROR"],
      ["RIPS_VALIDATION_ERRORS", "GENERATED"],
    ]) {
      const moved = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${sent.id}/status`, {
        token: editor,
        json: { next_status: next },
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ status: next, previous_status: from });
    }
  });

  it("is refused 403 to a viewer (MODIFY_PRE_SETTLEMENTS, 000 §6)", async () => {
    const pending = await withStatus("READY_TO_GENERATE");
    expect(
      (await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${pending.id}/build`, { token: viewer })).status,
    ).toBe(403);
    const move = await call(sandbox, "PUT", `/rcm/v1/pre-settlements/${pending.id}/status`, {
      token: viewer,
      json: { next_status: "SENT" },
    });
    expect(move.status).toBe(403);
  });
});

describe("settlement actions, replacement and package folder", () => {
  it("registers a settlement action and shows it in the detail", async () => {
    const sent = await withStatus("SENT");
    const done = await call(sandbox, "POST", "/rcm/v1/settlements/register-action", {
      token: editor,
      json: {
        origin_invoice_group_id: sent.origin_invoice_group_id,
        action: "EMAIL",
        comment: "Enviado a radicacion",
      },
    });
    expect(done.status).toBe(201);
    const detail = await call<Detail>(sandbox, "GET", `/rcm/v1/pre-settlements/${sent.id}`, {
      token: editor,
    });
    expect(detail.body.actions[0]).toMatchObject({ action: "EMAIL", comment: "Enviado a radicacion" });
    const bad = await call(sandbox, "POST", "/rcm/v1/settlements/register-action", {
      token: editor,
      json: { origin_invoice_group_id: sent.origin_invoice_group_id, action: "PIGEON" },
    });
    expect(bad.status).toBe(400);
    const denied = await call(sandbox, "POST", "/rcm/v1/settlements/register-action", {
      token: viewer,
      json: { origin_invoice_group_id: sent.origin_invoice_group_id, action: "EMAIL" },
    });
    expect(denied.status).toBe(403);
  });

  it("replaces a file only with content of the same type", async () => {
    const generated = await withStatus("GENERATED");
    const detail = await call<Detail>(sandbox, "GET", `/rcm/v1/pre-settlements/${generated.id}`, {
      token: editor,
    });
    const xml = detail.body.files.find((f) => f.extension === "xml")!;
    const pdfBytes = tinyPdf("Not XML", "a PDF");
    const wrong = await replace(xml.id, pdfBytes, "FEV.xml");
    expect(wrong.status).toBe(415);
    expect(wrong.body).toMatchObject({ error_code: "PRE_SETTLEMENT_FILE_TYPE_MISMATCH" });
    const empty = await replace(xml.id, new Uint8Array(0), "FEV.xml");
    expect(empty.status).toBe(400);
    const text = '<?xml version="1.0"?>\n<Radicacion corregida="true"/>\n';
    const ok = await replace(xml.id, new TextEncoder().encode(text), "FEV.xml");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: xml.id, size_bytes: text.length });
    expect(ok.body.replaced_by).toMatch(/rcm-editor/);
    const denied = await replace(xml.id, new TextEncoder().encode(text), "FEV.xml", viewer);
    expect(denied.status).toBe(403);
  });

  it("reads and changes the package folder; refuses a path with '..'", async () => {
    const before = await call(sandbox, "GET", "/rcm/v1/pre-settlements/package-folder", { token: viewer });
    expect(before.status).toBe(200);
    const set = await call(sandbox, "PATCH", "/rcm/v1/pre-settlements/package-folder", {
      token: editor,
      json: { package_folder: "radicaciones/2026/noviembre" },
    });
    expect(set.status).toBe(200);
    const after = await call(sandbox, "GET", "/rcm/v1/pre-settlements/package-folder", { token: viewer });
    expect(after.body.package_folder).toBe("radicaciones/2026/noviembre");
    const bad = await call(sandbox, "PATCH", "/rcm/v1/pre-settlements/package-folder", {
      token: editor,
      json: { package_folder: "../etc" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe("PACKAGE_FOLDER_INVALID");
    const denied = await call(sandbox, "PATCH", "/rcm/v1/pre-settlements/package-folder", {
      token: viewer,
      json: { package_folder: "x" },
    });
    expect(denied.status).toBe(403);
  });
});

describe("downloads of a pre-settlement's files (001 §7 s3-explorer, §8)", () => {
  it("serves its package files and its invoices' documents through the settlement-group ticket", async () => {
    const sent = await withStatus("SENT");
    const ticket = await call<{ file_name: string; download_url: string }>(
      sandbox,
      "POST",
      "/v1/s3-explorer/account-settlement-group-files",
      { token: editor, json: { origin_invoice_group_id: sent.origin_invoice_group_id } },
    );
    expect(ticket.status).toBe(200);
    expect(ticket.body.file_name).toBe(`${sent.origin_invoice_group_id}.zip`);
    const res = await sandbox.app.request(ticket.body.download_url);
    expect(res.status).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(names).toContain(`FEV_${sent.origin_invoice_group_id}.xml`);
    expect(names).toContain(`RIPS_${sent.origin_invoice_group_id}.json`);
  });

  it("answers INVALID_REQUEST (not downloadable) for a pre-settlement not built yet", async () => {
    const ready = await withStatus("READY_TO_GENERATE");
    const refused = await call(sandbox, "POST", "/v1/s3-explorer/account-settlement-group-files", {
      token: editor,
      json: { origin_invoice_group_id: ready.origin_invoice_group_id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe("INVALID_REQUEST");
  });

  it("answers the zip of GET pre-settlements/{id}/files/download", async () => {
    const sent = await withStatus("SETTLED");
    const res = await sandbox.app.request(`/api/rcm/v1/pre-settlements/${sent.id}/files/download`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())))).toHaveLength(4);
  });
});
