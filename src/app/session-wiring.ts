import type { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import type { TokenResponse } from "../../providers/session-types";
import type { HttpClient } from "../../providers/http";
import { areasOf } from "../../providers/access";
import { warmUpAreas } from "../areas/registry";
import { createRefineProviders, type RefineProviders } from "./refine-providers";
import { requirementOf } from "./resource-routes";
import type { Runtime } from "../base/runtime-context";
import { createQueryClient } from "../lib/query-client";

/** What one signed-in session runs on: its query cache and Refine's providers over it. */
export interface SessionWiring {
  /** The session it was made for (the store's object at the time); null when there was none. */
  readonly session: TokenResponse | null;
  readonly queryClient: QueryClient;
  readonly providers: RefineProviders;
}

let started: SessionWiring | null = null;

/**
 * Makes the wiring of the session now in `runtime.sessionStore` and starts the areas' warm-up
 * into it (src/areas/registry.ts `warmUpAreas`: the RCM role permissions, view configuration and
 * the landing grid's first page), as the token answers, so those calls travel while the landing
 * page renders instead of after (issue 6 §1 "no request waterfall after the token answer").
 * The signed-in app then takes this wiring ({@link takeSessionWiring}) rather than making its own.
 * Called again before it is taken (a second sign-in answer), it replaces the first.
 * @param target where signing in leads (path and query), which decides the landing screen's warm-up.
 * @returns the wiring, or null when the store holds no session (nothing is started).
 */
export function startSessionWiring(
  runtime: Runtime,
  http: HttpClient,
  i18n: I18n,
  target: { pathname: string; search: string },
): SessionWiring | null {
  const session = runtime.sessionStore.get();
  if (!session) return null;
  started = makeSessionWiring(runtime, http, i18n, session, target);
  return started;
}

/**
 * The wiring started for the current session at its token answer, handed over once (so a later
 * sign-in never reuses an earlier session's cache); otherwise a new one, warmed up for `location`
 * (a reload, or a session resumed from storage; without a session, one with no warm-up).
 */
export function takeSessionWiring(
  runtime: Runtime,
  http: HttpClient,
  i18n: I18n,
  location: { pathname: string; search: string },
): SessionWiring {
  const session = runtime.sessionStore.get();
  const ready = started ?? taken;
  started = null;
  if (ready?.session && session && sameSession(ready.session, session)) {
    taken = ready;
    return ready;
  }
  ready?.queryClient.clear();
  taken = makeSessionWiring(runtime, http, i18n, session, location);
  return taken;
}

/**
 * The wiring last handed over, kept for the same session: a first mount of the signed-in app that
 * React throws away (something suspending up to the root boundary) and mounts again must get the
 * same query cache, not a second one whose warm-up asks every first call again. Found by
 * tests/e2e/session.spec.ts "a burst of four 500s": while the first accounts call was slow, a
 * reload asked it twice, in two parallel chains with the same token.
 */
let taken: SessionWiring | null = null;

function sameSession(a: TokenResponse, b: TokenResponse): boolean {
  return a.userId === b.userId && a.accessToken === b.accessToken;
}

function makeSessionWiring(
  runtime: Runtime,
  http: HttpClient,
  i18n: I18n,
  session: TokenResponse | null,
  location: { pathname: string; search: string },
): SessionWiring {
  // One query cache per signed-in session; react-query never retries, the HTTP layer already
  // retries 500s (DESIGN.md §4); a query asked ahead for a screen is not asked again as it mounts
  // (src/lib/query-client.ts). It is dropped with the signed-in app at sign-out, and cleared
  // the moment the session ends so that nothing cached is shown again (000 §4).
  const queryClient = createQueryClient();
  const providers = createRefineProviders(runtime, http, i18n, queryClient, requirementOf);
  if (session) {
    warmUpAreas(
      { queryClient, http, session, dataProviders: providers.dataProvider, location },
      areasOf(session),
    );
  }
  return { session, queryClient, providers };
}
