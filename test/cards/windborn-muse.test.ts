// Windborn Muse: a cost to attack its controller (508.1h), {2} for each creature attacking them, paid through the
// payUnless prompt; it has flying.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const id = (g: Scenario, name: string, controller?: string): number => g.permanent(name, controller).id;

describe("Windborn Muse", () => {
  it("702.9b: it has flying", () => {
    const g = duel({ battlefield: ["Windborn Muse"] });
    expect(keywordsOf(g.reader, g.permanent("Windborn Muse"))).toContain("Flying");
  });

  it("508.1h: two Muses make each attacking creature cost {4}; paid, the creatures attack and deal damage", () => {
    const lands = ["Forest", "Forest", "Forest", "Forest"];
    const g = duel({ battlefield: ["Grizzly Bears", ...lands] }, { battlefield: ["Windborn Muse", { card: "Windborn Muse", tapped: true }] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: id(g, "Grizzly Bears"), defender: g.playerId("Ben") }] });
    expect(g.expectPrompt("payUnless", "Ana").mana.generic).toBe(4);
    g.answer({ kind: "autoPay" });
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [] }, "Ben");
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(18);
  });

  it("508.1h: the Muse's controller attacks its opponents freely; with too little mana, the attack can't be made", () => {
    const g = duel({ battlefield: ["Windborn Muse"] }, { battlefield: ["Grizzly Bears", "Forest"] });
    g.passUntilPrompt("declareAttackers");
    expect(g.expectPrompt("declareAttackers").costs).toBeUndefined();
    g.answer({ kind: "attackers", attacks: [] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: id(g, "Grizzly Bears"), defender: g.playerId("Ana") }] });
    const pay = g.expectPrompt("payUnless", "Ben");
    expect([pay.canPay, pay.autoPay]).toEqual([false, false]);
    expect(g.refuseAnswer({ kind: "autoPay" }, "Ben").rule).toBe("118.12a");
    g.answer({ kind: "decline" }, "Ben");
    g.expectPrompt("declareAttackers", "Ben");
  });
});
