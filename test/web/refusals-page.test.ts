// A French page says the table's refusals and notices in French: Ana creates a table, Ben joins it (after a decklist
// with mistakes, its problems in French), and Dee, finding
// every seat taken, is told so in French; the waiting room and the log name the starter decks by their French titles.
// Screenshots at 1366×768 go to test-artifacts/.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { artifacts, browserSuite } from "../support/browser.ts";
import { createTable, joinByLink, openLobby } from "../support/web-flows.ts";

const suite = browserSuite({ page: { width: 1366, height: 768, localStorage: { "mtg-table:language": "fr" } } });

describe("refusals and notices on a French page", () => {
  it("a full table refuses a third player in French; the seats and the log name the decks in French", async () => {
    const ana = await openLobby(suite, "Ana");
    const link = await createTable(ana, { name: "Vendredi soir", starter: "red-burn-goblins" });
    const ben = await suite.newPage();
    // A pasted decklist with mistakes: the refusal and each line in French, the names as Ben typed them.
    await ben.goto(link);
    await ben.fill(".player-name", "Ben");
    await ben.selectOption("select.starter", "paste");
    await ben.fill("textarea.decklist", "20 Forest\n4 Grizly Bears\nfour Giant Growth");
    await ben.click("button.take-seat");
    const deckErrors = ben.locator(".deck-errors li");
    await expect
      .poll(() => deckErrors.allTextContents())
      .toEqual([
        "La liste de deck a 2 problèmes.",
        'ligne 2 : carte inconnue « Grizly Bears » : vouliez-vous dire "Grizzly Bears" ?',
        "ligne 3 : impossible de lire « four Giant Growth » : un nombre et un nom de carte sont attendus, comme « 4 Lightning Bolt »",
      ]);
    await joinByLink(ben, link, "Ben", "green-creatures");

    const seats = ana.locator(".waiting-room .seats li");
    await expect.poll(() => seats.allTextContents()).toEqual(["Ana — Brûlure et gobelins rouges", "Ben — Créatures vertes"]);
    await expect.poll(() => ana.locator(".log li").allTextContents()).toContain("Ben s'assoit à la place 2 avec Créatures vertes.");
    await ana.screenshot({ path: join(artifacts, "refusals-waiting-room-fr.png") });

    const dee = await suite.newPage();
    await dee.goto(link);
    await dee.fill(".player-name", "Dee");
    await dee.click("button.take-seat");
    const problem = dee.locator(".problem");
    await expect.poll(() => problem.textContent()).toMatch(/^Toutes les places sont prises/);
    expect(await problem.textContent()).not.toMatch(/every seat/);
    await dee.screenshot({ path: join(artifacts, "refusals-full-table-fr.png") });
  });
});
