// ESLint flat config (DESIGN.md §9): typescript-eslint, react-hooks, jsx-a11y, import with the
// dependency direction of DESIGN.md §2 enforced by restricted paths and no cycles. The project
// imports by relative paths only, so the node resolver with TypeScript extensions suffices.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importPlugin from "eslint-plugin-import";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-*/",
      "node_modules/",
      ".data/",
      "test-results/",
      "playwright-report/",
      "docs/bundle/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, import: importPlugin },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import/ignore": ["node_modules"],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      // Weight (issue "Hardening and weight" §1, docs/bundle/README.md): antd's entry re-exports
      // every component, which makes all of them reachable from whichever route imports it.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "antd",
              allowTypeImports: true,
              message: 'Import each antd component from its folder (import Button from "antd/es/button").',
            },
            {
              name: "@ant-design/icons",
              message:
                'Import each icon from its file (import CloseOutlined from "@ant-design/icons/es/icons/CloseOutlined"): the build layers its chunks by imports (build/chunk-layers.ts), and the index imports every icon.',
            },
            {
              name: "@refinedev/antd",
              message:
                "Its entry brings a markdown renderer and form helpers into every route; build on antd.",
            },
            {
              name: "@ant-design/v5-patch-for-react-19",
              message: "It imports antd's entry; src/app/react-19-render.ts does the same without it.",
            },
          ],
        },
      ],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./providers", from: "./src", message: "providers/ never imports src/ (DESIGN.md §2)" },
            {
              target: "./providers",
              from: "./resources",
              message: "providers/ never imports resources/ (DESIGN.md §2)",
            },
            {
              target: "./resources",
              from: "./src",
              message: "resources/ are data: they never import screens (DESIGN.md §3)",
            },
            {
              target: "./resources",
              from: "./providers",
              message: "resources/ import only schemas/ (DESIGN.md §2)",
            },
            {
              target: "./schemas",
              from: ["./src", "./providers", "./resources", "./sandbox"],
              message: "schemas/ depend on nothing (DESIGN.md §2)",
            },
            {
              target: "./sandbox",
              from: ["./src", "./providers"],
              message:
                "sandbox/ imports only schemas/ and the plain-data declarations of resources/ (DESIGN.md §2; docs/decisions.md 'A resource in four places')",
            },
            {
              target: "./src/areas/auth",
              from: [
                "./src/areas/authorizations",
                "./src/areas/rcm",
                "./src/areas/settlements",
                "./src/areas/v2",
              ],
              message:
                "an area never imports another area (issue 18 §7): share through src/components or src/lib",
            },
            {
              target: "./src/areas/authorizations",
              from: ["./src/areas/auth", "./src/areas/rcm", "./src/areas/settlements", "./src/areas/v2"],
              message:
                "an area never imports another area (issue 18 §7): share through src/components or src/lib",
            },
            {
              target: "./src/areas/rcm",
              from: [
                "./src/areas/auth",
                "./src/areas/authorizations",
                "./src/areas/settlements",
                "./src/areas/v2",
              ],
              message:
                "an area never imports another area (issue 18 §7): share through src/components or src/lib",
            },
            {
              target: "./src/areas/settlements",
              from: ["./src/areas/auth", "./src/areas/authorizations", "./src/areas/rcm", "./src/areas/v2"],
              message:
                "an area never imports another area (issue 18 §7): share through src/components or src/lib",
            },
            {
              target: "./src/areas/v2",
              from: [
                "./src/areas/auth",
                "./src/areas/authorizations",
                "./src/areas/rcm",
                "./src/areas/settlements",
              ],
              message:
                "an area never imports another area (issue 18 §7): share through src/components or src/lib",
            },
            {
              target: ["./src/components", "./src/lib"],
              from: [
                "./src/areas/auth",
                "./src/areas/authorizations",
                "./src/areas/rcm",
                "./src/areas/settlements",
                "./src/areas/v2",
              ],
              message: "components/ and lib/ never import an area's screens (issue 18 §7)",
            },
            {
              target: "./src/lib",
              from: ["./src/app", "./src/base"],
              message: "lib/ holds pure helpers: it never imports the shell nor the base (issue 18 §7)",
            },
            {
              target: ["./src/areas", "./src/components", "./src/base"],
              from: "./src/app",
              message:
                "only the shell (src/app: App, routes, layout, menu) imports the shell; areas, components and the base use src/base (issue 18 §7)",
            },
          ],
        },
      ],
    },
  },
  {
    // The floor pages measure what a bare page weighs when written the usual way.
    files: ["bench/floors/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "scripts/**/*.{js,mjs}"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
);
