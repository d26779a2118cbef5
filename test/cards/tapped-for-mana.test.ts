// Triggers on a land being tapped for mana (106.12a): Manabarbs (a triggered ability that uses the stack) and
// Overgrowth (a triggered mana ability, which resolves at once, 605.1b, 605.4a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Manabarbs", () => {
  it("106.12a: whenever a player taps a land for mana, Manabarbs deals 1 damage to that player", () => {
    const g = duel({ battlefield: ["Forest", "Llanowar Elves"] }, { battlefield: ["Manabarbs"] });
    g.tapForMana("Forest");
    // 605.3a: the player keeps priority; the trigger waits for it on the stack.
    expect(g.stackNames()).toEqual(["Manabarbs"]);
    g.passAll();
    expect(g.life("Ana")).toBe(19);
    expect(g.life("Ben")).toBe(20);
  });

  it("106.12a: Manabarbs' trigger resolves and deals 1 damage to the land's controller; a creature tapped for mana doesn't trigger it", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Llanowar Elves", "Grizzly Bears"] }, { battlefield: ["Manabarbs"] });
    g.castAndPay("Giant Growth", "Grizzly Bears");
    expect(g.stackNames()).toEqual(["Giant Growth", "Manabarbs"]);
    g.passAll();
    expect(g.life("Ana")).toBe(19);
    const h = duel({ hand: ["Giant Growth"], battlefield: ["Llanowar Elves", "Grizzly Bears"] }, { battlefield: ["Manabarbs"] });
    h.castAndPay("Giant Growth", "Grizzly Bears");
    expect(h.stackNames()).toEqual(["Giant Growth"]);
  });
});

describe("Overgrowth", () => {
  it("605.1b, 605.4a: tapped for mana, the enchanted land's controller adds {G}{G} more at once, without the stack", () => {
    const g = duel({ battlefield: [{ card: "Forest", label: "f" }, { card: "Overgrowth", attachedTo: "f" }, "Forest"] });
    const enchanted = g.state.battlefield.find((p) => p.card === "Forest" && p.id === g.labels.f)!;
    g.answer({ kind: "activateMana", source: enchanted.id, ability: "p0" });
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 3 });
    expect(g.stackNames()).toEqual([]);
    expect(g.state.pendingTriggers).toEqual([]);
    g.tapForMana("Forest");
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 4 });
  });

  it("605.4a: on an opponent's land, the land's controller gets the mana", () => {
    const g = duel({ battlefield: [{ card: "Overgrowth", attachedTo: "i" }] }, { battlefield: [{ card: "Island", label: "i" }] }, { activePlayer: 1 });
    g.tapForMana("Island");
    expect(g.state.players[1]!.manaPool).toMatchObject({ U: 1, G: 2 });
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 0 });
  });
});
