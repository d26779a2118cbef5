// The lobby in a real browser: a shipped puzzle started from the lobby opens its table at the puzzle's position,
// with this page playing the passive opponent, and the puzzle can be won; a pasted sandbox setup starts a table a
// friend joins; a setup that isn't JSON, or that the engine refuses, is explained. Screenshots go to test-artifacts/.

import { describe, expect, it } from "vitest";
import { connect } from "../../client-sdk/index.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { serverUrl } from "../support/table-server.ts";
import { castFromHand, openLobby, passUntil, payAutomatically } from "../support/web-flows.ts";

/** The lobby in English at 1366×768, with images blocked (text faces). */
const suite = browserSuite({ page: { width: 1366, height: 768 } });

describe("puzzles from the lobby", () => {
  it("a shipped puzzle opens its table at the puzzle's position, the page plays the opponent, and the puzzle is won", async () => {
    const ana = await openLobby(suite, "Ana");
    await ana.screenshot({ path: `${artifacts}/lobby-puzzles.png`, fullPage: true });
    await ana.check('.puzzle[data-puzzle="2-giant-growth"] input');
    expect(await ana.isChecked('input[name="alone"]')).toBe(true);
    await ana.click("button.start-puzzle");
    await ana.waitForURL(/\/table\/[A-Z0-9]{6}$/);
    await ana.click("button.ready");

    // The puzzle's position: Ana's Grizzly Bears and Forest, Giant Growth in hand; the opponent at 5 life.
    await ana.waitForSelector(".kind-priority");
    await ana.waitForSelector('.seat[data-seat="0"] .permanent[data-name="Grizzly Bears"]');
    expect(await ana.locator('.seat[data-seat="0"] .permanent[data-name="Forest"]').count()).toBe(1);
    expect(await ana.textContent('.plate[data-name="Opponent"] .life')).toBe("♥ 5");
    expect(await ana.locator('.hand .hand-card[data-name="Giant Growth"]').count()).toBe(1);
    await ana.screenshot({ path: `${artifacts}/puzzle-position.png` });

    // The solution: Giant Growth on the Bears, then attack for 5.
    await castFromHand(ana, "Giant Growth", "chooseTargets");
    await ana.click('.seat[data-seat="0"] .permanent[data-name="Grizzly Bears"]');
    await payAutomatically(ana);
    await passUntil(ana, "declareAttackers");
    await ana.click('.permanent[data-name="Grizzly Bears"]');
    await ana.click("button.confirm");
    await ana.waitForSelector(".banner.result >> text=Ana won the game.");
    await ana.context().close();
  }, 120_000);

  it("a pasted setup starts a table a friend joins; a setup that isn't JSON, or that the engine refuses, is explained", async () => {
    const ana = await openLobby(suite, "Ana");
    await ana.check('.puzzle[data-puzzle="pasted"] input');
    await ana.uncheck('input[name="alone"]');

    await ana.fill("textarea.sandbox-json", "{ players: nope");
    await ana.click("button.start-puzzle");
    await ana.waitForSelector(".problem >> text=This isn't valid JSON");

    const setup = (hand: string) => ({
      turn: 3,
      activePlayer: 0,
      players: [
        { name: "Ana", hand: [hand], battlefield: ["Mountain"], library: ["Mountain", "Mountain"] },
        { name: "Ben", battlefield: ["Hill Giant"], library: ["Forest", "Forest"] },
      ],
    });
    await ana.fill("textarea.sandbox-json", JSON.stringify(setup("Lightnin Bolt")));
    await ana.click("button.start-puzzle");
    await ana.waitForSelector(".problem >> text=invalid sandbox setup");

    await ana.fill("textarea.sandbox-json", JSON.stringify(setup("Lightning Bolt"), null, 2));
    await ana.click("button.start-puzzle");
    await ana.waitForURL(/\/table\/[A-Z0-9]{6}$/);
    const code = /\/table\/([A-Z0-9]{6})$/.exec(ana.url())![1]!;
    const ben = await connect(serverUrl(suite.server)).joinTable(code, { name: "Ben", acceptSandbox: true });
    await ben.ready();
    await ana.click("button.ready");
    await ana.waitForSelector(".kind-priority");
    await ana.waitForSelector('.seat[data-seat="1"] .permanent[data-name="Hill Giant"]');
    expect(await ana.locator('.hand .hand-card[data-name="Lightning Bolt"]').count()).toBe(1);
    await ben.leave();
    await ana.context().close();
  }, 120_000);
});
