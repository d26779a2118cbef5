// Elvish Archdruid: a lord, and a mana ability adding {G} for each Elf its controller controls (605.1a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Elvish Archdruid", () => {
  it("605.1a: {T} adds {G} for each Elf its controller controls, itself included — not the opponent's", () => {
    const g = duel({ battlefield: ["Elvish Archdruid", "Llanowar Elves", "Elvish Visionary", "Grizzly Bears"] }, { battlefield: ["Llanowar Elves"] });
    const option = g.expectPrompt("priority", "Ana").actions.find((a) => a.kind === "activateMana" && g.nameOfObject(a.source) === "Elvish Archdruid");
    expect(option).toMatchObject({ amount: 3, text: "{T}: Add {G} for each Elf you control." });
    g.tapForMana("Elvish Archdruid");
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 3 });
  });

  it("613.4c: other Elf creatures its controller controls get +1/+1", () => {
    const g = duel({ battlefield: ["Elvish Archdruid", "Llanowar Elves", "Grizzly Bears"] }, { battlefield: ["Elvish Visionary"] });
    expect(g.pt("Elvish Archdruid")).toEqual([2, 2]);
    expect(g.pt("Llanowar Elves")).toEqual([2, 2]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    expect(g.pt("Elvish Visionary", "Ben")).toEqual([1, 1]);
  });

  it("its mana pays for a spell", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Elvish Archdruid", "Llanowar Elves", "Elvish Visionary", "Mountain"] });
    g.castAndPay("Hill Giant").passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });
});
