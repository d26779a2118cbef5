// Magic 2020's removal for two colors (Fry, Noxious Grasp, Devout Decree: a target "that's [color] or [color]", 115.1),
// Reduce to Ashes (exiled instead if it would die this turn) and Gods Willing (protection from a chosen color).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Fry", () => {
  it("115.1: only a white or blue creature or planeswalker can be its target; 5 damage", () => {
    const g = duel({ battlefield: ["Mountain", "Mountain"], hand: ["Fry"] }, { battlefield: ["Savannah Lions", "Wind Drake", "Hill Giant", "Jace Beleren"] });
    g.cast("Fry");
    expect(g.targetOptionNames().sort()).toEqual(["Jace Beleren", "Savannah Lions", "Wind Drake"]);
    g.targets("Jace Beleren").autoPay().passAll();
    expect(g.permanents("Jace Beleren")).toHaveLength(0);
  });

  it("101.2: it can't be countered", () => {
    const g = duel({ battlefield: ["Mountain", "Mountain"], hand: ["Fry"] }, { battlefield: ["Wind Drake", "Island", "Island", "Island"], hand: ["Cancel"] });
    g.castAndPay("Fry", "Wind Drake");
    g.pass();
    g.castAndPay("Cancel", "Fry").passAll();
    expect(g.stackNames()).toEqual(["Fry"]);
    g.passAll();
    expect(g.permanents("Wind Drake")).toHaveLength(0);
  });
});

describe("Noxious Grasp", () => {
  it("115.1: destroys a green or white creature or planeswalker; its caster gains 1 life", () => {
    const g = duel({ battlefield: ["Swamp", "Swamp"], hand: ["Noxious Grasp"] }, { battlefield: ["Grizzly Bears", "Wind Drake", "Savannah Lions"] });
    g.cast("Noxious Grasp");
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.life("Ana")).toBe(21);
  });
});

describe("Devout Decree", () => {
  it("115.1, 701.22: exiles a black or red creature or planeswalker, then scry 1", () => {
    const g = duel({ battlefield: ["Plains", "Plains"], hand: ["Devout Decree"] }, { battlefield: ["Hill Giant", "Walking Corpse", "Grizzly Bears"] });
    g.cast("Devout Decree");
    expect(g.targetOptionNames().sort()).toEqual(["Hill Giant", "Walking Corpse"]);
    g.targets("Hill Giant").autoPay().passAll();
    g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: "bottom" });
    expect(g.state.exile.map((c) => c.card)).toEqual(["Hill Giant"]);
  });
});

describe("Reduce to Ashes", () => {
  it("5 damage; a creature that would die this turn is exiled instead", () => {
    const g = duel(
      { battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Reduce to Ashes"] },
      { battlefield: ["Bonebreaker Giant"] },
    );
    g.castAndPay("Reduce to Ashes", "Bonebreaker Giant").passAll();
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Bonebreaker Giant"]);
  });
});

describe("Gods Willing", () => {
  it("702.16: target creature you control gains protection from the chosen color; then scry 1", () => {
    const g = duel({ battlefield: ["Plains", "Grizzly Bears"], hand: ["Gods Willing"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Gods Willing");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    g.expectPrompt("chooseColor", "Ana");
    g.answer({ kind: "color", color: "R" });
    g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: "top" });
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears", "Ana"))).toContainEqual({ protectionFrom: "R" });
  });
});
