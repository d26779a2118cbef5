// The join-by-link page in a real browser: a table's invite link opened without a seat asks for a name and a deck,
// in the page's language; a missing name is said, the lobby is a link away (and the link still works after it), and
// a seat is taken from it.

import { describe, expect, it } from "vitest";
import { artifacts, browserSuite } from "../support/browser.ts";
import { createTable, openLobby } from "../support/web-flows.ts";

const suite = browserSuite();

describe("the join-by-link page", () => {
  it("in French: asks for a name, goes back to the lobby, and takes a seat", async () => {
    const ana = await openLobby(suite, "Ana");
    const link = await createTable(ana, { name: "Par lien" });
    const code = link.slice(-6);

    const ben = await suite.newPage({ width: 1366, height: 768, localStorage: { "mtg-table:language": "fr" } });
    await ben.goto(link);
    await ben.waitForSelector(".join-page");
    expect(await ben.textContent(".join-page h1")).toBe(`Table ${code}`);
    expect(await ben.textContent(".join-page label")).toContain("Votre nom");
    expect(await ben.textContent("button.take-seat")).toBe("Prendre place");
    expect(await ben.textContent("button.watch")).toBe("Regarder");
    // The lobby's deck field, in French too.
    expect(await ben.locator(".join-page .deck-picker select.starter").count()).toBe(1);

    await ben.fill(".player-name", " ");
    await ben.click("button.take-seat");
    await ben.waitForSelector(".join-page .problem >> text=Indiquez d'abord votre nom.");
    await ben.screenshot({ path: `${artifacts}/join-1366x768-fr.png` });

    await ben.click(".join-page a >> text=Retour au salon");
    await ben.waitForSelector(".lobby");
    expect(await ben.locator(".join-page").count()).toBe(0);

    await ben.goto(link);
    await ben.fill(".player-name", "Ben");
    await ben.click("button.take-seat");
    await ben.waitForSelector(".waiting-room >> text=Ben —");
    expect(await ben.locator(".join-page").count()).toBe(0);
    await ben.close();
    await ana.close();
  }, 120_000);
});
