// Cards that make spells and abilities cost more (601.2f): Sphere of Resistance, Thorn of Amethyst, Thalia,
// Lodestone Golem and Gloom.

import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS, buildRegistry, TOKENS } from "../../server/cards/index.ts";
import { ability, card, cost, effect } from "../../server/card-language/card-dsl.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { duel, filler, scenario } from "../support/scenario.ts";
import { manaDue, mana } from "../support/casting.ts";

describe("Sphere of Resistance", () => {
  it("601.2f: every spell costs {1} more, whoever casts it — Ana's creature and instant, Ben's Counterspell", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Lightning Bolt"], battlefield: ["Sphere of Resistance", "Mountain", "Mountain"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island", "Island"] },
    );
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 2 }));
    g.cancel();
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.autoPay().pass();
    g.cast("Counterspell").targets("Lightning Bolt");
    expect(manaDue(g)).toEqual(mana({ U: 2, generic: 1 }));
    g.autoPay().passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
  });

  it("118.9d: an alternative cost is increased too — Gush for two Islands also costs {1}", () => {
    const g = duel({ hand: ["Gush"], battlefield: ["Sphere of Resistance", "Island", "Island", "Mountain"] });
    g.cast("Gush").chooseCosts("gush");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ generic: 1 }));
    expect(pay.parts.map((p) => p.text)).toEqual(["return two Islands you control to their owner's hand"]);
  });

  it("602.2b: an activated ability is not a spell — Arc-Slogger's ability still costs just {R}", () => {
    const g = duel({ battlefield: ["Sphere of Resistance", "Arc-Slogger", "Mountain"], library: filler(10) });
    g.activate("Arc-Slogger", 0).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1 }));
  });
});

describe("Thorn of Amethyst", () => {
  it("601.2f: noncreature spells of every player cost {1} more; creature spells don't", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Sol Ring", "Lightning Bolt"], battlefield: ["Thorn of Amethyst", "Forest", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
    );
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 1 }));
    g.cancel();
    g.cast("Sol Ring");
    expect(manaDue(g)).toEqual(mana({ generic: 2 }));
    g.cancel();
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.autoPay().pass();
    g.cast("Lightning Bolt").targets("Ana");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
  });
});

describe("Thalia, Guardian of Thraben", () => {
  it("702.7: it has first strike; 601.2f: noncreature spells of every player cost {1} more — artifact creatures are creature spells", () => {
    const g = duel(
      { hand: ["Lodestone Golem", "Sol Ring"], battlefield: ["Thalia, Guardian of Thraben", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
    );
    expect(g.engine.cards.get("Thalia, Guardian of Thraben")!.keywords).toEqual(["First strike"]);
    g.cast("Lodestone Golem");
    expect(manaDue(g)).toEqual(mana({ generic: 4 }));
    g.cancel();
    g.cast("Sol Ring");
    expect(manaDue(g)).toEqual(mana({ generic: 2 }));
    g.cancel();
    g.pass();
    g.cast("Lightning Bolt").targets("Thalia, Guardian of Thraben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Thalia, Guardian of Thraben"]);
  });

  it("601.2f: two increases add up — with Thorn of Amethyst too, Lightning Bolt costs {2}{R}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Thalia, Guardian of Thraben", "Thorn of Amethyst", "Mountain", "Mountain", "Mountain"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 2 }));
  });
});

describe("Lodestone Golem", () => {
  it("601.2f: nonartifact spells of every player cost {1} more; artifact spells, even artifact creatures, don't", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Sol Ring", "Bronze Sable"], battlefield: ["Lodestone Golem", "Forest", "Forest", "Forest"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
    );
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 2 }));
    g.cancel();
    g.cast("Sol Ring");
    expect(manaDue(g)).toEqual(mana({ generic: 1 }));
    g.cancel();
    g.cast("Bronze Sable");
    expect(manaDue(g)).toEqual(mana({ generic: 2 }));
    g.cancel();
    g.pass();
    g.cast("Lightning Bolt").targets("Ana");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
  });
});

describe("Gloom", () => {
  it("601.2f: white spells of every player cost {3} more, multicolored white ones included; other spells don't", () => {
    const g = duel(
      { hand: ["Savannah Lions", "Grizzly Bears"], battlefield: ["Gloom", "Plains", "Forest", "Forest", "Forest"] },
      { hand: ["Seeds of Strength"], battlefield: ["Grizzly Bears", "Forest", "Plains", "Forest", "Forest", "Forest"] },
    );
    g.cast("Savannah Lions");
    expect(manaDue(g)).toEqual(mana({ W: 1, generic: 3 }));
    g.cancel();
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 1 }));
    g.cancel();
    g.pass();
    g.cast("Seeds of Strength").targets("Grizzly Bears").targets("Grizzly Bears").targets("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, W: 1, generic: 3 }));
  });

  it("602.2b, 601.2f: activated abilities of white enchantments cost {3} more; those of a white creature don't", () => {
    // No card of the set is a white enchantment with an activated ability: a test card stands in for one.
    const shrine = card({
      name: "Test Shrine",
      cost: "{W}",
      types: ["Enchantment"],
      text: "{1}: You gain 1 life.",
      abilities: [ability.activated(cost("{1}"), "You gain 1 life.", { effects: [effect.gainLife(1, { you: true })] })],
    });
    const testEngine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, shrine]));
    const g = scenario(
      {
        turn: 3,
        players: [
          { name: "Ana", library: filler(), battlefield: ["Test Shrine", "Benevolent Bodyguard", "Savannah Lions", "Plains", "Plains", "Plains", "Plains"] },
          { name: "Ben", library: filler(), battlefield: ["Gloom"] },
        ],
      },
      testEngine,
    );
    g.activate("Test Shrine", 0);
    expect(manaDue(g)).toEqual(mana({ generic: 4 }));
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(21);
    g.activate("Benevolent Bodyguard", 0).targets("Savannah Lions");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    expect(pay.parts.map((p) => p.text)).toEqual(["sacrifice this"]);
  });
});
