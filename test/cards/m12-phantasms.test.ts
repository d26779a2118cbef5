// Magic 2012's Illusions that are sacrificed when they become the target of a spell or ability: Phantasmal Dragon,
// and Phantasmal Image, which gets the Illusion type and that trigger as exceptions of its copy effect (707.9).

import { describe, expect, it } from "vitest";
import { castCopying, ISLANDS } from "../support/copies.ts";
import { chars } from "../support/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Phantasmal Dragon", () => {
  it("603.2: when it becomes the target of a spell, it is sacrificed", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Phantasmal Dragon", "Forest"] });
    g.castAndPay("Giant Growth", "Phantasmal Dragon").passAll();
    expect(g.graveyardNames("Ana")).toContain("Phantasmal Dragon");
  });
});

describe("Phantasmal Image", () => {
  it("707.9a, 707.9b: a copy of Hill Giant that is also an Illusion and is sacrificed when targeted", () => {
    const g = duel({ hand: ["Phantasmal Image", "Giant Growth"], battlefield: [...ISLANDS, "Forest", "Hill Giant"] });
    castCopying(g, "Phantasmal Image", "Hill Giant");
    expect(chars(g, "Phantasmal Image")).toMatchObject({ name: "Hill Giant", power: 3, toughness: 3, subtypes: ["Giant", "Illusion"] });
    g.castAndPay("Giant Growth", "Phantasmal Image").passAll();
    expect(g.permanents("Phantasmal Image")).toEqual([]);
    expect(g.graveyardNames("Ana")).toContain("Phantasmal Image");
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });
});
