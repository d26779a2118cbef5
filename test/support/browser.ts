// Chromium for the browser tests, driven by playwright-core: found from CHROMIUM_PATH or the PATH (Debian's
// `chromium`, elsewhere `chromium-browser`), launched with flags for a sandbox with no network beyond loopback
// (TOOLCHAIN.md); pages of a given viewport that never fetch images from outside the test server.

import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const NAMES = ["chromium", "chromium-browser"];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to drive: $CHROMIUM_PATH if set, else the first `chromium` or `chromium-browser` on the PATH. */
export function chromiumPath(): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (!executable(chosen)) throw new Error(`CHROMIUM_PATH=${chosen} is not an executable file`);
    return chosen;
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(Boolean))
    for (const name of NAMES) if (executable(join(dir, name))) return join(dir, name);
  throw new Error("No Chromium found: set CHROMIUM_PATH, or put chromium on the PATH (apt-get install -y chromium; .ci/run does)");
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
}

export interface PageOptions {
  readonly width?: number;
  readonly height?: number;
  /** Written to the page's localStorage before any of its scripts run (a language, a player's name). */
  readonly localStorage?: Readonly<Record<string, string>>;
}

/**
 * A page in a context of its own (its own localStorage, as a second player's browser would have), of the given
 * viewport (1440×900 unless told). Images from anywhere but the page's own server are refused, as offline: a card
 * must fall back to its text face. An uncaught error in the page fails the test.
 */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1440, height: options.height ?? 900 } });
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => (route.request().resourceType() === "image" ? route.abort("blockedbyclient") : route.continue()),
  );
  if (options.localStorage)
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.localStorage);
  const page = await context.newPage();
  page.on("pageerror", (e) => {
    throw e;
  });
  return page;
}
