import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
// `.js`: the config loaders want an extension; TypeScript maps it to the `.ts` file.
import { formValidators } from "./src/components/resource-form/precompiled/vite-plugin.js";

/**
 * Unit tests run in Node, component tests in jsdom (DESIGN.md §8). Refine packages are inlined,
 * otherwise react-router is loaded twice and Refine's router bindings see another context. The
 * declared forms' validators come from the same plugin as in the build (`virtual:form-validators`).
 */
export default defineConfig({
  plugins: [react(), formValidators()],
  // The app imports antd per component from its ES build (antd/es/<component>, for the bundle's
  // weight); Node runs antd's CommonJS build of the same components natively, where the ES files
  // would each go through Vite's transform.
  resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: "antd/lib/$1" }] },
  test: {
    server: { deps: { inline: [/@refinedev\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx", "tests/component/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["tests/component/setup.ts"],
          testTimeout: 20000,
        },
      },
    ],
  },
});
