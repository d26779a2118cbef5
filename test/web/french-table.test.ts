// A game in French with the pictures blocked, in three browsers: Ana creates a table from the lobby, Ben joins it by
// its link, Cid watches; every page's language is French and no card picture loads, so the cards are their text
// faces. Ana plays a Mountain and casts a Raging Goblin, Ben passes on it from his prompt, and the Goblin (haste)
// attacks Ben. The bar, the prompt, the board and the log say it all in French; the spectator sees no hand.
// Screenshots at 1366×768 go to test-artifacts/.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CardFace } from "../../shared/protocol.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { connect } from "../../client-sdk/index.ts";
import { serverUrl } from "../support/table-server.ts";
import {
  castFromHand,
  createTable,
  joinByLink,
  keepOpeningHands,
  openLobby,
  passUntil,
  payAutomatically,
  sitAtSandbox,
  watchTable,
} from "../support/web-flows.ts";

// Seed 17 deals Ana (who plays first) three Mountains, a Raging Goblin and a Mogg Fanatic.
const suite = browserSuite({ server: { seed: 17 }, page: { width: 1366, height: 768, localStorage: { "mtg-table:language": "fr" } } });

const goblinOnAnaSide = '.seat[data-seat="0"] .permanent[data-name="Raging Goblin"]';

/** The element `selector` on `page` says `text`, all of it. */
async function says(page: Page, selector: string, text: string): Promise<void> {
  expect(await page.textContent(selector), selector).toBe(text);
}

/** The text of the log's lines on `page`. */
const logLines = (page: Page): Promise<string[]> => page.locator(".log li").allTextContents();

describe("a game in French with the pictures blocked", () => {
  it("two players and a spectator: a land, a creature cast, a pass, an attack; French in the bar, prompt, board and log; text faces; no hand for the spectator", async () => {
    const faces = (await (await fetch(`${suite.base}/api/cards`)).json()) as CardFace[];
    const french = (name: string): string => {
      const translated = faces.find((c) => c.name === name)?.french?.name;
      if (!translated) throw new Error(`no French name for ${name}`);
      return translated;
    };
    const goblin = french("Raging Goblin");
    const mountain = french("Mountain");
    expect(goblin).not.toBe("Raging Goblin");

    // Ana creates the table from a French lobby; Ben joins by the link; Cid watches.
    const ana = await openLobby(suite, "Ana");
    await says(ana, "button.create-table", "Créer la table");
    expect(await ana.locator('select.starter option[value="red-burn-goblins"]').textContent()).toBe("Brûlure et gobelins rouges");
    const link = await createTable(ana, { name: "Vendredi soir", starter: "red-burn-goblins" });
    const ben = await suite.newPage();
    await joinByLink(ben, link, "Ben", "green-creatures");
    const code = link.slice(link.lastIndexOf("/") + 1);
    const cid = await watchTable(suite, code, "Cid");
    const pages = [ana, ben, cid];

    for (const page of [ana, ben]) await page.click("button.ready");
    // The first player decides first (103.5).
    await ana.waitForSelector(".kind-mulligan");
    await says(ana, ".kind-mulligan .instruction", "Garder cette main de 7 cartes ?");
    await says(ana, ".kind-mulligan button.keep", "Garder");
    await keepOpeningHands([ana, ben]);
    // Ben wants priority even when he can do nothing, to see the spell and pass himself.
    await ben.click(".settings summary");
    await says(ben, ".settings summary", "Passe automatique");
    await ben.uncheck(".settings >> text=Passer quand je ne peux rien faire");
    await ben.$eval(".settings input:focus", (input) => input.blur());

    // Ana's first main phase, in French in the bar and the prompt.
    await ana.waitForSelector(".kind-priority");
    expect(await ana.textContent(".table-bar .turn")).toContain("Tour 1 · tour d'Ana · première phase principale");
    expect(await ana.textContent(".kind-priority .instruction")).toContain("Vous avez la priorité (première phase principale).");
    await says(ana, ".kind-priority button.pass", "Passer (Espace)");
    await says(ana, ".hand h3", "Votre main (7)");

    // A Mountain, then the Goblin, paid from the prompt.
    await ana.click('.hand-card.option[data-name="Mountain"]');
    const anaMountain = ana.locator('.permanent[data-name="Mountain"]');
    await anaMountain.waitFor();
    expect(await anaMountain.locator(":scope > .title .name").textContent()).toBe(mountain);
    await castFromHand(ana, "Raging Goblin", "payCosts");
    await says(ana, ".kind-payCosts .instruction", "Payez {R}.");
    await says(ana, ".kind-payCosts button.autopay", "Payer automatiquement");
    await ana.click("button.autopay");

    // Ben sees the Goblin on the stack and passes from his prompt; Cid sees it too.
    await ben.waitForSelector('.stack-item.top[data-name="Raging Goblin"]');
    await cid.waitForSelector('.stack-item.top[data-name="Raging Goblin"]');
    await says(cid, ".stack h2", "La pile (1)");
    // Who the game waits on, and for what, in French too.
    await cid.waitForSelector(".prompt.waiting >> text=En attente de Ben : agir ou passer la priorité.");
    await ben.waitForSelector(".kind-priority");
    expect(await ben.textContent(".table-bar .turn")).toContain("priorité : Ben");
    await ben.screenshot({ path: `${artifacts}/french-table-stack.png` });
    await ben.click(".kind-priority button.pass");
    for (const page of pages) await page.waitForSelector(goblinOnAnaSide);
    await cid.waitForSelector(".stack .empty >> text=vide");
    // Its keyword on the board, in French.
    for (const page of pages) await says(page, `${goblinOnAnaSide} .keywords`, "Célérité");

    // The Goblin has haste: Ana passes on to combat and it attacks Ben.
    await passUntil(ana, "declareAttackers");
    expect(await ana.textContent(".kind-declareAttackers .instruction")).toContain("Déclarez les attaquants");
    await ana.click(goblinOnAnaSide);
    await says(ana, ".kind-declareAttackers button.confirm", "Attaquer avec 1");
    await ana.click(".kind-declareAttackers button.confirm");
    // Ben stops in the declare attackers step (one of his stops in others' turns): the attack is there to be seen.
    await ben.locator(".table-bar .turn", { hasText: "déclaration des attaquants · priorité : Ben" }).waitFor();
    for (const page of [ben, cid]) await page.waitForSelector(`${goblinOnAnaSide} .combat.attacking >> text="⚔ attaque Ben"`);
    await cid.screenshot({ path: `${artifacts}/french-table-spectator-attack.png` });
    // He passes for the rest of Ana's turn, from his settings: it applies at once, as he holds priority.
    await ben.click(".settings button >> text=Passer jusqu'à la fin du tour");
    for (const page of pages) await page.waitForSelector('.plate[data-name="Ben"] .life >> text="♥ 19"');

    // The board on every page: text faces only (no picture, no broken image), French names, French counts.
    for (const page of pages) {
      expect(await page.locator("img").count()).toBe(0);
      expect(await page.locator(`${goblinOnAnaSide} > .title .name`).textContent()).toBe(goblin);
      expect(await page.getAttribute(goblinOnAnaSide, "title")).toContain("(Raging Goblin)");
      expect(await page.textContent('.plate[data-name="Ana"] .counts')).toContain("bibliothèque");
      expect(await page.getAttribute("html", "lang")).toBe("fr");
    }
    // The spectator sees no hand: neither Ana's, nor Ben's, nor one of his own.
    expect(await cid.locator(".hand").count()).toBe(0);
    expect(await cid.locator(".hand-card").count()).toBe(0);
    await says(cid, ".table-bar .spectators", "1 spectateur");

    // The log, in French for the spectator as for the players.
    const lines = await logLines(cid);
    // The starter decks by their French titles.
    expect(lines).toContain("Ana s'assoit à la place 1 avec Brûlure et gobelins rouges.");
    expect(lines).toContain("Ben s'assoit à la place 2 avec Créatures vertes.");
    expect(lines).toContain("Ana garde sa main.");
    expect(lines).toContain(`Ana joue ${mountain}.`);
    expect(lines).toContain(`Ana lance ${goblin}.`);
    expect(lines).toContain(`Ana attaque : ${goblin} → Ben.`);
    expect(lines).toContain("Ben : 20 → 19 points de vie.");
    expect(await logLines(ana)).toContain(`Ana lance ${goblin}.`);

    await ana.screenshot({ path: `${artifacts}/french-table-ana.png` });
    await ben.screenshot({ path: `${artifacts}/french-table-ben.png` });
    await cid.screenshot({ path: `${artifacts}/french-table-spectator.png` });
  }, 120_000);

  it("a modal spell's modes in French in the prompt and on the stack, keywords in French on the board", async () => {
    // Ben hosts through the SDK; Ana, on a French page, holds Cryptic Command (whose French printing says its modes
    // in one sentence) with four Islands, and has a Serra Angel and a Black Knight.
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        // Ben could answer with Giant Growth: he is asked, and the Command waits on the stack until he passes.
        { name: "Ben", hand: ["Giant Growth"], battlefield: ["Grizzly Bears", "Forest"], library: ["Plains", "Plains", "Plains"] },
        {
          name: "Ana",
          hand: ["Cryptic Command"],
          battlefield: ["Island", "Island", "Island", "Island", "Serra Angel", "Black Knight"],
          library: ["Island", "Island", "Island"],
        },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Modes", sandbox }, { name: "Ben" });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();
    await ana.waitForSelector(".kind-priority");
    await says(ana, '.permanent[data-name="Serra Angel"] .keywords', "Vol, Vigilance");
    await says(ana, '.permanent[data-name="Black Knight"] .keywords', "Initiative, Protection contre le blanc");

    await castFromHand(ana, "Cryptic Command", "chooseModes");
    const modes = (await ana.locator(".kind-chooseModes .mode").allTextContents()).map((m) => m.trim());
    expect(modes[0]).toMatch(/^Contrecarrez le sort ciblé\./);
    expect(modes.slice(1)).toEqual([
      "Renvoyez le permanent ciblé dans la main de son propriétaire.",
      "Engagez toutes les créatures que vos adversaires contrôlent.",
      "Piochez une carte.",
    ]);
    await ana.screenshot({ path: `${artifacts}/french-modes-prompt.png` });
    await ana.check('.kind-chooseModes .mode[data-mode="2"] input');
    await ana.check('.kind-chooseModes .mode[data-mode="3"] input');
    await ana.click(".kind-chooseModes button.confirm");
    await payAutomatically(ana);
    // On the stack, the modes chosen, in French, in printed order.
    const item = ana.locator('.stack-item[data-name="Cryptic Command"]');
    await item.locator(".modes li").first().waitFor();
    expect(await item.locator(".modes li").allTextContents()).toEqual(["Engagez toutes les créatures que vos adversaires contrôlent.", "Piochez une carte."]);
    // The log says them in French too.
    expect(await logLines(ana)).toContain(
      "Ana choisit pour Commandement cryptique : Engagez toutes les créatures que vos adversaires contrôlent. / Piochez une carte.",
    );
    await ana.mouse.move(0, 0);
    await ana.screenshot({ path: `${artifacts}/french-modes-stack.png` });
    expect(await item.count()).toBe(1);
  }, 120_000);
});
