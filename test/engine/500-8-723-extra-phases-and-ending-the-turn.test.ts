// Phases added to a turn (500.8, 505.1a) and ending the turn (723.1), with test-only cards for the situations the card
// pool can't reach: an instant that adds phases (outside a main phase), and effects before and after "End the turn."

import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS, TOKENS, buildRegistry } from "../../server/cards/index.ts";
import { ability, card, effect, target } from "../../server/card-language/card-dsl.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { duel, type Scenario, type Side } from "../support/scenario.ts";
import { attack } from "../support/combat.ts";

const assaultText = "After this main phase, there is an additional combat phase followed by an additional main phase.";
const instantAssault = card({
  name: "Test Instant Assault",
  cost: "{0}",
  types: ["Instant"],
  text: assaultText,
  spell: { effects: [effect.additionalCombatAndMainPhase()] },
});
const lifeThenEnd = card({
  name: "Test Pause",
  cost: "{0}",
  types: ["Instant"],
  text: "You gain 2 life. End the turn.",
  spell: { effects: [effect.gainLife(2, { you: true }), effect.endTheTurn()] },
});
const damageThenEnd = card({
  name: "Test Time Bomb",
  cost: "{0}",
  types: ["Instant"],
  text: "Test Time Bomb deals 1 damage to target creature. End the turn.",
  spell: { targets: [target.creature()], effects: [effect.dealDamage(1), effect.endTheTurn()] },
});
const endStepText = "At the beginning of your end step, you gain 1 life.";
const endStepWatcher = card({
  name: "Test End Step Watcher",
  cost: "{0}",
  types: ["Enchantment"],
  text: endStepText,
  abilities: [ability.triggered(endStepText, { on: "beginningOfStep", step: "end", whose: "your" }, { effects: [effect.gainLife(1, { you: true })] })],
});

const engine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, instantAssault, lifeThenEnd, damageThenEnd, endStepWatcher]));

function game(ana: Side, ben: Side = {}, rest: Parameters<typeof duel>[2] = {}): Scenario {
  return duel({ library: ["Island", "Island"], ...ana }, { library: ["Island", "Island"], ...ben }, rest, engine);
}

/** The steps begun from event `from` on, with "+" for those of an added phase. */
function stepsBegun(g: Scenario, from: number): string[] {
  return g.events.slice(from).flatMap((e) => (e.type === "stepBegan" ? [`${e.additional ? "+" : ""}${e.step}`] : []));
}

describe("500.8: phases added to a turn", () => {
  it("500.8: 'after this main phase' outside a main phase adds nothing — there is no such phase", () => {
    const g = game({ hand: ["Test Instant Assault"] }, {}, { step: "beginningOfCombat" });
    g.castAndPay("Test Instant Assault").passAll();
    expect(g.eventsOf("phasesAdded")).toEqual([]);
    expect(g.state.turn.phases).toBeUndefined();
    const from = g.events.length;
    g.passUntil("end");
    expect(stepsBegun(g, from)).toEqual(["declareAttackers", "endOfCombat", "postcombatMain", "end"]);
  });

  it("500.8: phases added during an additional main phase come directly after it, before the phases still to come", () => {
    const g = game({ hand: ["Test Instant Assault", "Test Instant Assault"] });
    g.castAndPay("Test Instant Assault").passAll();
    g.passUntil("postcombatMain");
    expect(g.state.turn.additional).toBe(true);
    g.castAndPay("Test Instant Assault").passAll();
    const from = g.events.length;
    g.passUntil("end");
    expect(stepsBegun(g, from).filter((s) => s.endsWith("beginningOfCombat") || s.endsWith("postcombatMain"))).toEqual([
      "+beginningOfCombat",
      "+postcombatMain",
      "beginningOfCombat",
      "postcombatMain",
    ]);
  });

  it("505.1a: a main phase added is a postcombat main phase; the first main phase is the only precombat one", () => {
    const g = game({ hand: ["Test Instant Assault"] });
    g.castAndPay("Test Instant Assault").passAll();
    const from = g.events.length;
    g.passUntil("end");
    const steps = stepsBegun(g, from);
    expect(steps).not.toContain("precombatMain");
    expect(steps.filter((s) => s.endsWith("postcombatMain"))).toEqual(["+postcombatMain", "postcombatMain"]);
  });

  it("500.8: the added phases are announced, and the log says so", () => {
    const g = game({ hand: ["Test Instant Assault"] });
    g.castAndPay("Test Instant Assault").passAll();
    expect(g.eventsOf("phasesAdded")).toMatchObject([{ phases: ["combat", "postcombatMain"] }]);
    expect(g.log().join("\n")).toContain("An additional combat phase followed by an additional main phase will follow this phase (500.8).");
  });

  it("500.8: the next turn has the usual phases again", () => {
    const g = game({ hand: ["Test Instant Assault"] });
    g.castAndPay("Test Instant Assault").passAll();
    g.passUntil("upkeep");
    expect(g.state.turn.phases).toBeUndefined();
    expect(g.state.turn.additional).toBeUndefined();
  });
});

describe("723.1: ending the turn", () => {
  it("723.1a: a triggered ability that triggered during the resolution, before the turn ended, ceases to exist", () => {
    const g = game({ hand: ["Test Pause"], battlefield: ["Ajani's Pridemate"] });
    g.castAndPay("Test Pause").passAll();
    expect(g.life("Ana")).toBe(22);
    expect(g.state.stack).toEqual([]);
    expect(g.permanent("Ajani's Pridemate").counters).toEqual({});
    expect(g.state.turn.active).toBe(1);
  });

  it("723.1c, 723.1f: state-based actions are checked before the cleanup step; a trigger from them waits for the cleanup step, then another cleanup step follows", () => {
    const g = game({ hand: ["Test Time Bomb"], battlefield: ["Festering Goblin"] }, { battlefield: ["Hill Giant"] });
    const from = g.events.length;
    g.castAndPay("Test Time Bomb", "Festering Goblin").passAll();
    // 723.1c: the Goblin died before the cleanup step removed its damage (514.2).
    expect(g.graveyardNames("Ana")).toContain("Festering Goblin");
    // 723.1f: its trigger is put on the stack in the cleanup step, and the active player gets priority.
    expect(g.step).toBe("cleanup");
    g.expectPrompt("chooseTargets", "Ana");
    g.targets("Hill Giant");
    g.expectPrompt("priority", "Ana");
    g.passAll();
    expect(g.pt("Hill Giant")).toEqual([2, 2]);
    g.passAll();
    // 514.3a: another cleanup step, where the -1/-1 ends.
    expect(stepsBegun(g, from)).toEqual(["cleanup", "cleanup", "untap", "upkeep"]);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
  });

  it("723.1d: ending the turn during the cleanup step begins a new cleanup step", () => {
    const g = game({ hand: ["Test Time Bomb", "Test Pause"], battlefield: ["Festering Goblin"] }, { battlefield: ["Hill Giant"] });
    const from = g.events.length;
    g.castAndPay("Test Time Bomb", "Festering Goblin").passAll();
    g.targets("Hill Giant");
    g.castAndPay("Test Pause").passAll();
    // The Goblin's trigger was exiled with the stack (723.1b).
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    expect(stepsBegun(g, from)).toEqual(["cleanup", "cleanup", "untap", "upkeep"]);
  });

  it("723.1e: 'at the beginning of the end step' abilities don't trigger: the end step is skipped", () => {
    const g = game({ hand: ["Test Pause"], battlefield: ["Test End Step Watcher"] });
    g.castAndPay("Test Pause").passAll();
    expect(g.life("Ana")).toBe(22);
    expect(g.state.turn.active).toBe(1);
  });

  it("723.1d: the added phases still to come are skipped too", () => {
    const g = game({ hand: ["Test Instant Assault", "Test Pause"], battlefield: ["Grizzly Bears"] });
    g.castAndPay("Test Instant Assault").passAll();
    attack(g, "Grizzly Bears");
    const from = g.events.length;
    g.castAndPay("Test Pause").passAll();
    expect(stepsBegun(g, from)).toEqual(["cleanup", "untap", "upkeep"]);
    expect(g.state.turn.phases).toBeUndefined();
  });
});
