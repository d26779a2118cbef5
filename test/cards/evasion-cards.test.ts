// Evasion: fear (702.36), intimidate (702.13), shadow (702.28), and 'can't be blocked except by' and 'can block
// only' (509.1b).

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";
import { attackWith } from "../support/combat.ts";

/** The pending declareBlockers prompt: each creature that may block, with the attackers it may block, by name. */
function blockOptions(g: Scenario): Record<string, string[]> {
  const p = g.expectPrompt("declareBlockers", "Ben");
  return Object.fromEntries(p.options.map((o) => [g.nameOfObject(o.blocker)!, o.attackers.map((a) => g.nameOfObject(a)!)]));
}

describe("Severed Legion", () => {
  it("702.36b: fear — only artifact creatures and black creatures can block it", () => {
    const g = duel({ battlefield: ["Severed Legion"] }, { battlefield: ["Grizzly Bears", "Walking Corpse", "Darksteel Myr", "White Knight"] });
    attackWith(g, "Severed Legion");
    expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Severed Legion"], "Darksteel Myr": ["Severed Legion"] });
    expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("Severed Legion").id }] }).rule).toBe(
      "509.1a",
    );
  });
});

describe("Fear", () => {
  it("702.36b: the enchanted creature has fear — Grizzly Bears can't block it, a black creature can", () => {
    const g = duel({ hand: ["Fear"], battlefield: ["Swamp", "Swamp", "Savannah Lions"] }, { battlefield: ["Grizzly Bears", "Walking Corpse"] });
    g.castAndPay("Fear", "Savannah Lions").passAll();
    attackWith(g, "Savannah Lions");
    expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Savannah Lions"] });
  });
});

describe("Accursed Spirit", () => {
  it("702.13b: intimidate — only artifact creatures and creatures sharing a color with it (black) can block it", () => {
    const g = duel({ battlefield: ["Accursed Spirit"] }, { battlefield: ["Grizzly Bears", "Walking Corpse", "Darksteel Myr"] });
    attackWith(g, "Accursed Spirit");
    expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Accursed Spirit"], "Darksteel Myr": ["Accursed Spirit"] });
  });

  it("702.13b: the shared color is the attacker's color now — turned green, green creatures can block it and black ones can't", () => {
    const g = duel({ battlefield: ["Accursed Spirit"] }, { battlefield: ["Grizzly Bears", "Walking Corpse"] });
    g.state = {
      ...g.state,
      effects: [
        {
          kind: "characteristics",
          timestamp: 999,
          sourceCard: "test",
          controller: 0,
          affected: [g.permanent("Accursed Spirit").id],
          modifications: [{ kind: "setColors", colors: ["G"] }],
          duration: "endOfTurn",
        },
      ],
    };
    attackWith(g, "Accursed Spirit");
    expect(blockOptions(g)).toEqual({ "Grizzly Bears": ["Accursed Spirit"] });
  });
});

describe("Dauthi Marauder", () => {
  it("702.28b: shadow — creatures without shadow can't block it, and it can block only creatures with shadow", () => {
    const g = duel({ battlefield: ["Dauthi Marauder", "Grizzly Bears"] }, { battlefield: ["Hill Giant", { card: "Dauthi Marauder", label: "ben's" }] });
    attackWith(g, "Dauthi Marauder", "Grizzly Bears");
    expect(blockOptions(g)).toEqual({ "Hill Giant": ["Grizzly Bears"], "Dauthi Marauder": ["Dauthi Marauder"] });
  });
});

describe("Dread Warlock", () => {
  it("509.1b: can't be blocked except by black creatures", () => {
    const g = duel({ battlefield: ["Dread Warlock"] }, { battlefield: ["Grizzly Bears", "Walking Corpse", "Darksteel Myr"] });
    attackWith(g, "Dread Warlock");
    expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Dread Warlock"] });
  });
});

describe("Elven Riders", () => {
  it("509.1b: can't be blocked except by Walls and/or creatures with flying", () => {
    const g = duel({ battlefield: ["Elven Riders"] }, { battlefield: ["Grizzly Bears", "Wall of Tears", "Wind Drake", "Giant Spider"] });
    attackWith(g, "Elven Riders");
    expect(blockOptions(g)).toEqual({ "Wall of Tears": ["Elven Riders"], "Wind Drake": ["Elven Riders"] });
  });
});

describe("Cloud Sprite", () => {
  it("509.1b: can block only creatures with flying", () => {
    const g = duel({ battlefield: ["Wind Drake", "Grizzly Bears"] }, { battlefield: ["Cloud Sprite"] });
    attackWith(g, "Wind Drake", "Grizzly Bears");
    expect(blockOptions(g)).toEqual({ "Cloud Sprite": ["Wind Drake"] });
  });
});
