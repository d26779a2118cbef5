// Plagiarize: a replacement effect of a resolved spell on a player's draws until end of turn (614.1a, 614.11).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Plagiarize", () => {
  it("614.1a: until end of turn, each card the target player would draw, they skip, and its caster draws instead", () => {
    const g = duel(
      { hand: ["Plagiarize"], library: ["Island", "Island", "Island", "Island"], battlefield: ["Island", "Island", "Island", "Island"] },
      { hand: ["Divination"], library: ["Forest", "Forest", "Forest"], battlefield: ["Island", "Island", "Island"] },
      { activePlayer: 1 },
    );
    g.pass();
    g.castAndPay("Plagiarize", "Ben").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Plagiarize"]);
    g.castAndPay("Divination").passAll();
    expect(g.handNames("Ben")).toEqual([]);
    expect(g.handNames("Ana")).toEqual(["Island", "Island"]);
    expect(g.state.players[1]!.library).toHaveLength(3);
  });

  it("614.1a: the effect ends with the turn", () => {
    const g = duel({ hand: ["Plagiarize"], battlefield: ["Island", "Island", "Island", "Island"] });
    g.castAndPay("Plagiarize", "Ben").passAll();
    g.passUntil("precombatMain", 4);
    expect(g.handNames("Ben")).toHaveLength(1);
    expect(g.handNames("Ana")).toHaveLength(0);
  });

  it("614.5: targeting its caster, their draws happen as usual", () => {
    const g = duel({ hand: ["Plagiarize", "Divination"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Island", "Island"] });
    g.castAndPay("Plagiarize", "Ana").passAll();
    g.castAndPay("Divination").passAll();
    expect(g.handNames("Ana")).toHaveLength(2);
  });
});
