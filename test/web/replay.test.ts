// A finished game's replay in a real browser: a short game played through the SDK (a land, a creature cast and
// resolved, an attack, then a concession); the winner's browser, holding her seat token, opens the finished table,
// follows its link to the replay and steps through it to the end: the board at each step drawn as the live table's
// (cards, tapped, attacking), the log beside it with the step's own lines marked. A sandbox game's replay shows its
// log alone. Screenshots go to test-artifacts/.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connect, type Table } from "../../client-sdk/index.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { playShortGame } from "../support/short-game.ts";
import { BOLT_DUEL, serverUrl } from "../support/table-server.ts";

// Seed 17 deals Ana (who plays first) three Mountains, a Raging Goblin and a Mogg Fanatic.
const suite = browserSuite({ server: { seed: 17 }, page: { width: 1366, height: 768 } });

/** A browser page, in English, whose storage holds the seat token of `table` (as the page that sat there keeps it). */
function browserOf(table: Table): Promise<Page> {
  return suite.newPage({ localStorage: { [`mtg-table:seat:${table.code}`]: table.seatToken! } });
}

describe("a finished game's replay", () => {
  it("stepped from the deal to the end: the board at each step, the log beside it, the game's end at the last step", async () => {
    const { ana } = await playShortGame(serverUrl(suite.server));

    // The finished table links to its replay.
    const page = await browserOf(ana);
    await page.goto(`${suite.base}/table/${ana.code}`);
    await page.click(".banner a.replay-link");
    await page.waitForURL(`${suite.base}/replay/${ana.code}`);

    // The deal: Ana holds the Goblin, Ben's hand is shown too, nothing is on the battlefield, the log is mostly to come.
    await page.waitForSelector(".replay-controls");
    expect(await page.textContent(".replay-position")).toContain("Step 0 of");
    expect(await page.locator('.replay-board > .board > .hand .hand-card[data-name="Raging Goblin"]').count()).toBe(1);
    expect(await page.locator('.replay-board .seat[data-seat="1"] .hand .hand-card').count()).toBe(7);
    expect(await page.locator(".replay-board .permanent").count()).toBe(0);
    expect(await page.locator(".replay-result").count()).toBe(0);
    expect(await page.locator(".replay-log .later").count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${artifacts}/replay-start.png` });

    // Step by step to the end. The cast's line turns from "to come" to the step's own exactly when the Goblin is cast.
    const castLine = page.locator(".replay-log li", { hasText: "Ana casts Raging Goblin." });
    let steps = 0;
    let attackSeen = false;
    while (await page.isEnabled("button.next")) {
      const before = await castLine.getAttribute("class");
      await page.click("button.next");
      steps++;
      await page.waitForSelector(`.replay-position >> text=Step ${steps} of`);
      const after = await castLine.getAttribute("class");
      if (before?.includes("later") && !after?.includes("later")) {
        expect(after).toContain("current");
        expect(await page.locator('.replay-stack li[data-name="Raging Goblin"]').count()).toBe(1);
      }
      // At the attack, the Goblin is drawn as the live table draws an attacker: turned, marked, its power shown.
      if ((await page.locator('.replay-board .permanent.is-attacking[data-name="Raging Goblin"]').count()) > 0 && !attackSeen) {
        attackSeen = true;
        expect(await page.locator('.replay-board .permanent.is-attacking[data-name="Raging Goblin"].tapped .pt').textContent()).toBe("1/1");
        expect(await page.locator('.replay-board .permanent[data-name="Raging Goblin"] .combat.attacking').textContent()).toContain("Ben");
        await page.screenshot({ path: `${artifacts}/replay-attack.png` });
      }
    }
    expect(attackSeen).toBe(true);
    expect(steps).toBeGreaterThanOrEqual(6);
    expect(await page.textContent(".replay-position")).toContain(`Step ${steps} of ${steps}`);
    expect(await page.textContent(".replay-result")).toBe("Ana won the game.");
    expect(await page.locator('.replay-board .seat[data-seat="0"] .permanent[data-name="Raging Goblin"]').count()).toBe(1);
    expect(await page.locator('.replay-board .seat[data-seat="0"] .permanent[data-name="Mountain"].tapped').count()).toBe(1);
    expect(await page.textContent('.replay-board .seat[data-seat="1"] .result')).toContain("lost");
    // The log beside it, as Ana saw it, all of it past.
    await page.locator(".replay-log >> text=Ana casts Raging Goblin.").waitFor();
    expect(await page.locator(".replay-log .later").count()).toBe(0);
    await page.screenshot({ path: `${artifacts}/replay-end.png` });

    // The slider and "first" go back to the deal.
    await page.click("button.first");
    expect(await page.inputValue(".replay-slider")).toBe("0");
    expect(await page.locator(".replay-board .permanent").count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it("a sandbox game has no record to replay: its log alone, and the page says so", async () => {
    const client = connect(serverUrl(suite.server));
    const ana = await client.createTable({ name: "Duel", sandbox: BOLT_DUEL }, { name: "Ana" });
    const ben = await client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    await Promise.all([ana.ready(), ben.ready()]);
    await ana.nextPrompt(5000);
    await ana.concede();
    await ben.waitFor((s) => s.status === "finished");

    const page = await browserOf(ben);
    await page.goto(`${suite.base}/replay/${ana.code}`);
    await page.waitForSelector(".replay-sandbox");
    expect(await page.locator(".replay-controls").count()).toBe(0);
    expect(await page.locator(".replay-log li").count()).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it("without the seat's token the page says who can replay the game", async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.base}/replay/ABCDEF`);
    await page.waitForSelector(".replay-problem >> text=only the game's players can replay it");
    await page.context().close();
  }, 60_000);
});
