/**
 * One fake backend (DESIGN.md §8, §10; issue 7 §1 "One fake backend"): component tests talk to the
 * reference API itself — `createApp(...).fetch` of sandbox/app.ts over a seeded in-memory PGlite —
 * instead of hand-written msw handlers that re-implement the wire. The portal's real HTTP layer
 * (providers/http: axios, case mapping, errors, polling) sends its requests as in the browser; one
 * msw handler catches every request under the API origin and hands it to `app.fetch` in-process
 * (no port, no network). msw stays for fault shapes only (network errors, malformed bodies, 5xx):
 * a test layers them on top with `server.use(...)`, which wins over the forwarding handler.
 *
 * Cost: a PGlite instance takes ~0.8 GB and ~2 s to load the seeded template
 * (tests/unit/sandbox/snapshot.ts, shared with the sandbox unit tests), so a test file starts one
 * backend in `beforeAll` and shares it between its tests ({@link useSandboxBackend}). Tests of one
 * file share its data: a test that changes data (voids a claim, moves an account) picks rows no
 * other test of the file relies on.
 *
 * The seed is the small one of the sandbox unit tests (300 accounts of clinica-andina-co, 60 of
 * hospital-sao-lucas-br, the demo users of sandbox/seed/demo-users.json, claims of
 * clinica-central-do), deterministic (fixed random seed, reference date 2026-11-01).
 *
 * @example
 * ```ts
 * const backend = useSandboxBackend(server);
 * it("lists accounts", async () => {
 *   await renderPortal({ path: "/rcm/home", session: await backend.signIn("rcm-editor") });
 *   const [first] = (await backend.get<Page>("rcm/v1/accounts?page=0&size=15", "rcm-editor")).content;
 *   expect(await screen.findByText(first.invoiceNumber)).toBeInTheDocument();
 * });
 * ```
 */
import { afterAll, beforeAll } from "vitest";
import { http, type RequestHandler } from "msw";
import type { SetupServer } from "msw/node";
import type { Hono } from "hono";
import type { AppEnv } from "../../sandbox/lib/context";
import type { DbHandle } from "../../sandbox/db/client";
import { toCamelCaseDeep } from "../../providers/http/case";
import type { TokenResponse } from "../../providers/session-types";
import { passwordGrant, startSandbox, username, type TestSandbox } from "../unit/sandbox/helpers";
import { ORIGIN } from "./resource/origin";

/** The API base the portal is configured with in component tests (same-origin `/api`). */
export const API_BASE = `${ORIGIN}/api`;

/** How long a signed-in session is handed out again, in ms (a third of the 300 s access token). */
const SESSION_REUSE_MS = 100_000;

/** A demo-user kind of sandbox/seed/demo-users.json (e.g. "rcm-editor", "administrator"). */
export type DemoUserKind = string;

/** The reference API of one test file, called in-process. */
export interface SandboxBackend {
  /** The Hono app (sandbox/app.ts) over the file's database. */
  readonly app: Hono<AppEnv>;
  /** The file's database, for assertions independent of the routes (`handle.query(sql, params)`). */
  readonly handle: DbHandle;
  /**
   * Every request the portal sent to the API, in order (full URL with the query), since the last
   * {@link SandboxBackend.clearRequests}. Requests answered by a test's own msw fault handler are
   * not in it.
   */
  readonly requests: URL[];
  /** Empties {@link SandboxBackend.requests} (call it in `beforeEach`). */
  clearRequests(): void;
  /** The msw handler forwarding every request under {@link API_BASE} to the app. */
  readonly handler: RequestHandler;
  /**
   * Signs a demo user in through the real token endpoint (password grant) and returns the session
   * as the portal keeps it: the token answer camel-cased by providers/http/case.ts.
   * @throws Error when the sign-in is refused (unknown kind, second factor required…).
   */
  signIn(kind: DemoUserKind): Promise<TokenResponse>;
  /**
   * GET `path` (after `/api/`, with its query) as a demo user, camel-cased as the HTTP layer does;
   * for what a test expects the screen to show. Not recorded in {@link SandboxBackend.requests}.
   * @throws Error on an answer other than 2xx.
   */
  get<T = unknown>(path: string, kind: DemoUserKind): Promise<T>;
  /** Moves the sandbox clock forward by `ms` milliseconds (token expiry, job timing). */
  advance(ms: number): void;
  /** Closes the database. */
  close(): Promise<void>;
}

/** Options of {@link startSandboxBackend}. */
export interface SandboxBackendOptions {
  /** Accounts of clinica-andina-co in the seed (300, the sandbox unit tests' template, unless told). */
  accounts?: number;
}

/**
 * Starts the reference API over a freshly loaded seeded in-memory database (~2 s; the first run on
 * a machine builds the template, ~20 s). The caller closes it.
 */
export async function startSandboxBackend(options: SandboxBackendOptions = {}): Promise<SandboxBackend> {
  // Fault injection stays off: faults are msw's job here, layered on top per test.
  const sandbox: TestSandbox = await startSandbox({ accounts: options.accounts ?? 300, faults: false });
  const requests: URL[] = [];
  const sessions = new Map<DemoUserKind, { session: TokenResponse; at: number }>();

  const signIn = async (kind: DemoUserKind): Promise<TokenResponse> => {
    const known = sessions.get(kind);
    // Reused while well within the access token's lifetime (sandbox default 300 s).
    if (known && Date.now() - known.at < SESSION_REUSE_MS) return known.session;
    const answer = await passwordGrant(sandbox, username(kind));
    if (answer.status !== 200) throw new Error(`sign-in of ${kind} failed: ${JSON.stringify(answer.body)}`);
    const session = toCamelCaseDeep<TokenResponse>(answer.body);
    if (session.tfaRequired) throw new Error(`${kind} needs a second factor: not a session`);
    sessions.set(kind, { session, at: Date.now() });
    return session;
  };

  const handler = http.all(`${API_BASE}/*`, async ({ request }) => {
    requests.push(new URL(request.url));
    return sandbox.app.fetch(request);
  });

  return {
    app: sandbox.app,
    handle: sandbox.handle,
    requests,
    clearRequests: () => {
      requests.length = 0;
    },
    handler,
    signIn,
    get: async <T>(path: string, kind: DemoUserKind): Promise<T> => {
      const session = await signIn(kind);
      const response = await sandbox.app.request(`/api/${path.replace(/^\//, "")}`, {
        headers: { authorization: `Bearer ${session.accessToken}`, "accept-language": "en" },
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`GET ${path} as ${kind}: ${response.status} ${text}`);
      return toCamelCaseDeep<T>(JSON.parse(text));
    },
    advance: (ms) => sandbox.advance(ms),
    close: () => sandbox.close(),
  };
}

/**
 * Starts one backend for the calling test file (in `beforeAll`, closed in `afterAll`), registers
 * its forwarding handler as a base handler of `server` (kept by `server.resetHandlers()`), and
 * returns an object whose members are usable once `beforeAll` has run.
 * @param server the file's msw server (tests/component/resource/harness.tsx `server`); start it with
 *   `server.listen({ onUnhandledRequest: "error" })` as usual.
 */
export function useSandboxBackend(server: SetupServer, options: SandboxBackendOptions = {}): SandboxBackend {
  let backend: SandboxBackend | undefined;
  const current = (): SandboxBackend => {
    if (!backend) throw new Error("the sandbox backend starts in beforeAll: use it inside a test");
    return backend;
  };
  beforeAll(async () => {
    backend = await startSandboxBackend(options);
    // Prepended to the initial handlers, so resetHandlers() keeps it and server.use() still wins.
    server.resetHandlers(backend.handler);
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get handle() {
      return current().handle;
    },
    get requests() {
      return current().requests;
    },
    get handler() {
      return current().handler;
    },
    clearRequests: () => current().clearRequests(),
    signIn: (kind) => current().signIn(kind),
    get: (path, kind) => current().get(path, kind),
    advance: (ms) => current().advance(ms),
    close: () => current().close(),
  };
}
