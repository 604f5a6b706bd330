import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * Unit tests run in Node, component tests in jsdom (DESIGN.md §8). Refine packages are inlined,
 * otherwise react-router is loaded twice and Refine's router bindings see another context.
 */
export default defineConfig({
  plugins: [react()],
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
