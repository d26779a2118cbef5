// Tenth Edition's damage cards: a source dealing damage to its own controller (Orcish Artillery), to each creature
// and each player as it last existed (Bloodfire Colossus), to a destroyed land's controller (Cryoclasm), by a hand's
// size (Sudden Impact), to three different targets (Cone of Flame) and for a discarded land (Seismic Assault).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Orcish Artillery", () => {
  it("deals 2 damage to any target and 3 damage to its controller", () => {
    const g = duel({ battlefield: ["Orcish Artillery"] }, { battlefield: ["Grizzly Bears"] });
    g.activate("Orcish Artillery").targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.life("Ana")).toBe(17);
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Bloodfire Colossus", () => {
  it("113.7a: sacrificed, it deals 6 damage to each creature and each player", () => {
    const g = duel({ battlefield: ["Mountain", "Bloodfire Colossus", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.activate("Bloodfire Colossus").autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Bloodfire Colossus"]);
    g.passAll();
    expect(g.life("Ana")).toBe(14);
    expect(g.life("Ben")).toBe(14);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Bloodfire Colossus", "Grizzly Bears"]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("damageDealt").every((e) => e.sourceName === "Bloodfire Colossus")).toBe(true);
  });
});

describe("Cryoclasm", () => {
  it("targets only a Plains or an Island", () => {
    const g = duel({ hand: ["Cryoclasm"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Island", "Forest", "Plains"] });
    g.cast("Cryoclasm");
    expect(g.targetOptionNames().sort()).toEqual(["Island", "Plains"]);
  });

  it("608.2h: destroys the land and deals 3 damage to its controller", () => {
    const g = duel({ hand: ["Cryoclasm"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Island"] });
    g.castAndPay("Cryoclasm", "Island").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Island"]);
    expect(g.life("Ben")).toBe(17);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Sudden Impact", () => {
  it("deals damage equal to the number of cards in the target player's hand as it resolves", () => {
    const g = duel({ hand: ["Sudden Impact"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { hand: ["Forest", "Forest", "Island"] });
    g.castAndPay("Sudden Impact", "Ben").passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Cone of Flame", () => {
  it("115.3: deals 1, 2 and 3 damage to three different targets", () => {
    const g = duel(
      { hand: ["Cone of Flame"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Grizzly Bears", "Hill Giant"] },
    );
    g.cast("Cone of Flame").targets("Grizzly Bears");
    // The second and third targets are other than those chosen before.
    expect(g.targetOptionNames()).not.toContain("Grizzly Bears");
    g.targets("Ben");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Hill Giant"]);
    g.targets("Hill Giant").autoPay().passAll();
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });
});

describe("Seismic Assault", () => {
  it("118: discarding a land card is its cost; a nonland card can't pay it", () => {
    const g = duel({ hand: ["Forest", "Grizzly Bears"], battlefield: ["Seismic Assault"] });
    g.activate("Seismic Assault").targets("Ben");
    const part = g.expectPrompt("payCosts").parts[0]!;
    expect(part.options.map((o) => g.nameOfObject(o))).toEqual(["Forest"]);
    g.payPart("discard", "Forest").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ana")).toEqual(["Forest"]);
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
  });
});

describe("Spitting Earth", () => {
  it("608.2h: deals damage equal to the number of Mountains its controller controls as it resolves", () => {
    const g = duel({ hand: ["Spitting Earth"], battlefield: ["Mountain", "Mountain", "Mountain", "Forest"] }, { battlefield: ["Hill Giant", "Mountain"] });
    g.castAndPay("Spitting Earth", "Hill Giant").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("counts only its controller's Mountains", () => {
    const g = duel({ hand: ["Spitting Earth"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Hill Giant", "Mountain", "Mountain"] });
    g.castAndPay("Spitting Earth", "Hill Giant").passAll();
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });
});
