/**
 * Import boundaries inside src/ (issue 18 §7; DESIGN.md §2), held by lint (eslint.config.js
 * `import/no-restricted-paths`): an area never imports another area, and components/ and lib/
 * never import an area's screens; lib/ never imports the shell. Each fixture import below must be
 * refused, and an allowed one must pass, so the zones cannot silently stop working.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The messages of `import/no-restricted-paths` for `code` linted as if it were at `filePath`, by
 * the project's ESLint command (its own process, as `npm run lint` runs it; import/no-cycle is off: it cannot follow a file that is not on disk).
 */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const bin = join(process.cwd(), "node_modules/.bin/eslint");
  const run = spawnSync(
    bin,
    ["--stdin", "--stdin-filename", filePath, "--format", "json", "--rule", "import/no-cycle: off"],
    {
      input: code,
      encoding: "utf8",
    },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("import boundaries inside src/", () => {
  it("an area importing another area is refused", { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      "src/areas/v2/boundary-fixture.ts",
      'import rcm from "../rcm/index";\nexport default rcm;\n',
    );
    expect(errors).toEqual([expect.stringContaining("an area never imports another area")]);
  });

  it("a component importing an area's screen is refused", { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      "src/components/boundary-fixture.ts",
      'import v2 from "../areas/v2/index";\nexport default v2;\n',
    );
    expect(errors).toEqual([expect.stringContaining("never import an area's screens")]);
  });

  it("lib importing the shell is refused", { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      "src/lib/boundary-fixture.ts",
      'import { PortalLayout } from "../app/signed-in-app";\nexport default PortalLayout;\n',
    );
    expect(errors).toEqual([expect.stringContaining("never imports the shell")]);
  });

  it("an area importing the shell is refused", { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      "src/areas/rcm/boundary-fixture.ts",
      'import { PortalLayout } from "../../app/portal-layout";\nexport default PortalLayout;\n',
    );
    expect(errors).toEqual([expect.stringContaining("only the shell")]);
  });

  it("the base importing the shell is refused", { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      "src/base/boundary-fixture.ts",
      'import { App } from "../app/App";\nexport default App;\n',
    );
    expect(errors).toEqual([expect.stringContaining("only the shell")]);
  });

  it(
    "an area importing the area framework, the base and shared components is allowed",
    { timeout: 60_000 },
    async () => {
      const errors = await boundaryErrors(
        "src/areas/v2/boundary-fixture.ts",
        'import { defineArea } from "../define-area";\nimport { Loading } from "../../components/loading";\nimport { useRuntime } from "../../base/runtime-context";\nexport { defineArea, Loading, useRuntime };\n',
      );
      expect(errors).toEqual([]);
    },
  );
});

describe("one date input (DESIGN.md §12)", () => {
  it("no screen under src/ uses a native date input: dates are WireDatePicker (DD/MM/YYYY)", async () => {
    const { readdirSync, readFileSync, statSync } = await import("node:fs");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(path) ? [path] : [];
      });
    const offenders = files(join(process.cwd(), "src")).filter((path) =>
      /type=["']date["']|type:\s*["']date["']/.test(readFileSync(path, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
