/**
 * The windows cost nothing until the first download (issue 7 §4): what the signed-in layout
 * imports statically from the download manager reaches neither antd nor the HTTP layer (axios);
 * both come with the lazily imported windows and calls.
 */
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/** Static, non-type imports of a file: `import … from "x"` and `export … from "x"`. */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)";/gms)].map((m) => m[1]);
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
}

/** Every file and package reached by static imports from `entry`, within the project. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
      const next = resolve(file, specifier);
      if (next) visit(next);
      else if (!specifier.startsWith(".")) packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe("download manager weight", () => {
  it("the mounted provider statically reaches no antd, no axios, no windows and no calls", () => {
    const { files, packages } = staticGraph(path.join(root, "src/components/downloads/index.ts"));
    const relative = [...files].map((file) => path.relative(root, file));
    expect(relative).toContain("src/lib/download-manager/download-manager.ts");
    expect(relative).not.toContain("src/components/downloads/download-windows.tsx");
    expect(relative).not.toContain("src/lib/download-manager/download-queries.ts");
    expect(relative.filter((file) => file.startsWith("providers/http"))).toEqual([]);
    expect([...packages].filter((name) => /^(antd|axios|@ant-design)/.test(name))).toEqual([]);
  });

  it("the signed-in layout's facade statically reaches no manager, reducer, windows or calls (issue 7 §4)", () => {
    const { files, packages } = staticGraph(path.join(root, "src/components/downloads/downloads-host.tsx"));
    const relative = [...files].map((file) => path.relative(root, file));
    expect(relative.filter((file) => file.startsWith("src/lib/download-manager/"))).toEqual([]);
    expect(relative).not.toContain("src/components/downloads/download-manager-provider.tsx");
    expect([...packages].filter((name) => /^(antd|axios|@ant-design)/.test(name))).toEqual([]);
  });

  it("the signed-in layout mounts the facade, not the provider", () => {
    const layout = staticImports(path.join(root, "src/app/portal-layout.tsx"));
    expect(layout).toContain("../components/downloads/downloads-host");
    expect(layout.filter((s) => /downloads(\/index)?$|download-manager-provider/.test(s))).toEqual([]);
  });
});
