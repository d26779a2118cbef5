// Reads one of the card data files next to this module, gunzipped. The browser's build replaces this module
// with web/src/read-data-file.ts (web/vite.config.ts), which fetches the file instead.

import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export function readDataFile(name: string): Uint8Array {
  // Large output chunks: with the default 16 KB ones, gunzipping the cards file leaves twice its size resident.
  return gunzipSync(readFileSync(new URL(name, import.meta.url)), { chunkSize: 4 << 20 });
}
