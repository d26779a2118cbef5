// Mycosynth Lattice and March of the Machines, the two cards of 712.13a's example (tested in
// test/engine/730-day-and-night.test.ts): effects on every object's types and colors, and on how mana is spent.

import { describe, expect, it } from "vitest";
import { cardFacts, characteristics, colorsOf } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { duel } from "../support/scenario.ts";

describe("Mycosynth Lattice", () => {
  it("all permanents are artifacts; permanents, spells and cards in hands and graveyards are colorless", () => {
    const g = duel({ hand: ["Lightning Bolt"], graveyard: ["Doom Blade"], battlefield: ["Mycosynth Lattice", "Grizzly Bears", "Mountain"] });
    expect(characteristics(g.reader, g.permanent("Grizzly Bears"))).toMatchObject({ types: ["Creature", "Artifact"], colors: [] });
    expect(characteristics(g.reader, g.permanent("Mountain")).types).toEqual(["Land", "Artifact"]);
    expect(cardFacts(g.reader, g.engine.cards.get("Lightning Bolt")!, 0).chars.colors).toEqual([]);
    expect(cardFacts(g.reader, g.engine.cards.get("Doom Blade")!, 0).chars.colors).toEqual([]);
    // Cards outside the battlefield aren't permanents: they aren't artifacts.
    expect(cardFacts(g.reader, g.engine.cards.get("Lightning Bolt")!, 0).chars.types).toEqual(["Instant"]);
    g.cast("Lightning Bolt");
    expect(colorsOf(g.reader, g.state.stack[0] as Spell)).toEqual([]);
    const without = duel({ hand: ["Lightning Bolt"] });
    expect(cardFacts(without.reader, without.engine.cards.get("Lightning Bolt")!, 0).chars.colors).toEqual(["R"]);
  });

  it("players may spend mana as though it were mana of any color (609.4b): Lightning Bolt paid with an Island, by either player", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Island"] }, { hand: ["Shock"], battlefield: ["Mycosynth Lattice", "Plains"] });
    const bolt = g.expectPrompt("priority").actions.find((a) => a.kind === "cast");
    expect(bolt).toMatchObject({ affordable: true });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Shock", "Ana").passAll().passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.life("Ana")).toBe(18);
    // Without it, an Island doesn't pay for {R}.
    const without = duel({ hand: ["Lightning Bolt"], battlefield: ["Island"] });
    expect(without.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ affordable: false });
  });

  it("a colorless Doom Blade may target White Knight, whose protection from black no longer stops it", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Mycosynth Lattice", "Swamp", "Swamp"] }, { battlefield: ["White Knight"] });
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ hasTargets: true });
    g.castAndPay("Doom Blade", "White Knight").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["White Knight"]);
    const without = duel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["White Knight"] });
    expect(without.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ hasTargets: false });
  });
});

describe("March of the Machines", () => {
  it("each noncreature artifact is an artifact creature with power and toughness equal to its mana value", () => {
    const g = duel({ battlefield: ["March of the Machines", "Sol Ring", "Everflowing Chalice", "Grizzly Bears"] });
    expect(characteristics(g.reader, g.permanent("Sol Ring"))).toMatchObject({ types: ["Artifact", "Creature"], power: 1, toughness: 1 });
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    // A 0/0 is put into its owner's graveyard (704.5f).
    expect(g.graveyardNames("Ana")).toEqual(["Everflowing Chalice"]);
  });

  it("with Mycosynth Lattice, lands are 0/0 artifact creatures and die, whichever entered first (613.8: March depends on the Lattice)", () => {
    for (const order of [
      ["March of the Machines", "Mycosynth Lattice"],
      ["Mycosynth Lattice", "March of the Machines"],
    ]) {
      const g = duel({ battlefield: [...order, "Forest", "Grizzly Bears"] });
      expect(g.graveyardNames("Ana")).toEqual(["Forest"]);
      expect(characteristics(g.reader, g.permanent("Mycosynth Lattice"))).toMatchObject({ power: 6, toughness: 6 });
      expect(characteristics(g.reader, g.permanent("March of the Machines"))).toMatchObject({ types: ["Enchantment", "Artifact", "Creature"], power: 4 });
      expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    }
  });

  it("an Equipment that's a creature becomes unattached (704.5p) and can't equip a creature (301.5c)", () => {
    const g = duel({
      battlefield: [{ card: "Grizzly Bears", label: "bears" }, { card: "Bonesplitter", attachedTo: "bears" }, "March of the Machines", "Mountain"],
    });
    expect(g.permanent("Bonesplitter").attachedTo).toBeNull();
    expect(g.eventsOf("unattached")).toEqual([expect.objectContaining({ rule: "704.5p" })]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    g.activate("Bonesplitter", "p1");
    g.targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanent("Bonesplitter").attachedTo).toBeNull();
    expect(g.eventsOf("attached")).toEqual([]);
  });

  it("704.3: an attached Equipment of mana value 0 is a 0/0 creature: it dies (704.5f) as it would become unattached (704.5p), at once", () => {
    const g = duel({
      hand: ["March of the Machines"],
      battlefield: [{ card: "Grizzly Bears", label: "bears" }, { card: "Accorder's Shield", attachedTo: "bears" }, "Island", "Island", "Island", "Island"],
    });
    g.castAndPay("March of the Machines").passAll();
    expect(g.graveyardNames("Ana")).toContain("Accorder's Shield");
    expect(g.permanents("Accorder's Shield")).toEqual([]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});
