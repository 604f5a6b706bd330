/**
 * Contract between the declarations and the reference API (DESIGN.md §3, §7, §10 "One fake
 * backend"; issue 7 §1): for every resource declaration (resources/index.ts) whose list endpoint
 * the sandbox serves, the first page is fetched the way the portal fetches it — the declaration's
 * service dialect and data provider (providers/data), the real HTTP client (providers/http, which
 * camel-cases the answer) — from the sandbox app in-process, as a demo user who may list it, and
 * every row must validate against `declaration.schema` (ajv, strict, every error), and carry every
 * declared column. A declaration the sandbox does not serve must say so below, and its endpoint must
 * really answer 404, so that the day the sandbox grows the route the test asks for the check.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import { RESOURCES } from "../../../resources";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import { createDataProvider, fillEndpoint, type PathParams } from "../../../providers/data";
import { DIALECTS } from "../../../providers/data/dialects";
import { createHttpClient } from "../../../providers/http";
import { readDemoUsers } from "../../../sandbox/seed/users";
import { call, signIn, startSandbox, type TestSandbox, type TokenAnswer } from "../sandbox/helpers";

/** How to fetch a declaration's first page: as whom, and the path parameters besides `{provider}`. */
interface Served {
  /** A demo-user kind (sandbox/seed/demo-users.json) allowed to list the resource. */
  user: string;
  /** Values of the endpoint's other placeholders, read from the seeded database. */
  pathParams?: (sandbox: TestSandbox, provider: string) => Promise<PathParams>;
  /**
   * The endpoint answers a plain array, read by the resource's own screen through the HTTP client
   * (a short unpaged list, e.g. an agreement's audit rules), not a page through the data provider.
   */
  array?: true;
}
/** A declaration whose endpoint the reference API does not serve (yet), with the reason. */
interface Unserved {
  unserved: string;
}

/**
 * The declarations that need a case: a chosen demo user, path parameters besides `{provider}`, an
 * array answer, or the reason the sandbox does not serve them. A declaration without a case is
 * fetched as the first demo user (sandbox/seed/demo-users.json order) whose first page of it has
 * rows (issue 18 §8: a new resource adds no line here unless it needs one of those).
 */
const CASES: Record<string, Served | Unserved> = {
  accounts: { user: "rcm-editor" },
  authorizations: { user: "administrator" },
  charges: {
    user: "rcm-editor",
    // The account of the provider with the most charges: a full first page.
    pathParams: async (sandbox, provider) => {
      const [row] = await sandbox.handle.query<{ id: string }>(
        `SELECT a.id FROM accounts a JOIN charges c ON c.account_id = a.id
         WHERE a.provider_slug = $1 GROUP BY a.id ORDER BY count(*) DESC, a.id LIMIT 1`,
        [provider],
      );
      return { id: row.id };
    },
  },
  "pre-settlements": { user: "rcm-editor" },
  agreements: { user: "rcm-viewer" },
  "audit-rules": {
    user: "rcm-viewer",
    array: true,
    // The agreement with the most audit rules.
    pathParams: async (sandbox, provider) => {
      const [row] = await sandbox.handle.query<{ agreement_code: string }>(
        `SELECT agreement_code FROM rcm_audit_configurations WHERE provider_slug = $1
         GROUP BY agreement_code ORDER BY count(*) DESC, agreement_code LIMIT 1`,
        [provider],
      );
      return { agreementCode: row.agreement_code };
    },
  },
  // Uploads of the viewer's provider (none in the seed; the contract test of the rows is the sandbox test's).
  "agreement-matrix": { user: "rcm-viewer" },
  "products-configuration": { user: "rcm-viewer" },
  "pre-settlements-br": { user: "rcm-consultant" },
  "pre-settlements-br-credentials": { user: "rcm-consultant" },
  "ai-analysed-documents": { user: "rcm-viewer" },
  settlements: { user: "settlement-submitter" },
  "v2-authorizations": { user: "without-claims" },
};

const isServed = (entry: Served | Unserved): entry is Served => "user" in entry;

/** ajv over the portal's entity schemas: strict, every error, formats, the `x-*` hints as annotations. */
function schemaValidator(declarations: readonly ResourceDeclaration[]): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  const hints = new Set<string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith("x-")) hints.add(key);
        collect(value);
      }
  };
  declarations.forEach((declaration) => collect(declaration.schema));
  for (const hint of hints)
    ajv.addKeyword({ keyword: hint, schemaType: ["string", "boolean", "array", "object", "number"] });
  return ajv;
}

const describeErrors = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? error.keyword}`).join("; ");

let sandbox: TestSandbox;
const sessions = new Map<string, TokenAnswer>();

beforeAll(async () => {
  sandbox = await startSandbox({ faults: false });
}, 120_000);
afterAll(() => sandbox.close());

/** A signed-in demo user's session (token and provider), signed in once per file. */
async function sessionOf(kind: string): Promise<TokenAnswer> {
  if (!sessions.has(kind)) sessions.set(kind, await signIn(sandbox, kind));
  return sessions.get(kind) as TokenAnswer;
}

/** The portal's HTTP client for `token`, sending every request to the sandbox app in-process. */
function clientFor(token: string) {
  const http = createHttpClient({
    baseURL: "http://sandbox.test/api",
    retry: { maxAttempts: 0, delayMs: 0 },
    getAccessToken: () => token,
    getLanguage: () => "en",
    refreshSession: async () => undefined,
    onSessionExpired: () => undefined,
  });
  // axios' fetch adapter over the app's own fetch: no socket, the same request the browser would send.
  http.defaults.adapter = "fetch";
  http.defaults.env = {
    ...http.defaults.env,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
      sandbox.app.fetch(new Request(input, init)),
  };
  return http;
}

/** The first page of a declaration as the portal's data provider (or, for an array, its screen) reads it. */
async function firstPage(declaration: ResourceDeclaration, served: Served) {
  const session = await sessionOf(served.user);
  const provider = String(session.extensions.provider_slug);
  const pathParams = { provider, ...(await served.pathParams?.(sandbox, provider)) };
  if (served.array) {
    const answer = await clientFor(session.access_token).get<Record<string, unknown>[]>(
      `/${fillEndpoint(declaration.endpoint, pathParams)}`,
    );
    return { data: answer.data, total: answer.data.length };
  }
  const dataProvider = createDataProvider(DIALECTS[declaration.service], clientFor(session.access_token), {
    pathParams: () => pathParams,
  });
  const { defaultSort } = declaration.list;
  return dataProvider.getList<Record<string, unknown>>({
    resource: declaration.name,
    pagination: { currentPage: 1, pageSize: Math.max(...declaration.list.pageSizes), mode: "server" },
    sorters: defaultSort ? [{ field: defaultSort.field, order: defaultSort.order }] : [],
    filters: [],
    meta: { endpoint: declaration.endpoint, pathParams },
  });
}

/**
 * The case of a declaration that names none: the first demo user whose first page of it has rows.
 * @throws when no demo user reads a row of it (then it needs a case: path parameters, an array
 * answer, a reason it is not served, or a seed).
 */
async function derivedCase(declaration: ResourceDeclaration): Promise<Served> {
  for (const { kind } of readDemoUsers()) {
    const served: Served = { user: kind };
    const page = await firstPage(declaration, served).catch(() => undefined);
    if (page && page.data.length > 0) return served;
  }
  throw new Error(`no demo user reads a row of ${declaration.name}: give it a case in CASES`);
}

describe("declarations and the reference API agree (DESIGN.md §3, §7)", () => {
  it("every case names a declaration and, when served, a demo user", () => {
    const names = new Set<string>(RESOURCES.map((declaration) => declaration.name));
    expect(Object.keys(CASES).filter((name) => !names.has(name))).toEqual([]);
    const kinds = new Set(readDemoUsers().map((user) => user.kind));
    for (const entry of Object.values(CASES)) if (isServed(entry)) expect(kinds).toContain(entry.user);
  });

  const ajv = schemaValidator(RESOURCES);
  for (const declaration of RESOURCES as readonly ResourceDeclaration[]) {
    const entry = CASES[declaration.name];
    if (entry && !isServed(entry)) {
      it(`${declaration.name}: not served by the sandbox (${entry.unserved}), and its endpoint answers 404`, async () => {
        const session = await sessionOf("administrator");
        const path = fillEndpoint(declaration.endpoint, {
          provider: String(session.extensions.provider_slug),
        });
        const answer = await call(sandbox, "GET", `/${path}?page=0&size=10`, { token: session.access_token });
        expect(answer.status).toBe(404);
        expect(answer.body.error_code).toBe("RESOURCE_NOT_FOUND");
      });
      continue;
    }
    const as = entry ? entry.user : "the first demo user who reads a row of it";
    it(`${declaration.name}: every row of the first page (as ${as}) validates against its schema and has every column`, async () => {
      const page = await firstPage(declaration, entry ?? (await derivedCase(declaration)));
      expect(page.data.length, `${declaration.endpoint} answered no rows`).toBeGreaterThan(0);
      expect(page.total).toBeGreaterThanOrEqual(page.data.length);
      const validate = ajv.compile(declaration.schema);
      const invalid = page.data
        .map((row, index) =>
          validate(row) ? null : `row ${index} (${String(row.id)}): ${describeErrors(validate.errors)}`,
        )
        .filter((problem): problem is string => problem !== null);
      expect(invalid, `${declaration.name} rows that break declaration.schema`).toEqual([]);
      const missing = declaration.list.columns.filter((column) => page.data.some((row) => !(column in row)));
      expect(missing, `${declaration.name} columns the sandbox does not send`).toEqual([]);
    });
  }
});
