// Abilities and resolution choices in French, in a real browser with the pictures blocked: Ana's Mantis Engine offers
// its two abilities in the card's French words; her Crystal Ball's, the stack and the log show it so, and its scry asks in French, with the
// options' French words and the card by its French name (the answer stays the server's word). Screenshot at 1366×768.

import { describe, expect, it } from "vitest";
import { connect } from "../../client-sdk/index.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { serverUrl } from "../support/table-server.ts";
import { sitAtSandbox } from "../support/web-flows.ts";

const suite = browserSuite();

describe("abilities and resolution choices in French", () => {
  it("an activation menu, the stack, the log and a scry's choice say the card's French words", async () => {
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        { name: "Bob", battlefield: ["Mountain"], library: ["Plains", "Plains"] },
        { name: "Ana", hand: ["Forest"], battlefield: ["Mantis Engine", "Crystal Ball", "Island"], library: ["Plains", "Forest", "Swamp"] },
      ],
    };
    // Bob hosts through the SDK and passes whenever he has priority.
    const host = await connect(serverUrl(suite.server)).createTable({ name: "Capacités", sandbox }, { name: "Bob" });
    host.events.on("prompt", (p) => {
      if (p?.kind === "priority") void host.pass().catch(() => {});
    });
    await host.ready();
    const ana = await sitAtSandbox(suite, host.code, "Ana", { width: 1366, height: 768, localStorage: { "mtg-table:language": "fr" } });
    await ana.waitForSelector(".kind-priority button.pass");
    // A basic land's text face: the card data has no French for its reminder text, the page's words do (305.6).
    expect(await ana.textContent('.hand .hand-card[data-name="Forest"] .text')).toBe("({T} : Ajoutez {G}.)");

    // The menu: the abilities in the card's French words, without the reminder text the server leaves out.
    const engine = ana.locator('.permanent[data-name="Mantis Engine"]');
    await engine.click();
    const menu = ana.locator('.permanent-slot:has(> .permanent[data-name="Mantis Engine"]) > .ability-menu button');
    expect(await menu.allTextContents()).toEqual([
      "{2} : La Mante-machine acquiert le vol jusqu'à la fin du tour. (pas encore payable)",
      "{2} : La Mante-machine acquiert l'initiative jusqu'à la fin du tour. (pas encore payable)",
    ]);
    await engine.click();
    // Crystal Ball has one ability: a click activates it.
    await ana.locator('.permanent[data-name="Crystal Ball"]').click();
    await ana.waitForSelector(".prompt.kind-payCosts, .stack .ability-text");
    if ((await ana.locator(".prompt.kind-payCosts").count()) > 0) await ana.click("button.autopay");

    // On the stack and in the log, in French.
    await ana.waitForSelector(".stack .ability-text");
    expect(await ana.textContent(".stack .ability-text")).toContain("{1}, {T} : Regard 2.");
    await ana.waitForSelector('.log li >> text="Ana active une capacité de Boule de cristal : {1}, {T} : Regard 2."');

    // It resolves: the scry asks in French, the card by its French name, the options in French.
    await ana.waitForSelector(".prompt.kind-priority, .prompt.kind-chooseOption");
    if ((await ana.locator(".prompt.kind-priority").count()) > 0) await ana.keyboard.press("Space");
    await ana.waitForSelector(".prompt.kind-chooseOption");
    expect(await ana.textContent(".kind-chooseOption .instruction")).toBe(
      "Regard : mettez Plaine (carte 1 sur 2) au-dessus ou au-dessous de votre bibliothèque.",
    );
    expect(await ana.locator(".kind-chooseOption .choices button").allTextContents()).toEqual(["au-dessus", "au-dessous"]);
    await ana.screenshot({ path: `${artifacts}/abilities-1366x768-fr.png` });
    // The answer is the server's word: the Plains goes to the bottom, then the Forest is asked about.
    await ana.locator(".kind-chooseOption .choices button", { hasText: "au-dessous" }).click();
    await ana.waitForSelector('.kind-chooseOption .instruction >> text="Regard : mettez Forêt (carte 2 sur 2) au-dessus ou au-dessous de votre bibliothèque."');
    await host.leave();
  }, 120_000);
});
