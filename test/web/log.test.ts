// The game log in the browser, in the reader's language: two players (SDK clients) play a short duel — a Lightning
// Bolt and a Shock, Ben at 3 life — watched by a spectator whose browser speaks French; the log is in French with
// its rule numbers, the English line a hover away, and chat as written. A spectator who comes in later with an
// English browser reads the whole log in English, and reads it in French once they switch.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connect } from "../../client-sdk/index.ts";
import { ScriptedPlayer, step } from "../../client-sdk/bots.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { SHORT_LIBRARY, serverUrl } from "../support/table-server.ts";
import { watchTable } from "../support/web-flows.ts";

const suite = browserSuite({ page: { width: 1366, height: 768 } });

const lines = (page: Page): Promise<string[]> => page.locator(".log li").allTextContents();

describe("the game log in the browser", () => {
  it("is in French for a French browser (rule numbers kept), in English by default, and follows the language switch", async () => {
    const sandbox = {
      turn: 3,
      players: [
        { name: "Ana", hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: SHORT_LIBRARY },
        { name: "Ben", life: 3, hand: ["Shock"], battlefield: ["Mountain"], library: SHORT_LIBRARY },
      ],
    };
    const sdk = connect(serverUrl(suite.server));
    const ana = await sdk.createTable({ name: "Journal", sandbox }, { name: "Ana" });
    const ben = await sdk.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    const cleo = await watchTable(suite, ana.code, "Cleo", { locale: "fr-FR" });

    await ana.ready();
    await ben.ready();
    await ben.chat("bonne chance !");
    const anaPlays = new ScriptedPlayer(ana, [step("priority", (t) => t.cast("Lightning Bolt", { targets: ["Ben"] }))]);
    const benPlays = new ScriptedPlayer(ben, [step("priority", (t) => t.cast("Shock", { targets: ["Ana"] }))]);
    await Promise.all([anaPlays.run(), benPlays.run()]);

    // Cleo, watching live in French.
    await cleo.waitForSelector('.log li[data-event="gameOver"]');
    const french = await lines(cleo);
    expect(french).toContain("La partie (bac à sable) commence : Ana, Ben. Ana joue en premier.");
    expect(french.some((l) => /^Ana commence à lancer .+ \(601\.2a\)\.$/.test(l))).toBe(true);
    expect(french).toContain("Ana : 20 → 18 points de vie.");
    // Table notices too, from their keys.
    expect(french).toContain("Ben s'assoit à la place 2 avec la position préparée par l'hôte.");
    expect(french).toContain("Ben : 3 → 0 point de vie.");
    expect(french).toContain("Ben perd la partie : son total de points de vie est de 0 ou moins (704.5a).");
    expect(french).toContain("Ana gagne la partie (104.2a).");
    expect(await cleo.textContent(".log li.chat")).toBe("Ben : bonne chance !");
    // The server's English line is one hover away.
    expect(await cleo.getAttribute('.log li[data-event="gameOver"]', "title")).toBe("Ana wins the game (104.2a).");
    // The log follows its newest line.
    const scroll = await cleo.$eval(".log", (el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    expect(scroll).toBeLessThan(2);
    await cleo.screenshot({ path: `${artifacts}/log-fr.png` });

    // Dev comes in after the game with an English browser: the whole log, in English.
    const dev = await watchTable(suite, ana.code, "Dev", { locale: "en-US" });
    await dev.waitForSelector('.log li[data-event="gameOver"]');
    const english = await lines(dev);
    expect(english).toContain("Sandbox game started: Ana, Ben. Ana plays first.");
    expect(english).toContain("Ana: 20 → 18 life.");
    expect(english).toContain("Ben sits down at seat 2 with the sandbox position.");
    expect(english).toContain("Ben loses the game: life total is 0 or less (704.5a).");
    expect(english).toContain("Ana wins the game (104.2a).");
    expect(english.length).toBe(french.length);
    expect(await dev.getAttribute('.log li[data-event="gameOver"]', "title")).toBeNull();
    await dev.screenshot({ path: `${artifacts}/log-en.png` });

    // Switching the page to French renders the same lines in French.
    await dev.selectOption(".language-switch select", "fr");
    await dev.waitForSelector('.log li[data-event="gameOver"] >> text="Ana gagne la partie (104.2a)."');
    expect(await lines(dev)).toEqual(french);

    await ana.leave();
    await ben.leave();
  }, 120_000);
});
