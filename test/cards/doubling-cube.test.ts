// Doubling Cube: a mana ability with generic mana in its cost, paid from the pool (605.3b), that doubles the unspent
// mana left (106.4).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Doubling Cube", () => {
  it("605.3b, 106.4: {3}, {T}: its cost is paid from the pool, the types chosen, then each type of mana left is doubled", () => {
    const g = duel({ battlefield: ["Doubling Cube", "Forest", "Forest", "Forest", "Island", "Island"] });
    const cube = g.permanent("Doubling Cube").id;
    const offered = () => g.expectPrompt("priority").actions.some((a) => a.kind === "activateMana" && a.source === cube);
    expect(offered()).toBe(false);
    for (let i = 0; i < 3; i++) g.tapForMana("Forest");
    g.tapForMana("Island");
    g.tapForMana("Island");
    expect(offered()).toBe(true);
    g.answer({ kind: "activateMana", source: cube, ability: "p0" });
    // Three choices of which mana pays {3}: two green and one blue.
    g.answer({ kind: "option", option: "G" });
    g.answer({ kind: "option", option: "G" });
    g.answer({ kind: "option", option: "U" });
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 2, U: 2 });
    expect(g.permanent("Doubling Cube").tapped).toBe(true);
  });

  it("106.4: with one type of mana, nothing is asked", () => {
    const g = duel({ battlefield: ["Doubling Cube", "Forest", "Forest", "Forest", "Forest"] });
    for (let i = 0; i < 4; i++) g.tapForMana("Forest");
    g.answer({ kind: "activateMana", source: g.permanent("Doubling Cube").id, ability: "p0" });
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 2 });
    g.expectPrompt("priority");
  });
});
