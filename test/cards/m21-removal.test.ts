// Magic 2021's removal: Eliminate and Legion's Judgment (targets limited by mana value and by power), Soul Sear (and
// loses indestructible), Scorching Dragonfire (exiled if it would die), Secure the Scene (the exiled permanent's
// controller creates the token) and Unsubstantiate (a spell or a creature).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Eliminate", () => {
  it("115.1: only a creature or planeswalker with mana value 3 or less can be its target", () => {
    const g = duel({ hand: ["Eliminate"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears", "Serra Angel", "Liliana Vess"] });
    g.cast("Eliminate");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});

describe("Legion's Judgment", () => {
  it("115.1: only a creature with power 4 or greater can be its target", () => {
    const g = duel({ hand: ["Legion's Judgment"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant", "Craw Wurm"] });
    g.cast("Legion's Judgment");
    expect(g.targetOptionNames()).toEqual(["Craw Wurm"]);
    g.targets("Craw Wurm").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Craw Wurm"]);
  });
});

describe("Soul Sear", () => {
  it("702.12b: the permanent loses indestructible, so 5 damage destroys it", () => {
    const g = duel(
      { hand: ["Soul Sear"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Darksteel Myr"] },
    );
    g.castAndPay("Soul Sear", "Darksteel Myr").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Darksteel Myr"]);
  });
});

describe("Scorching Dragonfire", () => {
  it("614.6: the creature dealt 3 damage would die: it's exiled instead", () => {
    const g = duel({ hand: ["Scorching Dragonfire"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Scorching Dragonfire", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(0);
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Grizzly Bears"]);
  });
});

describe("Secure the Scene", () => {
  it("111.2: the exiled permanent's controller creates a 1/1 white Soldier token", () => {
    const g = duel({ hand: ["Secure the Scene"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Serra Angel"] });
    g.castAndPay("Secure the Scene", "Serra Angel").passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Serra Angel"]);
    expect(g.permanents("Soldier Token", "Ben")).toHaveLength(1);
    expect(g.permanents("Soldier Token", "Ana")).toHaveLength(0);
  });
});

describe("Unsubstantiate", () => {
  it("608.2c: a target spell returns to its owner's hand", () => {
    const g = duel(
      { hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Unsubstantiate"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Hill Giant");
    g.pass();
    g.castAndPay("Unsubstantiate", "Hill Giant").passAll();
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.stackNames()).toEqual([]);
  });

  it("608.2c: or a target creature", () => {
    const g = duel({ hand: ["Unsubstantiate"], battlefield: ["Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Unsubstantiate", "Grizzly Bears").passAll();
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});
