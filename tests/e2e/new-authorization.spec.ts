/**
 * The new authorization end to end in Chromium (issue 20 "Tests and measurements", "Done when";
 * 000 §2, §4, §8): a receptionist (the authorizer) goes from `/home`'s New authorization tab to a
 * completed claim for an outpatient consultation, for a sponsor that requires a fingerprint (the
 * simulated device succeeds; axe on every step) and for one that requires nothing; `/home` says so
 * and lists the new authorization. A reload mid-flow (on the beneficiary step while the search job
 * runs, on the authorization step while the request is polled) resumes the step and the job with
 * no second request, and a double click on send and on the claim creates one of each. The failure
 * modes (lost answers, device modes, search ERROR, claim ERROR) are the part specs'.
 */
import { setDeviceMode, useDeviceAgent } from "./device-agent";
import { expect, signIn, test } from "./fixtures";
import {
  chooseBeneficiary,
  CLAIM_POST,
  claimRows,
  countPosts,
  createClaim,
  doctorNext,
  DRAFT_KEY,
  fillDoctor,
  REQUEST_POST,
  requestAnswer,
  requestIdOf,
  resultsToClaim,
  SEARCH_POST,
  SENASA,
  startFromHome,
  submitSearch,
  t,
  UNIVERSAL,
  verifyIdentity,
} from "./new-authorization-walk";

const KIND = "outpatient-consultation";

test("an outpatient consultation for a fingerprint sponsor, from /home to the claim, axe on every step", async ({
  page,
  request,
}) => {
  await setDeviceMode(page, "success");
  await useDeviceAgent(page);
  await signIn(page, "authorizer");
  const searches = countPosts(page, SEARCH_POST);
  const requests = countPosts(page, REQUEST_POST);
  await startFromHome(page, KIND, true);
  await submitSearch(page, KIND, UNIVERSAL, true);
  await chooseBeneficiary(page, UNIVERSAL, true);
  await fillDoctor(page);
  await doctorNext(page, true);
  await verifyIdentity(page, true, true);
  const id = requestIdOf(page);
  await page.getByRole("button", { name: t.billing.send, exact: true }).click();
  const requestId = await id;
  await resultsToClaim(page, true, true);
  const [authorization] = (await requestAnswer(request, requestId)).authorizations;
  await createClaim(page, authorization.authorization_code);
  expect(searches.count).toBe(1);
  expect(requests.count).toBe(1);
  expect(await claimRows(request, authorization.authorization_code)).toMatchObject([
    { claim_status: "COMPLETED" },
  ]);
});

test("a sponsor that requires nothing: reloads while the search and the request run resume them; double clicks create one request and one claim", async ({
  page,
  request,
}) => {
  await signIn(page, "authorizer");
  const searches = countPosts(page, SEARCH_POST);
  const requests = countPosts(page, REQUEST_POST);
  const claims = countPosts(page, CLAIM_POST);
  await startFromHome(page, KIND);

  // The search's first poll is never answered: the page is reloaded while the job runs.
  let searchHeld = true;
  await page.route(/\/api\/beneficiary-lookup\/v1\/searches\/[^/]+$/, async (route) => {
    if (!searchHeld) return route.continue();
    searchHeld = false;
  });
  await submitSearch(page, KIND, SENASA);
  await expect.poll(() => !searchHeld).toBe(true);
  await expect
    .poll(async () => (await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)) ?? "")
    .toContain("searchLocation");
  await page.reload();
  await expect(page).toHaveURL(/step=beneficiary$/);
  await chooseBeneficiary(page, SENASA);
  expect(searches.count).toBe(1);

  await fillDoctor(page);
  await doctorNext(page);
  await verifyIdentity(page, false);

  // The request's first poll is never answered: the page is reloaded while it is polled.
  let pollHeld = true;
  await page.route(/\/api\/arc\/v1\/authorization-requests\/\d+$/, async (route) => {
    if (route.request().method() !== "GET" || !pollHeld) return route.continue();
    pollHeld = false;
  });
  const id = requestIdOf(page);
  await page.getByRole("button", { name: t.billing.send, exact: true }).dblclick();
  const requestId = await id;
  await expect.poll(() => !pollHeld).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/step=authorization$/);
  await resultsToClaim(page, false);
  expect(requests.count).toBe(1);
  const { authorizations } = await requestAnswer(request, requestId);
  expect(authorizations).toHaveLength(1);
  const code = authorizations[0].authorization_code;

  const claimed = page.waitForURL(/\/home$/);
  await page.getByRole("button", { name: t.claim.create, exact: true }).dblclick();
  await claimed;
  await expect(page.locator("tbody tr", { hasText: code })).toBeVisible();
  expect(claims.count).toBe(1);
  expect(await claimRows(request, code)).toHaveLength(1);
});
