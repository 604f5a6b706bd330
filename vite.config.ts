import { defineConfig, type PluginOption } from "vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
// `.js`: the config loaders want an extension; TypeScript maps it to the `.ts` file.
import { formValidators } from "./src/components/resource-form/precompiled/vite-plugin.js";

/**
 * Vite build of the portal (DESIGN.md §2). In development the API is proxied to the reference API
 * (`npm run sandbox`, port 4300) so the portal and the API share one origin, as in production.
 * `ANALYZE=1 npx vite build` also writes the bundle analysis (docs/bundle/, gzip sizes per module).
 * The declared forms' validators are compiled here, at build (and dev) time, into
 * `virtual:form-validators` (`formValidators`, docs/architecture.md "Forms").
 */
/**
 * Packages every route needs, kept in one `framework` chunk: React, the router, i18next, antd's
 * style engine, and the rc-* parts the sign-in form and every signed-in screen share (field
 * form, input, trigger, portal, resize observer).
 */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color)|stylis|@emotion\/(hash|unitless)|rc-util|rc-motion|rc-resize-observer|resize-observer-polyfill|rc-field-form|rc-input|@rc-component\/(trigger|portal|context|util|async-validator)|@babel\/runtime|classnames)\//;

/**
 * The icons the portal's own screens show (top-level @ant-design/icons 6; antd's components use
 * their own nested copy): a few dozen icons of a few hundred bytes each, one chunk. The sign-in
 * page shows none of them.
 */
const PORTAL_ICONS = /(?<!\/antd)\/node_modules\/@ant-design\/icons\/es\//;

/**
 * The resource declarations and the schemas they are built from: every signed-in route loads them
 * all (the menu and the routes come from them), so one chunk rather than twenty small ones that
 * each compress on their own (issue 6 §1, `ratios.grid`).
 */
const DECLARATIONS = /\/(resources|schemas\/(entities|forms))\//;

/**
 * The list framework every list screen runs (src/components/resource and the helpers and data
 * providers it builds on), with what it imports: one chunk. Not the parts a list loads only when
 * used ({@link OPTIONAL}).
 */
const LIST_FRAMEWORK =
  /\/(src\/components\/resource\/|src\/lib\/(filter-model|format|dates|url-state|view-configuration|save-file)\.|providers\/data\/)/;
/** Parts of the list framework loaded on first use (lazy imports in src/components/resource). */
const OPTIONAL =
  /\/src\/components\/resource\/(filter-panel|range-filters|column-chooser|saved-views\.|keyboard-help)/;

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
        // dropped (rolldown keeps a CommonJS module for its possible side effects otherwise):
        // Refine's core imports papaparse for useImport / useExport, which the portal never calls
        // (its CSV export loads papaparse itself on first use), and its devtools' stack parser,
        // which only runs in development.
        treeshake: {
          moduleSideEffects: [
            { test: /node_modules\/(papaparse|error-stack-parser|stackframe)\//, sideEffects: false },
            { test: /./, sideEffects: true },
          ],
        },
        output: {
          codeSplitting: {
            // What every route runs (React, the router, i18next, antd's style engine and theme)
            // in one chunk, rather than spread over many small shared chunks that each
            // compress on their own (docs/bundle/README.md).
            groups: [
              { name: "framework", test: FRAMEWORK },
              { name: "icons", test: PORTAL_ICONS },
              { name: "declarations", test: DECLARATIONS },
              {
                name: "list-framework",
                test: (id: string) => LIST_FRAMEWORK.test(id) && !OPTIONAL.test(id),
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
