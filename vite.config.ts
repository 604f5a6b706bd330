import { defineConfig, type PluginOption } from "vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";

/**
 * Vite build of the portal (DESIGN.md §2). In development the API is proxied to the reference API
 * (`npm run sandbox`, port 4300) so the portal and the API share one origin, as in production.
 * `ANALYZE=1 npx vite build` also writes the bundle analysis (docs/bundle/, gzip sizes per module).
 */
/** Packages every route needs, kept in one `framework` chunk. */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color)|stylis|@emotion\/(hash|unitless)|rc-util|rc-motion|@babel\/runtime|classnames)\//;

export default defineConfig(() => {
  const plugins: PluginOption[] = [react()];
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
        output: {
          codeSplitting: {
            // What every route runs (React, the router, i18next, antd's style engine and theme)
            // in one chunk, rather than spread over many small shared chunks that each
            // compress on their own (docs/bundle/README.md).
            groups: [{ name: "framework", test: FRAMEWORK }],
          },
        },
      },
    },
  };
});
