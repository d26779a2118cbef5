// A finished game's replay in a real browser: a short game played through the SDK (a land, a creature cast and
// resolved, then a concession); the winner's browser, holding her seat token, opens the finished table, follows
// its link to the replay and steps through it to the end, the board at each step and the log beside it. A
// sandbox game's replay shows its log alone. Screenshots go to test-artifacts/.

import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { buildWebIfStale } from "../../scripts/build-web.ts";
import { connect, type Table } from "../../client-sdk/index.ts";
import { BOLT_DUEL, serverUrl, startTestServer } from "../support/table-server.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const artifacts = `${root}test-artifacts`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];
// Seed 17 deals Ana (who plays first) three Mountains, a Raging Goblin and a Mogg Fanatic.
const SEED = 17;

let server: ColyseusTestServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  await buildWebIfStale();
  server = await startTestServer({ seed: SEED });
  base = `http://127.0.0.1:${(server.server as unknown as { port: number }).port}`;
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does)`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  mkdirSync(artifacts, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.shutdown();
});

/** A browser page, in English, whose storage holds the seat token of `table` (as the page that sat there keeps it). */
async function browserOf(table: Table): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "en-US" });
  // No image leaves the machine: card faces fall back to text.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  await context.addInitScript(([code, token]) => localStorage.setItem(`mtg-table:seat:${code}`, token), [table.code, table.seatToken!] as const);
  const page = await context.newPage();
  page.on("pageerror", (e) => {
    throw e;
  });
  return page;
}

describe("a finished game's replay", () => {
  it("stepped from the deal to the end: the board at each step, the log beside it, the game's end at the last step", async () => {
    const client = connect(serverUrl(server));
    const ana = await client.createTable({ name: "Short game" }, { name: "Ana", deck: { starter: "red-burn-goblins" } });
    const ben = await client.joinTable(ana.code, { name: "Ben", deck: { starter: "green-creatures" } });
    await Promise.all([ana.ready(), ben.ready()]);
    for (const t of [ana, ben]) {
      await t.nextPrompt(5000);
      await t.keep();
    }
    await ana.nextPrompt(5000);
    await ana.playLand("Mountain");
    await ana.cast("Raging Goblin", { pay: "auto" });
    // Ben may do something (the table doesn't pass for him): he passes, and the Goblin resolves.
    await ben.nextPrompt(5000);
    await ben.pass();
    await ana.waitFor((s) => s.battlefield.some((p) => p.name === "Raging Goblin"));
    await ben.concede();
    await ana.waitFor((s) => s.status === "finished");

    // The finished table links to its replay.
    const page = await browserOf(ana);
    await page.goto(`${base}/table/${ana.code}`);
    await page.click(".banner a.replay-link");
    await page.waitForURL(`${base}/replay/${ana.code}`);

    // The deal: Ana holds the Goblin, nothing is on the battlefield, the game isn't over, the log is mostly to come.
    await page.waitForSelector(".replay-controls");
    expect(await page.textContent(".replay-position")).toContain("Step 0 of");
    expect(await page.locator('.replay-seat[data-seat="0"] .hand li[data-name="Raging Goblin"]').count()).toBe(1);
    expect(await page.locator(".replay-board .replay-permanent").count()).toBe(0);
    expect(await page.locator(".replay-result").count()).toBe(0);
    expect(await page.locator(".replay-log .later").count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${artifacts}/replay-start.png` });

    // Step by step to the end.
    let steps = 0;
    while (await page.isEnabled("button.next")) {
      await page.click("button.next");
      steps++;
    }
    expect(steps).toBeGreaterThanOrEqual(4);
    expect(await page.textContent(".replay-position")).toContain(`Step ${steps} of ${steps}`);
    expect(await page.textContent(".replay-result")).toBe("Ana won the game.");
    expect(await page.locator('.replay-seat[data-seat="0"] .replay-permanent[data-name="Raging Goblin"]').count()).toBe(1);
    expect(await page.locator('.replay-seat[data-seat="0"] .replay-permanent[data-name="Mountain"].tapped').count()).toBe(1);
    expect(await page.textContent('.replay-seat[data-seat="1"] .outcome')).toContain("lost");
    // The log beside it, as Ana saw it, all of it past.
    await page.locator(".replay-log >> text=Ana casts Raging Goblin.").waitFor();
    expect(await page.locator(".replay-log .later").count()).toBe(0);
    await page.screenshot({ path: `${artifacts}/replay-end.png` });

    // The slider and "first" go back to the deal.
    await page.click("button.first");
    expect(await page.inputValue(".replay-slider")).toBe("0");
    expect(await page.locator(".replay-board .replay-permanent").count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it("a sandbox game has no record to replay: its log alone, and the page says so", async () => {
    const client = connect(serverUrl(server));
    const ana = await client.createTable({ name: "Duel", sandbox: BOLT_DUEL }, { name: "Ana" });
    const ben = await client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    await Promise.all([ana.ready(), ben.ready()]);
    await ana.nextPrompt(5000);
    await ana.concede();
    await ben.waitFor((s) => s.status === "finished");

    const page = await browserOf(ben);
    await page.goto(`${base}/replay/${ana.code}`);
    await page.waitForSelector(".replay-sandbox");
    expect(await page.locator(".replay-controls").count()).toBe(0);
    expect(await page.locator(".replay-log li").count()).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it("without the seat's token the page says who can replay the game", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${base}/replay/ABCDEF`);
    await page.waitForSelector(".replay-problem >> text=only the game's players can replay it");
    await context.close();
  }, 60_000);
});
