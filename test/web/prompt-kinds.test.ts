// Prompt kinds answered through the page, each reached from a sandbox position and checked to have moved the game
// on (as the other player, an SDK client, sees it): triggered abilities ordered (603.3b), a "you may" (603.5), a
// library searched (701.23), a discard to hand size in the cleanup step (514.1), an object chosen as a spell resolves
// (a creature sacrificed to Diabolic Edict), blockers declared (509.1), and an attacker's damage divided between two
// blockers (510.1c); one of two legends kept (704.5j), a spell's damage divided among its targets (601.2d) and
// paid for "unless" (118.12a); a color chosen and a card named, on a French page (608.2d); a London mulligan with its
// card put on the bottom (103.5). One browser, one server; five tables.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connect, type Prompt, type PromptKind, type Table } from "../../client-sdk/index.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { serverUrl } from "../support/table-server.ts";
import { castFromHand, joinByLink, payAutomatically, sitAtSandbox } from "../support/web-flows.ts";

const suite = browserSuite({ page: { width: 1366, height: 768 } });

/** The player passes priority with Space (a card clicked last keeps the focus, and would take the key: it is let go). */
async function pass(page: Page): Promise<void> {
  const form = await page.$(".prompt.kind-priority > .prompt-form");
  await page.evaluate("document.activeElement?.blur()");
  await page.keyboard.press("Space");
  if (form) await page.waitForFunction((el) => !el.isConnected, form);
}

/**
 * The player's page goes on until the game asks it for a `kind` choice: it passes priority (Space) and declares no
 * attackers on the way.
 */
async function advanceTo(page: Page, kind: PromptKind): Promise<void> {
  const wanted = `.prompt.kind-${kind}`;
  for (;;) {
    await page.waitForSelector(`.prompt.kind-priority, .prompt.kind-declareAttackers, ${wanted}`);
    if ((await page.locator(wanted).count()) > 0) return;
    // Each prompt has its own form (keyed by the prompt's id): the answer is taken once this one is gone.
    if ((await page.locator(".prompt.kind-declareAttackers").count()) > 0) {
      const form = await page.$(".prompt > .prompt-form");
      await page.click(".prompt.kind-declareAttackers button.confirm");
      if (form) await page.waitForFunction((el) => !el.isConnected, form);
    } else await pass(page);
  }
}

/** Ben, an SDK client, answers his prompts as `choose` says, and passes priority otherwise. */
function playBen(ben: Table, choose: (p: Prompt) => Promise<void> | null): void {
  ben.events.on("prompt", (p) => {
    if (!p) return;
    const chosen = choose(p) ?? (p.kind === "priority" ? ben.pass() : null);
    void chosen?.catch(() => {});
  });
}

describe("prompt kinds through the page", () => {
  it("orders triggers, answers a 'you may', searches a library, discards to hand size, chooses an object, declares blockers", async () => {
    const sandbox = {
      turn: 2,
      activePlayer: 0,
      step: "end" as const,
      players: [
        {
          name: "Ben",
          battlefield: ["Swamp", "Swamp", "Grizzly Bears"],
          hand: ["Diabolic Edict"],
          library: ["Swamp", "Swamp", "Swamp"],
        },
        {
          name: "Ana",
          battlefield: ["Ajani's Mantra", "Phyrexian Arena", "Liliana Vess", "Savannah Lions", "Grizzly Bears"],
          hand: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"],
          library: ["Forest", "Island", "Mountain", "Swamp", "Plains", "Plains"],
        },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Prompts", sandbox }, { name: "Ben" });
    playBen(ben, (p) => {
      const s = ben.state;
      // His turn: Diabolic Edict at Ana in his main phase, then an attack with his Bears.
      if (
        p.kind === "priority" &&
        s.activePlayer === 0 &&
        s.step === "precombatMain" &&
        s.stack.length === 0 &&
        s.players[0]!.hand?.some((c) => c.name === "Diabolic Edict")
      )
        return ben.cast("Diabolic Edict", { targets: [{ player: 1 }] });
      if (p.kind === "declareAttackers") return ben.declareAttackers("Grizzly Bears");
      return null;
    });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();
    const anaSeen = () => ben.state.players[1]!;
    const logged = (type: string) => ben.log.filter((e) => e.kind === "event" && e.event.type === type);

    // Her upkeep: Ajani's Mantra and Phyrexian Arena trigger together; she puts the Arena's on the stack first.
    await advanceTo(ana, "orderTriggers");
    expect(await ana.locator(".prompt.kind-orderTriggers ol.order li").count()).toBe(2);
    expect(await ana.textContent(".prompt.kind-orderTriggers ol.order li:first-child")).toContain("Ajani's Mantra");
    await ana.click(".prompt.kind-orderTriggers ol.order li:first-child button:nth-of-type(2)");
    expect(await ana.textContent(".prompt.kind-orderTriggers ol.order li:first-child")).toContain("Phyrexian Arena");
    await ana.screenshot({ path: `${artifacts}/prompt-order-triggers.png` });
    await ana.click(".prompt.kind-orderTriggers button.confirm");
    await ben.waitFor((s) => s.stack.length === 2);
    expect(ben.state.stack.at(-1)!.name).toBe("Ajani's Mantra");

    // The Mantra resolves first: "you may gain 1 life" — yes.
    await advanceTo(ana, "chooseOption");
    await ana.click(".prompt.kind-chooseOption .choices button >> nth=0");
    await ben.waitFor(() => logged("optionChosen").length === 1);
    expect(logged("optionChosen")[0]).toMatchObject({ event: { option: "yes" } });

    // Her main phase: Liliana Vess's −2 searches her library for a card.
    await ben.waitFor((s) => s.stack.length === 0);
    for (;;) {
      await ana.waitForSelector(".prompt.kind-priority");
      if (ben.state.step === "precombatMain" && ben.state.activePlayer === 1) break;
      await pass(ana);
    }
    await ana.click('.permanent[data-name="Liliana Vess"]');
    await ana.click('.ability-menu button:has-text("Search your library")');
    // Its cost is two loyalty counters (606.4): paid as any cost is.
    await ana.click(".prompt.kind-payCosts button.pay-part");
    await advanceTo(ana, "searchLibrary");
    const found = (await ana.textContent(".prompt.kind-searchLibrary .choices button >> nth=0"))!.trim();
    await ana.click(".prompt.kind-searchLibrary .choices button >> nth=0");
    await ben.waitFor((s) => s.stack.length === 0 && s.battlefield.some((p) => p.name === "Liliana Vess" && p.loyalty === 3));
    expect(logged("shuffled").length).toBeGreaterThan(0);
    expect(found).not.toBe("");

    // Her cleanup step: more than seven cards in hand; she discards down to seven.
    await advanceTo(ana, "discard");
    const count = anaSeen().handCount - 7;
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await ana.click(`.prompt.kind-discard .choices button >> nth=${i}`);
    await ana.click(".prompt.kind-discard button.confirm");
    await ben.waitFor((s) => s.players[1]!.handCount === 7);

    // Ben's turn: Diabolic Edict — Ana chooses the creature she sacrifices.
    await advanceTo(ana, "chooseObject");
    await ana.click('.prompt.kind-chooseObject .choices button:has-text("Grizzly Bears")');
    await ben.waitFor((s) => s.players[1]!.graveyard.some((c) => c.name === "Grizzly Bears"));
    expect(ben.state.battlefield.some((p) => p.name === "Savannah Lions" && p.controller === 1)).toBe(true);

    // His Bears attack: she blocks with Savannah Lions.
    await advanceTo(ana, "declareBlockers");
    const lions = ben.state.battlefield.find((p) => p.name === "Savannah Lions")!.id;
    const bears = ben.state.battlefield.find((p) => p.name === "Grizzly Bears" && p.controller === 0)!.id;
    await ana.selectOption(`.prompt.kind-declareBlockers .choice[data-blocker="${lions}"] select.block-target`, String(bears));
    await ana.screenshot({ path: `${artifacts}/prompt-declare-blockers.png` });
    await ana.click(".prompt.kind-declareBlockers button.confirm");
    await ben.waitFor((s) => s.battlefield.some((p) => p.id === lions && p.blocking === bears) || logged("blockersDeclared").length > 0);
    expect(logged("blockersDeclared").length).toBe(1);
    await ana.context().close();
    await ben.leave();
  }, 120_000);

  it("divides an attacker's combat damage between two blockers", async () => {
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      step: "precombatMain" as const,
      players: [
        { name: "Ben", battlefield: ["Grizzly Bears", "Grizzly Bears"], library: ["Plains", "Plains", "Plains"] },
        { name: "Ana", battlefield: ["Craw Wurm"], library: ["Plains", "Plains", "Plains"] },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Damage", sandbox }, { name: "Ben" });
    // Both of Ben's Bears block the Wurm.
    playBen(ben, (p) => {
      if (p.kind !== "declareBlockers") return null;
      const wurm = ben.state.battlefield.find((c) => c.name === "Craw Wurm")!.id;
      const blocks = ben.state.battlefield.filter((c) => c.name === "Grizzly Bears").map((c) => ({ blocker: c.id, attacker: wurm }));
      return ben.declareBlockers(...blocks);
    });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();
    // To combat (she passes her main phase, or the table passes it for her: she has nothing to do), the Wurm attacks.
    for (;;) {
      await ana.waitForSelector(".prompt.kind-priority, .prompt.kind-declareAttackers");
      if ((await ana.locator(".prompt.kind-declareAttackers").count()) > 0) break;
      await pass(ana);
    }
    await ana.click('.permanent[data-name="Craw Wurm"]');
    await ana.click(".prompt.kind-declareAttackers button.confirm");

    await advanceTo(ana, "assignCombatDamage");
    const amounts = ana.locator(".prompt.kind-assignCombatDamage input.number");
    expect(await amounts.count()).toBe(2);
    await amounts.nth(0).fill("3");
    await amounts.nth(1).fill("3");
    await ana.screenshot({ path: `${artifacts}/prompt-assign-damage.png` });
    await ana.click(".prompt.kind-assignCombatDamage button.confirm");
    // Both Bears die (lethal damage is 2 each).
    await ben.waitFor((s) => !s.battlefield.some((c) => c.name === "Grizzly Bears"));
    expect(ben.state.players[0]!.graveyard.filter((c) => c.name === "Grizzly Bears")).toHaveLength(2);
    await ana.context().close();
    await ben.leave();
  }, 120_000);

  it("keeps one of two legends, divides a spell's damage among its targets, and pays for it 'unless'", async () => {
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      step: "precombatMain" as const,
      players: [
        { name: "Ben", battlefield: ["Island", "Island", "Grizzly Bears", "Savannah Lions"], hand: ["Mana Leak"], library: ["Island", "Island", "Island"] },
        {
          name: "Ana",
          battlefield: ["Liliana Vess", "Liliana Vess", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"],
          hand: ["Flames of the Firebrand"],
          library: ["Mountain", "Mountain", "Mountain"],
        },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Legends", sandbox }, { name: "Ben" });
    // Ben answers Ana's Flames of the Firebrand with Mana Leak.
    playBen(ben, (p) => {
      const top = ben.state.stack.at(-1);
      if (p.kind === "priority" && top?.name === "Flames of the Firebrand" && ben.state.players[0]!.hand?.some((c) => c.name === "Mana Leak"))
        return ben.cast("Mana Leak", { targets: [{ object: top.id }] });
      return null;
    });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();
    const graveyard = (seat: 0 | 1) => ben.state.players[seat]!.graveyard.map((c) => c.name);

    // 704.5j: two Liliana Vess — she keeps one, the other goes to her graveyard.
    await advanceTo(ana, "legendRule");
    expect(await ana.locator(".prompt.kind-legendRule .choices button").count()).toBe(2);
    await ana.click(".prompt.kind-legendRule .choices button >> nth=1");
    await ben.waitFor(() => graveyard(1).includes("Liliana Vess"));
    expect(ben.state.battlefield.filter((c) => c.name === "Liliana Vess")).toHaveLength(1);

    // Flames of the Firebrand at Ben's two creatures: 3 damage divided, 1 to the Bears and 2 to the Lions (601.2d;
    // the page offers 2 and 1).
    await advanceTo(ana, "priority");
    await castFromHand(ana, "Flames of the Firebrand", "chooseTargets");
    await ana.click('.kind-chooseTargets button.target:has-text("Grizzly Bears")');
    await ana.click('.kind-chooseTargets button.target:has-text("Savannah Lions")');
    await ana.click(".kind-chooseTargets button.confirm");
    await ana.waitForSelector(".prompt.kind-divide");
    const amounts = ana.locator(".kind-divide input.number");
    expect(await amounts.count()).toBe(2);
    await amounts.nth(0).fill("1");
    await amounts.nth(1).fill("2");
    await ana.click(".kind-divide button.confirm");
    await payAutomatically(ana);
    await ben.waitFor((s) => s.stack.some((o) => o.name === "Flames of the Firebrand"));

    // Mana Leak: she pays {3} (118.12a), and her spell resolves.
    await advanceTo(ana, "payUnless");
    expect(await ana.textContent(".kind-payUnless .instruction")).toBe("Pay {3} or Flames of the Firebrand is countered?");
    await ana.screenshot({ path: `${artifacts}/prompt-pay-unless.png` });
    await ana.click(".kind-payUnless button.autopay");
    await ben.waitFor(() => graveyard(0).includes("Mana Leak"));
    await advanceTo(ana, "priority");
    await ben.waitFor(() => graveyard(0).includes("Savannah Lions"));
    expect(ben.state.battlefield.find((c) => c.name === "Grizzly Bears")?.damage).toBe(1);
    expect(graveyard(1)).toContain("Flames of the Firebrand");
    expect(ben.log.some((e) => e.kind === "event" && e.event.type === "paymentOffered" && e.event.paid)).toBe(true);
  }, 120_000);

  it("on a French page, chooses a color for Gods Willing's protection and names a card for Liar's Pendulum", async () => {
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      step: "precombatMain" as const,
      players: [
        { name: "Ben", battlefield: ["Island"], library: ["Island", "Island", "Island"] },
        {
          name: "Ana",
          battlefield: ["Liar's Pendulum", "Grizzly Bears", "Plains", "Plains", "Plains"],
          hand: ["Gods Willing", "Forest"],
          library: ["Plains", "Plains", "Plains"],
        },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Couleurs", sandbox }, { name: "Ben" });
    // Ben guesses there is no Forest in Ana's hand: he is wrong.
    playBen(ben, (p) => (p.kind === "chooseOption" ? ben.answer({ kind: "option", option: "no" }) : null));
    const ana = await sitAtSandbox(suite, ben.code, "Ana", { width: 1366, height: 768, localStorage: { "mtg-table:language": "fr" } });
    await ben.ready();

    // Gods Willing on her Grizzly Bears: protection from the color she chooses (red), in French.
    await advanceTo(ana, "priority");
    await castFromHand(ana, "Gods Willing", "chooseTargets");
    await ana.click(".kind-chooseTargets button.target");
    await payAutomatically(ana);
    await advanceTo(ana, "chooseColor");
    expect(await ana.textContent(".kind-chooseColor .instruction")).toBe("La couleur dont Grizzlis acquiert la protection.");
    expect(await ana.locator(".kind-chooseColor .choices button").allTextContents()).toEqual(["{W} blanc", "{U} bleu", "{B} noir", "{R} rouge", "{G} vert"]);
    await ana.click(".kind-chooseColor button.color-R");
    await ben.waitFor(
      (s) =>
        s.battlefield
          .find((c) => c.name === "Grizzly Bears")
          ?.keywords.toLowerCase()
          .includes("protection from red") === true,
    );
    // Its scry 1 (a chooseOption, tested above): the card stays on top.
    await advanceTo(ana, "chooseOption");
    await ana.click(".prompt.kind-chooseOption .choices button >> nth=0");

    // Liar's Pendulum: she names Forest (the list shows French names; the answer is the English one).
    await advanceTo(ana, "priority");
    await ana.click('.permanent[data-name="Liar\'s Pendulum"]');
    await ana.waitForSelector(".prompt.kind-chooseTargets, .prompt.kind-payCosts");
    if ((await ana.locator(".prompt.kind-chooseTargets").count()) > 0) await ana.click(".kind-chooseTargets button.target");
    await payAutomatically(ana);
    await advanceTo(ana, "nameCard");
    expect(await ana.textContent(".kind-nameCard .instruction")).toBe("Nommez une carte.");
    expect(await ana.locator('.kind-nameCard select.card-name option[value="Forest"]').textContent()).toBe("Forêt");
    await ana.selectOption(".kind-nameCard select.card-name", "Forest");
    const hand = ben.state.players[1]!.handCount;
    await ana.click(".kind-nameCard button.confirm");
    // Ben guesses wrong; she reveals her hand and draws a card.
    await advanceTo(ana, "chooseOption");
    expect(await ana.textContent(".kind-chooseOption .instruction")).toBe("Révéler votre main ?");
    await ana.click(".prompt.kind-chooseOption .choices button >> nth=0");
    await ben.waitFor((s) => s.players[1]!.handCount === hand + 1);
  }, 120_000);

  it("takes a mulligan, puts a card of the new hand on the bottom and keeps the rest (the London mulligan, 103.5)", async () => {
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Mulligan" }, { name: "Ben", deck: { starter: "green-creatures" } });
    playBen(ben, (p) => (p.kind === "mulligan" ? ben.answer({ kind: "keep" }) : null));
    const ana = await suite.newPage();
    await joinByLink(ana, `${suite.base}/table/${ben.code}`, "Ana", "red-burn-goblins");
    await ben.ready();
    await ana.click("button.ready");
    await ana.waitForSelector(".prompt.kind-mulligan");
    await ana.click(".kind-mulligan button.mulligan");
    // 103.5: a new hand of seven, one card of it put on the bottom; then she keeps the six.
    await ana.waitForSelector(".prompt.kind-bottomCards");
    expect(await ana.locator(".kind-bottomCards .choices button").count()).toBe(7);
    await ana.click(".kind-bottomCards .choices button >> nth=0");
    await ana.click(".kind-bottomCards button.confirm");
    await ana.waitForSelector(".prompt.kind-mulligan");
    expect(await ana.textContent(".kind-mulligan .instruction")).toContain("6");
    await ana.click(".kind-mulligan button.keep");
    await ben.waitFor((s) => s.players[1]!.handCount === 6 && s.players[1]!.libraryCount === 54);
  }, 120_000);
});
