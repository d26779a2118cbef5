// The deck builder in a real browser (Debian's Chromium driven by playwright-core): a deck searched, built,
// saved, found again after a reload, exported in each format the server's importer reads and imported from a
// pasted list; then a sealed table from the boosters to the first turn, each player building 40 cards from
// their own pool. Screenshots go to test-artifacts/.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardRegistry } from "../../server/cards/index.ts";
import { importDecklist } from "../../server/decks/decklist.ts";
import { SEALED_BASIC_LANDS } from "../../shared/protocol.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { createTable, joinByLink, keepOpeningHands, openLobby } from "../support/web-flows.ts";

const suite = browserSuite({ server: { seed: 17 }, page: { width: 1366, height: 768, locale: "en-GB" } });

/** Searches the pool by name and adds the card `times` times to the main deck. */
async function add(page: Page, name: string, times: number): Promise<void> {
  await page.fill(".search-name", name);
  const button = page.locator(`.search-result[data-name="${name}"] .add`);
  for (let i = 0; i < times; i++) await button.click();
}

const countOf = (page: Page, selector: string): Promise<string | null> => page.getAttribute(selector, "data-count");

describe("the deck builder", () => {
  it("builds a deck with its curve and colours, saves it, finds it after a reload, exports and imports lists", async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.base}/decks`);
    await add(page, "Lightning Bolt", 4);
    await add(page, "Raging Goblin", 4);
    await add(page, "Mountain", 20);
    // The search filters: red instants of mana value 1 with "damage" in their text.
    await page.fill(".search-name", "");
    await page.selectOption(".search-colour", "R");
    await page.selectOption(".search-type", "Instant");
    await page.selectOption(".search-mv", "1");
    await page.fill(".search-text", "damage");
    await page.waitForSelector('.search-result[data-name="Lightning Bolt"]');
    expect(await page.locator('.search-result[data-name="Raging Goblin"]').count()).toBe(0);
    expect(await page.locator('.search-result[data-name="Counterspell"]').count()).toBe(0);

    expect(await countOf(page, '.deck-main .deck-entry[data-name="Lightning Bolt"]')).toBe("4");
    expect(await countOf(page, ".deck-total")).toBe("28");
    // The curve counts nonland cards only: eight of mana value 1; the colours, eight red.
    expect(await countOf(page, '.curve-bar[data-mv="1"]')).toBe("8");
    expect(await countOf(page, '.curve-bar[data-mv="0"]')).toBe("0");
    expect(await countOf(page, '.colour[data-colour="R"]')).toBe("8");
    await page.click('.deck-entry[data-name="Raging Goblin"] .less');
    expect(await countOf(page, '.curve-bar[data-mv="1"]')).toBe("7");

    await page.fill(".deck-name", "Red burn");
    await page.click("button.save-deck");
    await page.waitForSelector(".deck-notice");
    await page.screenshot({ path: `${artifacts}/deck-builder.png` });

    // After a reload the deck is gone from the builder, and comes back from the browser's storage.
    await page.reload();
    await page.waitForSelector(".deck-builder");
    expect(await page.locator(".deck-main .deck-entry").count()).toBe(0);
    const id = await page.locator("select.saved-decks option", { hasText: "Red burn" }).getAttribute("value");
    await page.selectOption("select.saved-decks", id!);
    await page.click("button.load-deck");
    expect(await countOf(page, '.deck-entry[data-name="Raging Goblin"]')).toBe("3");
    expect(await page.inputValue(".deck-name")).toBe("Red burn");

    // Each export is read by the server's own importer as the same deck.
    for (const format of ["arena", "mtgo", "moxfield", "archidekt"]) {
      await page.selectOption(".export-format", format);
      const read = importDecklist(await page.inputValue(".export-text"), cardRegistry);
      expect(read.ok, format).toBe(true);
      if (read.ok)
        expect(Object.fromEntries(read.deck.main.map((e) => [e.name, e.count])), format).toEqual({ "Lightning Bolt": 4, "Raging Goblin": 3, Mountain: 20 });
    }

    // A pasted Moxfield list with a sideboard, and a line naming no card the server plays.
    await page.fill(".import-text", "2 Shock (M19) 156 *F*\n18 Mountain\n1 Lightning Blot\n\nSIDEBOARD:\n1 Lightning Bolt");
    await page.click("button.import-deck");
    expect(await countOf(page, '.deck-main .deck-entry[data-name="Shock"]')).toBe("2");
    expect(await countOf(page, '.deck-sideboard .deck-entry[data-name="Lightning Bolt"]')).toBe("1");
    expect(await page.textContent(".import-problems")).toContain("line 3");

    // The saved deck is offered when sitting at a table.
    await page.goto(`${suite.base}/`);
    await page.waitForSelector("select.starter");
    expect(await page.locator("select.starter option", { hasText: "Saved: Red burn" }).count()).toBe(1);
  }, 60_000);
});

/** Builds 40 cards from the pool in the builder: up to 23 of the pool's cards, then Plains; and plays them. */
async function buildSealedDeck(page: Page): Promise<void> {
  await page.click("button.open-pool");
  await page.waitForSelector(".sealed-overlay .deck-builder");
  const notBasic = SEALED_BASIC_LANDS.map((n) => `:not([data-name="${n}"])`).join("");
  for (let i = 0; i < 23; i++) {
    const next = page.locator(`.search-result${notBasic} .add:enabled`).first();
    if ((await next.count()) === 0) break;
    await next.click();
  }
  while (Number(await countOf(page, ".deck-total")) < 40) await page.click('.basic-land[data-name="Plains"]');
  expect(await countOf(page, ".deck-total")).toBe("40");
  await page.click("button.use-deck");
  await page.waitForSelector(".sealed-overlay", { state: "detached" });
}

describe("sealed with friends", () => {
  it("two players open their own boosters, each builds 40 cards in the builder, and the game starts", async () => {
    const ana = await openLobby(suite, "Ana");
    const link = await createTable(ana, { name: "Sealed night", sealedSet: "M10" });
    const ben = await suite.newPage();
    await joinByLink(ben, link, "Ben");
    await ben.waitForSelector(".waiting-room >> text=Ben — a sealed pool");

    await buildSealedDeck(ana);
    await ben.click("button.open-pool");
    await ben.waitForSelector(".sealed-overlay .deck-builder");
    await ben.screenshot({ path: `${artifacts}/sealed-builder.png` });
    // Each pool is its seat's own: Ana's and Ben's differ.
    const names = (page: Page) => page.locator(".search-result").evaluateAll((els) => els.map((e) => e.getAttribute("data-name")).join(","));
    await ana.click("button.open-pool");
    expect(await names(ana)).not.toBe(await names(ben));
    await ana.click("button.close-builder");
    await ben.click("button.close-builder");
    await buildSealedDeck(ben);

    for (const page of [ana, ben]) await page.waitForSelector(".waiting-room >> text=Ben — a sealed deck (M10)");
    await ana.waitForSelector(".waiting-room >> text=Ana — a sealed deck (M10)");
    for (const page of [ana, ben]) await page.click("button.ready");
    await keepOpeningHands([ana, ben]);
    await ana.waitForSelector(".turn >> text=Turn 1");
    await ana.screenshot({ path: `${artifacts}/sealed-first-turn.png` });
  }, 90_000);
});
