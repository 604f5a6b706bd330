/**
 * A resource's reference-API side is its service module, found rather than listed (issue 18 §8;
 * docs/adding-a-resource.md §4): a module of a service folder that exports
 * `service = defineServiceModule({ mount, routes, seed })` is seeded by `seedDatabase` and mounted by
 * `createApp` with no edit of sandbox/seed/index.ts nor sandbox/app.ts. The fixture folder holds
 * one such module (rcm/payer-contracts.ts) and a helper beside it that is not one. If adding a
 * module needed a registration again (a list in app.ts or the seed index), this test would fail:
 * nothing here names the module but the folder it is in.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../sandbox/app";
import { readCliOptions } from "../../../sandbox/config";
import { openDatabase } from "../../../sandbox/db/client";
import { migrate } from "../../../sandbox/db/migrate";
import type { AppDeps } from "../../../sandbox/lib/context";
import { SERVICE_MODULES } from "../../../sandbox/routes/found-service-modules";
import { findServiceModules, serviceModuleFiles } from "../../../sandbox/routes/service-modules";
import { seedDatabase } from "../../../sandbox/seed";

const FIXTURES = join(import.meta.dirname, "fixtures", "service-modules");

describe("service modules are found, not listed (issue 18 §8)", () => {
  it("a module that exports `service` is found; a helper beside it is not", async () => {
    const found = await findServiceModules(FIXTURES);
    expect(found.map((module) => [module.file, module.mount])).toEqual([["rcm/payer-contracts.ts", "/rcm"]]);
    expect(serviceModuleFiles(FIXTURES).map((file) => file.slice(FIXTURES.length + 1))).toEqual([
      "rcm/payer-contract-rows.ts",
      "rcm/payer-contracts.ts",
    ]);
  });

  it("the app and the seed take the found modules by default, and name none of them", () => {
    for (const file of ["sandbox/app.ts", "sandbox/seed/index.ts"]) {
      const text = readFileSync(join(import.meta.dirname, "../../..", file), "utf8");
      expect(text, file).toMatch(/SERVICE_MODULES/);
    }
    expect(SERVICE_MODULES.every((module) => typeof module.routes === "function")).toBe(true);
  });

  it("the reference API loads under Node with its found modules (no import cycle through the found list)", () => {
    // Under vitest modules are not evaluated as Node does; a module importing defineServiceModule
    // from the file that awaits the found list would make Node wait for ever (exit 13).
    const out = execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        'await import("./sandbox/app.ts"); console.log("loaded")',
      ],
      { cwd: join(import.meta.dirname, "../../.."), encoding: "utf8", timeout: 60_000 },
    );
    expect(out.trim()).toBe("loaded");
  }, 70_000);

  it("a found module is seeded by seedDatabase and answers under its mount through createApp", async () => {
    const modules = await findServiceModules(FIXTURES);
    const handle = await openDatabase({ dataDir: "memory" });
    try {
      await migrate(handle);
      await seedDatabase(
        handle,
        { accounts: 20, brAccounts: 10, beneficiaries: 10, authorizations: 10, preSettlements: 2 },
        modules,
      );
      const deps: AppDeps = {
        handle,
        config: readCliOptions([], {}).config,
        now: () => new Date(),
        log: () => undefined,
      };
      const app = createApp(deps, { serviceModules: modules });
      const answer = await app.request("/api/rcm/v1/providers/clinica-andina-co/payer-contracts");
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        content: [{ id: "fixture-payer", contract_code: "C-fixture-payer", payer_name: "Fixture payer" }],
        total_elements: 1,
      });
      // Without the module the same path is not served.
      const without = createApp(deps, { serviceModules: [] });
      expect((await without.request("/api/rcm/v1/providers/clinica-andina-co/payer-contracts")).status).toBe(
        404,
      );
    } finally {
      await handle.close();
    }
  }, 240_000);
});
