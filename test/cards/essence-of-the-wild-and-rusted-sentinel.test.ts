// Essence of the Wild (creatures enter as a copy of it, 616.1c) and Rusted Sentinel (enters tapped, 614.1d).

import { describe, expect, it } from "vitest";
import { chooseToCopy, ISLANDS } from "../support/copies.ts";
import { duel } from "../support/scenario.ts";
import { chars } from "../support/characteristics.ts";

describe("Essence of the Wild", () => {
  it("707.5: a creature entering under its controller's control is a copy of it", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Essence of the Wild"] });
    g.castAndPay("Grizzly Bears").passAll();
    expect(chars(g, "Grizzly Bears")).toMatchObject({ name: "Essence of the Wild", power: 6, toughness: 6, subtypes: ["Avatar"] });
  });

  it("another player's creatures enter as themselves", () => {
    const g = duel({ battlefield: ["Essence of the Wild"] }, { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] });
    g.passUntil("precombatMain", 4);
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("616.1c: with Clone's own copy effect, Clone ends up a copy of Essence of the Wild in either order", () => {
    for (const first of [0, 1]) {
      const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Essence of the Wild", "Prodigal Sorcerer"] });
      g.castAndPay("Clone").passAll();
      const order = g.expectPrompt("chooseOption");
      expect(order.options).toHaveLength(2);
      g.answer({ kind: "option", option: order.options[first]! });
      if (g.prompt.kind === "chooseObject") chooseToCopy(g, "Prodigal Sorcerer");
      expect(chars(g, "Clone")).toMatchObject({ name: "Essence of the Wild", power: 6, toughness: 6 });
    }
  });
});

describe("Rusted Sentinel", () => {
  it("614.1d: it enters the battlefield tapped", () => {
    const g = duel({ hand: ["Rusted Sentinel"], battlefield: ISLANDS });
    g.castAndPay("Rusted Sentinel").passAll();
    expect(g.permanent("Rusted Sentinel").tapped).toBe(true);
  });
});
