// Target and cost words in French in the browser: Ana, on a French page, casts Orim's Thunder (kicker {R}; "target
// artifact or enchantment", "target creature") and Death Bomb ("As an additional cost to cast this spell, sacrifice
// a creature"; "target nonblack creature"). The cost choices, the targets instructions and the cost part to pay are
// French; each cast is cancelled once seen. Screenshots at 1366×768 go to test-artifacts/.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connect } from "../../client-sdk/index.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { serverUrl } from "../support/table-server.ts";
import { castFromHand, sitAtSandbox } from "../support/web-flows.ts";

const suite = browserSuite({ page: { width: 1366, height: 768, localStorage: { "mtg-table:language": "fr" } } });

/** The prompt's instruction on `page`, once it is the one for `kind`. */
async function instruction(page: Page, kind: string): Promise<string> {
  await page.waitForSelector(`.prompt.kind-${kind}`);
  return (await page.textContent(`.kind-${kind} .instruction`)) ?? "";
}

describe("target and cost words in French", () => {
  it("a kicker, targets and a sacrifice as a cost, in French in the prompt", async () => {
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        { name: "Ben", hand: [], battlefield: ["Grizzly Bears", "Everflowing Chalice", "Forest"], library: ["Forest", "Forest", "Forest"] },
        {
          name: "Ana",
          hand: ["Orim's Thunder", "Death Bomb"],
          battlefield: ["Plains", "Mountain", "Mountain", "Swamp", "Swamp", "Grizzly Bears"],
          library: ["Plains", "Plains", "Plains"],
        },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Phrases", sandbox }, { name: "Ben" });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();
    await ana.waitForSelector(".kind-priority");

    // Orim's Thunder: its mana cost, or kicked too (601.2b).
    await castFromHand(ana, "Orim's Thunder", "chooseCosts");
    expect((await ana.locator(".kind-chooseCosts .choice.alternative").allTextContents()).map((x) => x.trim())).toEqual(["son coût de mana"]);
    expect((await ana.locator(".kind-chooseCosts .choice.optional").allTextContents()).map((x) => x.trim())).toEqual(["× Kicker {R}"]);
    await ana.fill(".kind-chooseCosts .choice.optional input", "1");
    await ana.click(".kind-chooseCosts button.confirm");
    // Its targets (601.2c), in the card's French words.
    expect(await instruction(ana, "chooseTargets")).toBe("Choisissez 1 cible : un artefact ou un enchantement ciblé. Cliquez-la sur la table ou ici.");
    await ana.screenshot({ path: `${artifacts}/french-phrases-targets.png` });
    // One target to choose: the click answers.
    await ana.click(".kind-chooseTargets button.target");
    await ana.locator(".kind-chooseTargets .instruction", { hasText: "une créature ciblée" }).waitFor();
    await ana.click(".kind-chooseTargets button.cancel");

    // Death Bomb: a target, then a creature to sacrifice as part of the cost (601.2h).
    await ana.waitForSelector(".kind-priority");
    await castFromHand(ana, "Death Bomb", "chooseTargets");
    expect(await instruction(ana, "chooseTargets")).toBe("Choisissez 1 cible : une créature non-noire ciblée. Cliquez-la sur la table ou ici.");
    await ana.locator(".kind-chooseTargets button.target").first().click();
    await ana.waitForSelector(".kind-payCosts .part");
    expect(await ana.textContent(".kind-payCosts .part")).toMatch(/^Sacrifiez une créature /);
    await ana.screenshot({ path: `${artifacts}/french-phrases-pay.png` });
    await ana.click(".kind-payCosts button.cancel");
    await ana.waitForSelector(".kind-priority");
  }, 120_000);
});
