// Altar's Reap: a creature sacrificed as an additional cost (118.8), then two cards drawn. Its example of 601.2h (the
// cost locked in before Thunderscape Familiar is sacrificed) is tested with the rule, in
// test/engine/601-casting-steps.test.ts.

import { describe, expect, it } from "vitest";
import { lastReversal, mana } from "../support/casting.ts";
import { duel } from "../support/scenario.ts";

describe("Altar's Reap", () => {
  it("118.8, 601.2h: a creature its caster controls is sacrificed while casting it — not a land, not an opponent's creature; it draws two cards", () => {
    const g = duel(
      { hand: ["Altar's Reap"], battlefield: ["Savannah Lions", "Swamp", "Swamp"], library: ["Island", "Forest", "Plains"] },
      { battlefield: ["Grizzly Bears"] },
    );
    g.cast("Altar's Reap");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ B: 1, generic: 1 }));
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice a creature", ["Savannah Lions"]]]);
    g.autoPay();
    // The creature is gone as the spell is cast, before it resolves.
    expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island", "Forest"]);
    expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions", "Altar's Reap"]);
    expect(g.permanents("Grizzly Bears", "Ben")).toHaveLength(1);
  });

  it("118.8: the sacrifice is a cost — countered, Altar's Reap draws nothing, and the creature stays in the graveyard", () => {
    const g = duel(
      { hand: ["Altar's Reap"], battlefield: ["Savannah Lions", "Swamp", "Swamp"], library: ["Island", "Forest"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Altar's Reap").pass();
    g.castAndPay("Counterspell", "Altar's Reap").passAll();
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions", "Altar's Reap"]);
  });

  it("118.3, 601.2h: with no creature to sacrifice the cast is reversed and nothing is drawn", () => {
    const g = duel({ hand: ["Altar's Reap"], battlefield: ["Swamp", "Swamp"], library: ["Island", "Forest"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Altar's Reap");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.handNames("Ana")).toEqual(["Altar's Reap"]);
    expect(g.state.players[0]!.library).toEqual(["Island", "Forest"]);
  });
});
