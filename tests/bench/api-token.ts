import { demoUser, type DemoKind } from "../e2e/fixtures";

/** The OAuth client of the portal's public/config.json (the reference API's demo client). */
const CLIENT = "provider-portal:provider-portal-secret";

/**
 * An access token for a demo user through the reference API's password grant (000 §7
 * `POST /v1/oauth/token`), for bench measures that call the API directly.
 * @param base origin of the reference API serving /api, e.g. `http://127.0.0.1:4320`.
 * @throws Error when the sign-in is refused (its HTTP status).
 */
export async function apiToken(base: string, kind: DemoKind = "rcm-editor"): Promise<string> {
  const user = demoUser(kind);
  const answer = await fetch(`${base}/api/v1/oauth/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${Buffer.from(CLIENT).toString("base64")}` },
    body: new URLSearchParams({ grant_type: "password", username: user.username, password: user.password }),
  });
  if (!answer.ok) throw new Error(`Sign-in failed: ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}
