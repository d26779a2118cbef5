// Chromium for the browser tests, driven by playwright-core: found from CHROMIUM_PATH or the PATH (Debian's
// `chromium`, elsewhere `chromium-browser`), launched with flags for a sandbox with no network beyond loopback
// (TOOLCHAIN.md); pages of a given viewport and language that never fetch images from outside the test server; and
// one suite set-up (the page built, a test server, the browser, test-artifacts/) that every browser test file shares.

import { accessSync, constants, mkdirSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ColyseusTestServer } from "@colyseus/testing";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { buildWebIfStale } from "../../scripts/build-web.ts";
import { startTestServer } from "./table-server.ts";

/** Where the browser tests' screenshots go (git-ignored). */
export const artifacts = fileURLToPath(new URL("../../test-artifacts", import.meta.url));

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

/** A 1×1 PNG, the stand-in for every card picture when pictures are to load. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

export interface PageOptions {
  readonly width?: number;
  readonly height?: number;
  /** The browser's languages (navigator.language), "en-US" unless told: the page's language follows it. */
  readonly locale?: string;
  /** Written to the page's localStorage before any of its scripts run (a language, a seat's token). */
  readonly localStorage?: Readonly<Record<string, string>>;
  /**
   * Images from outside the test server: "blocked" (the default; refused, as offline: a card falls back to its text
   * face) or "stand-in" (each answered with a 1×1 PNG, as if the CDN served it).
   */
  readonly images?: "blocked" | "stand-in";
}

/**
 * A page in a context of its own (its own localStorage, as a second player's browser would have), of the given
 * viewport (1440×900 unless told). An uncaught error in the page fails the test.
 */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? "en-US",
  });
  const standIn = options.images === "stand-in";
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) =>
      route.request().resourceType() !== "image"
        ? route.continue()
        : standIn
          ? route.fulfill({ status: 200, contentType: "image/png", body: PNG })
          : route.abort("blockedbyclient"),
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

export interface SuiteSettings {
  /** The test server's settings (a seed deals the same hands every run). */
  readonly server?: Parameters<typeof startTestServer>[0];
  /** The options of every page of the suite, unless a page says otherwise. */
  readonly page?: PageOptions;
}

/** What a browser test file works with, available once its beforeAll has run. */
export interface BrowserSuite {
  readonly server: ColyseusTestServer;
  /** The test server's address for pages: http://127.0.0.1:<port>. */
  readonly base: string;
  readonly browser: Browser;
  /** A new page (a browser of its own) with the suite's options, overridden by `options`. */
  newPage(options?: PageOptions): Promise<Page>;
}

/**
 * Registers the set-up of a browser test file: the page built if stale, a test server started, Chromium launched,
 * test-artifacts/ made; and, after the file's tests, all of it closed.
 */
export function browserSuite(settings: SuiteSettings = {}): BrowserSuite {
  let server: ColyseusTestServer | undefined;
  let browser: Browser | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the browser suite is used before its beforeAll has run");
    return value;
  };
  beforeAll(async () => {
    await buildWebIfStale();
    server = await startTestServer(settings.server);
    browser = await launchChromium();
    mkdirSync(artifacts, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.shutdown();
  });
  return {
    get server() {
      return ready(server);
    },
    get base() {
      return `http://127.0.0.1:${(ready(server).server as unknown as { port: number }).port}`;
    },
    get browser() {
      return ready(browser);
    },
    newPage(options = {}) {
      return newPage(ready(browser), { ...settings.page, ...options });
    },
  };
}
