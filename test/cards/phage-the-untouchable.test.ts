import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const PHAGE_MANA = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];

describe("Phage the Untouchable", () => {
  it("603.4: cast from its owner's hand, its enters ability doesn't trigger", () => {
    const g = duel({ hand: ["Phage the Untouchable"], battlefield: PHAGE_MANA });
    g.castAndPay("Phage the Untouchable").passAll();
    expect(g.permanent("Phage the Untouchable").castFrom).toBe("hand");
    expect(g.stackNames()).toEqual([]);
    expect(g.state.players[0]!.status).toBe("playing");
  });

  it("104.3e: put onto the battlefield without being cast, its controller loses the game", () => {
    const g = duel({ hand: ["Phage the Untouchable"], battlefield: ["Elvish Piper", "Forest"] });
    g.activate("Elvish Piper").autoPay().passAll();
    g.answer({ kind: "choose", object: g.handCard("Phage the Untouchable") });
    expect(g.stackNames()).toEqual(["Phage the Untouchable"]);
    g.passAll();
    expect(g.state.players[0]!.status).not.toBe("playing");
  });

  it("701.19c: combat damage to a creature destroys that creature, which can't be regenerated", () => {
    const g = duel({ battlefield: ["Phage the Untouchable"] }, { battlefield: ["River Boa", "Forest"] });
    g.attackAndBlock("Phage the Untouchable", "River Boa");
    g.pass();
    g.activate("River Boa").autoPay().passAll();
    // Lethal damage: the regeneration shield saves it (704.5g); Phage's trigger then destroys it for good.
    g.passUntil("combatDamage");
    expect(g.eventsOf("regenerated")).toHaveLength(1);
    expect(g.stackNames()).toEqual(["Phage the Untouchable"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
  });

  it("104.3e: combat damage to a player makes that player lose the game", () => {
    const g = duel({ battlefield: ["Phage the Untouchable"] }, { battlefield: ["Forest"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Phage the Untouchable").id, defender: 1 }] });
    g.passUntil("combatDamage");
    expect(g.stackNames()).toEqual(["Phage the Untouchable"]);
    g.passAll();
    expect(g.state.players[1]!.status).not.toBe("playing");
    expect(g.eventsOf("playerLost")).toMatchObject([{ player: 1, rule: "104.3e" }]);
  });
});
