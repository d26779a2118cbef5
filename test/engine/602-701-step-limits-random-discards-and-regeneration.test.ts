// The mechanisms the last Tenth Edition cards brought, on test-only cards that use them otherwise: an activated ability
// limited to a step of its controller's turn (602.5b), a player made to discard at random (701.9b), "can't be
// regenerated this turn" for a chosen target (701.19c), and "creatures that attacked this turn" (508.1k).

import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS, TOKENS, buildRegistry } from "../../server/cards/index.ts";
import { ability, card, cost, effect, target } from "../../server/card-language/card-dsl.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { permanentFacts } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario, type Side } from "../support/scenario.ts";
import { hasAction, activateAndResolve } from "../support/casting.ts";
import { attack } from "../support/combat.ts";

const drawStepText = "{0}: You gain 1 life. Activate only during your draw step.";
const drawStepRelic = card({
  name: "Test Draw Step Relic",
  cost: "{0}",
  types: ["Artifact"],
  text: drawStepText,
  abilities: [
    ability.activated(cost("{0}"), "You gain 1 life. Activate only during your draw step.", {
      effects: [effect.gainLife(1, { you: true })],
      onlyDuringYour: "draw",
    }),
  ],
});
const randomDiscard = card({
  name: "Test Random Discard",
  cost: "{0}",
  types: ["Sorcery"],
  text: "Target player discards two cards at random.",
  spell: { targets: [target.player()], effects: [effect.discardAtRandom(2, { target: 0 })] },
});
const noRegeneration = card({
  name: "Test Unregenerable",
  cost: "{0}",
  types: ["Instant"],
  text: "Target creature can't be regenerated this turn.",
  spell: { targets: [target.creature()], effects: [effect.cantBeRegenerated({ target: 0 })] },
});

const engine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, drawStepRelic, randomDiscard, noRegeneration]));

function game(ana: Side, ben: Side = {}, rest: Parameters<typeof duel>[2] = {}): Scenario {
  return duel({ library: ["Island", "Island"], ...ana }, { library: ["Island", "Island"], ...ben }, rest, engine);
}

describe("602.5b: an activated ability limited to a step of its controller's turn", () => {
  it("602.5b: offered only in that step of its controller's turn", () => {
    const g = game({ battlefield: ["Test Draw Step Relic"] }, {}, { step: "upkeep" });
    const relic = g.permanent("Test Draw Step Relic").id;
    expect(hasAction(g, "activate", relic)).toBe(false);
    g.passUntil("draw");
    expect(hasAction(g, "activate", relic)).toBe(true);
    activateAndResolve(g, "Test Draw Step Relic");
    expect(g.life("Ana")).toBe(21);
    g.passUntil("precombatMain");
    expect(hasAction(g, "activate", relic)).toBe(false);
  });

  it("602.5b: a refused activation outside that step changes nothing", () => {
    const g = game({ battlefield: ["Test Draw Step Relic"] });
    const before = g.stateJson();
    g.refuse({ kind: "answer", player: 0, promptId: g.prompt.id, answer: { kind: "activate", source: g.permanent("Test Draw Step Relic").id, ability: "p0" } });
    expect(g.stateJson()).toBe(before);
  });
});

describe("701.9b: discarding at random", () => {
  it("701.9b: the targeted player discards two cards chosen by the game's generator; nobody is asked", () => {
    const g = game({ hand: ["Test Random Discard"] }, { hand: ["Forest", "Island", "Swamp"] });
    g.castAndPay("Test Random Discard", "Ben").passAll();
    g.expectPrompt("priority", "Ana");
    expect(g.handNames("Ben")).toHaveLength(1);
    expect(g.eventsOf("discarded").map((e) => e.player)).toEqual([1, 1]);
  });
});

describe("701.19c: can't be regenerated this turn", () => {
  it("701.19c: a creature that can't be regenerated is destroyed despite its regeneration shield", () => {
    const g = game({ hand: ["Test Unregenerable", "Shock"], battlefield: ["Mountain"] }, { battlefield: ["Drudge Skeletons", "Swamp"] });
    g.pass();
    activateAndResolve(g, "Drudge Skeletons");
    g.castAndPay("Test Unregenerable", "Drudge Skeletons").passAll();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Drudge Skeletons"]);
  });
});

describe("508.1k: creatures that attacked this turn", () => {
  it("508.1k: a creature that attacked is one that attacked this turn, even after combat, and not in the next turn", () => {
    const g = game({ battlefield: ["Grizzly Bears", "Hill Giant"] });
    const attackedThisTurn = (name: string) => permanentFacts(g.reader, g.permanent(name)).attackedThisTurn === true;
    attack(g, "Grizzly Bears");
    g.passUntil("postcombatMain");
    expect(attackedThisTurn("Grizzly Bears")).toBe(true);
    expect(attackedThisTurn("Hill Giant")).toBe(false);
    g.passUntil("upkeep");
    expect(attackedThisTurn("Grizzly Bears")).toBe(false);
  });
});
