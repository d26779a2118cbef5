// The M15 Paragons: other creatures of one color you control get +1/+1 (613.4c), and a tap ability giving another
// creature of that color you control a keyword until end of turn (611.2a).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

interface Paragon {
  readonly name: string;
  readonly land: string;
  readonly lands: number;
  /** A creature of the Paragon's color, and its printed power and toughness. */
  readonly ally: string;
  readonly allyPt: readonly [number, number];
  /** A creature of another color. */
  readonly other: string;
  readonly keyword: string;
}

function checkParagon(p: Paragon): void {
  it(`613.4c, 611.2a: other creatures of its color you control get +1/+1; the tap ability gives another one ${p.keyword.toLowerCase()}`, () => {
    const lands = Array.from({ length: p.lands }, () => p.land);
    const g = duel({ battlefield: [p.name, p.ally, p.other, ...lands] }, { battlefield: [p.ally] });
    expect(g.pt(p.name)).toEqual([2, 2]);
    expect(g.pt(p.ally, "Ana")).toEqual([p.allyPt[0] + 1, p.allyPt[1] + 1]);
    expect(g.pt(p.ally, "Ben")).toEqual([...p.allyPt]);
    g.activate(p.name, "p1");
    // Only another creature of its color you control can be chosen.
    expect(g.targetOptionNames()).toEqual([p.ally]);
    g.targets(p.ally).autoPay().passAll();
    expect([...keywordsOf(g.reader, g.permanent(p.ally, "Ana"))]).toContain(p.keyword);
    expect(g.permanent(p.name).tapped).toBe(true);
  });
}

describe("Paragon of Eternal Wilds", () => {
  checkParagon({ name: "Paragon of Eternal Wilds", land: "Forest", lands: 1, ally: "Grizzly Bears", allyPt: [2, 2], other: "Hill Giant", keyword: "Trample" });
});

describe("Paragon of Fierce Defiance", () => {
  checkParagon({
    name: "Paragon of Fierce Defiance",
    land: "Mountain",
    lands: 1,
    ally: "Hill Giant",
    allyPt: [3, 3],
    other: "Grizzly Bears",
    keyword: "Haste",
  });
});

describe("Paragon of Gathering Mists", () => {
  checkParagon({ name: "Paragon of Gathering Mists", land: "Island", lands: 1, ally: "Coral Eel", allyPt: [2, 1], other: "Grizzly Bears", keyword: "Flying" });
});

describe("Paragon of New Dawns", () => {
  checkParagon({
    name: "Paragon of New Dawns",
    land: "Plains",
    lands: 1,
    ally: "Savannah Lions",
    allyPt: [2, 1],
    other: "Grizzly Bears",
    keyword: "Vigilance",
  });
});

describe("Paragon of Open Graves", () => {
  checkParagon({
    name: "Paragon of Open Graves",
    land: "Swamp",
    lands: 3,
    ally: "Drudge Skeletons",
    allyPt: [1, 1],
    other: "Grizzly Bears",
    keyword: "Deathtouch",
  });
});
