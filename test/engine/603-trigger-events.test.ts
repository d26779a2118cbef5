import { describe, expect, it } from "vitest";
import type { Target } from "../../server/engine/kernel/state.ts";
import { duel, filler, type Scenario, scenario, type Side } from "../support/scenario.ts";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";

/** A target by permanent: `g.target(name)` finds the first of that name; this one picks by controller. */
function targetOf(g: Scenario, name: string, controller: string): Target {
  return { kind: "object", id: g.permanent(name, controller).id };
}

function four(active: number, sides: [Side, Side, Side, Side], turn = 7): Scenario {
  const names = ["Ana", "Ben", "Cid", "Dan"];
  return scenario({ turn, activePlayer: active, players: sides.map((s, i) => ({ name: names[i]!, library: filler(), ...s })) });
}

const ISLANDS = ["Island", "Island", "Island"];

describe("603 trigger events", () => {
  describe("603.6a enters-the-battlefield abilities", () => {
    it("603.6a, 603.3d: Man-o'-War's ability triggers as it enters, its controller targets as it goes on the stack, and it returns Ben's Grizzly Bears to his hand", () => {
      const g = duel({ hand: ["Man-o'-War"], battlefield: ISLANDS }, { battlefield: ["Grizzly Bears"] });
      g.castAndPay("Man-o'-War").passAll();
      expect(g.permanents("Man-o'-War")).toHaveLength(1);
      const prompt = g.expectPrompt("chooseTargets", "Ana");
      expect(prompt.cancellable).toBe(false);
      expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Man-o'-War"]);
      g.targets("Grizzly Bears");
      expect(g.stackLabels()).toEqual(["Man-o'-War (Ana)"]);
      expect(g.eventsOf("abilityTriggered")).toEqual([expect.objectContaining({ player: 0, name: "Man-o'-War" })]);
      g.expectPrompt("priority", "Ana");
      g.passAll();
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
      expect(g.state.stack).toEqual([]);
    });

    it("603.6a, 603.2: Elvish Visionary's ability triggers when it enters but draws only when the ability resolves", () => {
      const g = duel({ hand: ["Elvish Visionary"], battlefield: ["Forest", "Forest"], library: ["Island", ...filler()] });
      g.castAndPay("Elvish Visionary");
      g.passAll(); // the creature spell resolves: the ability triggers and goes on the stack
      expect(g.permanents("Elvish Visionary")).toHaveLength(1);
      expect(g.stackLabels()).toEqual(["Elvish Visionary (Ana)"]);
      expect(g.handNames("Ana")).toEqual([]);
      g.passAll();
      expect(g.handNames("Ana")).toEqual(["Island"]);
      expect(g.state.stack).toEqual([]);
    });

    it("603.3d, 115.1: Man-o'-War alone on the battlefield is its own only legal target — its controller must choose it, and it returns itself to her hand", () => {
      // "Return target creature" has no "another": Man-o'-War is a creature, so it's a legal (and here the only) choice.
      const g = duel({ hand: ["Man-o'-War"], battlefield: ISLANDS }, { battlefield: ["Argothian Enchantress"] });
      g.castAndPay("Man-o'-War").passAll();
      // Argothian Enchantress has shroud (702.18a): it can't be chosen.
      expect(g.targetOptionNames()).toEqual(["Man-o'-War"]);
      expect(g.refuseAnswer({ kind: "targets", targets: [] }).rule).toBe("601.2c");
      expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Argothian Enchantress")] }).rule).toBe("601.2c");
      g.targets("Man-o'-War");
      g.passAll();
      expect(g.permanents("Man-o'-War")).toEqual([]);
      expect(g.handNames("Ana")).toEqual(["Man-o'-War"]);
    });

    it("603.6a: an enters ability triggers only for the permanent that entered — Man-o'-War already on the battlefield doesn't trigger when Elvish Visionary enters", () => {
      const g = duel({ hand: ["Elvish Visionary"], battlefield: ["Forest", "Forest", "Man-o'-War"] });
      g.castAndPay("Elvish Visionary").passAll();
      expect(g.stackLabels()).toEqual(["Elvish Visionary (Ana)"]);
      g.expectPrompt("priority", "Ana");
    });
  });

  describe("603.6c, 603.10a leaves-the-battlefield abilities ('when … dies')", () => {
    it("603.6c: Festering Goblin dies to Shock; its ability gives the target creature -1/-1 until end of turn (514.2)", () => {
      const g = duel({ hand: ["Shock"], battlefield: ["Mountain", "Festering Goblin"] }, { battlefield: ["Hill Giant"] });
      g.castAndPay("Shock", "Festering Goblin").passAll();
      expect(g.graveyardNames("Ana")).toEqual(["Shock", "Festering Goblin"]);
      // The ability is Ana's: she controlled the Goblin when it died.
      expect(g.expectPrompt("chooseTargets", "Ana").text).toBe("target creature");
      expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
      g.targets("Hill Giant");
      expect(g.stackLabels()).toEqual(["Festering Goblin (Ana)"]);
      g.passAll();
      expect(g.pt("Hill Giant")).toEqual([2, 2]);
      g.passUntil("upkeep", 4);
      expect(g.pt("Hill Giant")).toEqual([3, 3]);
    });

    it("603.6c: a Festering Goblin returned to its owner's hand doesn't die — Man-o'-War bouncing it triggers nothing", () => {
      const g = duel({ hand: ["Man-o'-War"], battlefield: ISLANDS }, { battlefield: ["Festering Goblin", "Hill Giant"] });
      g.castAndPay("Man-o'-War").passAll();
      g.targets("Festering Goblin").passAll();
      expect(g.handNames("Ben")).toEqual(["Festering Goblin"]);
      expect(g.state.stack).toEqual([]);
      expect(g.state.pendingTriggers).toEqual([]);
      expect(g.eventsOf("abilityTriggered").map((e) => e.name)).toEqual(["Man-o'-War"]);
      expect(g.pt("Hill Giant")).toEqual([3, 3]);
    });

    it("603.10a, 704.3: two Festering Goblins that trade in combat die at the same time — both abilities trigger, the active player's at the bottom (603.3b)", () => {
      const g = duel({ battlefield: ["Festering Goblin", { card: "Hill Giant", sick: true }] }, { battlefield: ["Festering Goblin"] });
      g.attackAndBlock("Festering Goblin", "Festering Goblin");
      g.passUntilPrompt("chooseTargets");
      // Both died in one state-based action check (704.3): each sees the other leave with it (603.10a).
      const deaths = g.eventsOf("zoneChanged").filter((e) => e.from === "battlefield");
      expect(deaths.map((e) => [e.name, e.owner, e.rule])).toEqual([
        ["Festering Goblin", 0, "704.5g"],
        ["Festering Goblin", 1, "704.5g"],
      ]);
      g.expectPrompt("chooseTargets", "Ana");
      g.targets("Hill Giant");
      g.expectPrompt("chooseTargets", "Ben");
      g.targets("Hill Giant");
      expect(g.stackLabels()).toEqual(["Festering Goblin (Ana)", "Festering Goblin (Ben)"]);
      g.passAll();
      g.passAll();
      expect(g.pt("Hill Giant")).toEqual([1, 1]);
    });

    it("603.10a, 608.2e: Innocent Blood — each player sacrifices a Festering Goblin at the same time; both abilities trigger", () => {
      const g = duel({ hand: ["Innocent Blood"], battlefield: ["Swamp", "Festering Goblin", "Hill Giant"] }, { battlefield: ["Festering Goblin"] });
      g.castAndPay("Innocent Blood").passAll();
      g.expectPrompt("chooseObject", "Ana");
      g.answer({ kind: "choose", object: g.permanent("Festering Goblin", "Ana").id });
      g.expectPrompt("chooseObject", "Ben");
      g.answer({ kind: "choose", object: g.permanent("Festering Goblin", "Ben").id });
      g.expectPrompt("chooseTargets", "Ana");
      g.targets("Hill Giant");
      g.expectPrompt("chooseTargets", "Ben");
      g.targets("Hill Giant");
      expect(g.stackLabels()).toEqual(["Festering Goblin (Ana)", "Festering Goblin (Ben)"]);
      g.passAll().passAll();
      expect(g.pt("Hill Giant")).toEqual([1, 1]);
      expect(g.graveyardNames("Ana")).toEqual(["Festering Goblin", "Innocent Blood"]);
      expect(g.graveyardNames("Ben")).toEqual(["Festering Goblin"]);
    });

    it("603.10a, 603.3d: two Festering Goblins dying together with no creature left — both trigger, and each is removed for lack of a legal target", () => {
      const g = duel({ hand: ["Innocent Blood"], battlefield: ["Swamp", "Festering Goblin"] }, { battlefield: ["Festering Goblin"] });
      g.castAndPay("Innocent Blood").passAll();
      g.answer({ kind: "choose", object: g.permanent("Festering Goblin", "Ana").id });
      g.answer({ kind: "choose", object: g.permanent("Festering Goblin", "Ben").id });
      g.expectPrompt("priority", "Ana");
      expect(g.state.stack).toEqual([]);
      const removed = g.eventsOf("stackRemoved").filter((e) => e.rule === "603.3d");
      expect(removed.map((e) => e.name)).toEqual(["Festering Goblin", "Festering Goblin"]);
      expect(g.eventsOf("abilityTriggered")).toEqual([]);
    });

    it("603.10a, 704.5f: a Festering Goblin killed by the -1/-1 of another Festering Goblin's ability triggers its own", () => {
      const g = duel({ hand: ["Shock"], battlefield: ["Mountain", "Festering Goblin", "Grizzly Bears"] }, { battlefield: ["Festering Goblin"] });
      g.castAndPay("Shock", "Festering Goblin").passAll(); // Shock kills Ana's Goblin (the first one on the battlefield)
      expect(g.graveyardNames("Ana")).toEqual(["Shock", "Festering Goblin"]);
      g.expectPrompt("chooseTargets", "Ana");
      g.targets("Festering Goblin"); // Ben's, the only Goblin left
      g.passAll();
      // Ben's Goblin is now 0/0: put into his graveyard (704.5f) — it died, so its ability triggers, controlled by Ben.
      expect(g.graveyardNames("Ben")).toEqual(["Festering Goblin"]);
      expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Festering Goblin", owner: 1, rule: "704.5f" });
      g.expectPrompt("chooseTargets", "Ben");
      expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
      g.targets("Grizzly Bears");
      expect(g.stackLabels()).toEqual(["Festering Goblin (Ben)"]);
      g.passAll();
      expect(g.pt("Grizzly Bears")).toEqual([1, 1]);
    });

    it("603.6c, 601.2h, 603.3: Festering Goblin sacrificed to pay for Altar's Reap — its ability triggers during the payment and goes on the stack above the spell once it is cast", () => {
      const g = duel({ hand: ["Altar's Reap"], battlefield: ["Swamp", "Swamp", "Festering Goblin"] }, { battlefield: ["Grizzly Bears"] });
      g.cast("Altar's Reap").tapForMana("Swamp").tapForMana("Swamp");
      g.payPart("sacrifice", "Festering Goblin");
      expect(g.graveyardNames("Ana")).toEqual(["Festering Goblin"]);
      expect(g.stackLabels()).toEqual(["Altar's Reap (Ana)"]);
      expect(g.state.pendingTriggers).toHaveLength(1);
      g.pay();
      g.expectPrompt("chooseTargets", "Ana");
      g.targets("Grizzly Bears");
      expect(g.stackLabels()).toEqual(["Altar's Reap (Ana)", "Festering Goblin (Ana)"]);
      expect(g.eventsOf("spellCast").length).toBe(1);
      g.passAll();
      expect(g.pt("Grizzly Bears")).toEqual([1, 1]);
      expect(g.stackLabels()).toEqual(["Altar's Reap (Ana)"]);
    });

    it("603.2, 732.1: a Festering Goblin sacrificed for a spell whose casting is then cancelled never died — no trigger", () => {
      const g = duel({ hand: ["Altar's Reap"], battlefield: ["Swamp", "Swamp", "Festering Goblin"] }, { battlefield: ["Grizzly Bears"] });
      g.cast("Altar's Reap").tapForMana("Swamp").tapForMana("Swamp");
      g.payPart("sacrifice", "Festering Goblin");
      expect(g.graveyardNames("Ana")).toEqual(["Festering Goblin"]);
      g.cancel();
      g.expectPrompt("priority", "Ana");
      expect(g.permanents("Festering Goblin")).toHaveLength(1);
      expect(g.state.stack).toEqual([]);
      expect(g.state.pendingTriggers).toEqual([]);
      expect(g.handNames("Ana")).toEqual(["Altar's Reap"]);
    });

    it("603.3d: Festering Goblin dies when the only other creature has shroud — the ability is removed from the stack", () => {
      const g = duel({ hand: ["Shock"], battlefield: ["Mountain", "Festering Goblin"] }, { battlefield: ["Argothian Enchantress"] });
      g.castAndPay("Shock", "Festering Goblin").passAll();
      g.expectPrompt("priority", "Ana");
      expect(g.state.stack).toEqual([]);
      expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Festering Goblin", reason: "removed", rule: "603.3d" });
    });

    it("603.3d: a trigger removed for lack of a legal target stays removed when the next player's trigger asks for its target — Ben's Festering Goblin can't target Ana's hexproof Gladecover Scout", () => {
      // Ben is active: his Goblin's ability is put on the stack first (603.3b) and is removed (603.3d) — the only creature
      // left is Ana's Gladecover Scout, which has hexproof (702.11b). Then Ana's ability asks her for its target.
      const g = duel(
        { battlefield: ["Festering Goblin", "Gladecover Scout"] },
        { hand: ["Innocent Blood"], battlefield: ["Swamp", "Festering Goblin"] },
        { activePlayer: 1, turn: 4 },
      );
      g.castAndPay("Innocent Blood").passAll();
      g.answer({ kind: "choose", object: g.permanent("Festering Goblin", "Ben").id });
      g.answer({ kind: "choose", object: g.permanent("Festering Goblin", "Ana").id });
      expect(g.expectPrompt("chooseTargets", "Ana").options).toEqual([g.target("Gladecover Scout")]);
      expect(g.stackLabels()).toEqual(["Festering Goblin (Ana)"]);
      g.targets("Gladecover Scout");
      g.expectPrompt("priority", "Ben");
      expect(g.stackLabels()).toEqual(["Festering Goblin (Ana)"]);
      expect(g.eventsOf("stackRemoved").filter((e) => e.rule === "603.3d")).toHaveLength(1);
    });

    it("603.3b, 603.3d: after a trigger is removed for lack of a target, the next player orders hers and then chooses targets", () => {
      // Ben is active; three Festering Goblins with lethal damage die in the first check. Ben's ability has no legal target
      // (Ana's Gladecover Scout has hexproof) and is removed; Ana orders her two.
      const g = duel(
        { battlefield: [{ card: "Festering Goblin", damage: 1 }, { card: "Festering Goblin", damage: 1 }, "Gladecover Scout"] },
        { battlefield: [{ card: "Festering Goblin", damage: 1 }] },
        { activePlayer: 1, turn: 4 },
      );
      g.expectPrompt("orderTriggers", "Ana");
      expect(g.eventsOf("stackRemoved")).toEqual([expect.objectContaining({ name: "Festering Goblin", rule: "603.3d" })]);
      g.answer({ kind: "order", order: [0, 1] });
      g.expectPrompt("chooseTargets", "Ana");
      expect(g.targetOptionNames()).toEqual(["Gladecover Scout"]);
    });
  });

  describe("603.2b, 603.4 'at the beginning of your upkeep'", () => {
    it("603.2b: Phyrexian Arena triggers in its controller's upkeep only — Ana draws a card and loses 1 life; nothing happens in Ben's upkeep", () => {
      const g = duel({ battlefield: ["Phyrexian Arena"], library: ["Island", ...filler()] });
      g.passUntil("upkeep", 4);
      expect(g.state.turn.active).toBe(1);
      expect(g.state.stack).toEqual([]);
      expect(g.state.pendingTriggers).toEqual([]);
      g.passUntil("upkeep", 5);
      expect(g.stackLabels()).toEqual(["Phyrexian Arena (Ana)"]);
      expect(g.handNames("Ana")).toEqual([]);
      g.passAll();
      expect(g.handNames("Ana")).toEqual(["Island"]);
      expect(g.life("Ana")).toBe(19);
      expect(g.life("Ben")).toBe(20);
      expect(g.eventsOf("abilityTriggered").map((e) => [e.name, e.player])).toEqual([["Phyrexian Arena", 0]]);
    });

    it("603.2b: an opponent's Phyrexian Arena doesn't trigger in Ana's upkeep", () => {
      const g = duel({}, { battlefield: ["Phyrexian Arena"] });
      g.passUntil("upkeep", 5);
      expect(g.life("Ben")).toBe(19); // his own upkeep, turn 4
      expect(g.state.stack).toEqual([]);
      expect(g.eventsOf("abilityTriggered")).toHaveLength(1);
    });

    it("603.4: Felidar Sovereign with 40 life at the beginning of its controller's upkeep — the ability triggers and she wins as it resolves", () => {
      const g = duel({ battlefield: ["Felidar Sovereign"], life: 40 });
      g.passUntil("upkeep", 4); // Ben's upkeep: not "your upkeep"
      expect(g.state.stack).toEqual([]);
      g.passUntil("upkeep", 5);
      expect(g.stackLabels()).toEqual(["Felidar Sovereign (Ana)"]);
      g.passAll();
      expect(g.state.result).toEqual({ winners: [0], draw: false });
      expect(g.eventsOf("playerWon")).toEqual([expect.objectContaining({ player: 0, rule: "104.2b" })]);
    });

    it("603.4: with 39 life the intervening 'if' is false when the upkeep begins — Felidar Sovereign's ability doesn't trigger at all", () => {
      const g = duel({ battlefield: ["Felidar Sovereign"], life: 39 });
      g.passUntil("upkeep", 5);
      expect(g.state.stack).toEqual([]);
      expect(g.eventsOf("abilityTriggered")).toEqual([]);
      expect(g.eventsOf("stackPushed")).toEqual([]);
    });

    it("603.4, 608.2a: the condition is checked again on resolution — Ben's Lightning Bolt in response takes Ana to 37 and the ability does nothing", () => {
      const g = duel({ battlefield: ["Felidar Sovereign"], life: 40 }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
      g.passUntil("upkeep", 5);
      expect(g.stackLabels()).toEqual(["Felidar Sovereign (Ana)"]);
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana").passAll();
      expect(g.life("Ana")).toBe(37);
      expect(g.stackLabels()).toEqual(["Felidar Sovereign (Ana)"]);
      g.passAll();
      expect(g.state.result).toBeNull();
      expect(g.state.stack).toEqual([]);
      expect(g.eventsOf("countered").at(-1)).toMatchObject({ name: "Felidar Sovereign", rule: "608.2a" });
      expect(g.eventsOf("playerWon")).toEqual([]);
    });
  });

  describe("'when … becomes the target of a spell or ability'", () => {
    it("603.2, 608.2b: Phantasmal Bear targeted by Lightning Bolt — its ability goes on the stack above the Bolt, it's sacrificed, and the Bolt then has no legal target", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Phantasmal Bear"] });
      g.castAndPay("Lightning Bolt", "Phantasmal Bear");
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)", "Phantasmal Bear (Ben)"]);
      g.expectPrompt("priority", "Ana");
      g.passAll();
      expect(g.permanents("Phantasmal Bear")).toEqual([]);
      expect(g.graveyardNames("Ben")).toEqual(["Phantasmal Bear"]);
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)"]);
      g.passAll();
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Lightning Bolt", rule: "608.2b" })]);
      expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
      expect(g.eventsOf("damageDealt")).toEqual([]);
    });

    it("603.2, 608.2b: Phantasmal Bear targeted by Prodigal Sorcerer's activated ability is sacrificed; the ability does nothing", () => {
      const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { battlefield: ["Phantasmal Bear"] });
      g.activate("Prodigal Sorcerer").targets("Phantasmal Bear");
      g.payPart("{T}");
      expect(g.permanent("Prodigal Sorcerer").tapped).toBe(true);
      expect(g.stackLabels()).toEqual(["Prodigal Sorcerer (Ana)", "Phantasmal Bear (Ben)"]);
      g.passAll();
      expect(g.graveyardNames("Ben")).toEqual(["Phantasmal Bear"]);
      g.passAll();
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Prodigal Sorcerer", rule: "608.2b" })]);
      expect(g.eventsOf("damageDealt")).toEqual([]);
      expect(g.state.stack).toEqual([]);
    });

    it("603.2, 608.2b: Phantasmal Bear targeted by Man-o'-War's triggered ability — the Bear's ability goes on top; Man-o'-War's then does nothing", () => {
      const g = duel({ hand: ["Man-o'-War"], battlefield: ISLANDS }, { battlefield: ["Phantasmal Bear"] });
      g.castAndPay("Man-o'-War").passAll();
      g.targets("Phantasmal Bear");
      expect(g.stackLabels()).toEqual(["Man-o'-War (Ana)", "Phantasmal Bear (Ben)"]);
      g.passAll();
      expect(g.graveyardNames("Ben")).toEqual(["Phantasmal Bear"]);
      g.passAll();
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Man-o'-War", rule: "608.2b" })]);
      expect(g.handNames("Ben")).toEqual([]);
      expect(g.permanents("Man-o'-War")).toHaveLength(1);
    });

    it("608.2b: Seeds of Strength targeting Phantasmal Bear once and Grizzly Bears twice still resolves for the Grizzly Bears", () => {
      const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Grizzly Bears"] }, { battlefield: ["Phantasmal Bear"] });
      g.cast("Seeds of Strength");
      g.targets("Phantasmal Bear");
      g.targets("Grizzly Bears");
      g.targets("Grizzly Bears");
      g.autoPay();
      expect(g.stackLabels()).toEqual(["Seeds of Strength (Ana)", "Phantasmal Bear (Ben)"]);
      g.passAll().passAll();
      expect(g.graveyardNames("Ben")).toEqual(["Phantasmal Bear"]);
      expect(g.eventsOf("countered")).toEqual([]);
      expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    });

    it("603.2c, 603.2e: Phantasmal Bear becomes the target of one spell once, even when the spell targets it with two instances of 'target' — its ability triggers once", () => {
      // Once chosen for the first instance, the Bear already
      // is a target of the spell; "becomes" triggers only when that state begins (603.2e), once per event (603.2c)
      // — as the Heroic rulings say for "a spell that targets" ("only once per spell, even if it targets the creature multiple times").
      const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Grizzly Bears"] }, { battlefield: ["Phantasmal Bear"] });
      g.cast("Seeds of Strength");
      g.targets("Phantasmal Bear");
      g.targets("Phantasmal Bear");
      g.targets("Grizzly Bears");
      g.autoPay();
      expect(g.stackLabels()).toEqual(["Seeds of Strength (Ana)", "Phantasmal Bear (Ben)"]);
    });

    it("603.2, 608.3b: an Aura spell targets too — Pacifism cast on Phantasmal Bear: the Bear is sacrificed and Pacifism, its target gone, goes to the graveyard", () => {
      const g = duel({ hand: ["Pacifism"], battlefield: ["Plains", "Plains"] }, { battlefield: ["Phantasmal Bear"] });
      g.castAndPay("Pacifism", "Phantasmal Bear");
      expect(g.stackLabels()).toEqual(["Pacifism (Ana)", "Phantasmal Bear (Ben)"]);
      g.passAll().passAll();
      expect(g.graveyardNames("Ben")).toEqual(["Phantasmal Bear"]);
      expect(g.permanents("Pacifism")).toEqual([]);
      expect(g.graveyardNames("Ana")).toEqual(["Pacifism"]);
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Pacifism" })]);
    });

    it("603.2: targeting another creature doesn't trigger Phantasmal Bear", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Phantasmal Bear", "Grizzly Bears"] });
      g.castAndPay("Lightning Bolt", "Grizzly Bears");
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)"]);
      g.passAll();
      expect(g.permanents("Phantasmal Bear")).toHaveLength(1);
      expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    });
  });

  describe("'whenever … blocks' and 603.7 delayed triggered abilities (Wall of Tears)", () => {
    it("603.2, 603.7a: Wall of Tears blocks — its ability triggers in the declare blockers step and, as it resolves, creates a delayed triggered ability", () => {
      const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Wall of Tears"] });
      const bears = g.permanent("Grizzly Bears").id;
      g.attackAndBlock("Grizzly Bears", "Wall of Tears");
      expect(g.step).toBe("declareBlockers");
      expect(g.stackLabels()).toEqual(["Wall of Tears (Ben)"]);
      expect(g.state.stack[0]).toMatchObject({ kind: "ability", subject: bears });
      // 603.7a: nothing waits until the ability resolves.
      expect(g.state.delayedTriggers).toEqual([]);
      g.passAll();
      expect(g.state.delayedTriggers).toEqual([expect.objectContaining({ sourceCard: "Wall of Tears", controller: 1, subject: bears, step: "endOfCombat" })]);
      expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    });

    it("603.7, 603.7b: the delayed ability triggers once, at the beginning of the end of combat step, goes on the stack then and returns the blocked creature; never again in later turns", () => {
      const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Wall of Tears"] });
      g.attackAndBlock("Grizzly Bears", "Wall of Tears");
      g.passAll(); // the blocks ability resolves
      g.passUntil("combatDamage");
      expect(g.state.stack).toEqual([]);
      expect(g.permanent("Wall of Tears").damage).toBe(2);
      expect(g.permanents("Grizzly Bears")).toHaveLength(1);
      g.passUntil("endOfCombat");
      expect(g.stackLabels()).toEqual(["Wall of Tears (Ben)"]);
      expect(g.state.delayedTriggers).toEqual([]);
      expect(g.permanents("Grizzly Bears")).toHaveLength(1);
      g.passAll();
      expect(g.step).toBe("endOfCombat");
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
      g.passUntil("endOfCombat", 4);
      g.passUntil("endOfCombat", 5);
      expect(g.state.stack).toEqual([]);
      expect(g.eventsOf("abilityTriggered").map((e) => e.name)).toEqual(["Wall of Tears", "Wall of Tears"]);
    });

    it("603.7c: the blocked creature died before end of combat — the delayed ability triggers but doesn't return the card from the graveyard (a new object, 400.7)", () => {
      const g = duel({ battlefield: ["Savannah Lions"] }, { hand: ["Shock"], battlefield: ["Wall of Tears", "Mountain"] });
      g.attackAndBlock("Savannah Lions", "Wall of Tears");
      g.passAll(); // the blocks ability resolves: the delayed ability exists
      g.pass(); // Ana passes; Ben shocks the Lions
      g.castAndPay("Shock", "Savannah Lions").passAll();
      expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions"]);
      g.passUntil("endOfCombat");
      expect(g.stackLabels()).toEqual(["Wall of Tears (Ben)"]);
      g.passAll();
      expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions"]);
      expect(g.handNames("Ana")).toEqual([]);
    });
  });

  describe("603.3b APNAP order with four players", () => {
    it("603.3b, 101.4: Cid (seat 2) is active and Dan casts Lightning Bolt — each player orders their own Hesitation and Chalice triggers, in turn order from Cid: Cid, Dan, Ana, Ben", () => {
      const both: Side = { battlefield: ["Hesitation", { card: "Chalice of the Void", counters: { charge: 1 } }] };
      const g = four(2, [
        both,
        both,
        both,
        { battlefield: ["Hesitation", { card: "Chalice of the Void", counters: { charge: 1 } }, "Mountain"], hand: ["Lightning Bolt"] },
      ]);
      g.expectPrompt("priority", "Cid");
      g.pass();
      g.expectPrompt("priority", "Dan");
      g.castAndPay("Lightning Bolt", "Ana");
      const asked: string[] = [];
      const orders: Record<string, number[]> = { Cid: [0, 1], Dan: [1, 0], Ana: [0, 1], Ben: [1, 0] };
      while (g.prompt.kind === "orderTriggers") {
        const p = g.expectPrompt("orderTriggers");
        const who = g.nameOf(p.player);
        asked.push(who);
        expect(p.triggers.map((t) => [t.sourceCard, controllerOf(g.reader, g.state.battlefield.find((x) => x.id === t.source)!)])).toEqual([
          ["Hesitation", p.player],
          ["Chalice of the Void", p.player],
        ]);
        const other = g.state.players.find((x) => x.id !== p.player)!.name;
        expect(g.refuseAnswer({ kind: "order", order: [0, 1] }, other).code).toBe("NOT_YOUR_DECISION");
        g.answer({ kind: "order", order: orders[who]! });
      }
      expect(asked).toEqual(["Cid", "Dan", "Ana", "Ben"]);
      expect(g.stackLabels()).toEqual([
        "Lightning Bolt (Dan)",
        "Hesitation (Cid)",
        "Chalice of the Void (Cid)",
        "Chalice of the Void (Dan)",
        "Hesitation (Dan)",
        "Hesitation (Ana)",
        "Chalice of the Void (Ana)",
        "Chalice of the Void (Ben)",
        "Hesitation (Ben)",
      ]);
      g.expectPrompt("priority", "Dan");
      g.passAll(); // Ben's Hesitation, on top, resolves first
      expect(g.graveyardNames("Ben")).toEqual(["Hesitation"]);
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Lightning Bolt", reason: "countered by Hesitation" })]);
      expect(g.life("Ana")).toBe(20);
    });

    it("603.3b, 603.3d, 608.2e: Innocent Blood in Cid's turn — four Festering Goblins die at once; sacrifices and targets are chosen by each player in turn order from Cid, and the abilities stack the same way", () => {
      const side: Side = { battlefield: ["Festering Goblin", "Hill Giant"] };
      const g = four(2, [side, side, { battlefield: ["Festering Goblin", "Hill Giant", "Swamp"], hand: ["Innocent Blood"] }, side]);
      g.castAndPay("Innocent Blood").passAll();
      const sacrificers: string[] = [];
      while (g.prompt.kind === "chooseObject") {
        const who = g.nameOf(g.prompt.player);
        sacrificers.push(who);
        g.answer({ kind: "choose", object: g.permanent("Festering Goblin", who).id });
      }
      expect(sacrificers).toEqual(["Cid", "Dan", "Ana", "Ben"]);
      expect(g.permanents("Festering Goblin")).toEqual([]);
      // Each targets the Hill Giant of the next player in seat order.
      const victim: Record<string, string> = { Ana: "Ben", Ben: "Cid", Cid: "Dan", Dan: "Ana" };
      const targeting: string[] = [];
      while (g.prompt.kind === "chooseTargets") {
        const who = g.nameOf(g.prompt.player);
        targeting.push(who);
        expect(g.expectPrompt("chooseTargets").options).toHaveLength(4);
        g.answer({ kind: "targets", targets: [targetOf(g, "Hill Giant", victim[who]!)] });
      }
      expect(targeting).toEqual(["Cid", "Dan", "Ana", "Ben"]);
      expect(g.stackLabels()).toEqual(["Festering Goblin (Cid)", "Festering Goblin (Dan)", "Festering Goblin (Ana)", "Festering Goblin (Ben)"]);
      expect(g.state.stack.map((o) => controllerOf(g.reader, g.state.battlefield.find((p) => p.id === o.choices.targets[0]![0]!.id)!))).toEqual([3, 0, 1, 2]);
      g.expectPrompt("priority", "Cid");
      for (let i = 0; i < 4; i++) g.passAll();
      expect(["Ana", "Ben", "Cid", "Dan"].map((p) => g.pt("Hill Giant", p))).toEqual([
        [2, 2],
        [2, 2],
        [2, 2],
        [2, 2],
      ]);
    });

    it("603.3b: Dan (seat 3) is active and casts Savannah Lions — the four Hesitations stack Dan, Ana, Ben, Cid from the bottom, so Cid's resolves first and counters it", () => {
      const h: Side = { battlefield: ["Hesitation"] };
      const g = four(3, [h, h, h, { battlefield: ["Hesitation", "Plains"], hand: ["Savannah Lions"] }]);
      g.expectPrompt("priority", "Dan");
      g.castAndPay("Savannah Lions");
      expect(g.stackLabels()).toEqual(["Savannah Lions (Dan)", "Hesitation (Dan)", "Hesitation (Ana)", "Hesitation (Ben)", "Hesitation (Cid)"]);
      g.passAll();
      expect(g.graveyardNames("Cid")).toEqual(["Hesitation"]);
      expect(g.graveyardNames("Dan")).toEqual(["Savannah Lions"]);
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Savannah Lions" })]);
      g.passAll().passAll().passAll();
      expect(g.state.stack).toEqual([]);
      expect(["Ana", "Ben", "Cid", "Dan"].map((p) => g.graveyardNames(p))).toEqual([
        ["Hesitation"],
        ["Hesitation"],
        ["Hesitation"],
        ["Savannah Lions", "Hesitation"],
      ]);
      expect(g.eventsOf("countered")).toHaveLength(1);
    });
  });
});
