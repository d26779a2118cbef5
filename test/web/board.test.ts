// The board in a real browser (Debian's Chromium driven by playwright-core): card pictures from Scryfall's CDN
// when they load — served here by a stand-in — and the text faces when they can't (no broken image left on the
// page); what a permanent is going through readable on it (tapped, attacking, counters, damage, loyalty, summoning
// sickness); French card names on a French page, the English one on hover. Screenshots go to test-artifacts/.

import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { buildWebIfStale } from "../../scripts/build-web.ts";
import { connect } from "../../client-sdk/index.ts";
import type { CardFace } from "../../shared/protocol.ts";
import { serverUrl, startTestServer } from "../support/table-server.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const artifacts = `${root}test-artifacts`;
const CHROMIUM = "/usr/bin/chromium";
// Flags for a root user in a sandbox with no network beyond loopback (TOOLCHAIN.md).
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const IMAGES = "https://cards.scryfall.io/**";
/** A 1×1 PNG, the stand-in for every card picture. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let server: ColyseusTestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  await buildWebIfStale();
  server = await startTestServer();
  base = `http://127.0.0.1:${(server.server as unknown as { port: number }).port}`;
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does)`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  mkdirSync(artifacts, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.shutdown();
});

/** A page at 1366×768; `images` says whether the card pictures load (a stand-in PNG) or fail (the request aborted). */
async function newPage(images: "load" | "blocked", language: "en" | "fr" = "en"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript((l) => localStorage.setItem("mtg-table:language", l), language);
  const page = await context.newPage();
  page.on("pageerror", (e) => {
    throw e;
  });
  await page.route(IMAGES, (route) => (images === "load" ? route.fulfill({ status: 200, contentType: "image/png", body: PNG }) : route.abort()));
  return page;
}

describe("the board", () => {
  it("pictures or text faces, the state of each permanent readable on it, French names on a French page", async () => {
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        { name: "Ben", battlefield: ["Liliana Vess", { card: "Mountain", tapped: true }], library: ["Plains", "Plains", "Plains"] },
        {
          name: "Ana",
          hand: ["Serra Angel"],
          battlefield: [
            { card: "Grizzly Bears", counters: { "+1/+1": 2 }, damage: 1 },
            { card: "Savannah Lions", sick: true },
            "Jace Beleren",
            { card: "Plains", tapped: true },
          ],
          library: ["Plains", "Plains", "Plains"],
        },
      ],
    };
    const ben = await connect(serverUrl(server)).createTable({ name: "Board", sandbox, spectators: true }, { name: "Ben" });
    // Ana plays with the pictures blocked.
    const ana = await newPage("blocked");
    await ana.goto(`${base}/table/${ben.code}`);
    await ana.fill(".player-name", "Ana");
    await ana.click("button.take-seat");
    await ana.click("button.accept-sandbox");
    await ana.click("button.ready");
    await ben.ready();
    // Cid watches on a French page where the pictures load.
    const cid = await newPage("load", "fr");
    await cid.goto(`${base}/table/${ben.code}`);
    await cid.fill(".player-name", "Cid");
    await cid.click("button.watch");

    await ana.waitForSelector(".kind-priority");
    const bears = ana.locator('.permanent[data-name="Grizzly Bears"]');
    // Every picture failed and was taken away: text faces only, no broken image.
    await expect.poll(() => ana.locator("img").count()).toBe(0);
    expect(await bears.locator(":scope > .title .name").textContent()).toBe("Grizzly Bears");
    expect(await ana.locator(".hand .hand-card .face .name").first().textContent()).toBe("Serra Angel");
    // Counters, damage, loyalty, summoning sickness and a tapped permanent, each named for screen readers too.
    expect(await bears.locator('.counter[data-kind="+1/+1"]').getAttribute("aria-label")).toBe("2 +1/+1 counters");
    expect(await bears.locator(".damage").getAttribute("aria-label")).toBe("1 damage");
    expect(await bears.locator(":scope > .pt").textContent()).toBe("4/4");
    expect(await ana.locator('.permanent[data-name="Jace Beleren"] .loyalty').getAttribute("aria-label")).toBe("loyalty 3 (306.5c)");
    expect(await ana.locator('.permanent.sick[data-name="Savannah Lions"] .sick-mark').getAttribute("aria-label")).toBe("summoning sick (302.6)");
    expect(await ana.locator('.permanent.tapped[data-name="Plains"]').count()).toBe(1);
    expect(await ana.locator('.permanent[data-name="Plains"]').getAttribute("title")).toContain("tapped");

    // To combat: Grizzly Bears attacks Ben, and is tapped and marked attacking.
    for (;;) {
      await ana.waitForSelector(".kind-priority, .kind-declareAttackers");
      if ((await ana.locator(".kind-declareAttackers").count()) > 0) break;
      await ana.keyboard.press("Space");
      await ana.waitForTimeout(100);
    }
    await bears.click();
    await ana.click("button.confirm");
    // (One look: combat goes on by itself, Ben passing.)
    await ana.waitForSelector('.permanent.is-attacking.tapped[data-name="Grizzly Bears"] > .combat.attacking >> text="⚔ attacking Ben"');
    await ana.screenshot({ path: `${artifacts}/board-text-faces.png` });

    // Cid's page: the pictures, and the French names with the English one on hover.
    const theirBears = cid.locator('.permanent[data-name="Grizzly Bears"]');
    await theirBears.locator("img.card-image.loaded").waitFor();
    expect(await theirBears.locator("img.card-image").isVisible()).toBe(true);
    const faces = (await (await fetch(`${base}/api/cards`)).json()) as CardFace[];
    const french = faces.find((c) => c.name === "Grizzly Bears")!.french!.name;
    expect(french).not.toBe("Grizzly Bears");
    expect(await theirBears.locator(":scope > .title .name").textContent()).toBe(french);
    expect(await theirBears.getAttribute("title")).toContain("(Grizzly Bears)");
    expect(await cid.locator('.plate[data-name="Ana"] .counts').textContent()).toContain("bibliothèque");
    expect(await cid.locator('.permanent[data-name="Jace Beleren"] .loyalty').getAttribute("aria-label")).toBe("loyauté 3 (306.5c)");
    await cid.screenshot({ path: `${artifacts}/board-pictures-fr.png` });
    // A long look: the picture shown large on hover.
    await theirBears.hover();
    await cid.locator(".card-preview img.card-image.loaded").waitFor();
    await cid.screenshot({ path: `${artifacts}/board-preview.png` });
    await ben.leave();
  }, 120_000);
});
