import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/**
 * Vite build of the portal (DESIGN.md §2). In development the API is proxied to the reference API
 * (`npm run sandbox`, port 4300) so the portal and the API share one origin, as in production.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://127.0.0.1:4300", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
