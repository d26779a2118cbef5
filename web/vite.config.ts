// The browser table is built with Vite into web/dist, which the server serves (server/http/routes.ts).

import { defineConfig } from "vite";

export default defineConfig({
  root: new URL(".", import.meta.url).pathname,
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 1500 },
  logLevel: "warn",
});
