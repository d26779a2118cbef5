// Rules the Magic 2010–2011 cards brought into the engine, tested apart from any one card: attack triggers and
// abilities with two trigger events (508.3a, 603.2), "doesn't untap during its controller's next untap step" under a
// change of control (502.3), life-gain triggers (119.9), "can't attack unless" for each defending player (508.1c) and
// hexproof on a player (702.11c).

import { describe, expect, it } from "vitest";
import { duel, trio } from "../support/scenario.ts";

describe("attack triggers", () => {
  it("508.3a: each creature's 'whenever [this] attacks' triggers once, for it alone", () => {
    const g = duel({ battlefield: ["Bramble Creeper", "Bramble Creeper", "Grizzly Bears"] });
    const [a, b] = g.permanents("Bramble Creeper");
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [a!, b!, g.permanent("Grizzly Bears")].map((p) => ({ attacker: p.id, defender: 1 })) });
    // Two triggers of one player at once: she orders them (603.3b).
    expect(g.expectPrompt("orderTriggers", "Ana").triggers.map((t) => t.sourceCard)).toEqual(["Bramble Creeper", "Bramble Creeper"]);
  });

  it("603.2: an ability with two trigger events ('enters the battlefield or attacks') triggers on each", () => {
    const g = duel(
      { hand: ["Frost Titan"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Island"] },
      { battlefield: ["Hill Giant", "Forest"] },
    );
    g.castAndPay("Frost Titan").passAll();
    g.targets("Forest").passAll();
    g.passUntil("upkeep", 5);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Frost Titan").id, defender: 1 }] });
    g.targets("Hill Giant");
    expect(g.stackLabels()).toEqual(["Frost Titan (Ana)"]);
  });
});

describe("doesn't untap during its controller's next untap step", () => {
  it("502.3: the effect waits for the untap step of the player who controlled the permanent as it began", () => {
    const g = duel({ hand: ["Sleep"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Sleep", "Ben").passAll();
    g.passUntil("upkeep", 5);
    // Ana's untap step isn't Ben's: the Giant stays tapped until Ben's next one has passed.
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    expect(g.state.effects.filter((e) => e.kind === "skipUntap")).toEqual([]);
  });
});

describe("life-gain triggers", () => {
  it("119.9: a player's life total going down doesn't trigger 'whenever you gain life'", () => {
    const g = duel({ hand: ["Sign in Blood"], battlefield: ["Ajani's Pridemate", "Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Sign in Blood", "Ana").passAll();
    expect(g.state.stack).toEqual([]);
    expect(g.pt("Ajani's Pridemate")).toEqual([2, 2]);
  });
});

describe("can't attack unless", () => {
  it("508.1c: a planeswalker may be attacked only if its controller is a defending player the condition allows", () => {
    const g = trio({ battlefield: ["Serpent of the Endless Sea", "Island"] }, { battlefield: ["Forest"] }, { battlefield: ["Island"] });
    g.passUntilPrompt("declareAttackers");
    const option = g.expectPrompt("declareAttackers").options[0]!;
    expect(option.defenders).toEqual([g.playerId("Cid")]);
  });
});

describe("hexproof on a player", () => {
  it("702.11c: 'each opponent' instructions still reach a player with hexproof: only targeting is stopped", () => {
    const g = duel({ hand: ["Liliana's Specter"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { hand: ["Forest"], battlefield: ["Leyline of Sanctity"] });
    g.castAndPay("Liliana's Specter").passAll();
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Forest"]);
  });
});
