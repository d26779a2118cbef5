import { describe, expect, it } from "vitest";
import type { Step } from "../../server/engine/kernel/state.ts";
import { duel, filler, type Scenario, scenario, type Side } from "../support/scenario.ts";

const id = (g: Scenario, name: string, controller?: string): number => g.permanent(name, controller).id;

/** Goes to the declare attackers step and declares these attackers (by name) against `defender` (Ben by default). */
function attack(g: Scenario, names: readonly string[], defender = "Ben"): void {
  g.passUntilPrompt("declareAttackers");
  const active = g.nameOf(g.state.turn.active);
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: id(g, n, active), defender: g.playerId(defender) })) });
}

/** Goes to the declare blockers prompt and declares blocks: [blocker name, attacker name] pairs. */
function block(g: Scenario, blocks: readonly (readonly [string, string])[]): void {
  g.passUntilPrompt("declareBlockers");
  const defender = g.nameOf(g.prompt.player);
  const active = g.nameOf(g.state.turn.active);
  g.answer({ kind: "blockers", blocks: blocks.map(([b, a]) => ({ blocker: id(g, b, defender), attacker: id(g, a, active) })) });
}

/** The names of the creatures offered in the pending declareBlockers prompt, each with the names of the attackers it may block. */
function blockOptions(g: Scenario): Record<string, string[]> {
  const p = g.expectPrompt("declareBlockers");
  return Object.fromEntries(p.options.map((o) => [g.nameOfObject(o.blocker)!, o.attackers.map((a) => g.nameOfObject(a)!)]));
}

/** The steps begun so far in the current turn, in order. */
function stepsThisTurn(g: Scenario): Step[] {
  const steps: Step[] = [];
  for (const e of g.events) {
    if (e.type === "turnBegan") steps.length = 0;
    else if (e.type === "stepBegan") steps.push(e.step);
  }
  return steps;
}

/** Combat damage dealt so far, as "step: source -> target amount". */
function combatDamage(g: Scenario): string[] {
  let step = "";
  const out: string[] = [];
  for (const e of g.events) {
    if (e.type === "stepBegan") step = e.step;
    else if (e.type === "damageDealt" && e.combat) out.push(`${step}: ${e.sourceName} -> ${e.targetName} ${e.amount}`);
  }
  return out;
}

describe("506–511 combat", () => {
  describe("508 declaring attackers", () => {
    it("508.1a: an attackers answer with a hole in its list (a sparse array) is refused as malformed and changes nothing", () => {
      const g = duel({ battlefield: ["Grizzly Bears"] });
      g.passUntilPrompt("declareAttackers");
      // `every` skips holes: the list passed, and checking the missing attack threw.
      expect(g.refuseAnswer({ kind: "attackers", attacks: new Array(1) }).code).toBe("MALFORMED_INPUT");
      g.answer({ kind: "attackers", attacks: [{ attacker: id(g, "Grizzly Bears"), defender: 1 }] });
      g.passUntil("combatDamage");
      expect(g.life("Ben")).toBe(18);
    });

    it("508.1a, 702.10b: Raging Goblin (haste) attacks the turn it comes under Ana's control; a summoning-sick Grizzly Bears can't", () => {
      const g = duel({ hand: ["Raging Goblin"], battlefield: ["Mountain", { card: "Grizzly Bears", sick: true }] });
      g.castAndPay("Raging Goblin").passAll();
      g.passUntilPrompt("declareAttackers");
      expect(g.expectPrompt("declareAttackers", "Ana").options).toEqual([{ attacker: id(g, "Raging Goblin"), defenders: [1], planeswalkers: [] }]);
      expect(g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: id(g, "Grizzly Bears"), defender: 1 }] }).rule).toBe("508.1a");
      g.answer({ kind: "attackers", attacks: [{ attacker: id(g, "Raging Goblin"), defender: 1 }] });
      g.passUntil("combatDamage");
      expect(g.life("Ben")).toBe(19);
    });

    it("702.3b: Wall of Tears has defender and can't attack; with no other creature nobody is asked to declare attackers", () => {
      const g = duel({ battlefield: ["Wall of Tears", "Grizzly Bears"] });
      g.passUntilPrompt("declareAttackers");
      expect(g.expectPrompt("declareAttackers").options.map((o) => g.nameOfObject(o.attacker))).toEqual(["Grizzly Bears"]);
      expect(g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: id(g, "Wall of Tears"), defender: 1 }] }).rule).toBe("508.1a");

      const alone = duel({ battlefield: ["Wall of Tears"] });
      alone.passUntil("endOfCombat");
      expect(alone.eventsOf("attackersDeclared")).toEqual([]);
      expect(stepsThisTurn(alone)).toEqual(["beginningOfCombat", "declareAttackers", "endOfCombat"]);
    });

    it("508.1c, 509.1b: Goblin Piker can attack but can't block", () => {
      const g = duel({ battlefield: ["Goblin Piker", "Grizzly Bears"] }, { battlefield: ["Goblin Piker", "Walking Corpse"] });
      g.passUntilPrompt("declareAttackers");
      expect(g.expectPrompt("declareAttackers").options.map((o) => g.nameOfObject(o.attacker))).toEqual(["Goblin Piker", "Grizzly Bears"]);
      g.answer({ kind: "attackers", attacks: [{ attacker: id(g, "Goblin Piker", "Ana"), defender: 1 }] });
      g.passUntilPrompt("declareBlockers");
      expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Goblin Piker"] });
      expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: id(g, "Goblin Piker", "Ben"), attacker: id(g, "Goblin Piker", "Ana") }] }).rule).toBe(
        "509.1a",
      );
      g.answer({ kind: "blockers", blocks: [] });
      g.passUntil("combatDamage");
      expect(g.life("Ben")).toBe(18);
    });

    it("508.1c, 509.1b: the creature enchanted with Pacifism can't attack or block; another can", () => {
      const g = duel(
        { battlefield: [{ card: "Grizzly Bears", label: "a" }, { card: "Pacifism", attachedTo: "a" }, "Savannah Lions"] },
        { battlefield: [{ card: "Walking Corpse", label: "b" }, { card: "Pacifism", attachedTo: "b" }, "Coral Eel"] },
      );
      g.passUntilPrompt("declareAttackers");
      expect(g.expectPrompt("declareAttackers").options.map((o) => g.nameOfObject(o.attacker))).toEqual(["Savannah Lions"]);
      expect(g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: id(g, "Grizzly Bears"), defender: 1 }] }).rule).toBe("508.1a");
      g.answer({ kind: "attackers", attacks: [{ attacker: id(g, "Savannah Lions"), defender: 1 }] });
      g.passUntilPrompt("declareBlockers");
      expect(blockOptions(g)).toEqual({ "Coral Eel": ["Savannah Lions"] });
      expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: id(g, "Walking Corpse"), attacker: id(g, "Savannah Lions") }] }).rule).toBe("509.1a");
    });

    it("508.1f, 702.20b: attacking taps Grizzly Bears but not Serra Angel (vigilance)", () => {
      const g = duel({ battlefield: ["Serra Angel", "Grizzly Bears"] });
      attack(g, ["Serra Angel", "Grizzly Bears"]);
      expect(g.permanent("Serra Angel").tapped).toBe(false);
      expect(g.permanent("Grizzly Bears").tapped).toBe(true);
      g.passUntil("combatDamage");
      expect(g.life("Ben")).toBe(14);
    });

    it("508.1b, 802.3: in a four-player game each attacker attacks one chosen opponent — not its controller", () => {
      const g = scenario({
        turn: 7,
        activePlayer: 2,
        players: ["Ana", "Ben", "Cid", "Dan"].map((name) => ({ name, library: filler(), battlefield: name === "Cid" ? ["Grizzly Bears", "Hill Giant"] : [] })),
      });
      g.passUntilPrompt("declareAttackers");
      const p = g.expectPrompt("declareAttackers", "Cid");
      expect(p.options).toEqual([
        { attacker: id(g, "Grizzly Bears"), defenders: [0, 1, 3], planeswalkers: [] },
        { attacker: id(g, "Hill Giant"), defenders: [0, 1, 3], planeswalkers: [] },
      ]);
      expect(g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: id(g, "Hill Giant"), defender: 2 }] }).rule).toBe("508.1b");
      expect(
        g.refuseAnswer({
          kind: "attackers",
          attacks: [
            { attacker: id(g, "Hill Giant"), defender: 1 },
            { attacker: id(g, "Hill Giant"), defender: 3 },
          ],
        }).rule,
      ).toBe("508.1a");
      g.answer({
        kind: "attackers",
        attacks: [
          { attacker: id(g, "Grizzly Bears"), defender: 3 },
          { attacker: id(g, "Hill Giant"), defender: 0 },
        ],
      });
      g.passUntil("combatDamage");
      expect(["Ana", "Ben", "Cid", "Dan"].map((n) => g.life(n))).toEqual([17, 20, 20, 18]);
    });
  });

  describe("509 declaring blockers: evasion", () => {
    it("702.9b, 702.17b: Serra Angel (flying) can be blocked by Giant Spider (reach) and Birds of Paradise (flying), not by Grizzly Bears; a flyer may block a creature without flying", () => {
      const g = duel({ battlefield: ["Serra Angel", "Savannah Lions"] }, { battlefield: ["Giant Spider", "Grizzly Bears", "Birds of Paradise"] });
      attack(g, ["Serra Angel", "Savannah Lions"]);
      g.passUntilPrompt("declareBlockers");
      expect(blockOptions(g)).toEqual({
        "Giant Spider": ["Serra Angel", "Savannah Lions"],
        "Grizzly Bears": ["Savannah Lions"],
        "Birds of Paradise": ["Serra Angel", "Savannah Lions"],
      });
      const error = g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: id(g, "Grizzly Bears"), attacker: id(g, "Serra Angel") }] });
      expect(error).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "509.1a" });
      g.answer({ kind: "blockers", blocks: [{ blocker: id(g, "Birds of Paradise"), attacker: id(g, "Serra Angel") }] });
      g.passUntil("combatDamage");
      expect(g.permanents("Birds of Paradise")).toEqual([]);
      expect(g.life("Ben")).toBe(18);
    });

    it("702.16f: Black Knight (protection from white) can't be blocked by Savannah Lions (white); Grizzly Bears may block it", () => {
      const g = duel({ battlefield: ["Black Knight"] }, { battlefield: ["Savannah Lions", "Grizzly Bears"] });
      attack(g, ["Black Knight"]);
      g.passUntilPrompt("declareBlockers");
      expect(blockOptions(g)).toEqual({ "Grizzly Bears": ["Black Knight"] });
      expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: id(g, "Savannah Lions"), attacker: id(g, "Black Knight") }] }).rule).toBe("509.1a");
    });

    it("702.111b: Boggart Brute (menace) can't be blocked by exactly one creature; two blockers or none are fine", () => {
      const g = duel({ battlefield: ["Boggart Brute"] }, { battlefield: ["Grizzly Bears", "Walking Corpse"] });
      const brute = id(g, "Boggart Brute");
      attack(g, ["Boggart Brute"]);
      g.passUntilPrompt("declareBlockers");
      expect(g.expectPrompt("declareBlockers").menace).toEqual([brute]);
      const one = g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: id(g, "Grizzly Bears"), attacker: brute }] });
      expect(one.code).toBe("ILLEGAL_CHOICE");
      expect(one.message).toContain("menace");
      g.answer({
        kind: "blockers",
        blocks: [
          { blocker: id(g, "Grizzly Bears"), attacker: brute },
          { blocker: id(g, "Walking Corpse"), attacker: brute },
        ],
      });
      expect(g.state.combat?.attackers).toEqual([{ id: brute, defender: 1, blocked: true }]);

      const unblocked = duel({ battlefield: ["Boggart Brute"] }, { battlefield: ["Grizzly Bears", "Walking Corpse"] });
      attack(unblocked, ["Boggart Brute"]);
      unblocked.passUntilPrompt("declareBlockers");
      unblocked.answer({ kind: "blockers", blocks: [] });
      unblocked.passUntil("combatDamage");
      expect(unblocked.life("Ben")).toBe(17);
    });

    it("702.111b: the refusal of a single blocker for a menace creature cites menace's rule", () => {
      const g = duel({ battlefield: ["Boggart Brute"] }, { battlefield: ["Grizzly Bears", "Walking Corpse"] });
      attack(g, ["Boggart Brute"]);
      g.passUntilPrompt("declareBlockers");
      expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: id(g, "Grizzly Bears"), attacker: id(g, "Boggart Brute") }] }).rule).toBe("702.111b");
    });
  });

  describe("510.4 first strike and double strike", () => {
    it("510.4: with no first strike or double strike in combat there is a single combat damage step", () => {
      const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Walking Corpse"] });
      attack(g, ["Grizzly Bears"]);
      block(g, [["Walking Corpse", "Grizzly Bears"]]);
      g.passUntil("postcombatMain");
      expect(stepsThisTurn(g)).toEqual(["beginningOfCombat", "declareAttackers", "declareBlockers", "combatDamage", "endOfCombat", "postcombatMain"]);
      expect(combatDamage(g)).toEqual(["combatDamage: Grizzly Bears -> Walking Corpse 2", "combatDamage: Walking Corpse -> Grizzly Bears 2"]);
    });

    it("702.7b, 510.4: White Knight (first strike) blocked by Grizzly Bears — a first-strike damage step; the Bears die before they can deal damage", () => {
      const g = duel({ battlefield: ["White Knight"] }, { battlefield: ["Grizzly Bears"] });
      attack(g, ["White Knight"]);
      block(g, [["Grizzly Bears", "White Knight"]]);
      g.passUntil("firstStrikeDamage");
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      g.passUntil("postcombatMain");
      expect(stepsThisTurn(g)).toEqual([
        "beginningOfCombat",
        "declareAttackers",
        "declareBlockers",
        "firstStrikeDamage",
        "combatDamage",
        "endOfCombat",
        "postcombatMain",
      ]);
      expect(combatDamage(g)).toEqual(["firstStrikeDamage: White Knight -> Grizzly Bears 2"]);
      expect(g.permanent("White Knight").damage).toBe(0);
    });

    it("702.7b, 510.4: a blocker with first strike makes the first-strike step too — White Knight blocks Hill Giant, which survives and strikes back in the second step", () => {
      const g = duel({ battlefield: ["Hill Giant"] }, { battlefield: ["White Knight"] });
      attack(g, ["Hill Giant"]);
      block(g, [["White Knight", "Hill Giant"]]);
      g.passUntil("postcombatMain");
      expect(combatDamage(g)).toEqual(["firstStrikeDamage: White Knight -> Hill Giant 2", "combatDamage: Hill Giant -> White Knight 3"]);
      expect(g.permanents("White Knight")).toEqual([]);
      expect(g.permanent("Hill Giant").damage).toBe(2);
    });

    it("510.4: the first-strike step depends on the creatures in combat as the damage step begins — White Knight bounced by Capsize during declare blockers: no first-strike step", () => {
      const g = duel({ battlefield: ["White Knight", "Grizzly Bears"] }, { hand: ["Capsize"], battlefield: ["Island", "Island", "Island"] });
      attack(g, ["White Knight", "Grizzly Bears"]);
      g.passUntil("declareBlockers");
      g.pass();
      g.cast("Capsize").chooseCosts("mana").targets("White Knight").autoPay();
      g.passAll();
      expect(g.handNames("Ana")).toEqual(["White Knight"]);
      g.passUntil("postcombatMain");
      expect(stepsThisTurn(g)).not.toContain("firstStrikeDamage");
      expect(combatDamage(g)).toEqual(["combatDamage: Grizzly Bears -> Ben 2"]);
    });

    it("702.4b: unblocked Fencing Ace (double strike) deals damage in both combat damage steps — 2 to Ben", () => {
      const g = duel({ battlefield: ["Fencing Ace"] });
      attack(g, ["Fencing Ace"]);
      g.passUntil("postcombatMain");
      expect(combatDamage(g)).toEqual(["firstStrikeDamage: Fencing Ace -> Ben 1", "combatDamage: Fencing Ace -> Ben 1"]);
      expect(g.life("Ben")).toBe(18);
    });

    it("702.4b: Fencing Ace blocked by Grizzly Bears deals 1 in each step; the Bears deal 2 in the second: both die", () => {
      const g = duel({ battlefield: ["Fencing Ace"] }, { battlefield: ["Grizzly Bears"] });
      attack(g, ["Fencing Ace"]);
      block(g, [["Grizzly Bears", "Fencing Ace"]]);
      g.passUntil("firstStrikeDamage");
      expect(g.permanent("Grizzly Bears").damage).toBe(1);
      g.passUntil("postcombatMain");
      expect(combatDamage(g)).toEqual([
        "firstStrikeDamage: Fencing Ace -> Grizzly Bears 1",
        "combatDamage: Fencing Ace -> Grizzly Bears 1",
        "combatDamage: Grizzly Bears -> Fencing Ace 2",
      ]);
      expect(g.permanents("Fencing Ace")).toEqual([]);
      expect(g.permanents("Grizzly Bears")).toEqual([]);
    });

    it("702.4b: Fencing Ace blocked by Savannah Lions (2/1) kills it in the first-strike step and takes no damage", () => {
      const g = duel({ battlefield: ["Fencing Ace"] }, { battlefield: ["Savannah Lions"] });
      attack(g, ["Fencing Ace"]);
      block(g, [["Savannah Lions", "Fencing Ace"]]);
      g.passUntil("postcombatMain");
      expect(combatDamage(g)).toEqual(["firstStrikeDamage: Fencing Ace -> Savannah Lions 1"]);
      expect(g.permanent("Fencing Ace").damage).toBe(0);
      expect(g.life("Ben")).toBe(20);
    });
  });

  describe("702.19 trample and 510.1c damage assignment", () => {
    it("702.19b: Colossal Dreadmaw blocked by Giant Spider — lethal damage (4) to the Spider first; 2 to the Spider and 4 to Ben is refused; 4 and 2 is accepted", () => {
      const g = duel({ battlefield: ["Colossal Dreadmaw"] }, { battlefield: ["Giant Spider"] });
      const spider = id(g, "Giant Spider");
      attack(g, ["Colossal Dreadmaw"]);
      block(g, [["Giant Spider", "Colossal Dreadmaw"]]);
      g.passUntilPrompt("assignCombatDamage");
      const p = g.expectPrompt("assignCombatDamage", "Ana");
      expect(p).toMatchObject({ attacker: id(g, "Colossal Dreadmaw"), amount: 6, blockers: [spider], lethal: [4], defender: 1 });
      expect(g.refuseAnswer({ kind: "damage", assignment: [{ blocker: spider, amount: 2 }], toPlayer: 4 })).toMatchObject({
        code: "ILLEGAL_CHOICE",
        rule: "702.19b",
      });
      expect(g.refuseAnswer({ kind: "damage", assignment: [{ blocker: spider, amount: 4 }], toPlayer: 1 }).rule).toBe("510.1c");
      expect(g.refuseAnswer({ kind: "damage", assignment: [{ blocker: spider, amount: 4 }], toPlayer: 2 }, "Ben").code).toBe("NOT_YOUR_DECISION");
      g.answer({ kind: "damage", assignment: [{ blocker: spider, amount: 4 }], toPlayer: 2 });
      expect(g.life("Ben")).toBe(18);
      expect(g.permanents("Giant Spider")).toEqual([]);
      expect(g.permanent("Colossal Dreadmaw").damage).toBe(2);
    });

    it("702.19b: the trampler's controller may also assign all its damage to the blocker", () => {
      const g = duel({ battlefield: ["Colossal Dreadmaw"] }, { battlefield: ["Giant Spider"] });
      attack(g, ["Colossal Dreadmaw"]);
      block(g, [["Giant Spider", "Colossal Dreadmaw"]]);
      g.passUntilPrompt("assignCombatDamage");
      g.answer({ kind: "damage", assignment: [{ blocker: id(g, "Giant Spider"), amount: 6 }], toPlayer: 0 });
      expect(g.life("Ben")).toBe(20);
      expect(combatDamage(g)).toContain("combatDamage: Colossal Dreadmaw -> Giant Spider 6");
    });

    it("702.19b: lethal damage takes into account damage already marked — a Giant Spider with 1 damage needs only 3", () => {
      const g = duel({ battlefield: ["Colossal Dreadmaw"] }, { battlefield: [{ card: "Giant Spider", damage: 1 }] });
      const spider = id(g, "Giant Spider");
      attack(g, ["Colossal Dreadmaw"]);
      block(g, [["Giant Spider", "Colossal Dreadmaw"]]);
      g.passUntilPrompt("assignCombatDamage");
      expect(g.expectPrompt("assignCombatDamage").lethal).toEqual([3]);
      g.answer({ kind: "damage", assignment: [{ blocker: spider, amount: 3 }], toPlayer: 3 });
      expect(g.life("Ben")).toBe(17);
      expect(g.permanents("Giant Spider")).toEqual([]);
    });

    it("702.19b, 510.1c: two blockers — each must be assigned lethal damage before any goes to Ben", () => {
      const g = duel({ battlefield: ["Colossal Dreadmaw"] }, { battlefield: ["Giant Spider", "Grizzly Bears"] });
      const spider = id(g, "Giant Spider");
      const bears = id(g, "Grizzly Bears");
      attack(g, ["Colossal Dreadmaw"]);
      block(g, [
        ["Giant Spider", "Colossal Dreadmaw"],
        ["Grizzly Bears", "Colossal Dreadmaw"],
      ]);
      g.passUntilPrompt("assignCombatDamage");
      expect(g.expectPrompt("assignCombatDamage")).toMatchObject({ blockers: [spider, bears], lethal: [4, 2], defender: 1, amount: 6 });
      expect(
        g.refuseAnswer({
          kind: "damage",
          assignment: [
            { blocker: spider, amount: 4 },
            { blocker: bears, amount: 1 },
          ],
          toPlayer: 1,
        }).rule,
      ).toBe("702.19b");
      expect(
        g.refuseAnswer({
          kind: "damage",
          assignment: [
            { blocker: spider, amount: 3 },
            { blocker: bears, amount: 2 },
          ],
          toPlayer: 1,
        }).rule,
      ).toBe("702.19b");
      g.answer({
        kind: "damage",
        assignment: [
          { blocker: spider, amount: 4 },
          { blocker: bears, amount: 2 },
        ],
        toPlayer: 0,
      });
      expect(g.permanents("Giant Spider")).toEqual([]);
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(g.life("Ben")).toBe(20);
    });

    it("702.19d, 509.1h: a trampler whose only blocker left the battlefield stays blocked and assigns all its damage to the player", () => {
      const g = duel({ hand: ["Shock"], battlefield: ["Colossal Dreadmaw", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
      attack(g, ["Colossal Dreadmaw"]);
      block(g, [["Grizzly Bears", "Colossal Dreadmaw"]]);
      g.castAndPay("Shock", "Grizzly Bears").passAll();
      expect(g.state.combat?.attackers).toEqual([{ id: id(g, "Colossal Dreadmaw"), defender: 1, blocked: true }]);
      g.passUntil("combatDamage");
      expect(combatDamage(g)).toEqual(["combatDamage: Colossal Dreadmaw -> Ben 6"]);
      expect(g.life("Ben")).toBe(14);
    });

    it("509.1h, 510.1c: a blocked creature without trample whose blocker was sacrificed (Phantasmal Bear targeted by Giant Growth) deals no damage", () => {
      const g = duel({ hand: ["Giant Growth"], battlefield: ["Hill Giant", "Forest"] }, { battlefield: ["Phantasmal Bear"] });
      attack(g, ["Hill Giant"]);
      block(g, [["Phantasmal Bear", "Hill Giant"]]);
      g.castAndPay("Giant Growth", "Phantasmal Bear");
      g.passAll(); // the Bear's ability: it's sacrificed
      g.passAll(); // Giant Growth: its target is gone (608.2b)
      expect(g.graveyardNames("Ben")).toEqual(["Phantasmal Bear"]);
      expect(g.state.combat?.attackers).toEqual([{ id: id(g, "Hill Giant"), defender: 1, blocked: true }]);
      g.passUntil("combatDamage");
      expect(combatDamage(g)).toEqual([]);
      expect(g.life("Ben")).toBe(20);
    });

    it("702.2c, 702.19b, 704.5h: Colossal Dreadmaw blocked by Typhoid Rats — lethal for the 1/1 is 1, so 5 tramples over; the Rats' deathtouch destroys the Dreadmaw", () => {
      const g = duel({ battlefield: ["Colossal Dreadmaw"] }, { battlefield: ["Typhoid Rats"] });
      const rats = id(g, "Typhoid Rats");
      attack(g, ["Colossal Dreadmaw"]);
      block(g, [["Typhoid Rats", "Colossal Dreadmaw"]]);
      g.passUntilPrompt("assignCombatDamage");
      expect(g.expectPrompt("assignCombatDamage")).toMatchObject({ lethal: [1], defender: 1 });
      g.answer({ kind: "damage", assignment: [{ blocker: rats, amount: 1 }], toPlayer: 5 });
      expect(g.life("Ben")).toBe(15);
      expect(g.permanents("Colossal Dreadmaw")).toEqual([]);
      expect(g.permanents("Typhoid Rats")).toEqual([]);
      expect(g.eventsOf("zoneChanged").map((e) => [e.name, e.rule])).toEqual([
        ["Colossal Dreadmaw", "704.5h"],
        ["Typhoid Rats", "704.5g"],
      ]);
    });

    it("510.1c: an attacker blocked by two creatures divides its damage freely — 1 to the first blocker (not lethal) and 2 to the second", () => {
      const g = duel({ battlefield: ["Hill Giant"] }, { battlefield: ["Grizzly Bears", "Savannah Lions"] });
      const bears = id(g, "Grizzly Bears");
      const lions = id(g, "Savannah Lions");
      attack(g, ["Hill Giant"]);
      block(g, [
        ["Grizzly Bears", "Hill Giant"],
        ["Savannah Lions", "Hill Giant"],
      ]);
      g.passUntilPrompt("assignCombatDamage");
      const p = g.expectPrompt("assignCombatDamage", "Ana");
      expect(p).toMatchObject({ amount: 3, blockers: [bears, lions], defender: null });
      expect(
        g.refuseAnswer({
          kind: "damage",
          assignment: [
            { blocker: bears, amount: 1 },
            { blocker: lions, amount: 1 },
          ],
          toPlayer: 1,
        }).rule,
      ).toBe("702.19b");
      g.answer({
        kind: "damage",
        assignment: [
          { blocker: bears, amount: 1 },
          { blocker: lions, amount: 2 },
        ],
      });
      expect(g.permanent("Grizzly Bears").damage).toBe(1);
      expect(g.permanents("Savannah Lions")).toEqual([]);
      expect(g.permanents("Hill Giant")).toEqual([]); // 2 + 2 damage
    });
  });

  describe("702.2 deathtouch and 702.15 lifelink in combat", () => {
    it("702.2b: Typhoid Rats blocking Colossal Dreadmaw destroys it with 1 damage", () => {
      // (see also the trample test above; here the Dreadmaw assigns everything to the Rats)
      const g = duel({ battlefield: ["Colossal Dreadmaw"] }, { battlefield: ["Typhoid Rats"] });
      attack(g, ["Colossal Dreadmaw"]);
      block(g, [["Typhoid Rats", "Colossal Dreadmaw"]]);
      g.passUntilPrompt("assignCombatDamage");
      g.answer({ kind: "damage", assignment: [{ blocker: id(g, "Typhoid Rats"), amount: 6 }] });
      expect(g.permanents("Colossal Dreadmaw")).toEqual([]);
      expect(g.graveyardNames("Ana")).toEqual(["Colossal Dreadmaw"]);
    });

    it("702.15b: unblocked Vampire Nighthawk's combat damage makes Ana gain 2 life as Ben loses 2", () => {
      const g = duel({ battlefield: ["Vampire Nighthawk"] });
      attack(g, ["Vampire Nighthawk"]);
      g.passUntil("combatDamage");
      expect(g.life("Ana")).toBe(22);
      expect(g.life("Ben")).toBe(18);
    });

    it("702.15b, 510.2: lifelink life gain is simultaneous with the other combat damage — Ana at 2 takes 3 from Hill Giant while her Nighthawk blocks, and survives at 1", () => {
      const g = duel({ life: 2, battlefield: ["Vampire Nighthawk"] }, { battlefield: ["Hill Giant", "Grizzly Bears"] }, { activePlayer: 1, turn: 4 });
      attack(g, ["Hill Giant", "Grizzly Bears"], "Ana");
      block(g, [["Vampire Nighthawk", "Grizzly Bears"]]);
      g.passUntil("combatDamage");
      expect(g.state.result).toBeNull();
      expect(g.life("Ana")).toBe(1);
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(g.permanent("Vampire Nighthawk").damage).toBe(2);
    });
  });

  describe("511 end of combat", () => {
    it("511.3: creatures are still in combat during the end of combat step and removed from it as the step ends", () => {
      const g = duel({ battlefield: ["Grizzly Bears"] });
      attack(g, ["Grizzly Bears"]);
      g.passUntil("endOfCombat");
      expect(g.state.combat?.attackers).toEqual([{ id: id(g, "Grizzly Bears"), defender: 1, blocked: false }]);
      g.passAll();
      expect(g.step).toBe("postcombatMain");
      expect(g.state.combat).toBeNull();
    });
  });

  describe("802 attacking multiple players", () => {
    it("802.4, 509.1: Cid (seat 2) attacks Dan and Ana — Dan then Ana declare blockers (APNAP), each only against the creatures attacking them; Ben isn't asked", () => {
      const sides: Record<string, Side> = {
        Ana: { battlefield: ["Walking Corpse"] },
        Ben: { battlefield: ["Giant Spider"] },
        Cid: { battlefield: ["Grizzly Bears", "Hill Giant"] },
        Dan: { battlefield: ["Coral Eel"] },
      };
      const g = scenario({ turn: 7, activePlayer: 2, players: ["Ana", "Ben", "Cid", "Dan"].map((name) => ({ name, library: filler(), ...sides[name] })) });
      g.passUntilPrompt("declareAttackers");
      g.answer({
        kind: "attackers",
        attacks: [
          { attacker: id(g, "Grizzly Bears"), defender: 3 },
          { attacker: id(g, "Hill Giant"), defender: 0 },
        ],
      });
      g.passUntilPrompt("declareBlockers");
      g.expectPrompt("declareBlockers", "Dan");
      expect(blockOptions(g)).toEqual({ "Coral Eel": ["Grizzly Bears"] });
      expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: id(g, "Coral Eel"), attacker: id(g, "Hill Giant") }] }).rule).toBe("509.1a");
      expect(g.refuseAnswer({ kind: "blockers", blocks: [] }, "Ana").code).toBe("NOT_YOUR_DECISION");
      g.answer({ kind: "blockers", blocks: [{ blocker: id(g, "Coral Eel"), attacker: id(g, "Grizzly Bears") }] });
      g.expectPrompt("declareBlockers", "Ana");
      expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Hill Giant"] });
      g.answer({ kind: "blockers", blocks: [] });
      expect(g.eventsOf("blockersDeclared").map((e) => g.nameOf(e.player))).toEqual(["Dan", "Ana"]);
      g.expectPrompt("priority", "Cid");
      g.passUntil("combatDamage");
      expect(["Ana", "Ben", "Cid", "Dan"].map((n) => g.life(n))).toEqual([17, 20, 20, 20]);
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(g.permanents("Coral Eel")).toEqual([]);
    });
  });
});
