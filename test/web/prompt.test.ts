// The prompt panel in a real browser (Debian's Chromium driven by playwright-core): at a table with a chess clock, a
// player in the middle of a choice — a mode of a modal spell ticked, an X typed — keeps it through seconds of clock
// ticks and the opponent's chat and settings changes, then finishes the cast; Space passes priority and Escape
// cancels a cast in progress. Screenshots go to test-artifacts/.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connect, type Table } from "../../client-sdk/index.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { serverUrl } from "../support/table-server.ts";
import { castFromHand, payAutomatically, sitAtSandbox } from "../support/web-flows.ts";

const suite = browserSuite({ server: { seed: 17 }, page: { width: 1366, height: 768 } });

/** Ana, in the browser with images blocked, takes the second seat of Ben's sandbox table and is ready. */
async function anaAt(ben: Table, language?: "fr"): Promise<Page> {
  const page = await sitAtSandbox(suite, ben.code, "Ana", language ? { localStorage: { "mtg-table:language": language } } : {});
  await ben.ready();
  await page.waitForSelector(".kind-priority");
  return page;
}

/** Waits for `count` ticks of Ana's running clock, as the page shows them. */
async function clockTicks(page: Page, count: number): Promise<void> {
  const clock = '.plate[data-name="Ana"] .clock.running';
  for (let i = 0; i < count; i++) {
    const shown = (await page.textContent(clock)) ?? "";
    await page.locator(clock, { hasNotText: shown }).waitFor();
  }
}

// Ben (an SDK client) hosts; Ana, active in her first main phase, holds a modal spell and an X spell with the lands for both.
const sandbox = {
  turn: 3,
  activePlayer: 1,
  players: [
    { name: "Ben", battlefield: ["Plains"], library: ["Plains", "Plains", "Plains"] },
    { name: "Ana", hand: ["Misery Charm", "Banefire"], battlefield: ["Swamp", "Mountain", "Mountain", "Mountain"], library: ["Plains", "Plains", "Plains"] },
  ],
};

describe("the prompt panel", () => {
  it("at a clocked table, a ticked mode and a typed X survive 3 s of clock ticks and the opponent's chat and settings; the casts complete", async () => {
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Clocked", sandbox, clock: { minutes: 10 } }, { name: "Ben" });
    const ana = await anaAt(ben);
    await ana.waitForSelector('.plate[data-name="Ana"] .clock.running');

    // Misery Charm: its third mode is ticked, then the clock ticks and Ben chats and changes his settings.
    await castFromHand(ana, "Misery Charm", "chooseModes");
    const mode = ana.locator('.mode[data-mode="2"] input');
    await mode.check();
    await ben.chat("take your time");
    await clockTicks(ana, 2);
    await ben.setSettings({ holdPriority: true });
    await ben.setSettings({ holdPriority: false });
    await clockTicks(ana, 2);
    await ana.waitForSelector('.log >> text="take your time"');
    expect(await mode.isChecked()).toBe(true);
    expect(await ana.locator(".mode input:checked").count()).toBe(1);
    await ana.screenshot({ path: `${artifacts}/prompt-modes-kept.png` });

    // The cast goes on: the mode, Ben as its target (from the panel's button), the mana.
    await ana.click(".kind-chooseModes button.confirm");
    await ana.waitForSelector(".kind-chooseTargets");
    await ana.click('.kind-chooseTargets button.target >> text="Ben"');
    await payAutomatically(ana);
    await ben.waitFor((s) => s.players[0]!.life === 18);

    // Banefire: X typed, kept through ticks and the chat, then confirmed with Enter.
    await ana.waitForSelector(".kind-priority");
    await castFromHand(ana, "Banefire", "announceX");
    await ana.fill("input.x-value", "2");
    await ben.chat("still thinking?");
    await clockTicks(ana, 4);
    await ana.waitForSelector('.log >> text="still thinking?"');
    expect(await ana.inputValue("input.x-value")).toBe("2");
    await ana.screenshot({ path: `${artifacts}/prompt-x-kept.png` });
    await ana.press("input.x-value", "Enter");
    await ana.waitForSelector(".kind-chooseTargets");
    await ana.click('.kind-chooseTargets button.target >> text="Ben"');
    await payAutomatically(ana);
    await ben.waitFor((s) => s.players[0]!.life === 16);
    expect(ben.state.stack).toEqual([]);
    await ben.leave();
  }, 120_000);

  it("the keyboard: Escape cancels a cast in progress (from the field and from the page), Enter confirms, Space passes priority; buttons have names", async () => {
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Keys", sandbox }, { name: "Ben" });
    const ana = await anaAt(ben);

    // Escape while typing X: the cast is reversed and the card is back in hand.
    await castFromHand(ana, "Banefire", "announceX");
    expect(await ana.getAttribute(".kind-announceX button.cancel", "aria-label")).toBe("Cancel this spell or ability (Escape)");
    await ana.focus("input.x-value");
    await ana.keyboard.press("Escape");
    await ana.waitForSelector(".kind-priority");
    await ana.waitForSelector('.hand-card[data-name="Banefire"]');

    // Enter confirms the ticked mode, and Escape cancels, with the focus nowhere in particular.
    await castFromHand(ana, "Misery Charm", "chooseModes");
    await ana.check('.mode[data-mode="2"] input');
    // A click on the instruction leaves the focus on the page.
    await ana.click(".kind-chooseModes .instruction");
    await ana.keyboard.press("Enter");
    await ana.waitForSelector(".kind-chooseTargets");
    await ana.keyboard.press("Escape");
    await ana.waitForSelector(".kind-priority");

    // Every button of the panel has a name a screen reader reads.
    for (const name of await ana
      .locator(".prompt button")
      .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim())))
      expect(name).not.toBe("");

    // Space passes priority: the game moves on from Ana's first main phase.
    expect(ben.state.step).toBe("precombatMain");
    await ana.keyboard.press("Space");
    await ben.waitFor((s) => s.step !== "precombatMain");
    await ben.leave();
  }, 120_000);

  it("in French: the priority, the X and the cost payment say what they ask in French, cards by their French names", async () => {
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "En français", sandbox }, { name: "Ben" });
    const ana = await anaAt(ben, "fr");
    expect(await ana.textContent(".kind-priority .instruction")).toContain("Vous avez la priorité (première phase principale).");
    expect(await ana.textContent(".kind-priority button.pass")).toBe("Passer (Espace)");
    await castFromHand(ana, "Banefire", "announceX");
    // The card by its French name, as the board shows it.
    expect(await ana.textContent(".kind-announceX .instruction")).toBe("Pestefeu : annoncez X (au plus 1000).");
    await ana.fill("input.x-value", "1");
    await ana.click(".kind-announceX button.confirm");
    await ana.click('.kind-chooseTargets button.target >> text="Ben"');
    await ana.waitForSelector(".kind-payCosts");
    expect(await ana.textContent(".kind-payCosts .instruction")).toBe("Payez {1}{R}.");
    expect(await ana.textContent(".kind-payCosts button.autopay")).toBe("Payer automatiquement");
    await ana.screenshot({ path: `${artifacts}/prompt-pay-fr.png` });
    await ana.keyboard.press("Escape");
    await ana.waitForSelector(".kind-priority");
    await ben.leave();
  }, 120_000);
});
