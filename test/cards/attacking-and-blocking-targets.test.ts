// Cards whose targets are attacking or blocking creatures (506.3): Righteousness, Ballista Squad, Quicksand, Hail of
// Arrows, Condemn, and Knight of Dusk ("target creature blocking [this]").

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

/** Ana attacks Ben with these creatures; stops at Ana's priority in the declare attackers step. */
function attack(g: Scenario, ...attackers: string[]): Scenario {
  g.passUntilPrompt("declareAttackers");
  return g.answer({ kind: "attackers", attacks: attackers.map((a) => ({ attacker: g.permanent(a, "Ana").id, defender: g.playerId("Ben") })) });
}

describe("Righteousness", () => {
  it("506.3: only a blocking creature is a legal target; it gets +7/+7", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Hill Giant"] }, { hand: ["Righteousness"], battlefield: ["Plains", "Wall of Wood"] });
    g.attackAndBlock("Grizzly Bears", "Wall of Wood");
    g.pass();
    g.cast("Righteousness");
    expect(g.targetOptionNames()).toEqual(["Wall of Wood"]);
    g.targets("Wall of Wood").autoPay().passAll();
    expect(g.pt("Wall of Wood")).toEqual([7, 10]);
  });

  it("outside combat it has no legal target", () => {
    const g = duel({ hand: ["Righteousness"], battlefield: ["Plains", "Grizzly Bears"] });
    const cast = g.prompt.kind === "priority" ? g.prompt.actions.find((a) => a.kind === "cast") : undefined;
    expect(cast?.kind === "cast" && cast.hasTargets).toBe(false);
  });
});

describe("Ballista Squad", () => {
  it("506.3: X damage to an attacking or a blocking creature, not to one outside combat", () => {
    const g = duel(
      { battlefield: ["Grizzly Bears", "Hill Giant"] },
      { battlefield: ["Ballista Squad", "Plains", "Plains", "Plains", "Wall of Wood", "Llanowar Elves"] },
    );
    g.attackAndBlock("Grizzly Bears", "Wall of Wood");
    g.pass();
    g.activate("Ballista Squad").announceX(2);
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Wall of Wood"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
  });
});

describe("Quicksand", () => {
  it("{T}, sacrifice: an attacking creature without flying gets -1/-2", () => {
    const g = duel({ battlefield: ["Hill Giant", "Wind Drake"] }, { battlefield: ["Quicksand"] });
    attack(g, "Hill Giant", "Wind Drake").pass();
    g.activate("Quicksand", 1);
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").autoPay().passAll();
    expect(g.pt("Hill Giant")).toEqual([2, 1]);
    expect(g.graveyardNames("Ben")).toEqual(["Quicksand"]);
  });

  it("605.1a: it taps for {C}", () => {
    const g = duel({ battlefield: ["Quicksand"] });
    g.tapForMana("Quicksand");
    expect(g.state.players[0]!.manaPool.C).toBe(1);
  });
});

describe("Hail of Arrows", () => {
  it("601.2d: X damage divided among any number of attacking creatures", () => {
    const g = duel(
      { battlefield: ["Grizzly Bears", "Llanowar Elves", "Hill Giant"] },
      { hand: ["Hail of Arrows"], battlefield: ["Plains", "Plains", "Plains", "Plains"] },
    );
    attack(g, "Grizzly Bears", "Llanowar Elves").pass();
    g.cast("Hail of Arrows").announceX(3);
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Llanowar Elves"]);
    g.targets("Grizzly Bears", "Llanowar Elves").divide(2, 1).autoPay().passAll();
    expect(g.graveyardNames("Ana").sort()).toEqual(["Grizzly Bears", "Llanowar Elves"]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });
});

describe("Condemn", () => {
  it("608.2h: the attacker goes to the bottom of its owner's library, and its controller gains life equal to its toughness as it last existed", () => {
    const g = duel({ battlefield: ["Hill Giant"] }, { hand: ["Condemn", "Giant Growth"], battlefield: ["Plains", "Forest"] });
    attack(g, "Hill Giant").pass();
    g.castAndPay("Giant Growth", "Hill Giant").passAll();
    g.pass();
    g.castAndPay("Condemn", "Hill Giant").passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(0);
    const library = g.state.players[0]!.library;
    expect(library[library.length - 1]).toBe("Hill Giant");
    // Hill Giant was 6/6 with Giant Growth when it left: Ana gains 6.
    expect(g.life("Ana")).toBe(26);
    expect(g.life("Ben")).toBe(20);
  });

  it("608.2b: if the creature left combat and the battlefield first, nothing happens", () => {
    const g = duel({ battlefield: ["Hill Giant"] }, { hand: ["Condemn", "Lightning Bolt"], battlefield: ["Plains", "Mountain"] });
    attack(g, "Hill Giant").pass();
    g.castAndPay("Condemn", "Hill Giant");
    g.castAndPay("Lightning Bolt", "Hill Giant").passAll().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Knight of Dusk", () => {
  it("509.1h: it may target only a creature blocking it", () => {
    const g = duel({ battlefield: ["Knight of Dusk", "Grizzly Bears", "Swamp", "Swamp"] }, { battlefield: ["Wall of Wood", "Hill Giant", "Llanowar Elves"] });
    g.passUntilPrompt("declareAttackers");
    const knight = g.permanent("Knight of Dusk").id;
    const bears = g.permanent("Grizzly Bears").id;
    g.answer({ kind: "attackers", attacks: [knight, bears].map((attacker) => ({ attacker, defender: g.playerId("Ben") })) });
    g.passUntilPrompt("declareBlockers");
    g.answer({
      kind: "blockers",
      blocks: [
        { blocker: g.permanent("Wall of Wood").id, attacker: knight },
        { blocker: g.permanent("Hill Giant").id, attacker: bears },
      ],
    });
    g.activate("Knight of Dusk");
    expect(g.targetOptionNames()).toEqual(["Wall of Wood"]);
    g.targets("Wall of Wood").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Wall of Wood"]);
  });
});
