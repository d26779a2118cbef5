// The menus on a card or a permanent, in a real browser and in French: a split card's halves by their French names
// (709.3), a land's mana abilities with each color they make; a second click closes a menu, a button sends its
// choice.

import { describe, expect, it } from "vitest";
import { connect } from "../../client-sdk/index.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { serverUrl } from "../support/table-server.ts";
import { sitAtSandbox } from "../support/web-flows.ts";

const suite = browserSuite();

describe("the menus on cards and permanents", () => {
  it("in French at 1366×768: a split card's halves, a land's mana, closed by a second click, chosen by a button", async () => {
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        { name: "Bob", battlefield: ["Mountain"], library: ["Plains", "Plains"] },
        { name: "Ana", hand: ["Fire // Ice"], battlefield: ["Island", "Karplusan Forest"], library: ["Plains", "Plains"] },
      ],
    };
    const host = await connect(serverUrl(suite.server)).createTable({ name: "Menus", sandbox }, { name: "Bob" });
    await host.ready();
    const ana = await sitAtSandbox(suite, host.code, "Ana", { width: 1366, height: 768, localStorage: { "mtg-table:language": "fr" } });
    await ana.waitForSelector(".kind-priority");

    const card = ana.locator('.hand-card[data-name="Fire // Ice"]');
    await card.click();
    expect(await card.locator(".ability-menu button").allTextContents()).toEqual(["Lancer Feu", "Lancer Glace"]);
    await card.click();
    expect(await card.locator(".ability-menu").count()).toBe(0);

    const land = ana.locator('.permanent[data-name="Karplusan Forest"]');
    await land.click();
    const menu = ana.locator('.permanent-slot:has(> .permanent[data-name="Karplusan Forest"]) > .ability-menu button');
    expect((await menu.allTextContents()).sort()).toEqual(["Ajouter {C}", "Ajouter {G}", "Ajouter {R}"]);
    await ana.screenshot({ path: `${artifacts}/menu-1366x768-fr.png` });
    await menu.filter({ hasText: "Ajouter {R}" }).click();
    await ana.waitForSelector('.seat.mine .plate .pool >> text="réserve {R}"');
    expect(await ana.locator(".ability-menu").count()).toBe(0);
    await host.leave();
  }, 120_000);
});
