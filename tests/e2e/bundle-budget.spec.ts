/**
 * Bundle budget (issue "Hardening and weight" §1): the sign-in page and the accounts grid may not
 * grow more than `tolerance` (10 %) over the figures recorded in bench/budget.json. A check of the
 * sizes of the built files a route loads — measured by the bench's own code (route-weight.ts) —
 * not a timing.
 */
import path from "node:path";
import budget from "../../bench/budget.json" with { type: "json" };
import { routeWeight } from "../bench/route-weight";
import { test, expect, demoUser, submitSignIn } from "./fixtures";

const distDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_DIST ?? "dist");

const ROUTES: { route: keyof typeof budget.routes; kind?: "rcm-editor" }[] = [
  { route: "/login" },
  { route: "/rcm/home", kind: "rcm-editor" },
];

for (const { route, kind } of ROUTES) {
  test(`${route} stays within its JavaScript budget`, async ({ browser, baseURL }) => {
    const limit = Math.round(budget.routes[route] * (1 + budget.tolerance));
    const weight = await routeWeight(browser, `${baseURL}${route}`, distDir, async (page) => {
      if (!kind) return;
      const user = demoUser(kind);
      await submitSignIn(page, user.username, user.password);
      await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    });
    expect(weight.files.length, "the route loaded no JavaScript: measuring went wrong").toBeGreaterThan(3);
    expect(
      weight.jsGzipBytes,
      `${route}: ${weight.jsGzipBytes} B gzip, budget ${budget.routes[route]} B + ${budget.tolerance * 100} % = ${limit} B`,
    ).toBeLessThanOrEqual(limit);
  });
}

// Issue 20 "Tests and measurements": the new authorization's JavaScript (its screen, steps and texts,
// chunks named new-authorization*) is loaded by its route only, never by /login nor /home.
for (const { route, kind } of [{ route: "/login" }, { route: "/home", kind: "authorizer" as const }]) {
  test(`${route} loads none of the new authorization's JavaScript`, async ({ browser, baseURL }) => {
    const weight = await routeWeight(browser, `${baseURL}${route}`, distDir, async (page) => {
      if (!kind) return;
      const user = demoUser(kind);
      await submitSignIn(page, user.username, user.password);
      await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    });
    expect(weight.files.length, "the route loaded no JavaScript: measuring went wrong").toBeGreaterThan(3);
    expect(weight.files.filter((file) => /\/new-authorization[^/]*\.js$/.test(file))).toEqual([]);
  });
}

test("/authorization/new loads its chunks by the name the check above looks for", async ({
  browser,
  baseURL,
}) => {
  const weight = await routeWeight(browser, `${baseURL}/authorization/new`, distDir, async (page) => {
    const user = demoUser("authorizer");
    await submitSignIn(page, user.username, user.password);
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  });
  expect(weight.files.filter((file) => /\/new-authorization-screen[^/]*\.js$/.test(file))).toHaveLength(1);
});

// Issue 23 §7: the sign-in page opens before the router (src/app/App.tsx); the router, route table
// and guards (chunk `routed`) and what every signed-in route runs (chunk `signed-in`) load after
// (build/chunk-layers.ts). The other signed-out pages load the router, never the signed-in layer.
test("/login loads neither the router nor the signed-in layer; /forgot-password not the signed-in layer", async ({
  browser,
  baseURL,
}) => {
  const layersOf = async (route: string, kind?: "rcm-editor") => {
    const weight = await routeWeight(browser, `${baseURL}${route}`, distDir, async (page) => {
      if (!kind) return;
      const user = demoUser(kind);
      await submitSignIn(page, user.username, user.password);
      await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    });
    return weight.files.flatMap((file) => /\/(framework|routed|signed-in)-[^/]*\.js$/.exec(file)?.[1] ?? []);
  };
  expect((await layersOf("/login")).sort()).toEqual(["framework"]);
  expect((await layersOf("/forgot-password")).sort()).toEqual(["framework", "routed"]);
  // The names the checks above look for are the ones the build gives.
  expect((await layersOf("/rcm/home", "rcm-editor")).sort()).toEqual(["framework", "routed", "signed-in"]);
});
