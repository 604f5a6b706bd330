/**
 * Calls outside the data providers (DESIGN.md §10): per-area `queries.ts` with `queryOptions`
 * factories on the one endpoint filler (providers/data/endpoint.ts `fillEndpoint`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../../providers/http";
import { rolePermissionsQuery } from "../../../src/areas/rcm/queries";
import { lookupQuery, viewConfigurationQuery } from "../../../src/components/resource/queries";

const ROOT = join(__dirname, "../../..");

function fakeHttp(answer: unknown) {
  const get = vi.fn(async (_url: string, _config?: unknown) => ({ data: answer }));
  return { http: { get } as unknown as HttpClient, get };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("queryOptions factories", () => {
  it("role permissions: provider filled (URI-encoded) by fillEndpoint, keyed by user and provider", async () => {
    const { http, get } = fakeHttp({ roleStatuses: [] });
    const options = rolePermissionsQuery({ http, provider: "clínica central", userId: "u-1" });
    expect(options.queryKey).toEqual(["rcm", "role-permissions", "u-1", "clínica central"]);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ roleStatuses: [] });
    expect(get.mock.calls[0][0]).toBe("/rcm/v1/role-permissions/providers/cl%C3%ADnica%20central/statuses");
  });

  it("lookups and the view configuration go through the same filler", async () => {
    const { http, get } = fakeHttp({ sections: [] });
    const client = new QueryClient();
    await client.fetchQuery(lookupQuery({ http, provider: "p-1" }, "rcm/v1/providers/{provider}/users"));
    await client.fetchQuery(viewConfigurationQuery({ http, provider: "p-1" }));
    expect(get.mock.calls.map((call) => call[0])).toEqual([
      "/rcm/v1/providers/p-1/users",
      "/rcm/v1/view-configuration/p-1",
    ]);
  });

  it("without a provider the queries are disabled, and run anyway they fail loudly (no empty path segment)", async () => {
    const { http } = fakeHttp({});
    const options = rolePermissionsQuery({ http, provider: "", userId: "u-1" });
    expect(options.enabled).toBe(false);
    await expect(new QueryClient().fetchQuery({ ...options, retry: false })).rejects.toThrow(/\{provider\}/);
    expect(lookupQuery({ http, provider: "p" }, undefined).enabled).toBe(false);
  });
});

describe("one endpoint filler", () => {
  const files = sourceFiles(join(ROOT, "src"));

  it("no code fills `{provider}` by itself (fillProvider is gone; providers/data/endpoint.ts does it)", () => {
    const offenders = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return /\bfillProvider\b/.test(text) || /replace(All)?\(\s*["'`/]\\?\{provider/.test(text);
    });
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it("react-query calls to the HTTP client are declared in a queries.ts, not inline in hooks", () => {
    const offenders = files.filter((file) => {
      if (file.endsWith("queries.ts")) return false;
      const text = readFileSync(file, "utf8");
      return /queryFn\s*:[^]*?\bhttp\.(get|post|put|patch|delete)\b/.test(text);
    });
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
