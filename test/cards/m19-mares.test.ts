// Core Set 2019's Mares: each can't be blocked by creatures of one color (509.1b), with one more ability each.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;

function attack(g: Scenario, name: string): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(name, "Ana").id, defender: 1 }] });
}

/** Ben, who has another creature that may block, is refused a block by `blocker`. */
function refusedBlock(g: Scenario, attacker: string, blocker: string): void {
  g.passUntilPrompt("declareBlockers");
  expect(
    g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent(blocker, "Ben").id, attacker: g.permanent(attacker, "Ana").id }] }).message,
  ).toBeTruthy();
}

describe("Vine Mare", () => {
  it("509.1b: black creatures can't block it, others can; 702.11: it has hexproof", () => {
    const g = duel({ battlefield: ["Vine Mare"] }, { battlefield: ["Black Knight", "Grizzly Bears"] });
    expect([...keywordsOf(g.reader, g.permanent("Vine Mare"))]).toContain("Hexproof");
    attack(g, "Vine Mare");
    refusedBlock(g, "Vine Mare", "Black Knight");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("Vine Mare").id }] });
  });
});

describe("Lightning Mare", () => {
  it("509.1b: blue creatures can't block it; {1}{R}: +1/+0", () => {
    const g = duel({ battlefield: ["Lightning Mare", "Mountain", "Mountain"] }, { battlefield: ["Coral Eel", "Grizzly Bears"] });
    g.activate("Lightning Mare", 2).autoPay().passAll();
    expect(g.pt("Lightning Mare")).toEqual([4, 1]);
    attack(g, "Lightning Mare");
    refusedBlock(g, "Lightning Mare", "Coral Eel");
  });

  it("101.2: this spell can't be countered", () => {
    const g = duel(
      { hand: ["Lightning Mare"], battlefield: ["Mountain", "Mountain", "Mountain"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Lightning Mare").pass();
    g.castAndPay("Counterspell", "Lightning Mare").passAll().passAll();
    expect(g.permanents("Lightning Mare")).toHaveLength(1);
  });
});

describe("Plague Mare", () => {
  it("entering, it gives creatures its controller's opponents control -1/-1 until end of turn", () => {
    const g = duel(
      { hand: ["Plague Mare"], battlefield: ["Swamp", "Swamp", "Swamp", "Grizzly Bears"] },
      { battlefield: ["Llanowar Elves", "Hill Giant", "Mountain"] },
    );
    g.castAndPay("Plague Mare").passAll().passAll();
    expect(g.permanents("Llanowar Elves")).toHaveLength(0);
    expect(g.pt("Hill Giant", "Ben")).toEqual([2, 2]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    g.passUntil("upkeep", 4);
    expect(g.pt("Hill Giant", "Ben")).toEqual([3, 3]);
  });

  it("509.1b: white creatures can't block it", () => {
    const g = duel({ battlefield: ["Plague Mare"] }, { battlefield: ["Savannah Lions", "Grizzly Bears"] });
    attack(g, "Plague Mare");
    refusedBlock(g, "Plague Mare", "Savannah Lions");
  });
});

describe("Shield Mare", () => {
  it("603.2: it gains its controller 3 life as it enters, and when an opponent's spell targets it", () => {
    const g = duel({ hand: ["Shield Mare"], battlefield: ["Plains", "Plains", "Plains"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.castAndPay("Shield Mare").passAll().passAll();
    expect(g.life("Ana")).toBe(23);
    g.pass();
    g.castAndPay("Shock", "Shield Mare");
    g.passAll();
    expect(g.life("Ana")).toBe(26);
    g.passAll();
    expect(g.permanents("Shield Mare")).toHaveLength(1);
  });

  it("its controller's own spell targeting it doesn't trigger it; red creatures can't block it", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Shield Mare", "Forest"] }, { battlefield: ["Hill Giant", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Shield Mare").passAll();
    expect(g.life("Ana")).toBe(20);
    attack(g, "Shield Mare");
    refusedBlock(g, "Shield Mare", "Hill Giant");
  });
});

describe("Surge Mare", () => {
  it("when it deals damage to an opponent, its controller may draw a card, then discards one", () => {
    // A 0/5, it deals damage once pumped.
    const g = duel({ battlefield: ["Surge Mare", "Island", "Island"], hand: ["Grizzly Bears"] });
    g.activate("Surge Mare", 2).autoPay().passAll();
    attack(g, "Surge Mare");
    g.passUntilPrompt("chooseOption");
    g.answer(yes);
    // It drew, then is asked for a discard.
    g.answer({ kind: "cards", cards: [g.handCard("Grizzly Bears")] });
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.life("Ben")).toBe(18);
  });

  it("{1}{U}: +2/-2; green creatures can't block it", () => {
    const g = duel({ battlefield: ["Surge Mare", "Island", "Island"] }, { battlefield: ["Grizzly Bears", "Coral Eel"] });
    g.activate("Surge Mare", 2).autoPay().passAll();
    expect(g.pt("Surge Mare")).toEqual([2, 3]);
    attack(g, "Surge Mare");
    refusedBlock(g, "Surge Mare", "Grizzly Bears");
  });
});
