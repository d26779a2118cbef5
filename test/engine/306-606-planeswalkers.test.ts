// 306 planeswalkers and 606 loyalty abilities: entering with loyalty, loyalty costs and their limits, damage to
// planeswalkers, 0 loyalty, and attacking planeswalkers (506.2, 508.1b).

import { describe, expect, it } from "vitest";
import { duel, type Scenario, trio } from "../support/scenario.ts";
import { testEngine } from "../support/test-cards.ts";

const loyalty = (g: Scenario, name: string, controller?: string): number => g.permanent(name, controller).counters.loyalty ?? 0;

/** Activates a loyalty ability by key, chooses its targets (by name) and pays its cost; it is then on the stack. */
function activateLoyalty(g: Scenario, name: string, key: string, ...targets: string[]): Scenario {
  g.activate(name, key);
  if (targets.length > 0) g.targets(...targets);
  return g.autoPay();
}

/** The loyalty abilities of `name` the pending priority prompt offers, by key. */
function offered(g: Scenario, name: string): string[] {
  const id = g.permanent(name).id;
  return g.expectPrompt("priority").actions.flatMap((a) => (a.kind === "activate" && a.source === id ? [a.ability] : []));
}

describe("306 planeswalkers", () => {
  it("306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty", () => {
    const g = duel({ hand: ["Jace Beleren"], battlefield: ["Island", "Island", "Island"] });
    g.castAndPay("Jace Beleren").passAll();
    expect(g.permanent("Jace Beleren").counters).toEqual({ loyalty: 3 });
    expect(g.log().join("\n")).toContain("Jace Beleren enters with 3 loyalty counters. — Jace Beleren would enter the battlefield (306.5b)");
  });

  it("306.5c: the loyalty of a planeswalker on the battlefield is its number of loyalty counters", () => {
    const g = duel({ battlefield: [{ card: "Jace Beleren", counters: { loyalty: 1 } }] });
    activateLoyalty(g, "Jace Beleren", "p0").passAll();
    expect(loyalty(g, "Jace Beleren")).toBe(3);
  });

  it("306.1: a planeswalker is cast only when its controller could cast a sorcery", () => {
    const g = duel({ battlefield: ["Island", "Island", "Island"] }, { hand: ["Jace Beleren"], battlefield: ["Island", "Island", "Island"] });
    g.pass();
    const actions = g.expectPrompt("priority", "Ben").actions;
    expect(actions.some((a) => a.kind === "cast")).toBe(false);
  });

  it("306.4, 704.5j: planeswalkers are legendary: a second Jace Beleren puts one of the two into the graveyard", () => {
    const g = duel({ hand: ["Jace Beleren"], battlefield: ["Island", "Island", "Island", "Jace Beleren"] });
    g.castAndPay("Jace Beleren").passAll();
    const old = g.permanent("Jace Beleren").id;
    g.answer({ kind: "choose", object: old }, "Ana");
    expect(g.permanents("Jace Beleren").map((p) => p.id)).toEqual([old]);
    expect(g.graveyardNames("Ana")).toEqual(["Jace Beleren"]);
  });

  it("306.8, 120.3c: damage dealt to a planeswalker removes that many loyalty counters; no damage is marked on it", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Liliana Vess"] });
    g.castAndPay("Lightning Bolt", "Liliana Vess").passAll();
    expect(loyalty(g, "Liliana Vess")).toBe(2);
    expect(g.permanent("Liliana Vess").damage).toBe(0);
    expect(g.log().join("\n")).toContain("3 loyalty counters are removed from Liliana Vess.");
  });

  it("306.9, 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Jace Beleren"] });
    g.castAndPay("Lightning Bolt", "Jace Beleren").passAll();
    expect(g.permanents("Jace Beleren")).toHaveLength(0);
    expect(g.graveyardNames("Ben")).toEqual(["Jace Beleren"]);
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Jace Beleren", rule: "704.5i" });
  });

  it("115.4: any target may be a planeswalker; Lightning Bolt may target Ben's Jace", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Jace Beleren", "Island"] });
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben", "Jace Beleren"]);
  });
});

describe("606 loyalty abilities", () => {
  it("606.3: loyalty abilities are offered only in a main phase of their controller's turn with an empty stack", () => {
    const g = duel({ battlefield: ["Jace Beleren", "Island", "Island"], hand: ["Think Twice"] });
    expect(offered(g, "Jace Beleren")).toEqual(["p0", "p1"]);
    g.castAndPay("Think Twice");
    // Ana holds priority with Think Twice on the stack: no loyalty ability.
    expect(offered(g, "Jace Beleren")).toEqual([]);
    g.passAll();
    g.passUntil("beginningOfCombat");
    expect(offered(g, "Jace Beleren")).toEqual([]);
    g.passUntil("precombatMain", 4);
    g.pass();
    // Ben's main phase: Ana has priority, but it isn't her turn.
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "activate")).toBe(false);
  });

  it("606.3: only one loyalty ability of a permanent each turn — then none of its loyalty abilities, until the next turn", () => {
    const g = duel({ battlefield: ["Jace Beleren", "Garruk Wildspeaker", "Forest", "Forest"] });
    activateLoyalty(g, "Jace Beleren", "p0").passAll();
    expect(offered(g, "Jace Beleren")).toEqual([]);
    // Another planeswalker's loyalty abilities are its own.
    expect(offered(g, "Garruk Wildspeaker")).toEqual(["p0", "p1"]);
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Jace Beleren").id, ability: "p1" }).code).toBe("ILLEGAL_CHOICE");
    g.passUntil("precombatMain", 5);
    expect(offered(g, "Jace Beleren")).toEqual(["p0", "p1"]);
  });

  it("606.4: the cost is paid as the ability is activated — loyalty counters are put on or removed at once", () => {
    const g = duel({ battlefield: ["Jace Beleren"] });
    activateLoyalty(g, "Jace Beleren", "p0");
    expect(loyalty(g, "Jace Beleren")).toBe(5);
    expect(g.stackNames()).toEqual(["Jace Beleren"]);
    g.passAll();
    g.passUntil("precombatMain", 5);
    activateLoyalty(g, "Jace Beleren", "p1", "Ben");
    expect(loyalty(g, "Jace Beleren")).toBe(4);
  });

  it("606.6: an ability whose negative loyalty cost exceeds the loyalty isn't offered, and activating it is refused", () => {
    const g = duel({ battlefield: ["Liliana Vess"] });
    expect(offered(g, "Liliana Vess")).toEqual(["p0", "p1"]);
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Liliana Vess").id, ability: "p2" }).code).toBe("ILLEGAL_CHOICE");
  });

  it("606.6, 107.3: a [−X] ability removes the X announced; an X above the loyalty can't be paid and the activation is reversed", () => {
    const g = duel({ battlefield: ["Chandra Nalaar"] }, { battlefield: ["Hill Giant"] });
    const before = g.stateJson();
    g.activate("Chandra Nalaar", "p1").announceX(7).targets("Hill Giant");
    expect(g.prompt.kind).toBe("priority");
    expect(g.stateJson()).not.toContain('"ready":true');
    expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ rule: "601.2h" });
    expect(JSON.parse(g.stateJson()).battlefield).toEqual(JSON.parse(before).battlefield);
    g.activate("Chandra Nalaar", "p1").announceX(3).targets("Hill Giant").autoPay().passAll();
    expect(loyalty(g, "Chandra Nalaar")).toBe(3);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("606.5: costs to add and remove loyalty counters combine into one (the example: an additional [+1] makes [+1] put two and [−4] remove three)", () => {
    const g = duel({ battlefield: ["Test Carth", "Garruk Wildspeaker", "Forest", "Forest"] }, {}, {}, testEngine);
    const forests = g.permanents("Forest").map((p) => ({ kind: "object" as const, id: p.id }));
    g.activate("Garruk Wildspeaker", "p0").answer({ kind: "targets", targets: forests });
    const parts = g.expectPrompt("payCosts").parts;
    expect(parts.map((p) => p.text)).toEqual(["put 2 loyalty counters on this"]);
    g.autoPay().passAll();
    expect(loyalty(g, "Garruk Wildspeaker")).toBe(5);
    g.passUntil("precombatMain", 5);
    g.activate("Garruk Wildspeaker", "p2");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["remove 3 loyalty counters from this"]);
    g.autoPay();
    expect(loyalty(g, "Garruk Wildspeaker")).toBe(2);
  });

  it("113.7a, 704.5i: an ability whose cost left its planeswalker with 0 loyalty still resolves after the planeswalker is gone", () => {
    const g = duel({ battlefield: [{ card: "Jace Beleren", counters: { loyalty: 1 } }] });
    activateLoyalty(g, "Jace Beleren", "p1", "Ana");
    expect(g.permanents("Jace Beleren")).toHaveLength(0);
    const hand = g.handNames("Ana").length;
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(hand + 1);
  });
});

describe("506.2, 508.1b: attacking planeswalkers", () => {
  /** Ana attacks with `attacker`: at Ben's `walker` when given, else at Ben. */
  function attack(g: Scenario, attacker: string, walker?: string, defender = "Ben"): void {
    g.passUntilPrompt("declareAttackers");
    const a = g.permanent(attacker, "Ana").id;
    g.answer({
      kind: "attackers",
      attacks: [{ attacker: a, defender: g.playerId(defender), ...(walker ? { planeswalker: g.permanent(walker, defender).id } : {}) }],
    });
  }

  it("508.1b: the attack options list the planeswalkers the defending player controls, not the attacker's own", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Garruk Wildspeaker"] }, { battlefield: ["Jace Beleren"] });
    g.passUntilPrompt("declareAttackers");
    expect(g.expectPrompt("declareAttackers").options).toEqual([
      { attacker: g.permanent("Grizzly Bears").id, defenders: [1], planeswalkers: [{ planeswalker: g.permanent("Jace Beleren").id, controller: 1 }] },
    ]);
    const bears = g.permanent("Grizzly Bears").id;
    const own = g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: bears, defender: 1, planeswalker: g.permanent("Garruk Wildspeaker").id }] });
    expect(own.rule).toBe("506.2");
    // 508.5: the defending player named is the planeswalker's controller.
    const wrong = g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: bears, defender: 0, planeswalker: g.permanent("Jace Beleren").id }] });
    expect(wrong.code).toBe("ILLEGAL_CHOICE");
  });

  it("510.1b, 120.3c: an unblocked creature attacking a planeswalker deals its combat damage to it, not to its controller", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Liliana Vess"] });
    attack(g, "Grizzly Bears", "Liliana Vess");
    expect(g.state.combat?.attackers).toEqual([
      { id: g.permanent("Grizzly Bears").id, defender: 1, planeswalker: g.permanent("Liliana Vess").id, blocked: false },
    ]);
    expect(g.log().join("\n")).toContain("Ana attacks: Grizzly Bears → Liliana Vess (Ben's planeswalker, 508.1b).");
    g.passUntil("combatDamage");
    expect(loyalty(g, "Liliana Vess")).toBe(3);
    expect(g.life("Ben")).toBe(20);
  });

  it("509.1a: the planeswalker's controller, the defending player, may block a creature attacking it", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Liliana Vess", "Hill Giant"] });
    attack(g, "Grizzly Bears", "Liliana Vess");
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Hill Giant").id, attacker: g.permanent("Grizzly Bears").id }] }, "Ben");
    g.passUntil("combatDamage");
    expect(loyalty(g, "Liliana Vess")).toBe(5);
    expect(g.permanents("Grizzly Bears")).toHaveLength(0);
  });

  it("506.4c: a creature whose planeswalker left combat goes on attacking, but nothing: it deals no combat damage", () => {
    const g = duel({ battlefield: ["Hill Giant"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Jace Beleren"] });
    attack(g, "Hill Giant", "Jace Beleren");
    g.pass();
    g.castAndPay("Lightning Bolt", "Jace Beleren").passAll();
    expect(g.permanents("Jace Beleren")).toHaveLength(0);
    expect(g.state.combat?.attackers).toMatchObject([{ id: g.permanent("Hill Giant").id, planeswalker: null }]);
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("damageDealt").filter((e) => e.combat)).toEqual([]);
  });

  it("702.19b, 702.19f: with trample, the excess over lethal goes to the planeswalker attacked, never to its controller", () => {
    const g = duel({ hand: ["Rancor"], battlefield: ["Forest", "Hill Giant"] }, { battlefield: ["Garruk Wildspeaker", "Llanowar Elves"] });
    g.castAndPay("Rancor", "Hill Giant").passAll();
    attack(g, "Hill Giant", "Garruk Wildspeaker");
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Llanowar Elves").id, attacker: g.permanent("Hill Giant").id }] }, "Ben");
    g.passUntilPrompt("assignCombatDamage");
    const p = g.expectPrompt("assignCombatDamage");
    expect(p).toMatchObject({ amount: 5, defender: 1, planeswalker: g.permanent("Garruk Wildspeaker").id });
    g.answer({ kind: "damage", assignment: [{ blocker: g.permanent("Llanowar Elves").id, amount: 1 }], toPlayer: 4 });
    expect(g.permanents("Garruk Wildspeaker")).toHaveLength(0);
    expect(g.life("Ben")).toBe(20);
  });

  it("802.3, 802.4a: in multiplayer each creature may attack any opponent or a planeswalker any opponent controls; only its controller blocks", () => {
    const g = trio({ battlefield: ["Grizzly Bears", "Hill Giant"] }, { battlefield: ["Jace Beleren", "Llanowar Elves"] }, { battlefield: ["Liliana Vess"] });
    g.passUntilPrompt("declareAttackers");
    const options = g.expectPrompt("declareAttackers").options;
    expect(options[0]).toMatchObject({
      defenders: [1, 2],
      planeswalkers: [
        { planeswalker: g.permanent("Jace Beleren").id, controller: 1 },
        { planeswalker: g.permanent("Liliana Vess").id, controller: 2 },
      ],
    });
    g.answer({
      kind: "attackers",
      attacks: [
        { attacker: g.permanent("Grizzly Bears").id, defender: 2, planeswalker: g.permanent("Liliana Vess").id },
        { attacker: g.permanent("Hill Giant").id, defender: 1, planeswalker: g.permanent("Jace Beleren").id },
      ],
    });
    g.passUntilPrompt("declareBlockers");
    // Ben may block only the creature attacking his planeswalker.
    expect(g.expectPrompt("declareBlockers", "Ben").options).toEqual([
      { blocker: g.permanent("Llanowar Elves").id, attackers: [g.permanent("Hill Giant").id] },
    ]);
    g.answer({ kind: "blockers", blocks: [] });
    g.passUntil("combatDamage");
    expect(loyalty(g, "Liliana Vess")).toBe(3);
    expect(g.permanents("Jace Beleren")).toHaveLength(0);
  });
});
