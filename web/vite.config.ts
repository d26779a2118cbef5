// The browser table is built with Vite into web/dist, which the server serves (server/http/routes.ts).

import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const serverReader = fileURLToPath(new URL("../server/card-data/read-data-file.ts", import.meta.url));
const browserReader = fileURLToPath(new URL("src/read-data-file.ts", import.meta.url));

/** The card data's file reader uses node:fs and node:zlib; in the browser, one that fetches the file takes its place. */
function browserCardData(): Plugin {
  return {
    name: "browser-card-data",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === serverReader ? browserReader : null;
    },
  };
}

export default defineConfig({
  root: new URL(".", import.meta.url).pathname,
  plugins: [browserCardData()],
  // Components are Preact's (JSX with Preact's automatic runtime), as web/tsconfig.json says to the type checker.
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 1500 },
  logLevel: "warn",
});
