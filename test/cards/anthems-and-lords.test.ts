// Anthems and lords: static abilities whose continuous effects change other permanents' power, toughness and
// abilities (604, 611.3, 613). What they apply to is checked continuously (611.3a), from the object view.

import { describe, expect, it } from "vitest";
import { colorsOf, keywordsOf, powerToughness } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function keywords(g: Scenario, name: string, controller?: string): readonly unknown[] {
  return keywordsOf(g.reader, g.permanent(name, controller));
}

/** Goes to Ana's declare attackers step and attacks Ben with these creatures of hers. */
function attackBen(g: Scenario, ...attackers: string[]): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: attackers.map((name) => ({ attacker: g.permanent(name, "Ana").id, defender: g.playerId("Ben") })) });
  g.passUntilPrompt("declareBlockers");
}

/** The names of the attackers each of Ben's possible blockers may block, by blocker name. */
function blockOptions(g: Scenario): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const o of g.expectPrompt("declareBlockers", "Ben").options) out[g.nameOfObject(o.blocker)!] = o.attackers.map((a) => g.nameOfObject(a)!);
  return out;
}

describe("Glorious Anthem", () => {
  it("611.3a: creatures you control get +1/+1 — not an opponent's", () => {
    const g = duel({ battlefield: ["Glorious Anthem", "Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Grizzly Bears"] });
    expect(g.pt("Grizzly Bears", "Ana")).toEqual([3, 3]);
    expect(g.pt("Savannah Lions")).toEqual([3, 2]);
    expect(g.pt("Grizzly Bears", "Ben")).toEqual([2, 2]);
  });

  it("611.3a: a creature that enters later gets +1/+1 too; it stops when the Anthem leaves the battlefield", () => {
    const g = duel({ hand: ["Grizzly Bears", "Aura Blast"], battlefield: ["Glorious Anthem", "Forest", "Forest", "Plains", "Plains"] });
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    g.castAndPay("Aura Blast", "Glorious Anthem").passAll();
    expect(g.graveyardNames("Ana")).toContain("Glorious Anthem");
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("the Anthem's controller is who 'you' is: casting it pumps only its caster's creatures", () => {
    const g = duel({ hand: ["Glorious Anthem"], battlefield: ["Plains", "Plains", "Plains", "Savannah Lions"] }, { battlefield: ["Savannah Lions"] });
    g.castAndPay("Glorious Anthem").passAll();
    expect(g.pt("Savannah Lions", "Ana")).toEqual([3, 2]);
    expect(g.pt("Savannah Lions", "Ben")).toEqual([2, 1]);
  });
});

describe("Crusade", () => {
  it("611.3a: every player's white creatures get +1/+1, and no other creature does", () => {
    const g = duel({ battlefield: ["Crusade", "Savannah Lions", "Grizzly Bears"] }, { battlefield: ["White Knight", "Walking Corpse"] });
    expect(g.pt("Savannah Lions")).toEqual([3, 2]);
    expect(g.pt("White Knight")).toEqual([3, 3]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    expect(g.pt("Walking Corpse")).toEqual([2, 2]);
  });

  it("613.5: a creature that stops being white (layer 5) stops getting +1/+1 (layer 7c)", () => {
    const g = duel({ hand: ["Deathlace"], battlefield: ["Crusade", "Savannah Lions", "Swamp"] });
    expect(g.pt("Savannah Lions")).toEqual([3, 2]);
    g.castAndPay("Deathlace", "Savannah Lions").passAll();
    expect(colorsOf(g.reader, g.permanent("Savannah Lions"))).toEqual(["B"]);
    expect(g.pt("Savannah Lions")).toEqual([2, 1]);
  });
});

describe("Lord of Atlantis", () => {
  it("611.3a: other Merfolk — every player's — get +1/+1 and have islandwalk; the Lord itself doesn't, nor non-Merfolk", () => {
    const g = duel(
      { battlefield: ["Lord of Atlantis", "Merfolk of the Pearl Trident", "Coral Eel"] },
      { battlefield: ["Merfolk of the Pearl Trident", "Grizzly Bears"] },
    );
    expect(g.pt("Lord of Atlantis")).toEqual([2, 2]);
    expect(keywords(g, "Lord of Atlantis")).toEqual([]);
    for (const who of ["Ana", "Ben"]) {
      expect(g.pt("Merfolk of the Pearl Trident", who)).toEqual([2, 2]);
      expect(keywords(g, "Merfolk of the Pearl Trident", who)).toEqual(["Islandwalk"]);
    }
    expect(g.pt("Coral Eel")).toEqual([2, 1]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("two Lords pump each other: each is another Merfolk to the other", () => {
    const g = duel({ battlefield: ["Lord of Atlantis", "Lord of Atlantis", "Merfolk of the Pearl Trident"] });
    for (const lord of g.permanents("Lord of Atlantis")) {
      expect(powerToughness(g.reader, lord)).toEqual({ power: 3, toughness: 3 });
      expect(keywordsOf(g.reader, lord)).toEqual(["Islandwalk"]);
    }
    expect(g.pt("Merfolk of the Pearl Trident")).toEqual([3, 3]);
  });

  it("702.14c: a Merfolk with islandwalk can't be blocked by a player who controls an Island; the Lord itself can", () => {
    const g = duel({ battlefield: ["Lord of Atlantis", "Merfolk of the Pearl Trident"] }, { battlefield: ["Island", "Grizzly Bears"] });
    attackBen(g, "Lord of Atlantis", "Merfolk of the Pearl Trident");
    expect(blockOptions(g)).toEqual({ "Grizzly Bears": ["Lord of Atlantis"] });
    g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("Merfolk of the Pearl Trident").id }] });
  });

  it("702.14c: islandwalk doesn't matter against a player who controls no Island", () => {
    const g = duel({ battlefield: ["Lord of Atlantis", "Merfolk of the Pearl Trident"] }, { battlefield: ["Forest", "Grizzly Bears"] });
    attackBen(g, "Merfolk of the Pearl Trident");
    expect(blockOptions(g)).toEqual({ "Grizzly Bears": ["Merfolk of the Pearl Trident"] });
  });

  it("611.3a: when the Lord leaves the battlefield its effect stops: no +1/+1, no islandwalk", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Merfolk of the Pearl Trident"] }, { battlefield: ["Lord of Atlantis", "Island"] });
    expect(g.pt("Merfolk of the Pearl Trident")).toEqual([2, 2]);
    g.castAndPay("Lightning Bolt", "Lord of Atlantis").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lord of Atlantis"]);
    expect(g.pt("Merfolk of the Pearl Trident")).toEqual([1, 1]);
    expect(keywords(g, "Merfolk of the Pearl Trident")).toEqual([]);
  });
});

describe("Merfolk of the Pearl Trident", () => {
  it("208.1: a vanilla 1/1 Merfolk for {U}", () => {
    const g = duel({ hand: ["Merfolk of the Pearl Trident"], battlefield: ["Island"] });
    g.castAndPay("Merfolk of the Pearl Trident").passAll();
    expect(g.pt("Merfolk of the Pearl Trident")).toEqual([1, 1]);
    expect(g.permanent("Island").tapped).toBe(true);
  });
});
