// Werewolves with daybound and nightbound (702.145, 730) or upkeep triggers (603.4) — Afflicted Deserter's back face
// with a "transforms into" trigger (701.27e) — and the cards of 712.9's examples: Cytoshape, Moonmist, Elite Vanguard. The rules themselves are tested in test/engine/712- and 730-.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { chooseToCopy } from "../support/copies.ts";
import { duel } from "../support/scenario.ts";

const ADMIRER = "Bird Admirer // Wing Shredder";
const INFILTRATOR = "Harvesttide Infiltrator // Harvesttide Assailant";
const WATCH = "Village Watch // Village Reavers";
const GANG = "Instigator Gang // Wildblood Pack";
const OUTLAW = "Kruin Outlaw // Terror of Kruin Pass";
const DESERTER = "Afflicted Deserter // Werewolf Ransacker";

describe("Bird Admirer // Wing Shredder", () => {
  it("a 1/4 with reach by day, a 3/5 with reach by night", () => {
    const g = duel({ battlefield: [ADMIRER] });
    expect(keywordsOf(g.reader, g.permanent(ADMIRER))).toEqual(["Reach", "Daybound"]);
    g.passUntil("upkeep", 4);
    expect(characteristics(g.reader, g.permanent(ADMIRER))).toMatchObject({ name: "Wing Shredder", colors: ["G"], power: 3, toughness: 5 });
    expect(keywordsOf(g.reader, g.permanent(ADMIRER))).toEqual(["Reach", "Nightbound"]);
  });
});

describe("Harvesttide Infiltrator // Harvesttide Assailant", () => {
  it("a 3/2 trampler by day, a 4/4 trampler by night", () => {
    const g = duel({ battlefield: [INFILTRATOR] }, {}, { dayNight: "night" });
    expect(characteristics(g.reader, g.permanent(INFILTRATOR))).toMatchObject({
      name: "Harvesttide Assailant",
      power: 4,
      toughness: 4,
      keywords: ["Trample", "Nightbound"],
    });
  });
});

describe("Village Watch // Village Reavers", () => {
  it("has haste by day; by night, Wolves and Werewolves its controller controls have haste, and it attacks the turn it came", () => {
    const g = duel(
      {
        battlefield: [
          { card: WATCH, sick: true },
          { card: "Grizzly Bears", sick: true },
        ],
      },
      {},
      { dayNight: "night" },
    );
    const reavers = g.permanent(WATCH);
    expect(characteristics(g.reader, reavers)).toMatchObject({ name: "Village Reavers", power: 5, toughness: 4 });
    expect(keywordsOf(g.reader, reavers)).toEqual(["Nightbound", "Haste"]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toEqual([]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: reavers.id, defender: 1 }] });
    g.passUntil("postcombatMain", 3);
    expect(g.life("Ben")).toBe(15);
  });
});

describe("Instigator Gang // Wildblood Pack", () => {
  it("attacking creatures its controller controls get +1/+0, only while they attack (a vigilant attacker too)", () => {
    const g = duel({ battlefield: [GANG, "Serra Angel"] });
    expect(g.pt("Serra Angel")).toEqual([4, 4]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Serra Angel").id, defender: 1 }] });
    expect(g.pt("Serra Angel")).toEqual([5, 4]);
    expect(g.pt(GANG)).toEqual([2, 3]);
    g.passUntil("postcombatMain", 3);
    expect(g.life("Ben")).toBe(15);
    expect(g.pt("Serra Angel")).toEqual([4, 4]);
  });

  it("transforms into Wildblood Pack after a turn without spells: a 5/5 trampler giving attackers +3/+0; back after two spells", () => {
    const g = duel({ battlefield: [GANG, "Grizzly Bears", "Mountain", "Mountain"], hand: ["Lightning Bolt", "Lightning Bolt"] });
    g.passUntil("upkeep", 4).passAll();
    expect(characteristics(g.reader, g.permanent(GANG))).toMatchObject({ name: "Wildblood Pack", power: 5, toughness: 5, keywords: ["Trample"] });
    g.passUntil("precombatMain", 5);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
    expect(g.pt("Grizzly Bears")).toEqual([5, 2]);
    g.passUntil("postcombatMain", 5);
    expect(g.life("Ben")).toBe(15);
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passUntil("upkeep", 6).passAll();
    expect(characteristics(g.reader, g.permanent(GANG)).name).toBe("Instigator Gang");
  });
});

describe("Kruin Outlaw // Terror of Kruin Pass", () => {
  it("a 2/2 first striker that becomes a 3/3 double striker whose Werewolves (its controller's) have menace", () => {
    const g = duel({ battlefield: [OUTLAW, "Village Ironsmith // Ironfang", "Grizzly Bears"] }, { battlefield: [GANG] });
    expect(keywordsOf(g.reader, g.permanent(OUTLAW))).toEqual(["First strike"]);
    // Every werewolf's upkeep ability triggers: no spells were cast in turn 3. Ana orders hers.
    g.passUntil("end", 3).passUntilPrompt("orderTriggers");
    g.answer({ kind: "order", order: [0, 1] });
    g.passAll().passAll().passAll();
    const terror = g.permanent(OUTLAW);
    expect(characteristics(g.reader, terror)).toMatchObject({ name: "Terror of Kruin Pass", power: 3, toughness: 3 });
    expect(keywordsOf(g.reader, terror)).toEqual(["Double strike", "Menace"]);
    expect(keywordsOf(g.reader, g.permanent("Village Ironsmith // Ironfang"))).toEqual(["First strike", "Menace"]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toEqual([]);
    expect(keywordsOf(g.reader, g.permanent(GANG))).toEqual(["Trample"]);
  });
});

describe("Afflicted Deserter // Werewolf Ransacker", () => {
  /**
   * No spell is cast in turn 3: at Ben's upkeep Afflicted Deserter transforms, and Werewolf Ransacker's ability
   * triggers, targeting Ben's `artifact`; Ana answers whether she destroys it.
   */
  function ransack(artifact: string, destroy: "yes" | "no") {
    const g = duel({ battlefield: [DESERTER] }, { battlefield: [artifact] });
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([DESERTER]);
    g.passAll();
    expect(characteristics(g.reader, g.permanent(DESERTER))).toMatchObject({ name: "Werewolf Ransacker", power: 5, toughness: 4 });
    g.targets(artifact).passAll();
    return g.answer({ kind: "option", option: destroy });
  }

  it("701.27e: as it transforms into Werewolf Ransacker, Ana may destroy target artifact; put into a graveyard, it has Werewolf Ransacker deal 3 damage to its controller", () => {
    const g = ransack("Triskelion", "yes");
    expect(g.graveyardNames("Ben")).toEqual(["Triskelion"]);
    expect(g.life("Ben")).toBe(17);
    expect(g.eventsOf("damageDealt")).toEqual([expect.objectContaining({ source: g.permanent(DESERTER).id, target: { kind: "player", id: 1 }, amount: 3 })]);
  });

  it("701.27e: Ana may decline: nothing is destroyed, no damage; an indestructible artifact isn't put into a graveyard this way: no damage either", () => {
    for (const [artifact, destroy] of [
      ["Triskelion", "no"],
      ["Darksteel Myr", "yes"],
    ] as const) {
      const g = ransack(artifact, destroy);
      expect(g.permanents(artifact)).toHaveLength(1);
      expect(g.life("Ben")).toBe(20);
    }
  });

  it("701.27e: transforming back into Afflicted Deserter triggers nothing; a Werewolf Ransacker that entered so doesn't trigger it either", () => {
    const g = duel(
      { hand: ["Lightning Bolt", "Lightning Bolt"], battlefield: [{ card: DESERTER, face: 1 }, "Mountain", "Mountain"] },
      { battlefield: ["Triskelion"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.stackNames()).toEqual([]);
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([DESERTER]);
    g.passAll();
    expect(characteristics(g.reader, g.permanent(DESERTER)).name).toBe("Afflicted Deserter");
    expect(g.stackNames()).toEqual([]);
  });
});

describe("Elite Vanguard and Cytoshape", () => {
  it("Cytoshape: a nonlegendary creature is chosen as it resolves (the target itself may be); the copy lasts until end of turn", () => {
    const g = duel(
      { hand: ["Cytoshape"], battlefield: ["Grizzly Bears", "Isamaru, Hound of Konda", "Forest", "Island", "Island"] },
      { battlefield: ["Elite Vanguard"] },
    );
    g.castAndPay("Cytoshape", "Grizzly Bears").passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    expect(prompt.options.map((id) => g.nameOfObject(id)).sort()).toEqual(["Elite Vanguard", "Grizzly Bears"]);
    chooseToCopy(g, "Elite Vanguard");
    expect(characteristics(g.reader, g.permanent("Grizzly Bears"))).toMatchObject({
      name: "Elite Vanguard",
      subtypes: ["Human", "Soldier"],
      colors: ["W"],
      controller: 0,
    });
    expect(g.pt("Grizzly Bears")).toEqual([2, 1]);
    expect(g.graveyardNames("Ana")).toEqual(["Cytoshape"]);
    g.passUntil("upkeep", 4);
    expect(characteristics(g.reader, g.permanent("Grizzly Bears")).name).toBe("Grizzly Bears");
  });
});

describe("Moonmist", () => {
  it("transforms Humans that are double-faced cards, but not daybound ones (702.145b), and prevents combat damage by creatures other than Werewolves and Wolves", () => {
    const g = duel({
      hand: ["Moonmist"],
      battlefield: ["Village Ironsmith // Ironfang", ADMIRER, "Elite Vanguard", "Grizzly Bears", "Forest", "Forest"],
    });
    g.castAndPay("Moonmist").passAll();
    expect(g.eventsOf("transformed").map((e) => e.name)).toEqual(["Village Ironsmith"]);
    expect(g.permanent(ADMIRER).face).toBeUndefined();
    g.passUntilPrompt("declareAttackers");
    const attackers = ["Village Ironsmith // Ironfang", "Elite Vanguard", "Grizzly Bears"].map((n) => ({ attacker: g.permanent(n).id, defender: 1 }));
    g.answer({ kind: "attackers", attacks: attackers });
    g.passUntil("postcombatMain", 3);
    // Only Ironfang, a Werewolf, deals its 3.
    expect(g.life("Ben")).toBe(17);
    expect(g.eventsOf("damagePrevented")).toHaveLength(2);
  });
});
