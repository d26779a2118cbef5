// 508.1h–j: costs to attack ("Creatures can't attack you unless their controller pays {2} for each creature they
// control that's attacking you"): the total is determined once attackers are chosen, mana abilities may be activated,
// and an unpaid declaration is illegal and made again (508.1, 732.1). 508.1d: such a cost is never required to be paid.

import { describe, expect, it } from "vitest";
import { duel, type Scenario, trio } from "../support/scenario.ts";

const id = (g: Scenario, name: string, controller?: string): number => g.permanent(name, controller).id;

function declare(g: Scenario, names: readonly string[], defender = "Ben"): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: id(g, n, "Ana"), defender: g.playerId(defender) })) });
}

describe("508.1h costs to attack", () => {
  it("508.1h: the total is {2} for each creature attacking Windborn Muse's controller, paid after the attackers are chosen", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Savannah Lions", "Forest", "Forest", "Plains", "Plains"] }, { battlefield: ["Windborn Muse"] });
    g.passUntilPrompt("declareAttackers");
    expect(g.expectPrompt("declareAttackers").costs).toEqual([
      { defender: g.playerId("Ben"), perAttacker: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, generic: 2 } },
    ]);
    declare(g, ["Grizzly Bears", "Savannah Lions"]);
    const pay = g.expectPrompt("payUnless", "Ana");
    expect(pay.mana.generic).toBe(4);
    expect(pay.object).toBe(id(g, "Windborn Muse"));
    // 508.1f: the attackers are tapped before the cost is paid.
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    g.answer({ kind: "autoPay" });
    expect(g.state.combat!.attackers.map((a) => g.nameOfObject(a.id))).toEqual(["Grizzly Bears", "Savannah Lions"]);
    expect(g.permanents("Forest").every((p) => p.tapped)).toBe(true);
    expect(g.log().join("\n")).toContain("Ana pays: pay {4} to attack with these 2 creatures (Windborn Muse) (508.1h).");
  });

  it("508.1i: the active player may activate mana abilities before paying — not those of creatures tapped to attack", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Llanowar Elves", "Forest", "Forest"] }, { battlefield: ["Windborn Muse"] });
    declare(g, ["Grizzly Bears", "Llanowar Elves"]);
    const pay = g.expectPrompt("payUnless", "Ana");
    expect(pay.manaAbilities.map((m) => g.nameOfObject(m.source))).toEqual(["Forest", "Forest"]);
    expect(pay.autoPay).toBe(false);
    g.answer({ kind: "decline" });
    declare(g, ["Grizzly Bears"]);
    g.tapForMana("Forest").tapForMana("Forest");
    g.answer({ kind: "pay" });
    expect(g.state.combat!.attackers.map((a) => g.nameOfObject(a.id))).toEqual(["Grizzly Bears"]);
  });

  it("508.1h, 732.1: unpaid, the declaration is illegal: the attackers untap and the active player declares again", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Forest"] }, { battlefield: ["Windborn Muse"] });
    declare(g, ["Grizzly Bears"]);
    g.answer({ kind: "decline" });
    g.expectPrompt("declareAttackers", "Ana");
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
    expect(g.eventsOf("tapped")).toEqual([]);
    g.answer({ kind: "attackers", attacks: [] });
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(20);
  });

  it("508.1h: attacking another player, or Windborn Muse's controller's planeswalker, costs nothing", () => {
    const g = trio({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Windborn Muse"] });
    declare(g, ["Grizzly Bears"], "Cid");
    expect(g.state.prompt?.kind).not.toBe("payUnless");
    expect(g.state.combat!.attackers).toHaveLength(1);
    const w = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Windborn Muse", "Chandra Nalaar"] });
    w.passUntilPrompt("declareAttackers");
    const walker = id(w, "Chandra Nalaar");
    w.answer({ kind: "attackers", attacks: [{ attacker: id(w, "Grizzly Bears"), defender: w.playerId("Ben"), planeswalker: walker }] });
    expect(w.state.combat!.attackers).toHaveLength(1);
  });

  it("508.1d: a creature that attacks each combat if able isn't required to when attacking costs something", () => {
    const g = duel({ battlefield: ["Bloodrock Cyclops"] }, { battlefield: ["Windborn Muse"] });
    g.passUntilPrompt("declareAttackers");
    expect(g.expectPrompt("declareAttackers").mustAttack).toBeUndefined();
    g.answer({ kind: "attackers", attacks: [] });
    // With another opponent to attack for free, the requirement stands.
    const t = trio({ battlefield: ["Bloodrock Cyclops"] }, { battlefield: ["Windborn Muse"] });
    t.passUntilPrompt("declareAttackers");
    expect(t.expectPrompt("declareAttackers").mustAttack).toEqual([id(t, "Bloodrock Cyclops")]);
    expect(t.refuseAnswer({ kind: "attackers", attacks: [] }).rule).toBe("508.1d");
  });
});
