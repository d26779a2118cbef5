// Builds the browser table (web/) into web/dist with Vite when its sources changed since the last build;
// `npm start` runs it first, so a newcomer never needs a separate build command.

import { existsSync, readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("../", import.meta.url));
const built = `${root}web/dist/index.html`;
// The engine, the cards and their data are bundled too, for checking a game's shuffles in the browser.
const SOURCES = ["web/src", "web/index.html", "web/vite.config.ts", "client-sdk", "shared", "server"];

function newest(path: string): number {
  const full = `${root}${path}`;
  if (!existsSync(full)) return 0;
  const s = statSync(full);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(full)
      .filter((f) => f !== "dist" && f !== "node_modules")
      .map((f) => newest(`${path}/${f}`)),
  );
}

/** Builds web/dist unless it is newer than every source; returns whether it built. */
export async function buildWebIfStale(): Promise<boolean> {
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...SOURCES.map(newest))) return false;
  await build({ configFile: `${root}web/vite.config.ts`, logLevel: "warn" });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  if (await buildWebIfStale()) console.error(`Built the browser table in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
