/**
 * How the build splits the portal's JavaScript into chunks (docs/bundle/README.md "Chunk layers",
 * issue 23 §7). Three layers are chosen by the import graph, not by lists of packages:
 *
 * - `framework`: what every page runs — the static imports of the entry (`src/main.tsx`), and
 *   what the sign-in page shares with the signed-in routes. The sign-in page loads it and its own
 *   few modules (its form, the password input), nothing else.
 * - `routed`: what the signed-in routes share with the other signed-out pages (forgot password,
 *   two-factor…): the router, the route table and guards (`src/app/routed-app.tsx`), alerts.
 * - `signed-in`: the rest of what every signed-in route runs — the static imports of the signed-in
 *   app, its layout, the HTTP layer and the list framework.
 *
 * Everything else (a screen, a dialog, a part loaded on first use) is left to the bundler's own
 * chunks, so a route loads its screen and nothing of the others. A few big chunks rather than
 * dozens of small shared ones: each file is compressed on its own, and a small file compresses
 * badly (measured: the accounts grid was 83 files, 2 % over a one-file Refine list page while
 * carrying 8 % less code).
 *
 * Static imports only: a dynamic import is a load on demand and stays one. Import icons from
 * their files, not `@ant-design/icons`' index (lint), or every icon of the portal would count as
 * imported by whatever imports one.
 */

/** The part of rolldown's module information the layers read. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The roots each layer is computed from, relative to the project root. */
export const LAYER_ROOTS = {
  /** The entry: everything it imports statically is in `framework`. */
  entry: ["src/main.tsx"],
  /** The sign-in page: what it shares with {@link signedIn} is in `framework`. */
  signIn: ["src/areas/auth/login-page.tsx"],
  /** What every signed-in route runs (the routed app included). */
  signedIn: [
    "src/app/routed-app.tsx",
    "src/app/signed-in-app.tsx",
    "src/app/portal-layout.tsx",
    "providers/http/index.ts",
    "src/components/resource/resource-list.tsx",
  ],
  /** What the other signed-out pages run (the routed app included): shared with signed-in, `routed`. */
  signedOut: [
    "src/app/routed-app.tsx",
    "src/areas/auth/forgot-password-page.tsx",
    "src/areas/auth/email-notification-page.tsx",
    "src/areas/auth/change-password-page.tsx",
    "src/areas/auth/tfa-page.tsx",
  ],
} as const;

/**
 * Packages that run nothing when loaded and that a layer's code imports without using (Refine's
 * core imports papaparse for useImport / useExport, never called here; its devtools a stack
 * parser that only runs in development). The bundler drops them as unused (vite.config.ts
 * `moduleSideEffects`), unless a layer captures them: the layers leave them out.
 */
export const UNUSED_IMPORTS = /\/node_modules\/(papaparse|error-stack-parser|stackframe)\//;

/** Every module `roots` import statically, directly or not (the roots included), by absolute id. */
export function staticImports(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) pending.push(next);
  }
  return seen;
}

/** Each module's layer (absolute id → layer name), from the static imports of the roots. */
export function layersOf(graph: ModuleGraph, root: string): Map<string, string> {
  const imports = (paths: readonly string[]) =>
    staticImports(
      graph,
      paths.map((p) => `${root}/${p}`),
    );
  const signedIn = imports(LAYER_ROOTS.signedIn);
  const signedOut = imports(LAYER_ROOTS.signedOut);
  const layers = new Map<string, string>();
  for (const id of signedIn) layers.set(id, signedOut.has(id) ? "routed" : "signed-in");
  for (const id of imports(LAYER_ROOTS.signIn)) if (signedIn.has(id)) layers.set(id, "framework");
  for (const id of imports(LAYER_ROOTS.entry)) layers.set(id, "framework");
  return layers;
}

/**
 * The chunk naming function of the layers (rolldown `codeSplitting.groups[].name`, with
 * `includeDependenciesRecursively: false`, so that a module outside the layers stays in the
 * bundler's chunks): the layer's name for a module of a layer, `null` otherwise. The import graph
 * is read once, on the first call of a build. The entry module itself is left out: it stays the
 * entry chunk, the file index.html loads.
 * @param root the project root (absolute), to resolve {@link LAYER_ROOTS}.
 */
export function chunkLayers(root: string): (id: string, graph: ModuleGraph) => string | null {
  let layers: Map<string, string> | undefined;
  const entry = `${root}/${LAYER_ROOTS.entry[0]}`;
  return (id, graph) => {
    layers ??= layersOf(graph, root);
    if (id === entry || id.endsWith(".css") || UNUSED_IMPORTS.test(id)) return null;
    return layers.get(id) ?? null;
  };
}
