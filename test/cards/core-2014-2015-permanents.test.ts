// Permanents of Magic 2014, Magic 2015 and Magic Origins made of existing abilities: "as long as" statics (611.3a),
// blocking restrictions (509.1b), triggers and activated abilities.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { attackWith } from "../support/combat.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function keywords(g: Scenario, name: string, controller?: string): unknown[] {
  return [...keywordsOf(g.reader, g.permanent(name, controller))];
}

/** The pending declareBlockers prompt: each creature that may block, with the attackers it may block, by name. */
function blockOptions(g: Scenario): Record<string, string[]> {
  const p = g.expectPrompt("declareBlockers", "Ben");
  return Object.fromEntries(p.options.map((o) => [g.nameOfObject(o.blocker)!, o.attackers.map((a) => g.nameOfObject(a)!)]));
}

const lands = (land: string, n: number): string[] => Array.from({ length: n }, () => land);

describe("Aeronaut Tinkerer", () => {
  it("611.3a: flying only while you control an artifact", () => {
    expect(keywords(duel({ battlefield: ["Aeronaut Tinkerer", "Sol Ring"] }), "Aeronaut Tinkerer")).toContain("Flying");
    expect(keywords(duel({ battlefield: ["Aeronaut Tinkerer"] }, { battlefield: ["Sol Ring"] }), "Aeronaut Tinkerer")).not.toContain("Flying");
  });
});

describe("Scrapyard Mongrel", () => {
  it("611.3a: +2/+0 and trample only while you control an artifact", () => {
    const g = duel({ battlefield: ["Scrapyard Mongrel", "Sol Ring"] });
    expect(g.pt("Scrapyard Mongrel")).toEqual([5, 3]);
    expect(keywords(g, "Scrapyard Mongrel")).toContain("Trample");
    const h = duel({ battlefield: ["Scrapyard Mongrel"] }, { battlefield: ["Sol Ring"] });
    expect(h.pt("Scrapyard Mongrel")).toEqual([3, 3]);
    expect(keywords(h, "Scrapyard Mongrel")).not.toContain("Trample");
  });
});

describe("Blood-Cursed Knight", () => {
  it("611.3a: +1/+1 and lifelink only while you control an enchantment", () => {
    const g = duel({ battlefield: ["Blood-Cursed Knight", "Angelic Accord"] });
    expect(g.pt("Blood-Cursed Knight")).toEqual([4, 3]);
    expect(keywords(g, "Blood-Cursed Knight")).toContain("Lifelink");
    const h = duel({ battlefield: ["Blood-Cursed Knight"] }, { battlefield: ["Angelic Accord"] });
    expect(h.pt("Blood-Cursed Knight")).toEqual([3, 2]);
    expect(keywords(h, "Blood-Cursed Knight")).not.toContain("Lifelink");
  });
});

describe("Prickleboar", () => {
  it("611.3a: +2/+0 and first strike only during its controller's turn", () => {
    const g = duel({ battlefield: ["Prickleboar"] }, { battlefield: ["Prickleboar"] });
    expect(g.pt("Prickleboar", "Ana")).toEqual([5, 3]);
    expect(keywords(g, "Prickleboar", "Ana")).toContain("First strike");
    expect(g.pt("Prickleboar", "Ben")).toEqual([3, 3]);
    expect(keywords(g, "Prickleboar", "Ben")).not.toContain("First strike");
  });
});

describe("Angelic Accord", () => {
  it("603.4: at the beginning of each end step, an Angel only if you gained 4 or more life this turn", () => {
    const g = duel({ hand: ["Congregate"], battlefield: ["Angelic Accord", ...lands("Plains", 4), "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Congregate", "Ana").passAll();
    expect(g.life("Ana")).toBe(24);
    g.passUntil("end");
    g.passAll();
    expect(g.permanents("Angel Token", "Ana")).toHaveLength(1);
  });

  it("603.4: 2 life gained is not enough", () => {
    const g = duel({ hand: ["Congregate"], battlefield: ["Angelic Accord", ...lands("Plains", 4), "Grizzly Bears"] });
    g.castAndPay("Congregate", "Ana").passAll();
    expect(g.life("Ana")).toBe(22);
    g.passUntil("end");
    expect(g.stackNames()).toEqual([]);
    g.passAll();
    expect(g.permanents("Angel Token")).toHaveLength(0);
  });
});

/** A staff: a spell of its color cast gains 1 life, as does a land of its type entering; another color's spell doesn't. */
function checkStaff(staff: string, spell: string, land: string, otherSpell: string): void {
  it("603.2: a spell of its color cast or a land of its type entering under your control: 1 life each", () => {
    const g = duel({ hand: [spell, land, otherSpell], battlefield: [staff, "Sol Ring", "Sol Ring", "Forest", "Mountain", "Plains", "Island", "Swamp"] });
    g.castAndPay(otherSpell);
    g.passAll();
    expect(g.life("Ana")).toBe(20);
    g.castAndPay(spell);
    g.passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(21);
    g.playLand(land);
    g.passAll();
    expect(g.life("Ana")).toBe(22);
  });
}

describe("Staff of the Death Magus", () => {
  checkStaff("Staff of the Death Magus", "Walking Corpse", "Swamp", "Grizzly Bears");
});

describe("Staff of the Flame Magus", () => {
  checkStaff("Staff of the Flame Magus", "Goblin Piker", "Mountain", "Grizzly Bears");
});

describe("Staff of the Mind Magus", () => {
  checkStaff("Staff of the Mind Magus", "Coral Eel", "Island", "Grizzly Bears");
});

describe("Staff of the Sun Magus", () => {
  checkStaff("Staff of the Sun Magus", "Savannah Lions", "Plains", "Grizzly Bears");
});

describe("Staff of the Wild Magus", () => {
  checkStaff("Staff of the Wild Magus", "Grizzly Bears", "Forest", "Savannah Lions");
});

describe("Kalonian Hydra", () => {
  it("614.1c, 122.1: enters with four +1/+1 counters; attacking doubles the +1/+1 counters on each creature you control", () => {
    const g = duel(
      { hand: ["Kalonian Hydra"], battlefield: [...lands("Forest", 5), { card: "Grizzly Bears", counters: { "+1/+1": 1 } }] },
      { battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }] },
    );
    g.castAndPay("Kalonian Hydra").passAll();
    expect(g.pt("Kalonian Hydra")).toEqual([4, 4]);
    g.passUntil("upkeep");
    g.passUntil("precombatMain");
    g.passUntil("upkeep");
    g.passUntil("precombatMain");
    attackWith(g, "Kalonian Hydra");
    g.passUntilPrompt("declareBlockers");
    expect(g.permanent("Kalonian Hydra").counters).toEqual({ "+1/+1": 8 });
    expect(g.permanent("Grizzly Bears", "Ana").counters).toEqual({ "+1/+1": 2 });
    expect(g.permanent("Grizzly Bears", "Ben").counters).toEqual({ "+1/+1": 1 });
  });
});

describe("Cyclops Tyrant", () => {
  it("509.1b: it can't block creatures with power 2 or less", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Hill Giant"] }, { battlefield: ["Cyclops Tyrant"] });
    attackWith(g, "Grizzly Bears", "Hill Giant");
    expect(blockOptions(g)).toEqual({ "Cyclops Tyrant": ["Hill Giant"] });
  });
});

describe("Scuttling Doom Engine", () => {
  it("509.1b: creatures with power 2 or less can't block it", () => {
    const g = duel({ battlefield: ["Scuttling Doom Engine"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    attackWith(g, "Scuttling Doom Engine");
    expect(blockOptions(g)).toEqual({ "Hill Giant": ["Scuttling Doom Engine"] });
  });

  it("603.6c: when it dies, 6 damage to target opponent", () => {
    const g = duel({ hand: ["Liturgy of Blood"], battlefield: ["Scuttling Doom Engine", ...lands("Swamp", 5)] });
    g.castAndPay("Liturgy of Blood", "Scuttling Doom Engine").passAll();
    g.targets("Ben").passAll();
    expect(g.life("Ben")).toBe(14);
  });
});

describe("Xathrid Slyblade", () => {
  it("611.2a: until end of turn it loses hexproof and gains first strike and deathtouch", () => {
    const g = duel({ battlefield: ["Xathrid Slyblade", ...lands("Swamp", 4)] });
    expect(keywords(g, "Xathrid Slyblade")).toContain("Hexproof");
    g.activate("Xathrid Slyblade").autoPay().passAll();
    expect(keywords(g, "Xathrid Slyblade")).not.toContain("Hexproof");
    expect(keywords(g, "Xathrid Slyblade")).toEqual(expect.arrayContaining(["First strike", "Deathtouch"]));
  });
});

describe("Wall of Limbs", () => {
  it("119.9: a +1/+1 counter whenever you gain life", () => {
    const g = duel({ hand: ["Congregate"], battlefield: ["Wall of Limbs", ...lands("Plains", 4)] });
    g.castAndPay("Congregate", "Ana").passAll();
    g.passAll();
    expect(g.permanent("Wall of Limbs").counters).toEqual({ "+1/+1": 1 });
  });

  it("608.2h: sacrificed, target player loses life equal to its power as it last existed", () => {
    const g = duel({ battlefield: [{ card: "Wall of Limbs", counters: { "+1/+1": 3 } }, ...lands("Swamp", 7)] });
    g.activate("Wall of Limbs", "p1").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Grindclock", () => {
  it("a charge counter per activation; target player mills one card for each", () => {
    const g = duel({ battlefield: ["Grindclock"] });
    g.activate("Grindclock", "p0").autoPay().passAll();
    expect(g.permanent("Grindclock").counters).toEqual({ charge: 1 });
    const h = duel({ battlefield: [{ card: "Grindclock", counters: { charge: 3 } }] });
    h.activate("Grindclock", "p1").targets("Ben").autoPay().passAll();
    expect(h.graveyardNames("Ben")).toHaveLength(3);
  });
});

describe("Necrobite", () => {
  it("701.19a: deathtouch until end of turn and a regeneration shield", () => {
    const g = duel({ hand: ["Necrobite", "Liturgy of Blood"], battlefield: ["Grizzly Bears", ...lands("Swamp", 8)] });
    g.castAndPay("Necrobite", "Grizzly Bears").passAll();
    expect(keywords(g, "Grizzly Bears")).toContain("Deathtouch");
    g.castAndPay("Liturgy of Blood", "Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
  });
});

describe("Kapsho Kitefins", () => {
  it("603.6a: it or another creature entering under your control taps target creature an opponent controls", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Kapsho Kitefins", "Forest", "Forest"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").passAll();
    expect(g.permanent("Hill Giant").tapped).toBe(true);
  });
});

describe("Elemental Bond", () => {
  it("603.6a: a card for a creature with power 3 or greater entering under your control, none for a smaller one", () => {
    const g = duel({ hand: ["Grizzly Bears", "Hill Giant"], battlefield: ["Elemental Bond", ...lands("Forest", 2), ...lands("Mountain", 4)] });
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    g.castAndPay("Hill Giant").passAll();
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
  });
});

describe("Orchard Spirit", () => {
  it("509.1b: only creatures with flying or reach can block it", () => {
    const g = duel({ battlefield: ["Orchard Spirit"] }, { battlefield: ["Grizzly Bears", "Wind Drake", "Giant Spider"] });
    attackWith(g, "Orchard Spirit");
    expect(blockOptions(g)).toEqual({ "Wind Drake": ["Orchard Spirit"], "Giant Spider": ["Orchard Spirit"] });
  });
});
