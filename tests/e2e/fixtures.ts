import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import demoUsers from "../../sandbox/seed/demo-users.json" with { type: "json" };
import { textsOf } from "../locales";

/** A demo user kind of sandbox/seed/demo-users.json. */
export type DemoKind = (typeof demoUsers)[number]["kind"];

/** The demo user of a kind. @throws when the kind is not in demo-users.json. */
export function demoUser(kind: DemoKind): { kind: string; username: string; password: string } {
  const user = demoUsers.find((u) => u.kind === kind);
  if (!user) throw new Error(`No demo user of kind ${kind}`);
  return user;
}

/** Texts of the default locale (es-DO), so tests find controls by their visible names. */
export const text = textsOf("es-DO");

/** Opens /login and fills the sign-in form (relative to the context's baseURL). */
export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel(text.auth.login.username).fill(username);
  await page.getByLabel(text.auth.login.password, { exact: true }).fill(password);
}

/**
 * Opens /login and types the username and password key by key, `keystrokeMs` apart, as a person
 * does (each key its own input event), for measures of what signing in feels like.
 */
export async function typeSignIn(
  page: Page,
  username: string,
  password: string,
  keystrokeMs: number,
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel(text.auth.login.username).pressSequentially(username, { delay: keystrokeMs });
  await page
    .getByLabel(text.auth.login.password, { exact: true })
    .pressSequentially(password, { delay: keystrokeMs });
}

/** Presses the sign-in button of a filled form. */
export async function pressSignIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: text.auth.login.submit }).click();
}

/** Fills and submits the sign-in form; does not wait for the landing page. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await fillSignIn(page, username, password);
  await pressSignIn(page);
}

/** Signs a demo user in and waits until the sign-in page is left. */
export async function signIn(page: Page, kind: DemoKind): Promise<void> {
  const user = demoUser(kind);
  await submitSignIn(page, user.username, user.password);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** One message of the reference API's outbox (docs/api-contract.md "Sandbox-only calls"). */
export interface OutboxMessage {
  id: string;
  to: string;
  channel: "email" | "sms";
  subject: string;
  body: string;
  link?: string;
  code?: string;
  created_at: string;
}

/** The newest outbox messages sent to `to`, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for a new outbox message to `to` newer than `since` (ISO time) and returns it. */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  since: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request, to)).find((m) => m.created_at > since);
      return Boolean(found);
    })
    .toBe(true);
  return found as OutboxMessage;
}

/**
 * Runs axe (WCAG 2 A and AA) on the page and returns the serious and critical violations, with
 * their targets, so a failing assertion says what to fix.
 */
export async function axeScan(page: Page): Promise<{ id: string; impact: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact ?? "", targets: v.nodes.map((n) => n.target.join(" ")) }));
}

/**
 * A bearer token of a demo user from the reference API's password grant (the portal's demo
 * OAuth client), for calls a test makes beside the browser.
 */
export async function tokenOf(request: APIRequestContext, kind: DemoKind): Promise<string> {
  const user = demoUser(kind);
  const client = Buffer.from("provider-portal:provider-portal-secret").toString("base64");
  const answer = await request.post("/api/v1/oauth/token", {
    headers: { authorization: `Basic ${client}` },
    form: { grant_type: "password", username: user.username, password: user.password },
  });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The bearer header of a demo user, for calls a test makes beside the browser. */
export async function authOf(request: APIRequestContext, kind: DemoKind): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await tokenOf(request, kind)}` };
}

/**
 * Arms a lost answer (issue 17 §4; docs/api-contract.md "Sandbox-only calls") on one change: its
 * exact path after /api, one method, one user, so that parallel tests never take each other's
 * fault. The reference API does the work, then answers 500 (`how: "500"`) or resets the connection.
 */
export async function loseAnswer(
  request: APIRequestContext,
  init: {
    path: string;
    method: "POST" | "PUT" | "PATCH" | "DELETE";
    user: DemoKind;
    how?: "500" | "reset";
    count?: number;
  },
): Promise<void> {
  const armed = await request.post("/api/__sandbox/faults", {
    data: {
      path_prefix: init.path,
      method: init.method,
      user: demoUser(init.user).username,
      lose_answer: init.how ?? "500",
      count: init.count ?? 1,
    },
  });
  expect(armed.status()).toBe(201);
}

export const test = base;
export { expect };
