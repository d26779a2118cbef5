// Restrictions and permissions in combat: Duct Crawler ("target creature can't block [this] this turn", 509.1b), Sea
// Monster ("can't attack unless defending player controls an Island", 508.1c), Rhox (assigning its combat damage as
// though it weren't blocked, 510.1b–c).

import { describe, expect, it } from "vitest";
import { duel, trio } from "../support/scenario.ts";

describe("Duct Crawler", () => {
  it("509.1b: the target can't block Duct Crawler this turn, but may block another attacker", () => {
    const g = duel({ battlefield: ["Duct Crawler", "Grizzly Bears", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.activate("Duct Crawler").targets("Hill Giant").autoPay().passAll();
    g.passUntilPrompt("declareAttackers");
    const crawler = g.permanent("Duct Crawler").id;
    const bears = g.permanent("Grizzly Bears").id;
    g.answer({ kind: "attackers", attacks: [crawler, bears].map((attacker) => ({ attacker, defender: g.playerId("Ben") })) });
    g.passUntilPrompt("declareBlockers");
    expect(g.expectPrompt("declareBlockers").options).toEqual([{ blocker: g.permanent("Hill Giant").id, attackers: [bears] }]);
    g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Hill Giant").id, attacker: crawler }] });
  });

  it("514.2: the restriction ends with the turn", () => {
    const g = duel({ battlefield: ["Duct Crawler", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.activate("Duct Crawler").targets("Hill Giant").autoPay().passAll();
    g.passUntil("end");
    expect(g.state.effects.some((e) => e.kind === "cantBlock")).toBe(true);
    g.passUntil("precombatMain", 5);
    expect(g.state.effects.some((e) => e.kind === "cantBlock")).toBe(false);
    g.attackAndBlock("Duct Crawler", "Hill Giant");
    expect(g.state.combat?.blockers).toHaveLength(1);
  });
});

describe("Sea Monster", () => {
  it("508.1c: it can't attack a player who controls no Island", () => {
    const g = duel({ battlefield: ["Sea Monster", "Grizzly Bears"] }, { battlefield: ["Plains"] });
    g.passUntilPrompt("declareAttackers");
    const options = g.expectPrompt("declareAttackers").options;
    expect(options.map((o) => o.attacker)).toEqual([g.permanent("Grizzly Bears").id]);
    g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: g.permanent("Sea Monster").id, defender: g.playerId("Ben") }] });
  });

  it("it attacks a player who controls an Island", () => {
    const g = duel({ battlefield: ["Sea Monster"] }, { battlefield: ["Island"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Sea Monster").id, defender: g.playerId("Ben") }] });
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(14);
  });

  it("508.1c: with two opponents, only the one with an Island may be attacked", () => {
    const g = trio({ battlefield: ["Sea Monster"] }, { battlefield: ["Plains"] }, { battlefield: ["Island"] });
    g.passUntilPrompt("declareAttackers");
    expect(g.expectPrompt("declareAttackers").options[0]!.defenders).toEqual([g.playerId("Cid")]);
  });
});

describe("Rhox", () => {
  it("510.1b–c: blocked, its controller may have it assign its combat damage to the player it attacks", () => {
    const g = duel({ battlefield: ["Rhox"] }, { battlefield: ["Grizzly Bears"] });
    g.attackAndBlock("Rhox", "Grizzly Bears");
    g.passUntilPrompt("chooseOption");
    g.answer({ kind: "option", option: "yes" });
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(15);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.permanent("Rhox").damage).toBe(2);
  });

  it("or assign it to its blockers as usual", () => {
    const g = duel({ battlefield: ["Rhox"] }, { battlefield: ["Grizzly Bears"] });
    g.attackAndBlock("Rhox", "Grizzly Bears");
    g.passUntilPrompt("chooseOption");
    g.answer({ kind: "option", option: "no" });
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(20);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("701.19: {2}{G}: regenerate Rhox", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Rhox", "Forest", "Forest", "Forest", "Swamp", "Swamp"] });
    g.activate("Rhox", 1).autoPay().passAll();
    g.castAndPay("Doom Blade", "Rhox").passAll();
    expect(g.permanent("Rhox").tapped).toBe(true);
  });
});
