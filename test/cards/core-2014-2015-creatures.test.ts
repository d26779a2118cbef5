// Permanents of Magic 2014, Magic 2015 and Magic Origins made of existing abilities: Forge Devil, Corpse Hauler,
// Encroaching Wastes, Trained Condor and Chief of the Foundry.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function attackWith(g: Scenario, ...names: string[]): Scenario {
  g.passUntilPrompt("declareAttackers");
  return g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: g.permanent(n).id, defender: 1 })) });
}

describe("Forge Devil", () => {
  it("603.3: as it enters, 1 damage to target creature and 1 damage to its controller", () => {
    const g = duel({ hand: ["Forge Devil"], battlefield: ["Mountain"] }, { battlefield: ["Llanowar Elves"] });
    g.castAndPay("Forge Devil").passAll();
    g.targets("Llanowar Elves").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
    expect(g.life("Ana")).toBe(19);
  });
});

describe("Corpse Hauler", () => {
  it("602.2: sacrificed as a cost, it returns another creature card from your graveyard to your hand", () => {
    const g = duel({ battlefield: ["Corpse Hauler", "Swamp", "Swamp", "Swamp"], graveyard: ["Hill Giant", "Lightning Bolt"] });
    g.activate("Corpse Hauler");
    const targets = g.expectPrompt("chooseTargets", "Ana");
    expect(targets.options.map((t) => (t.kind === "object" ? g.nameOfObject(t.id) : t.id))).toEqual(["Hill Giant"]);
    g.answer({ kind: "targets", targets: targets.options }).autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Corpse Hauler", "Lightning Bolt"]);
  });
});

describe("Encroaching Wastes", () => {
  it("taps for {C}; {4}, {T}, sacrifice: destroys target nonbasic land, never a basic one", () => {
    const g = duel({ battlefield: ["Encroaching Wastes", "Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Mountain", "Quicksand"] });
    g.activate("Encroaching Wastes", "p1");
    // A nonbasic land itself, it could target itself.
    expect(g.targetOptionNames().sort()).toEqual(["Encroaching Wastes", "Quicksand"]);
    g.targets("Quicksand");
    // The Swamps pay {4}: its own {T} is part of the cost.
    for (let i = 0; i < 4; i++) g.tapForMana("Swamp");
    g.pay().payPart("{T}").payPart("sacrifice this").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Quicksand"]);
    expect(g.graveyardNames("Ana")).toEqual(["Encroaching Wastes"]);
  });
});

describe("Trained Condor", () => {
  it("508.3a: whenever it attacks, another creature you control gains flying until end of turn", () => {
    const g = duel({ battlefield: ["Trained Condor", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    attackWith(g, "Trained Condor");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").passAll();
    expect([...keywordsOf(g.reader, g.permanent("Hill Giant"))]).toContain("Flying");
  });
});

describe("Chief of the Foundry", () => {
  it("613.4c: other artifact creatures you control get +1/+1, not itself, nor noncreature artifacts or others' creatures", () => {
    const g = duel({ battlefield: ["Chief of the Foundry", "Ornithopter", "Grizzly Bears"] }, { battlefield: ["Ornithopter"] });
    expect(g.pt("Chief of the Foundry")).toEqual([2, 3]);
    expect(g.pt("Ornithopter", "Ana")).toEqual([1, 3]);
    expect(g.pt("Ornithopter", "Ben")).toEqual([0, 2]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});
