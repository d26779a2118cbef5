// Compiled cards that search a library (701.23), painlands (605.1a), and triggers on other objects and players (603.2).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

/** Answers the library search prompt with the first card named `name`. */
function find(g: ReturnType<typeof duel>, name: string): void {
  const prompt = g.expectPrompt("searchLibrary");
  g.answer({ kind: "libraryCard", index: prompt.options.find((o) => o.name === name)!.index });
}

describe("library searches", () => {
  it("701.23: Rampant Growth finds a basic land card only, and puts it onto the battlefield tapped", () => {
    const g = duel({ hand: ["Rampant Growth"], battlefield: ["Forest", "Forest"], library: ["Coastal Tower", "Island", "Grizzly Bears"] });
    g.castAndPay("Rampant Growth").passAll();
    expect(g.expectPrompt("searchLibrary").options.map((o) => o.name)).toEqual(["Island"]);
    find(g, "Island");
    expect(g.permanent("Island").tapped).toBe(true);
    expect(g.state.players[0]!.library).toHaveLength(2);
  });

  it("701.23, 701.20a: Sylvan Scrying reveals the land card it finds and puts it into the hand", () => {
    const g = duel({ hand: ["Sylvan Scrying"], battlefield: ["Forest", "Forest"], library: ["Grizzly Bears", "Coastal Tower"] });
    g.castAndPay("Sylvan Scrying").passAll();
    expect(g.expectPrompt("searchLibrary").options.map((o) => o.name)).toEqual(["Coastal Tower"]);
    find(g, "Coastal Tower");
    expect(g.handNames("Ana")).toEqual(["Coastal Tower"]);
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, from: "library", names: ["Coastal Tower"] }]);
  });

  it("Diabolic Tutor finds any card, unrevealed", () => {
    const g = duel({ hand: ["Diabolic Tutor"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"], library: ["Plains", "Lightning Bolt"] });
    g.castAndPay("Diabolic Tutor").passAll();
    find(g, "Lightning Bolt");
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.eventsOf("revealed")).toEqual([]);
  });
});

describe("painlands", () => {
  it("605.1a, 605.3b: Adarkar Wastes adds {C} painlessly, or {W} or {U} and deals 1 damage to its controller", () => {
    const g = duel({ battlefield: ["Adarkar Wastes", "Adarkar Wastes"] });
    g.tapForMana("Adarkar Wastes");
    expect(g.life("Ana")).toBe(20);
    const other = g.permanents("Adarkar Wastes").find((p) => !p.tapped)!;
    g.answer({ kind: "activateMana", source: other.id, ability: "p1", mana: "U" });
    expect(g.state.players[0]!.manaPool).toMatchObject({ C: 1, U: 1 });
    expect(g.life("Ana")).toBe(19);
    expect(g.eventsOf("damageDealt")).toMatchObject([{ sourceName: "Adarkar Wastes", amount: 1 }]);
  });
});

describe("triggers on other objects", () => {
  it("603.6a: Soul Warden gains 1 life when another creature enters, not when it does itself", () => {
    const g = duel({ hand: ["Soul Warden", "Grizzly Bears"], battlefield: ["Plains", "Forest", "Forest"] });
    g.castAndPay("Soul Warden").passAll();
    expect(g.stackNames()).toEqual([]);
    g.castAndPay("Grizzly Bears").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(21);
  });

  it("608.2h: Angelic Chorus gains life equal to the entering creature's toughness", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Angelic Chorus", "Mountain", "Mountain", "Mountain", "Mountain"] });
    g.castAndPay("Hill Giant").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(23);
  });

  it("601.2i, 603.5: Angel's Feather offers 1 life when any player casts a white spell", () => {
    const g = duel({ hand: ["Savannah Lions"], battlefield: ["Angel's Feather", "Plains"] });
    g.castAndPay("Savannah Lions");
    expect(g.stackNames()).toEqual(["Savannah Lions", "Angel's Feather"]);
    g.passAll();
    const offer = g.expectPrompt("chooseOption");
    expect(offer.text).toContain("gain 1 life");
    g.answer({ kind: "option", option: offer.options[0]! });
    expect(g.life("Ana")).toBe(21);
  });

  it("Quirion Dryad gets a +1/+1 counter for its controller's nongreen spells of those colors only", () => {
    const g = duel({ hand: ["Lightning Bolt", "Giant Growth"], battlefield: ["Quirion Dryad", "Mountain", "Forest"] });
    g.castAndPay("Giant Growth", "Quirion Dryad");
    expect(g.stackNames()).toEqual(["Giant Growth"]);
    g.passAll();
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passAll();
    expect(g.permanent("Quirion Dryad").counters["+1/+1"]).toBe(1);
  });
});

describe("end step, dying, going to a graveyard", () => {
  it("513.1a: Spark Elemental is sacrificed, and Viashino Sandscout returned to its owner's hand, at the beginning of the end step", () => {
    const g = duel({ battlefield: ["Spark Elemental", "Viashino Sandscout"] });
    g.passUntilPrompt("declareAttackers").answer({ kind: "attackers", attacks: [] });
    g.passUntilPrompt("orderTriggers").answer({ kind: "order", order: [0, 1] });
    expect(g.step).toBe("end");
    expect(g.stackNames().sort()).toEqual(["Spark Elemental", "Viashino Sandscout"]);
    g.passAll().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Spark Elemental"]);
    expect(g.handNames("Ana")).toEqual(["Viashino Sandscout"]);
  });

  it("603.10a: when Bogardan Firefiend dies, it deals 2 damage to target creature", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Bogardan Firefiend", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Lightning Bolt", "Bogardan Firefiend").passAll();
    g.targets("Grizzly Bears");
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("Ancestor's Chosen gains 1 life for each card in its controller's graveyard", () => {
    const g = duel({ hand: ["Ancestor's Chosen"], battlefield: Array(7).fill("Plains"), graveyard: ["Plains", "Island", "Shock"] }, { graveyard: ["Forest"] });
    g.castAndPay("Ancestor's Chosen").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(23);
  });
});

describe("triggers on damage to an opponent, and on opponents drawing and discarding", () => {
  it("Thieving Magpie draws a card, and Hypnotic Specter has that player discard a card at random (701.9b), on damage to an opponent", () => {
    const g = duel({ battlefield: ["Thieving Magpie", "Hypnotic Specter"] }, { hand: ["Island", "Forest", "Swamp"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({
      kind: "attackers",
      attacks: [
        { attacker: g.permanent("Thieving Magpie").id, defender: 1 },
        { attacker: g.permanent("Hypnotic Specter").id, defender: 1 },
      ],
    });
    // Ben has no creature to block with: combat damage is dealt.
    g.passUntilPrompt("orderTriggers").answer({ kind: "order", order: [0, 1] });
    g.passAll().passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    expect(g.handNames("Ben")).toHaveLength(2);
    expect(g.eventsOf("discarded")).toMatchObject([{ player: 1, rule: "701.9b" }]);
  });

  it("121.1: Underworld Dreams deals 1 damage to an opponent who draws a card; 701.9a: Megrim, 2 to one who discards", () => {
    const g = duel({ hand: ["Mind Rot"], battlefield: ["Underworld Dreams", "Megrim", "Swamp", "Swamp", "Swamp"] }, { hand: ["Island", "Forest"] });
    g.castAndPay("Mind Rot", "Ben").passAll();
    expect(g.stackNames()).toEqual(["Megrim", "Megrim"]);
    g.passAll().passAll();
    expect(g.life("Ben")).toBe(16);
    g.passUntil("precombatMain", 4);
    expect(g.life("Ben")).toBe(15);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("triggers on attacking, gaining life, drawing, casting a kind of spell, a creature dying", () => {
  it("508.1m: Herald of Faith gains 2 life whenever it attacks", () => {
    const g = duel({ battlefield: ["Herald of Faith"] });
    g.passUntilPrompt("declareAttackers").answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Herald of Faith").id, defender: 1 }] });
    expect(g.stackNames()).toEqual(["Herald of Faith"]);
    g.passAll();
    expect(g.life("Ana")).toBe(22);
  });

  it("119.9: Ajani's Pridemate gets a counter whenever its controller gains life, not an opponent", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Ajani's Pridemate", "Soul Warden", "Forest", "Forest"] }, { battlefield: ["Soul Warden"] });
    g.castAndPay("Grizzly Bears").passAll();
    // Ben's Soul Warden's trigger resolves first (APNAP, 101.4): Ben gains life, and the Pridemate doesn't trigger.
    expect(g.stackLabels()).toEqual(["Soul Warden (Ana)", "Soul Warden (Ben)"]);
    g.passAll();
    expect(g.stackLabels()).toEqual(["Soul Warden (Ana)"]);
    g.passAll();
    expect(g.stackLabels()).toEqual(["Ajani's Pridemate (Ana)"]);
    g.passAll();
    expect(g.life("Ana")).toBe(21);
    expect(g.permanent("Ajani's Pridemate").counters["+1/+1"]).toBe(1);
  });

  it("121.1: Lorescale Coatl gets a counter whenever its controller draws a card", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Lorescale Coatl", "Island", "Island", "Island"] });
    g.castAndPay("Divination").passAll();
    g.passAll().passAll();
    expect(g.permanent("Lorescale Coatl").counters["+1/+1"]).toBe(2);
  });

  it("601.2i: Young Pyromancer creates an Elemental token for an instant, not for a creature spell", () => {
    const g = duel({ hand: ["Lightning Bolt", "Raging Goblin"], battlefield: ["Young Pyromancer", "Mountain", "Mountain"] });
    g.castAndPay("Raging Goblin");
    expect(g.stackNames()).toEqual(["Raging Goblin"]);
    g.passAll();
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Young Pyromancer"]);
    g.passAll();
    expect(g.permanents("1/1 red Elemental creature token")).toHaveLength(1);
  });

  it("603.10a: Malakir Cullblade gets a counter when a creature an opponent controls dies, not one of its controller's", () => {
    const g = duel(
      { hand: ["Lightning Bolt", "Shock"], battlefield: ["Malakir Cullblade", "Grizzly Bears", "Mountain", "Mountain"] },
      { battlefield: ["Savannah Lions"] },
    );
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.stackNames()).toEqual([]);
    g.castAndPay("Lightning Bolt", "Savannah Lions").passAll();
    g.passAll();
    expect(g.permanent("Malakir Cullblade").counters["+1/+1"]).toBe(1);
  });
});

describe("'that player', and searching a library and/or graveyard", () => {
  it("603.10a: Massacre Wurm's 'that player' is the controller of the creature that died", () => {
    const g = duel({ hand: ["Massacre Wurm"], battlefield: Array(6).fill("Swamp") }, { battlefield: ["Savannah Lions", "Grizzly Bears"] });
    g.castAndPay("Massacre Wurm").passAll();
    g.passAll();
    // Both of Ben's creatures died of -2/-2: two triggers.
    g.answer({ kind: "order", order: [0, 1] });
    expect(g.stackNames()).toEqual(["Massacre Wurm", "Massacre Wurm"]);
    g.passAll().passAll();
    expect(g.life("Ben")).toBe(16);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("'for each' in instructions", () => {
  it("608.2h: Dwarven Priest gains 1 life for each creature its controller controls, itself included", () => {
    const g = duel({ hand: ["Dwarven Priest"], battlefield: ["Grizzly Bears", "Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Dwarven Priest").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(22);
  });

  it("Howl of the Night Pack creates a 2/2 green Wolf for each Forest its controller controls", () => {
    const g = duel({ hand: ["Howl of the Night Pack"], battlefield: Array(7).fill("Forest") }, { battlefield: ["Forest"] });
    g.castAndPay("Howl of the Night Pack").passAll();
    expect(g.permanents("2/2 green Wolf creature token")).toHaveLength(7);
  });
});

describe("'it' after 'Whenever ~ attacks'", () => {
  it("508.1m: Benalish Veteran gets +1/+1 until end of turn whenever it attacks", () => {
    const g = duel({ battlefield: ["Benalish Veteran"] });
    g.passUntilPrompt("declareAttackers").answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Benalish Veteran").id, defender: 1 }] });
    g.passAll();
    expect(g.pt("Benalish Veteran")).toEqual([3, 3]);
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(17);
  });
});

describe("after 'When ~ dies'", () => {
  it("400.7: Immortal Phoenix returns to its owner's hand from the graveyard", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Immortal Phoenix", "Mountain"] });
    g.castAndPay("Lightning Bolt", "Immortal Phoenix").passAll();
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Immortal Phoenix"]);
  });

  it("701.9b: when Black Cat dies, the target opponent discards a card at random", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Black Cat", "Mountain"] }, { hand: ["Island", "Forest"] });
    g.castAndPay("Lightning Bolt", "Black Cat").passAll();
    g.targets("Ben");
    g.passAll();
    expect(g.handNames("Ben")).toHaveLength(1);
    expect(g.eventsOf("discarded")).toMatchObject([{ player: 1, rule: "701.9b" }]);
  });
});
