import { defineConfig, type PluginOption } from "vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
// `.js`: the config loaders want an extension; TypeScript maps it to the `.ts` file.
import { formValidators } from "./src/components/resource-form/precompiled/vite-plugin.js";
import { chunkLayers, UNUSED_IMPORTS } from "./build/chunk-layers.js";

/**
 * Vite build of the portal (DESIGN.md §2). In development the API is proxied to the reference API
 * (`npm run sandbox`, port 4300) so the portal and the API share one origin, as in production.
 * `ANALYZE=1 npx vite build` also writes the bundle analysis (docs/bundle/, gzip sizes per module).
 * The declared forms' validators are compiled here, at build (and dev) time, into
 * `virtual:form-validators` (`formValidators`, docs/architecture.md "Forms").
 */
export default defineConfig(() => {
  const plugins: PluginOption[] = [react(), formValidators()];
  if (process.env.ANALYZE) {
    plugins.push(
      visualizer({
        filename: `docs/bundle/${process.env.ANALYZE === "json" ? "stats.json" : "treemap.html"}`,
        template: process.env.ANALYZE === "json" ? "raw-data" : "treemap",
        gzipSize: true,
      }),
    );
  }
  return {
    plugins,
    server: {
      port: 5173,
      proxy: { "/api": { target: "http://127.0.0.1:4300", changeOrigin: false } },
    },
    build: {
      outDir: "dist",
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      // Every supported browser preloads modules natively; the polyfill would load on every route.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // CommonJS packages that run nothing when loaded, so an import whose bindings are unused is
        // dropped (rolldown keeps a CommonJS module for its possible side effects otherwise;
        // build/chunk-layers.ts `UNUSED_IMPORTS` says which and why).
        treeshake: {
          moduleSideEffects: [
            { test: UNUSED_IMPORTS, sideEffects: false },
            { test: /./, sideEffects: true },
          ],
        },
        output: {
          codeSplitting: {
            // Two layers chosen by the import graph: what the sign-in page runs, and what every
            // signed-in route runs (build/chunk-layers.ts, docs/bundle/README.md "Chunk layers").
            groups: [{ name: chunkLayers(process.cwd()), includeDependenciesRecursively: false }],
          },
        },
      },
    },
  };
});
