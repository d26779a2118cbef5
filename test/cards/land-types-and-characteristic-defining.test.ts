// Setting land types (305.7: Evil Presence, Blood Moon, layer 4) and characteristic-defining abilities
// (604.3: Nightmare and Tarmogoyf, layer 7a), read through the object view.

import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { cardRegistry } from "../../server/cards/index.ts";
import { duel, type Scenario } from "../support/scenario.ts";

/** The texts of a permanent's abilities now. */
function abilityTexts(g: Scenario, name: string): string[] {
  return characteristics(g.reader, g.permanent(name)).abilities.map((k) => k.ability.text);
}

/** The mana a permanent's mana abilities may add now, from the priority prompt. */
function manaChoices(g: Scenario, name: string): string[] {
  const id = g.permanent(name).id;
  return g
    .expectPrompt("priority")
    .actions.flatMap((a) => (a.kind === "activateMana" && a.source === id ? a.choices : []))
    .sort();
}

describe("Tarmogoyf", () => {
  it("604.3, 613.4a: power is the number of card types among cards in all graveyards — a card of two types counts both, a type once — and toughness that plus 1", () => {
    const g = duel({ battlefield: ["Tarmogoyf"] });
    expect(g.pt("Tarmogoyf")).toEqual([0, 1]);
    const h = duel({ battlefield: ["Tarmogoyf"], graveyard: ["Lightning Bolt", "Lightning Bolt", "Forest"] }, { graveyard: ["Triskelion", "Grizzly Bears"] });
    // Instant, Land, Artifact and Creature.
    expect(h.pt("Tarmogoyf")).toEqual([4, 5]);
  });

  it("604.3: it follows the graveyards: a spell resolving and a creature dying count at once", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Tarmogoyf", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.pt("Tarmogoyf")).toEqual([2, 3]);
  });

  it("604.3: a card discarded in the cleanup step counts, though no permanent, spell or effect changed", () => {
    const g = duel({ hand: ["Lightning Bolt", ...Array<string>(7).fill("Forest")], battlefield: ["Tarmogoyf"] }, {}, { step: "end" });
    expect(g.pt("Tarmogoyf")).toEqual([0, 1]);
    g.passAll();
    g.answer({ kind: "cards", cards: [g.handCard("Lightning Bolt")] });
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.pt("Tarmogoyf")).toEqual([1, 2]);
  });

  it("208.2a: its printed power and toughness are * and 1+*: 0/1 where the ability isn't applied", () => {
    const def = cardRegistry.get("Tarmogoyf")!;
    expect([def.power, def.toughness]).toEqual([0, 1]);
  });
});

describe("Nightmare", () => {
  it("604.3, 613.4a: its power and toughness are each the number of Swamps its controller controls — not an opponent's", () => {
    const g = duel({ battlefield: ["Nightmare", "Swamp", "Swamp", "Swamp", "Forest"] }, { battlefield: ["Swamp", "Swamp"] });
    expect(g.pt("Nightmare")).toEqual([3, 3]);
  });

  it("604.3: it follows the count as Swamps come and go", () => {
    const g = duel({ hand: ["Swamp"], battlefield: ["Nightmare", "Swamp"] });
    expect(g.pt("Nightmare")).toEqual([1, 1]);
    g.playLand("Swamp");
    expect(g.pt("Nightmare")).toEqual([2, 2]);
  });

  it("704.5f: with no Swamp it is 0/0 and is put into its owner's graveyard", () => {
    const g = duel({ battlefield: ["Nightmare", "Plains"] });
    expect(g.permanents("Nightmare")).toHaveLength(0);
    expect(g.graveyardNames("Ana")).toEqual(["Nightmare"]);
  });

  it("613.4a after layer 4: a Forest made a Swamp by Evil Presence counts; 613.4c: counters apply after the count", () => {
    const g = duel({
      battlefield: [
        { card: "Nightmare", counters: { "+1/+1": 1 } },
        "Swamp",
        { card: "Forest", label: "forest" },
        { card: "Evil Presence", attachedTo: "forest" },
      ],
    });
    expect(g.pt("Nightmare")).toEqual([3, 3]);
  });
});

describe("Evil Presence", () => {
  it("305.7: the enchanted Forest is a Swamp and nothing else: it taps for {B}, not {G}", () => {
    const g = duel({ hand: ["Evil Presence"], battlefield: ["Forest", "Swamp"] });
    g.castAndPay("Evil Presence", "Forest").passAll();
    const forest = characteristics(g.reader, g.permanent("Forest"));
    expect(forest.subtypes).toEqual(["Swamp"]);
    expect(abilityTexts(g, "Forest")).toEqual(["{T}: Add {B}."]);
    expect(manaChoices(g, "Forest")).toEqual(["B"]);
  });

  it("305.7: a nonbasic land loses the abilities of its rules text: Coastal Tower only taps for {B}", () => {
    const g = duel({
      battlefield: [
        { card: "Coastal Tower", label: "tower" },
        { card: "Evil Presence", attachedTo: "tower" },
      ],
    });
    expect(abilityTexts(g, "Coastal Tower")).toEqual(["{T}: Add {B}."]);
    expect(manaChoices(g, "Coastal Tower")).toEqual(["B"]);
  });

  it("305.7: the land keeps its card types and supertypes; when the Aura leaves, it is a Forest again", () => {
    const g = duel({
      hand: ["Aura Blast"],
      battlefield: [{ card: "Forest", label: "forest" }, { card: "Evil Presence", attachedTo: "forest" }, "Plains", "Plains"],
    });
    const chars = characteristics(g.reader, g.permanent("Forest"));
    expect([chars.types, chars.supertypes]).toEqual([["Land"], ["Basic"]]);
    g.castAndPay("Aura Blast", "Evil Presence").passAll();
    expect(abilityTexts(g, "Forest")).toEqual(["{T}: Add {G}."]);
  });
});

describe("Blood Moon", () => {
  it("305.7: nonbasic lands are Mountains — Coastal Tower taps for {R} only — and basic lands are unchanged", () => {
    const g = duel({ battlefield: ["Blood Moon", "Coastal Tower", "Island"] }, { battlefield: ["Coastal Tower"] });
    expect(manaChoices(g, "Island")).toEqual(["U"]);
    expect(abilityTexts(g, "Coastal Tower")).toEqual(["{T}: Add {R}."]);
    expect(characteristics(g.reader, g.permanent("Coastal Tower", "Ben")).subtypes).toEqual(["Mountain"]);
  });

  it("613.7: within layer 4 the later timestamp wins — Evil Presence after Blood Moon makes the Tower a Swamp, before it a Mountain", () => {
    const later = duel({ battlefield: ["Blood Moon", { card: "Coastal Tower", label: "t" }, { card: "Evil Presence", attachedTo: "t" }] });
    expect(characteristics(later.reader, later.permanent("Coastal Tower")).subtypes).toEqual(["Swamp"]);
    const earlier = duel({ battlefield: [{ card: "Coastal Tower", label: "t" }, { card: "Evil Presence", attachedTo: "t" }, "Blood Moon"] });
    expect(characteristics(earlier.reader, earlier.permanent("Coastal Tower")).subtypes).toEqual(["Mountain"]);
  });

  it("614.12: a nonbasic land enters as a Mountain, so Coastal Tower no longer enters tapped", () => {
    const g = duel({ hand: ["Coastal Tower"], battlefield: ["Blood Moon"] });
    g.playLand("Coastal Tower");
    expect(g.permanent("Coastal Tower").tapped).toBe(false);
  });
});
