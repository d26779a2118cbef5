// Time Stop: "End the turn." (723.1) — the stack is exiled, combat ends, and the game skips to the cleanup step.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack } from "../support/combat.ts";
import { exileNames } from "../support/zones.ts";

const ISLANDS = Array.from({ length: 6 }, () => "Island");

/** The steps begun from event `from` on. */
function stepsBegun(g: ReturnType<typeof duel>, from: number): string[] {
  return g.events.slice(from).flatMap((e) => (e.type === "stepBegan" ? [e.step] : []));
}

describe("Time Stop", () => {
  it("723.1b: every spell and ability on the stack is exiled, Time Stop too — the Bolt below it never resolves", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Prodigal Sorcerer"] },
      { hand: ["Time Stop"], battlefield: ISLANDS, library: ["Island"] },
    );
    g.castAndPay("Lightning Bolt", "Ben");
    g.activate("Prodigal Sorcerer").targets("Ben").autoPay();
    g.pass();
    g.castAndPay("Time Stop").passAll();
    expect(g.state.stack).toEqual([]);
    expect(g.life("Ben")).toBe(20);
    expect(exileNames(g).sort()).toEqual(["Lightning Bolt", "Time Stop"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.eventsOf("stackRemoved").filter((e) => e.rule === "723.1b")).toHaveLength(3);
    expect(g.eventsOf("turnEnded")).toMatchObject([{ by: "Time Stop", player: 0 }]);
  });

  it("723.1d, 723.1e: cast in combat — the attacker is removed from combat, deals no damage, and the end step is skipped", () => {
    const g = duel({ battlefield: ["Hill Giant"], library: ["Island"] }, { hand: ["Time Stop"], battlefield: ISLANDS, library: ["Island"] });
    attack(g, "Hill Giant");
    g.pass();
    const from = g.events.length;
    g.castAndPay("Time Stop").passAll();
    expect(g.state.combat).toBeNull();
    expect(g.life("Ben")).toBe(20);
    expect(g.state.turn.active).toBe(1);
    expect(stepsBegun(g, from)).toEqual(["cleanup", "untap", "upkeep"]);
  });

  it("514.1, 514.2: the cleanup step's actions happen — the active player discards to hand size; damage and 'until end of turn' effects end", () => {
    const hand = ["Giant Growth", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
    const g = duel(
      { hand, battlefield: ["Forest", "Hill Giant"], library: ["Island"] },
      { hand: ["Time Stop", "Shock"], battlefield: [...ISLANDS, "Mountain"], library: ["Island"] },
    );
    g.castAndPay("Giant Growth", "Hill Giant").passAll();
    expect(g.pt("Hill Giant")).toEqual([6, 6]);
    g.pass();
    g.castAndPay("Shock", "Hill Giant").passAll();
    expect(g.permanent("Hill Giant").damage).toBe(2);
    g.pass();
    g.castAndPay("Time Stop").passAll();
    // Eight cards left in Ana's hand: she discards one in the cleanup step (514.1).
    const discard = g.expectPrompt("discard", "Ana");
    expect(discard.count).toBe(1);
    g.answer({ kind: "cards", cards: [discard.options[0]!] });
    expect(g.handNames("Ana")).toHaveLength(7);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    expect(g.permanent("Hill Giant").damage).toBe(0);
    expect(g.state.turn.active).toBe(1);
  });

  it("723.1d: in the main phase, the turn's remaining phases are skipped — no combat, no second main phase, no end step", () => {
    const g = duel({ hand: ["Time Stop"], battlefield: ISLANDS, library: ["Island"] }, { library: ["Island"] });
    const from = g.events.length;
    g.castAndPay("Time Stop").passAll();
    expect(stepsBegun(g, from)).toEqual(["cleanup", "untap", "upkeep"]);
  });
});
