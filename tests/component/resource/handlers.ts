/**
 * What is left of the hand-written wire of the component tests: the API base and a provider slug
 * for tests whose endpoints the reference API does not serve (their own msw handlers, e.g.
 * tests/component/forms/*). Every normal answer comes from the reference API in-process
 * (tests/component/sandbox-backend.ts, DESIGN.md §10 "One fake backend"); msw is for fault shapes
 * and test-only endpoints only. The re-implemented accounts, claims, lookups, permissions and void
 * handlers that lived here are gone.
 */
import { API_BASE } from "../sandbox-backend";

/** The API base of the component tests (same-origin `/api`, as in production). */
export const BASE = API_BASE;

/** The provider of the harness's hand-made SESSIONS (clinica-central-do, a Dominican provider). */
export const PROVIDER = "clinica-central-do";

/** Requests seen by a test's own msw handlers, when they record them (cleared by {@link resetData}). */
export const requests: URL[] = [];

/** Clears {@link requests} (call it in `beforeEach`). */
export function resetData(): void {
  requests.length = 0;
}
