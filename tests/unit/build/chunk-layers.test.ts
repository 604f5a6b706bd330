import { describe, expect, it } from "vitest";
import { chunkLayers, staticImports, type ModuleGraph } from "../../../build/chunk-layers";

/** A module graph of static imports, by id relative to `/p` (the project root). */
function graph(edges: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const imports = edges[id.replace(/^\/p\//, "")];
      return imports ? { importedIds: imports.map((i) => `/p/${i}`) } : null;
    },
  };
}

// The shape of the portal's graph: the entry renders the sign-in page's providers; the sign-in
// page has its form and shares the error text with a list screen's toolbar; the routed app has
// the router, which the forgot-password page uses too; the signed-in app reaches Refine, whose
// core imports papaparse without using it; the list framework the table.
const portal = graph({
  "src/main.tsx": ["node_modules/react/index.js", "src/app/App.tsx"],
  "src/app/App.tsx": ["node_modules/react/index.js"],
  "node_modules/react/index.js": [],
  "src/areas/auth/login-page.tsx": [
    "node_modules/antd/es/form/index.js",
    "node_modules/antd/es/button/index.js",
    "src/components/error-text.tsx",
  ],
  "node_modules/antd/es/form/index.js": [],
  "node_modules/antd/es/button/index.js": [],
  "src/components/error-text.tsx": [],
  "src/app/routed-app.tsx": ["node_modules/react-router/index.mjs"],
  "node_modules/react-router/index.mjs": [],
  "src/app/signed-in-app.tsx": [
    "node_modules/@refinedev/core/index.mjs",
    "node_modules/react-router/index.mjs",
  ],
  "node_modules/@refinedev/core/index.mjs": ["node_modules/papaparse/papaparse.min.js"],
  "node_modules/papaparse/papaparse.min.js": [],
  "src/app/portal-layout.tsx": [],
  "providers/http/index.ts": ["node_modules/axios/index.js"],
  "node_modules/axios/index.js": [],
  "src/components/resource/resource-list.tsx": [
    "node_modules/antd/es/table/index.js",
    "node_modules/antd/es/button/index.js",
    "src/components/error-text.tsx",
  ],
  "node_modules/antd/es/table/index.js": [],
  "src/areas/auth/forgot-password-page.tsx": [
    "node_modules/react-router/index.mjs",
    "node_modules/antd/es/form/index.js",
  ],
  "src/areas/auth/email-notification-page.tsx": [],
  "src/areas/auth/change-password-page.tsx": [],
  "src/areas/auth/tfa-page.tsx": [],
  "src/areas/rcm/accounts-list-screen.tsx": ["src/components/resource/resource-list.tsx"],
});

describe("chunk layers (build/chunk-layers.ts, docs/bundle/README.md, issue 23 §7)", () => {
  const layerOf = chunkLayers("/p");
  const layer = (id: string) => layerOf(`/p/${id}`, portal);

  it("puts the entry's imports, and what the sign-in page shares with signed-in routes, in framework", () => {
    expect(layer("node_modules/react/index.js")).toBe("framework");
    expect(layer("src/app/App.tsx")).toBe("framework");
    expect(layer("node_modules/antd/es/button/index.js")).toBe("framework");
    expect(layer("src/components/error-text.tsx")).toBe("framework");
    // the entry module stays the entry chunk
    expect(layer("src/main.tsx")).toBeNull();
  });

  it("leaves the sign-in page's own modules out of every layer, so no other route loads them", () => {
    expect(layer("src/areas/auth/login-page.tsx")).toBeNull();
    expect(layer("node_modules/antd/es/form/index.js")).toBeNull();
  });

  it("puts the router, shared by signed-in routes and the other signed-out pages, in routed", () => {
    expect(layer("node_modules/react-router/index.mjs")).toBe("routed");
    expect(layer("src/app/routed-app.tsx")).toBe("routed");
  });

  it("puts the rest of what every signed-in route runs in signed-in", () => {
    expect(layer("src/app/signed-in-app.tsx")).toBe("signed-in");
    expect(layer("node_modules/@refinedev/core/index.mjs")).toBe("signed-in");
    expect(layer("node_modules/axios/index.js")).toBe("signed-in");
    expect(layer("node_modules/antd/es/table/index.js")).toBe("signed-in");
  });

  it("leaves screens, unused imports and styles to the bundler", () => {
    expect(layer("src/areas/rcm/accounts-list-screen.tsx")).toBeNull();
    expect(layer("node_modules/papaparse/papaparse.min.js")).toBeNull();
    expect(layerOf("/p/src/app/global.css", portal)).toBeNull();
  });

  it("follows static imports only, each module once", () => {
    const cyclic = graph({ a: ["b"], b: ["a", "c"], c: [] });
    expect([...staticImports(cyclic, ["/p/a"])].sort()).toEqual(["/p/a", "/p/b", "/p/c"]);
  });
});
