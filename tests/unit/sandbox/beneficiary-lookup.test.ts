/**
 * The beneficiary lookup and the plans service of the reference API (issue 20 §2, §7; 000 §3
 * "Beneficiary result", §4 "Beneficiary search", §5 beneficiary update, §7 "Beneficiary lookup",
 * "Plans"; docs/api-contract.md "Beneficiary lookup", "Plans"): the sponsor's search forms in the
 * caller's language, the search with the client token only (a user's token 401) answered 202
 * through the jobs table with Retry-After 0 and finished at the first poll, the family as results,
 * a document starting 000 answering ERROR, bad inputs refused 400 naming `inputs.<slug>`; the
 * beneficiary read and its email and phone updated where the sponsor allows (409 where not), the
 * update replayed by its Idempotency-Key; and the seed's 100,000 beneficiaries with dependents.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASIC, call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let client: string;
let user: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  const answer = await call<{ access_token: string }>(sandbox, "POST", "/v1/oauth/token", {
    form: { grant_type: "client_credentials" },
    headers: { authorization: BASIC },
  });
  client = answer.body.access_token;
  user = (await signIn(sandbox, "authorizer")).access_token;
}, 120_000);
afterAll(() => sandbox?.close());

interface Result {
  id: number;
  name: string;
  owner: boolean;
  owner_id: number | null;
  status: string;
  member_code: string;
  identity_document_id: string;
  age: number;
  currency_code: string;
  sex: string;
}

interface Search {
  id: string;
  status: string;
  message?: string;
  results: Result[];
}

/** Posts a search and follows its Location once; returns the 202 and the poll. */
async function search(sponsor: string, formSlug: string, inputs: Record<string, string>, lang = "en") {
  const started = await call<{ id: string; status: string }>(
    sandbox,
    "POST",
    `/beneficiary-lookup/v1/sponsors/${sponsor}/search`,
    {
      token: client,
      json: { formSlug, providerSlug: "clinica-central-do", inputs },
      headers: { "accept-language": lang },
    },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const location = (started.headers.get("location") ?? "").replace(/^\/api/, "");
  const poll = await call<Search>(sandbox, "GET", location, {
    token: client,
    headers: { "accept-language": lang },
  });
  return { started, poll };
}

describe("the sponsor's search forms (000 §7 beneficiary-lookup/v1/sponsors/{sponsor}/forms)", () => {
  it("answers two or three forms per sponsor with labels in the caller's language", async () => {
    const en = await call<
      { slug: string; name: string; fields: { slug: string; label: string; type: string }[] }[]
    >(sandbox, "GET", "/beneficiary-lookup/v1/sponsors/do-universal/forms", {
      token: client,
      headers: { "accept-language": "en" },
    });
    expect(en.status).toBe(200);
    expect(en.body.map((f) => f.slug)).toEqual(["identity-document", "member-code", "name-and-birth-date"]);
    expect(en.body[0]).toMatchObject({
      name: "By identity document",
      fields: [
        { slug: "document_type", label: "Document type", type: "select", required: true },
        { slug: "document_number", label: "Document number", type: "text", required: true, max_length: 20 },
      ],
    });
    expect(en.body[1].fields[0]).toMatchObject({
      slug: "member_code",
      pattern: "^UNI-[0-9]{8}(-[0-9]{2})?$",
    });
    const pt = await call<{ name: string }[]>(
      sandbox,
      "GET",
      "/beneficiary-lookup/v1/sponsors/do-senasa/forms",
      {
        token: client,
        headers: { "accept-language": "pt" },
      },
    );
    expect(pt.body.map((f) => f.name)).toEqual(["Por documento de identidade", "Por código do beneficiário"]);
    const es = await call<{ name: string }[]>(
      sandbox,
      "GET",
      "/beneficiary-lookup/v1/sponsors/do-senasa/forms",
      {
        token: client,
        headers: { "accept-language": "es-DO" },
      },
    );
    expect(es.body[0].name).toBe("Por documento de identidad");
  });

  it("refuses a user's token and no token (401), an unknown sponsor (404)", async () => {
    const path = "/beneficiary-lookup/v1/sponsors/do-universal/forms";
    expect((await call(sandbox, "GET", path, { token: user })).status).toBe(401);
    expect((await call(sandbox, "GET", path)).status).toBe(401);
    expect(
      (await call(sandbox, "GET", "/beneficiary-lookup/v1/sponsors/nobody/forms", { token: client })).status,
    ).toBe(404);
  });
});

describe("the search (000 §4, §7 beneficiary-lookup/v1/sponsors/{sponsor}/search)", () => {
  it("answers 202 with Retry-After 0 through the jobs table; the first poll has the family, holder first", async () => {
    const { started, poll } = await search("do-universal", "identity-document", {
      document_type: "NATIONAL_ID",
      document_number: "001-7654321-0",
    });
    expect(started.body.status).toBe("IN_PROGRESS");
    expect(started.headers.get("retry-after")).toBe("0");
    expect(started.headers.get("location")).toBe(`/api/beneficiary-lookup/v1/searches/${started.body.id}`);
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE id = $1 AND kind = 'beneficiary-search'",
      [started.body.id],
    );
    expect(n).toBe(1);
    expect(poll.status).toBe(200);
    expect(poll.headers.get("retry-after")).toBeNull();
    expect(poll.body.status).toBe("COMPLETED");
    expect(poll.body.results.map((r) => [r.name, r.owner, r.status])).toEqual([
      ["Juan Carlos Pérez Reyes", true, "ACTIVE"],
      ["María Altagracia Santos de Pérez", false, "ACTIVE"],
      ["Ana Sofía Pérez Santos", false, "ACTIVE"],
      ["Luis Miguel Pérez Santos", false, "INACTIVE"],
    ]);
    const [holder, spouse] = poll.body.results;
    expect(spouse.owner_id).toBe(holder.id);
    expect(holder).toMatchObject({
      member_code: "UNI-00000001",
      currency_code: "DOP",
      owner_id: null,
      sex: "MALE",
    });
    expect(holder.age).toBeGreaterThanOrEqual(46);
  });

  it("a search retried with its Idempotency-Key replays the same 202 and makes no second job", async () => {
    const post = () =>
      call<{ id: string }>(sandbox, "POST", "/beneficiary-lookup/v1/sponsors/do-senasa/search", {
        token: client,
        json: {
          formSlug: "member-code",
          providerSlug: "clinica-central-do",
          inputs: { member_code: "SEN-00000004" },
        },
        headers: { "idempotency-key": "lookup-search-1" },
      });
    const first = await post();
    const again = await post();
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE kind = 'beneficiary-search' AND input->'inputs'->>'member_code' = 'SEN-00000004'",
    );
    expect(n).toBe(1);
  });

  it("finds by a cédula typed without dashes, by member code, and by name and date of birth", async () => {
    const byDigits = await search("do-universal", "identity-document", {
      document_type: "NATIONAL_ID",
      document_number: "00112345678",
    });
    expect(byDigits.poll.body.results[0].identity_document_id).toBe("001-1234567-8");
    const byCode = await search("do-humano", "member-code", { member_code: "HUM-00000003-02" });
    expect(byCode.poll.body.results.map((r) => r.member_code)).toEqual([
      "HUM-00000003",
      "HUM-00000003-01",
      "HUM-00000003-02",
    ]);
    const byName = await search("mx-gnp", "name-and-birth-date", {
      name: "guadalupe hernandez",
      date_of_birth: "1985-03-12",
    });
    expect(byName.poll.body.results[0].name).toBe("Guadalupe Hernández López");
    const none = await search("do-primera", "member-code", { member_code: "PRI-99999999" });
    expect(none.poll.body).toMatchObject({ status: "COMPLETED", results: [] });
  });

  it("answers ERROR for a document starting 000 (the sponsor's service failed), in the caller's language", async () => {
    const { poll } = await search(
      "do-senasa",
      "identity-document",
      { document_type: "NATIONAL_ID", document_number: "000-0000000-0" },
      "es",
    );
    expect(poll.body.status).toBe("ERROR");
    expect(poll.body.message).toMatch(/falló/);
    expect(poll.body.results).toEqual([]);
  });

  it("refuses a missing or off-pattern input with 400 naming inputs.<slug>, and a bad form or provider", async () => {
    const post = (json: unknown) =>
      call<{ error_code: string; message: string }>(
        sandbox,
        "POST",
        "/beneficiary-lookup/v1/sponsors/do-universal/search",
        {
          token: client,
          json,
          headers: { "accept-language": "en" },
        },
      );
    const base = { formSlug: "identity-document", providerSlug: "clinica-central-do" };
    const cases: [unknown, RegExp][] = [
      [{ ...base, inputs: { document_type: "NATIONAL_ID" } }, /^inputs\.document_number is required$/],
      [
        { ...base, inputs: { document_type: "NATIONAL_ID", document_number: "12" } },
        /^inputs\.document_number must match pattern/,
      ],
      [
        { ...base, inputs: { document_type: "CARD", document_number: "001-1234567-8" } },
        /^inputs\.document_type: unknown value CARD$/,
      ],
      [
        { ...base, inputs: { document_type: "NATIONAL_ID", document_number: "001-1234567-8", x: "1" } },
        /^inputs\.x is not an allowed field$/,
      ],
      [
        { ...base, formSlug: "member-code", inputs: { member_code: "PRI-00000002" } },
        /^inputs\.member_code must match pattern/,
      ],
      [{ ...base, formSlug: "nope", inputs: {} }, /^formSlug: unknown value nope$/],
      [
        {
          ...base,
          providerSlug: "clinica-andina-co",
          inputs: { document_type: "NATIONAL_ID", document_number: "001-1234567-8" },
        },
        /^providerSlug: unknown value/,
      ],
      [{ formSlug: "identity-document", inputs: {} }, /providerSlug is required/],
    ];
    for (const [json, message] of cases) {
      const answer = await post(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error_code).toBe("VALIDATION_ERROR");
      expect(answer.body.message).toMatch(message);
    }
    const name = await call<{ message: string }>(
      sandbox,
      "POST",
      "/beneficiary-lookup/v1/sponsors/do-humano/search",
      {
        token: client,
        json: {
          ...base,
          formSlug: "name-and-birth-date",
          inputs: { name: "Carlos", date_of_birth: "1968-02-30" },
        },
        headers: { "accept-language": "en" },
      },
    );
    expect(name.body.message).toBe("inputs.date_of_birth must be a date YYYY-MM-DD");
  });

  it("refuses a user's token (401), an unknown sponsor (404), another client's or an unknown search (404)", async () => {
    const json = {
      formSlug: "member-code",
      providerSlug: "clinica-central-do",
      inputs: { member_code: "UNI-00000001" },
    };
    expect(
      (
        await call(sandbox, "POST", "/beneficiary-lookup/v1/sponsors/do-universal/search", {
          token: user,
          json,
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(sandbox, "POST", "/beneficiary-lookup/v1/sponsors/nobody/search", { token: client, json }))
        .status,
    ).toBe(404);
    const { started } = await search("do-universal", "member-code", { member_code: "UNI-00000001" });
    expect(
      (await call(sandbox, "GET", `/beneficiary-lookup/v1/searches/${started.body.id}`, { token: user }))
        .status,
    ).toBe(401);
    await sandbox.handle.query(
      "UPDATE jobs SET input = jsonb_set(input, '{client_id}', '\"other\"') WHERE id = $1",
      [started.body.id],
    );
    expect(
      (await call(sandbox, "GET", `/beneficiary-lookup/v1/searches/${started.body.id}`, { token: client }))
        .status,
    ).toBe(404);
    expect(
      (await call(sandbox, "GET", "/beneficiary-lookup/v1/searches/unknown", { token: client })).status,
    ).toBe(404);
  });
});

describe("the plans service (000 §7 plans/v1/beneficiaries/{id})", () => {
  async function idOf(document: string): Promise<number> {
    const [row] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM beneficiaries WHERE identity_document_id = $1",
      [document],
    );
    return row.id;
  }

  it("reads a beneficiary with contact data, plan and data_update_required", async () => {
    const spouse = await idOf("001-7654321-0");
    const { status, body } = await call<Record<string, unknown>>(
      sandbox,
      "GET",
      `/plans/v1/beneficiaries/${spouse}`,
      {
        token: user,
      },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: spouse,
      name: "María Altagracia Santos de Pérez",
      owner: false,
      email: null,
      phone: null,
      plan: { code: "UNI-PREMIUM", name: "Universal Premium", coverage_plan: "NPBS" },
      sponsor_slug: "do-universal",
      data_update_required: true,
      member_code: "UNI-00000001-01",
    });
    // A sponsor that does not allow updates never requires them.
    const primera = await call(sandbox, "GET", `/plans/v1/beneficiaries/${await idOf("031-3456789-0")}`, {
      token: user,
    });
    expect(primera.body).toMatchObject({ email: null, data_update_required: false });
  });

  it("updates email and phone (snake body) where the sponsor allows, replayed by its Idempotency-Key", async () => {
    const id = await idOf("223-3456789-0");
    const path = `/plans/v1/beneficiaries/${id}`;
    const json = { email: "Carlos.F@correo.example.do", phone: "8095550131" };
    const headers = { "idempotency-key": "plans-update-1" };
    const first = await call<Record<string, unknown>>(sandbox, "POST", path, { token: user, json, headers });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      email: "carlos.f@correo.example.do",
      phone: "8095550131",
      data_update_required: false,
    });
    await sandbox.handle.query("UPDATE beneficiaries SET phone = NULL WHERE id = $1", [id]);
    const replay = await call<Record<string, unknown>>(sandbox, "POST", path, { token: user, json, headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    // The replay did not write again.
    const [row] = await sandbox.handle.query<{ phone: string | null }>(
      "SELECT phone FROM beneficiaries WHERE id = $1",
      [id],
    );
    expect(row.phone).toBeNull();
  });

  it("refuses a bad email or phone (400 naming it), a sponsor without updates (409), unknown (404), bad id (400)", async () => {
    const id = await idOf("223-4567890-1");
    const post = (path: string, json: unknown, token = user) =>
      call<{ error_code: string; message: string }>(sandbox, "POST", path, {
        token,
        json,
        headers: { "accept-language": "en" },
      });
    const path = `/plans/v1/beneficiaries/${id}`;
    for (const [json, field] of [
      [{ email: "not-an-email", phone: "8095550000" }, "email"],
      [{ email: "a@b.do", phone: "12345" }, "phone"],
      [{ email: "a@b.do", phone: "1234567890123456" }, "phone"],
      [{ email: "a@b.do", phone: "809-555-0000" }, "phone"],
      [{ email: "a@b.do" }, "phone"],
    ] as const) {
      const answer = await post(path, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`^${field} `));
    }
    const primera = await post(`/plans/v1/beneficiaries/${await idOf("031-2345678-9")}`, {
      email: "rosa@correo.example.do",
      phone: "8095550121",
    });
    expect(primera.status).toBe(409);
    expect(primera.body).toMatchObject({ error_code: "DATA_UPDATE_NOT_ALLOWED" });
    expect(
      (await post("/plans/v1/beneficiaries/99999999", { email: "a@b.do", phone: "8095550000" })).status,
    ).toBe(404);
    expect((await post("/plans/v1/beneficiaries/abc", { email: "a@b.do", phone: "8095550000" })).status).toBe(
      400,
    );
    expect((await call(sandbox, "GET", "/plans/v1/beneficiaries/1")).status).toBe(401);
    const rcm = (await signIn(sandbox, "rcm-editor")).access_token;
    expect((await call(sandbox, "GET", "/plans/v1/beneficiaries/1", { token: rcm })).status).toBe(403);
  });
});

describe("the seed (issue 20 §7: at least 100,000 beneficiaries with dependents)", () => {
  it("holds 100,000 beneficiaries or more, with dependents, INACTIVE ones and ones without contact data", async () => {
    const [row] = await sandbox.handle.query<Record<string, number>>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE owner_id IS NOT NULL)::int AS dependents,
              count(*) FILTER (WHERE status = 'INACTIVE')::int AS inactive,
              count(*) FILTER (WHERE email IS NULL OR phone IS NULL)::int AS without_contact,
              count(DISTINCT (sponsor_slug, identity_document_id))::int AS documents
         FROM beneficiaries`,
    );
    expect(row.total).toBeGreaterThanOrEqual(100_000);
    expect(row.dependents).toBeGreaterThan(30_000);
    expect(row.inactive).toBeGreaterThan(1_000);
    expect(row.without_contact).toBeGreaterThan(1_000);
    expect(row.documents).toBe(row.total);
    // A dependent belongs to a holder of its own sponsor.
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM beneficiaries d JOIN beneficiaries h ON h.id = d.owner_id
        WHERE h.sponsor_slug <> d.sponsor_slug OR NOT h.owner OR d.owner`,
    );
    expect(n).toBe(0);
  });
});
