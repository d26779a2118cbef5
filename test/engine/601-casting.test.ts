import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

/** The `hasTargets` hint of the priority option for a card in hand, or for a permanent's ability. */
function targetHint(g: Scenario, name: string, player?: string): boolean | undefined {
  const card = g.handCard(name, player);
  const action = g.expectPrompt("priority").actions.find((a) => a.kind === "cast" && a.card === card);
  return action?.kind === "cast" ? action.hasTargets : undefined;
}

describe("601 casting spells (first slice)", () => {
  it("601.2a: proposing a spell moves the card from hand to the top of the stack under the caster's control, with a new id (400.7)", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    const handId = g.handCard("Lightning Bolt");
    g.cast("Lightning Bolt");
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
    const spell = g.state.stack[0]!;
    expect(spell.controller).toBe(0);
    expect(spell.id).not.toBe(handId);
    expect(spell.kind === "spell" && spell.cast).toBe(false);
    g.expectPrompt("chooseTargets", "Ana");
  });

  it("601.2c: the targets offered are exactly the legal ones for the requirement", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Grizzly Bears"] }, { battlefield: ["Hill Giant", "Mountain"] });
    g.cast("Giant Growth");
    const p = g.expectPrompt("chooseTargets");
    expect(p.text).toBe("target creature");
    const names = p.options.map((t) => (t.kind === "object" ? g.state.battlefield.find((x) => x.id === t.id)!.card : "player"));
    expect(names.sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
  });

  it("601.2c: a target that is not among the legal choices is refused and nothing changes", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest"] }, { battlefield: ["Hill Giant"] });
    g.cast("Giant Growth");
    const error = g.refuseAnswer({ kind: "targets", targets: [{ kind: "player", id: 1 }] });
    expect(error.code).toBe("ILLEGAL_CHOICE");
    expect(error.rule).toBe("601.2c");
  });

  it("601.2c: the same object can't be chosen twice for one instance of the word target", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.cast("Lightning Bolt");
    const error = g.refuseAnswer({ kind: "targets", targets: [g.target("Ben"), g.target("Ben")] });
    expect(error.code).toBe("ILLEGAL_CHOICE");
  });

  it("601.2g–h: mana abilities may be activated during the cast, then the whole cost is paid from the pool", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Forest", "Forest"] });
    g.cast("Hill Giant");
    let p = g.expectPrompt("payCosts");
    expect(p.mana).toMatchObject({ R: 1, generic: 3 });
    expect(p.canPay).toBe(false);
    for (const perm of g.state.battlefield) g.answer({ kind: "activateMana", source: perm.id, ability: 0 });
    p = g.expectPrompt("payCosts");
    expect(p.pool).toMatchObject({ R: 2, G: 2 });
    expect(p.canPay).toBe(true);
    g.answer({ kind: "pay" });
    expect(g.state.players[0]!.manaPool).toMatchObject({ R: 0, G: 0 });
    expect(g.state.stack[0]).toMatchObject({ card: "Hill Giant", cast: true });
  });

  it("601.2h: no partial payment — spending mana that doesn't pay the cost exactly is refused", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Forest", "Forest", "Forest", "Forest"] });
    g.cast("Hill Giant");
    for (const perm of g.state.battlefield) g.answer({ kind: "activateMana", source: perm.id, ability: 0 });
    // Four green mana: wrong color for {R}.
    const error = g.refuseAnswer({ kind: "pay", mana: { W: 0, U: 0, B: 0, R: 0, G: 4, C: 0 } });
    expect(error.rule).toBe("601.2h");
    g.answer({ kind: "pay", mana: { W: 0, U: 0, B: 0, R: 1, G: 3, C: 0 } });
    expect(g.state.players[0]!.manaPool.G).toBe(1);
  });

  it("601.2i: once paid the spell becomes cast, and its caster receives priority (117.3c)", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] });
    g.castAndPay("Grizzly Bears");
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Grizzly Bears"]);
    g.expectPrompt("priority", "Ana");
  });

  it("117.1a: a noninstant spell can be cast only in its owner's main phase with an empty stack", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, {}, { step: "upkeep" });
    const error = g.refuseAnswer({ kind: "cast", card: g.handCard("Grizzly Bears") });
    expect(error).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "117.1a" });
  });

  it("117.1a: an instant can be cast whenever its owner has priority, even in an opponent's turn", () => {
    const g = duel({}, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass(); // Ana passes; Ben now has priority in Ana's main phase.
    g.expectPrompt("priority", "Ben");
    g.castAndPay("Lightning Bolt", "Ana");
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
  });

  describe("732.1 reversing the proposal", () => {
    it("601.2 cancelling at target choice returns the game exactly to the moment before the proposal", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
      const before = g.stateJson();
      g.cast("Lightning Bolt").cancel();
      expect(g.stateJson()).toBe(before);
      expect(g.lastEvents.map((e) => e.type)).toEqual(["stackRemoved", "castReversed"]);
    });

    it("601.2 cancelling at payment also undoes the mana abilities activated during the attempt", () => {
      const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Mountain"] });
      const before = g.stateJson();
      g.cast("Hill Giant");
      g.answer({ kind: "activateMana", source: g.permanent("Mountain").id, ability: 0 });
      expect(g.state.players[0]!.manaPool.R).toBe(1);
      g.cancel();
      expect(g.stateJson()).toBe(before);
    });

    it("601.2c: a spell with no legal target is reversed as soon as its targets are chosen", () => {
      const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest"] });
      const before = g.stateJson();
      g.cast("Giant Growth");
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed")[0]).toMatchObject({ rule: "601.2c" });
    });

    it("601.2h: a cost that can't be paid reverses the cast", () => {
      const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain"] });
      const before = g.stateJson();
      g.cast("Hill Giant");
      g.answer({ kind: "activateMana", source: g.permanent("Mountain").id, ability: 0 });
      // No mana ability is left and the pool holds one mana of four: the cast is reversed.
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed")[0]).toMatchObject({ rule: "601.2h", name: "Hill Giant" });
    });

    it("601.2h: 'autoPay' is refused when the available mana can't pay, and nothing changes", () => {
      const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain"] });
      g.cast("Hill Giant");
      expect(g.expectPrompt("payCosts").autoPay).toBe(false);
      expect(g.refuseAnswer({ kind: "autoPay" }).rule).toBe("601.2h");
    });

    it("cancel is refused where there is nothing to cancel", () => {
      const g = duel({});
      expect(g.refuseAnswer({ kind: "cancel" }).code).toBe("ILLEGAL_CHOICE");
    });
  });

  describe("the hasTargets hint on priority actions (601.2c)", () => {
    it("601.2c (hint): Counterspell has nothing to target on an empty stack, and something once a spell is there; it may be proposed either way", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
      g.pass();
      expect(targetHint(g, "Counterspell", "Ben")).toBe(false);
      g.cast("Counterspell");
      expect(g.eventsOf("castReversed")[0]).toMatchObject({ rule: "601.2c" });
      g.pass();
      g.passUntil("postcombatMain");
      g.castAndPay("Lightning Bolt", "Ben");
      g.pass();
      expect(targetHint(g, "Counterspell", "Ben")).toBe(true);
    });

    it("601.2c (hint): Doom Blade sees only nonblack creatures, and the hint follows them while its player's own cards stay the same", () => {
      const g = duel(
        { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grizzly Bears", "Typhoid Rats"] },
      );
      expect(targetHint(g, "Doom Blade")).toBe(true);
      g.pass();
      g.castAndPay("Lightning Bolt", "Grizzly Bears");
      g.pass();
      expect(targetHint(g, "Doom Blade")).toBe(true);
      g.pass();
      expect(g.graveyardNames("Ben")).toContain("Grizzly Bears");
      expect(targetHint(g, "Doom Blade")).toBe(false);
    });

    it("702.11b (hint): an opponent's hexproof creature is no target; the player's own is", () => {
      const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest"] }, { battlefield: ["Gladecover Scout"] });
      expect(targetHint(g, "Giant Growth")).toBe(false);
      const own = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Gladecover Scout"] });
      expect(targetHint(own, "Giant Growth")).toBe(true);
    });

    it("303.4a (hint): an Aura spell needs something to enchant", () => {
      const g = duel({ hand: ["Pacifism"], battlefield: ["Plains", "Plains"] });
      expect(targetHint(g, "Pacifism")).toBe(false);
      const withBears = duel({ hand: ["Pacifism"], battlefield: ["Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
      expect(targetHint(withBears, "Pacifism")).toBe(true);
    });

    it("700.2 (hint): a modal spell counts as having targets when some mode could be chosen with them", () => {
      const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains"] });
      expect(targetHint(g, "Blinding Beam")).toBe(true);
    });

    it("602.2b (hint): an activated ability's targets are hinted too — Benevolent Bodyguard alone has only itself to protect", () => {
      const g = duel({ battlefield: ["Benevolent Bodyguard"] });
      const option = () => g.expectPrompt("priority").actions.find((a) => a.kind === "activate");
      expect(option()).toMatchObject({ source: g.permanent("Benevolent Bodyguard").id, hasTargets: true });
    });
  });
});
