import { describe, expect, it } from "vitest";
import type { ManaType } from "../../shared/mana.ts";
import type { PriorityAction } from "../../shared/prompt.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const EMPTY_POOL = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };

function actions(g: Scenario): readonly PriorityAction[] {
  return g.expectPrompt("priority").actions;
}

function landActions(g: Scenario): number[] {
  return actions(g).flatMap((a) => (a.kind === "playLand" ? [a.card] : []));
}

function manaSources(g: Scenario): number[] {
  return actions(g).flatMap((a) => (a.kind === "activateMana" ? [a.source] : []));
}

function castHint(g: Scenario, name: string, player?: string): boolean | undefined {
  const card = g.handCard(name, player);
  const action = actions(g).find((a) => a.kind === "cast" && a.card === card);
  return action?.kind === "cast" ? action.affordable : undefined;
}

function pool(g: Scenario, player: string) {
  return g.state.players[g.playerId(player)]!.manaPool;
}

describe("305 lands and mana", () => {
  describe("305.1 playing a land", () => {
    it("305.1, 116.2a: in their main phase with an empty stack a player may play a land; it doesn't use the stack and they keep priority", () => {
      const g = duel({ hand: ["Forest", "Grizzly Bears"] });
      const card = g.handCard("Forest");
      expect(landActions(g)).toEqual([card]);
      g.playLand("Forest");
      expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
      expect(g.permanents("Forest", "Ana").length).toBe(1);
      expect(g.lastEvents.some((e) => e.type === "stackPushed")).toBe(false);
      expect(g.state.stack).toEqual([]);
      expect(g.eventsOf("landPlayed")).toMatchObject([{ player: 0, fromHand: card, permanent: g.permanent("Forest").id, name: "Forest" }]);
      // 117.3c: the player who took the special action receives priority afterward.
      g.expectPrompt("priority", "Ana");
      expect(g.state.priority?.player).toBe(0);
      expect(g.state.players[0]!.landsPlayed).toBe(1);
      // 400.7: the permanent is a new object.
      expect(g.permanent("Forest").id).not.toBe(card);
    });

    it("305.1: a land played this turn can be tapped for mana right away (302.6 concerns creatures only)", () => {
      const g = duel({ hand: ["Mountain"] });
      g.playLand("Mountain");
      expect(manaSources(g)).toEqual([g.permanent("Mountain").id]);
    });

    it("305.1: a land can be played in the postcombat main phase too", () => {
      const g = duel({ hand: ["Island"] });
      g.passUntil("postcombatMain");
      expect(landActions(g)).toEqual([g.handCard("Island")]);
      g.playLand("Island");
      expect(g.permanents("Island").length).toBe(1);
    });

    it("305.1: no land in a step that is not a main phase (upkeep, draw, beginning of combat, end)", () => {
      for (const step of ["upkeep", "draw", "beginningOfCombat", "end"] as const) {
        const g = duel({ hand: ["Forest"] }, {}, { step });
        expect(landActions(g)).toEqual([]);
        const error = g.refuseAnswer({ kind: "playLand", card: g.handCard("Forest") });
        expect(error, step).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "305.1" });
      }
    });

    it("305.1: no land while the stack isn't empty, even in the player's main phase", () => {
      const g = duel({ hand: ["Forest", "Lightning Bolt"], battlefield: ["Mountain"] });
      g.castAndPay("Lightning Bolt", "Ben");
      g.expectPrompt("priority", "Ana");
      expect(landActions(g)).toEqual([]);
      expect(g.refuseAnswer({ kind: "playLand", card: g.handCard("Forest") })).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "305.1" });
      g.passAll();
      expect(landActions(g)).toEqual([g.handCard("Forest")]);
    });

    it("305.1: no land in another player's turn, even in their main phase with an empty stack", () => {
      const g = duel({}, { hand: ["Forest"] });
      g.pass();
      g.expectPrompt("priority", "Ben");
      expect(landActions(g)).toEqual([]);
      expect(g.refuseAnswer({ kind: "playLand", card: g.handCard("Forest") })).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "305.1" });
    });

    it("305.1, 305.9: a land can't be cast, and a nonland card can't be played as a land", () => {
      const g = duel({ hand: ["Forest", "Grizzly Bears"] });
      expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Forest") })).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "305.9" });
      expect(g.refuseAnswer({ kind: "playLand", card: g.handCard("Grizzly Bears") })).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "305.1" });
    });
  });

  describe("305.2 one land per turn", () => {
    it("305.2: a second land in the same turn is refused; the next turn a land may be played again", () => {
      const g = duel({ hand: ["Forest", "Island", "Swamp"], library: ["Coral Eel", "Coral Eel"] });
      g.playLand("Forest");
      expect(landActions(g)).toEqual([]);
      expect(g.refuseAnswer({ kind: "playLand", card: g.handCard("Island") })).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "305.2" });
      // Still refused later in the same turn.
      g.passUntil("postcombatMain");
      expect(g.refuseAnswer({ kind: "playLand", card: g.handCard("Island") }).rule).toBe("305.2");
      g.passUntil("precombatMain", 5);
      expect(landActions(g).sort()).toEqual([g.handCard("Island"), g.handCard("Swamp")].sort());
      g.playLand("Island");
      expect(g.refuseAnswer({ kind: "playLand", card: g.handCard("Swamp") }).rule).toBe("305.2");
    });

    it("305.2: a land already played this turn (sandbox landsPlayed) counts", () => {
      const g = duel({ hand: ["Forest"], landsPlayed: 1 });
      expect(landActions(g)).toEqual([]);
      expect(g.refuseAnswer({ kind: "playLand", card: g.handCard("Forest") }).rule).toBe("305.2");
    });
  });

  describe("305.6 and 605 mana abilities", () => {
    it("305.6: each basic land type taps for its color: Plains W, Island U, Swamp B, Mountain R, Forest G", () => {
      const lands: [string, ManaType][] = [
        ["Plains", "W"],
        ["Island", "U"],
        ["Swamp", "B"],
        ["Mountain", "R"],
        ["Forest", "G"],
      ];
      const g = duel({ battlefield: lands.map(([name]) => name) });
      const expected: Record<ManaType, number> = { ...EMPTY_POOL };
      for (const [name, color] of lands) {
        const source = g.permanent(name).id;
        const action = actions(g).find((a) => a.kind === "activateMana" && a.source === source);
        expect(action, name).toEqual({ kind: "activateMana", source, ability: "p0", text: `{T}: Add {${color}}.`, choices: [color], amount: 1 });
        g.answer({ kind: "activateMana", source, ability: 0 });
        expected[color]++;
        expect(pool(g, "Ana"), name).toEqual(expected);
        expect(g.lastEvents).toContainEqual({ type: "manaAdded", player: 0, source, name, mana: { ...EMPTY_POOL, [color]: 1 }, tapped: true });
      }
      expect(pool(g, "Ana")).toEqual({ W: 1, U: 1, B: 1, R: 1, G: 1, C: 0 });
    });

    it("605.3b: a mana ability doesn't use the stack: the land taps, the mana is in the pool, and the player keeps priority", () => {
      const g = duel({ battlefield: ["Forest", "Forest"] });
      const [f1, f2] = g.permanents("Forest").map((p) => p.id) as [number, number];
      g.answer({ kind: "activateMana", source: f1, ability: 0 });
      expect(g.lastEvents.map((e) => e.type)).toEqual(["tapped", "manaAdded"]);
      expect(g.state.stack).toEqual([]);
      expect(g.permanents("Forest").map((p) => [p.id, p.tapped])).toEqual([
        [f1, true],
        [f2, false],
      ]);
      expect(pool(g, "Ana").G).toBe(1);
      g.expectPrompt("priority", "Ana");
    });

    it("605.3a: a tapped land offers no mana ability, and activating it is refused", () => {
      const g = duel({ battlefield: [{ card: "Forest", tapped: true }, "Mountain"] });
      expect(manaSources(g)).toEqual([g.permanent("Mountain").id]);
      expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Forest").id, ability: 0 })).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "605.3a" });
      g.answer({ kind: "activateMana", source: g.permanent("Mountain").id, ability: 0 });
      expect(manaSources(g)).toEqual([]);
      expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Mountain").id, ability: 0 }).rule).toBe("605.3a");
    });

    it("605.3a: a player can activate only mana abilities of permanents they control", () => {
      const g = duel({ battlefield: ["Forest"] }, { battlefield: ["Island"] });
      expect(manaSources(g)).toEqual([g.permanent("Forest").id]);
      expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Island").id, ability: 0 }).rule).toBe("605.3a");
      g.pass();
      expect(manaSources(g)).toEqual([g.permanent("Island").id]);
    });

    it("605.3a: the mana chosen must be one the ability can add", () => {
      const g = duel({ battlefield: ["Forest"] });
      expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Forest").id, ability: 0, mana: "R" }).rule).toBe("605.3a");
      g.answer({ kind: "activateMana", source: g.permanent("Forest").id, ability: 0, mana: "G" });
      expect(pool(g, "Ana").G).toBe(1);
    });

    it("605.3a: the non-active player may activate mana abilities when they have priority", () => {
      const g = duel({}, { battlefield: ["Swamp"] }, { step: "upkeep" });
      g.pass();
      g.answer({ kind: "activateMana", source: g.permanent("Swamp").id, ability: 0 });
      expect(pool(g, "Ben").B).toBe(1);
      g.expectPrompt("priority", "Ben");
    });

    it("106.1b, 605.3b: Sol Ring's mana ability adds two colorless mana at once", () => {
      const g = duel({ battlefield: ["Sol Ring"] });
      const ring = g.permanent("Sol Ring").id;
      expect(actions(g)).toContainEqual({ kind: "activateMana", source: ring, ability: "p0", text: "{T}: Add {C}{C}.", choices: ["C"], amount: 2 });
      g.answer({ kind: "activateMana", source: ring, ability: 0 });
      expect(pool(g, "Ana")).toEqual({ ...EMPTY_POOL, C: 2 });
      expect(g.permanent("Sol Ring").tapped).toBe(true);
      expect(g.eventsOf("manaAdded")).toMatchObject([{ source: ring, mana: { ...EMPTY_POOL, C: 2 } }]);
    });

    it("107.4b: colorless mana pays a generic cost: autoPay taps Sol Ring for Bronze Sable's {2}", () => {
      const g = duel({ battlefield: ["Sol Ring"], hand: ["Bronze Sable"] });
      expect(castHint(g, "Bronze Sable")).toBe(true);
      g.castAndPay("Bronze Sable");
      expect(g.permanent("Sol Ring").tapped).toBe(true);
      expect(pool(g, "Ana")).toEqual(EMPTY_POOL);
      expect(g.eventsOf("manaSpent")).toMatchObject([{ mana: { ...EMPTY_POOL, C: 2 } }]);
      g.passAll();
      expect(g.permanents("Bronze Sable").length).toBe(1);
    });

    it("107.4b, 601.2h: two colorless mana in the pool pay Bronze Sable's {2} by hand", () => {
      const g = duel({ battlefield: ["Sol Ring"], hand: ["Bronze Sable"] });
      g.answer({ kind: "activateMana", source: g.permanent("Sol Ring").id, ability: 0 });
      g.cast("Bronze Sable");
      const p = g.expectPrompt("payCosts");
      expect(p.mana).toMatchObject({ generic: 2, C: 0 });
      expect(p.canPay).toBe(true);
      g.answer({ kind: "pay", mana: { ...EMPTY_POOL, C: 2 } });
      expect(g.state.stack[0]).toMatchObject({ card: "Bronze Sable", cast: true });
      expect(pool(g, "Ana")).toEqual(EMPTY_POOL);
    });

    it("106.1b, 601.2h: colorless mana can't pay a colored mana symbol: Grizzly Bears is not affordable with Sol Ring alone", () => {
      const g = duel({ battlefield: ["Sol Ring"], hand: ["Grizzly Bears"] });
      expect(castHint(g, "Grizzly Bears")).toBe(false);
    });
  });

  describe("601.2g–h paying with autoPay", () => {
    it("601.2g: autoPay taps the Forest for {G} and one other land for {1}, leaving one land untapped", () => {
      const g = duel({ battlefield: ["Mountain", "Island", "Forest"], hand: ["Grizzly Bears"] });
      g.cast("Grizzly Bears");
      expect(g.expectPrompt("payCosts").autoPay).toBe(true);
      g.autoPay();
      expect(g.permanent("Forest").tapped).toBe(true);
      const others = [g.permanent("Mountain"), g.permanent("Island")];
      expect(others.filter((p) => p.tapped).length).toBe(1);
      expect(pool(g, "Ana")).toEqual(EMPTY_POOL);
      const spent = g.eventsOf("manaSpent")[0]!.mana;
      expect(spent.G).toBe(1);
      expect(spent.R + spent.U).toBe(1);
      expect(g.state.stack[0]).toMatchObject({ card: "Grizzly Bears", cast: true });
    });

    it("601.2g: autoPay taps the only red source for Hill Giant's {R} and exactly three others", () => {
      const g = duel({ battlefield: ["Forest", "Island", "Mountain", "Forest", "Island"], hand: ["Hill Giant"] });
      g.castAndPay("Hill Giant");
      expect(g.permanent("Mountain").tapped).toBe(true);
      expect(g.state.battlefield.filter((p) => p.tapped).length).toBe(4);
      expect(pool(g, "Ana")).toEqual(EMPTY_POOL);
    });

    it("601.2g: autoPay spends mana already in the pool before tapping lands", () => {
      const g = duel({ battlefield: ["Forest", "Forest", "Mountain"], hand: ["Grizzly Bears"] });
      const [f1] = g.permanents("Forest").map((p) => p.id) as [number];
      g.answer({ kind: "activateMana", source: f1, ability: 0 });
      g.cast("Grizzly Bears");
      g.autoPay();
      expect(g.state.battlefield.filter((p) => p.tapped).length).toBe(2);
      expect(pool(g, "Ana")).toEqual(EMPTY_POOL);
    });

    it("601.2h: without a green source autoPay is not offered", () => {
      const g = duel({ battlefield: ["Mountain", "Island", "Swamp"], hand: ["Grizzly Bears"] });
      g.cast("Grizzly Bears");
      const p = g.expectPrompt("payCosts");
      expect(p.autoPay).toBe(false);
      expect(p.canPay).toBe(false);
      expect(g.refuseAnswer({ kind: "autoPay" }).rule).toBe("601.2h");
    });
  });

  describe("the affordable hint on priority cast actions", () => {
    it("601.2h (affordable hint): true when the player's untapped lands can pay the cost", () => {
      const g = duel({ battlefield: ["Forest", "Mountain"], hand: ["Grizzly Bears", "Lightning Bolt", "Giant Growth"] });
      expect(castHint(g, "Grizzly Bears")).toBe(true);
      expect(castHint(g, "Lightning Bolt")).toBe(true);
      expect(castHint(g, "Giant Growth")).toBe(true);
    });

    it("601.2h (affordable hint): false when the lands can't pay — too few, wrong colors, or tapped; the spell is still offered", () => {
      const few = duel({ battlefield: ["Forest"], hand: ["Grizzly Bears", "Hill Giant"] });
      expect(castHint(few, "Grizzly Bears")).toBe(false);
      expect(castHint(few, "Hill Giant")).toBe(false);
      const colors = duel({ battlefield: ["Forest", "Forest", "Forest", "Forest"], hand: ["Hill Giant", "Divination"] });
      expect(castHint(colors, "Hill Giant")).toBe(false);
      expect(castHint(colors, "Divination")).toBe(false);
      const tapped = duel({ battlefield: [{ card: "Forest", tapped: true }, "Mountain", "Island"], hand: ["Grizzly Bears"] });
      expect(castHint(tapped, "Grizzly Bears")).toBe(false);
    });

    it("601.2h (affordable hint): mana already in the pool counts", () => {
      const g = duel({ battlefield: ["Forest", "Mountain"], hand: ["Grizzly Bears", "Hill Giant"] });
      g.answer({ kind: "activateMana", source: g.permanent("Forest").id, ability: 0 });
      expect(castHint(g, "Grizzly Bears")).toBe(true);
      g.answer({ kind: "activateMana", source: g.permanent("Mountain").id, ability: 0 });
      expect(castHint(g, "Grizzly Bears")).toBe(true);
      expect(castHint(g, "Hill Giant")).toBe(false);
    });

    it("601.2h (affordable hint): it is computed for the player with priority, e.g. an opponent holding an instant", () => {
      const g = duel({}, { battlefield: ["Mountain"], hand: ["Lightning Bolt", "Giant Growth"] });
      g.pass();
      expect(castHint(g, "Lightning Bolt", "Ben")).toBe(true);
      expect(castHint(g, "Giant Growth", "Ben")).toBe(false);
    });
  });
});
