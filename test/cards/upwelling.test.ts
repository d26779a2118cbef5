// Upwelling: players don't lose unspent mana as steps and phases end (106.4, 500.5).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Upwelling", () => {
  it("106.4: unspent mana stays in every player's pool as steps, phases and turns end", () => {
    const g = duel({ battlefield: ["Upwelling", "Forest"] }, { battlefield: ["Island"] });
    g.tapForMana("Forest");
    g.passUntil("end");
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 1 });
    g.passUntil("upkeep", 4);
    g.tapForMana("Island");
    g.passUntil("precombatMain", 4);
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 1 });
    expect(g.state.players[1]!.manaPool).toMatchObject({ U: 1 });
  });

  it("500.5: without it, mana empties as the step ends", () => {
    const g = duel({ battlefield: ["Forest"] });
    g.tapForMana("Forest");
    g.passUntil("beginningOfCombat");
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 0 });
  });
});
