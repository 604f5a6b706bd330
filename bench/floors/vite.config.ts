import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/** Builds one floor page of the bench: `FLOOR=login|list vite build --config bench/floors/vite.config.ts`. */
const floor = process.env.FLOOR ?? "login";
export default defineConfig({
  root: new URL(`./${floor}/`, import.meta.url).pathname,
  plugins: [react()],
  logLevel: "warn",
  build: { outDir: new URL(`../../.data/floors/${floor}/`, import.meta.url).pathname, emptyOutDir: true },
});
