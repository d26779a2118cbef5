import { describe, expect, it } from "vitest";
import type { Input } from "../../server/engine/engine.ts";
import type { Step } from "../../server/engine/kernel/state.ts";
import { duel, filler, Scenario, trio } from "../support/scenario.ts";

/** Who holds priority now (the pending prompt must be a priority prompt). */
function holder(g: Scenario): string {
  return g.nameOf(g.expectPrompt("priority").player);
}

/** A scenario that checks, after every accepted input, that the game waits on exactly one well-formed prompt. */
class Checked extends Scenario {
  checks = 0;
  override apply(input: Input): this {
    const before = this.state.promptSeq;
    super.apply(input);
    this.checks++;
    const s = this.state;
    if (s.result) {
      expect(s.prompt).toBeNull();
      return this;
    }
    expect(s.prompt).not.toBeNull();
    const p = s.prompt!;
    expect(p.id).toBe(s.promptSeq);
    expect(p.id).toBeGreaterThan(before);
    expect(s.players[p.player]!.status).toBe("playing");
    // A priority prompt goes to the player the priority state names; other prompts belong to a suspended procedure.
    if (p.kind === "priority") {
      expect(s.priority?.player).toBe(p.player);
      expect(s.pending).toBeNull();
    } else expect(s.pending).not.toBeNull();
    return this;
  }
}

describe("117 timing and priority", () => {
  describe("117.3 which player has priority", () => {
    it("117.3a: the active player receives priority at the beginning of each step with priority, after its turn-based actions", () => {
      const g = duel({}, { battlefield: ["Grizzly Bears"], library: ["Hill Giant", ...filler()] });
      g.passUntil("upkeep", 4);
      const first: Partial<Record<Step, string>> = {};
      for (let guard = 0; guard < 100 && g.state.turn.number === 4; guard++) {
        const p = g.prompt;
        if (p.kind === "declareAttackers") {
          g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 0 }] });
          continue;
        }
        if (p.kind === "priority" && first[g.step] === undefined) {
          first[g.step] = g.nameOf(p.player);
          // The draw step's turn-based action is done before Ben gets priority (504.1, 117.3a).
          if (g.step === "draw") expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
          if (g.step === "combatDamage") expect(g.life("Ana")).toBe(18);
        }
        g.pass();
      }
      expect(first).toEqual({
        upkeep: "Ben",
        draw: "Ben",
        precombatMain: "Ben",
        beginningOfCombat: "Ben",
        declareAttackers: "Ben",
        declareBlockers: "Ben",
        combatDamage: "Ben",
        endOfCombat: "Ben",
        postcombatMain: "Ben",
        end: "Ben",
      });
    });

    it("117.3a: in a sandbox game the active player is the first to receive priority", () => {
      const g = trio({}, {}, {}, { activePlayer: 2, step: "upkeep" });
      expect(holder(g)).toBe("Cid");
      expect(g.state.priority?.player).toBe(2);
    });

    it("117.3b: after a spell resolves, the active player receives priority, even when another player cast it", () => {
      const g = trio({}, {}, { battlefield: ["Mountain"], hand: ["Lightning Bolt"] });
      g.pass().pass();
      expect(holder(g)).toBe("Cid");
      g.castAndPay("Lightning Bolt", "Ben");
      g.passAll();
      expect(g.life("Ben")).toBe(17);
      expect(g.state.stack).toEqual([]);
      // Not the caster (Cid), not the player after the last one to pass (Cid): the active player.
      expect(holder(g)).toBe("Ana");
      expect(g.step).toBe("precombatMain");
    });

    it("117.3b: after a permanent spell resolves, its caster (the active player) receives priority", () => {
      const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] });
      g.castAndPay("Grizzly Bears").passAll();
      expect(g.permanents("Grizzly Bears").length).toBe(1);
      expect(holder(g)).toBe("Ana");
    });

    it("117.3c: a player who casts a spell receives priority afterward, with the spell on the stack", () => {
      const g = duel({}, { battlefield: ["Mountain"], hand: ["Lightning Bolt"] });
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      expect(holder(g)).toBe("Ben");
      expect(g.stackNames()).toEqual(["Lightning Bolt"]);
      expect(g.life("Ana")).toBe(20);
    });

    it("117.3c, 405.5, 608.1: holding priority, a player casts a second spell on top; the last cast resolves first", () => {
      const g = duel({ battlefield: ["Forest", "Mountain", "Grizzly Bears"], hand: ["Giant Growth", "Lightning Bolt"] });
      g.castAndPay("Giant Growth", "Grizzly Bears");
      expect(holder(g)).toBe("Ana");
      g.castAndPay("Lightning Bolt", "Grizzly Bears");
      expect(holder(g)).toBe("Ana");
      expect(g.stackNames()).toEqual(["Giant Growth", "Lightning Bolt"]);
      g.passAll();
      // The Bolt resolved first: the Bears, still 2/2, died before Giant Growth could resolve.
      expect(g.eventsOf("resolving").map((e) => e.name)).toEqual(["Lightning Bolt"]);
      expect(g.stackNames()).toEqual(["Giant Growth"]);
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(holder(g)).toBe("Ana");
      g.passAll();
      expect(g.eventsOf("countered")).toMatchObject([{ name: "Giant Growth", rule: "608.2b" }]);
      expect(g.stackNames()).toEqual([]);
    });

    it("117.3d: passing gives priority to the next player in turn order (two players)", () => {
      const g = duel({});
      expect(holder(g)).toBe("Ana");
      g.pass();
      expect(holder(g)).toBe("Ben");
      expect(g.step).toBe("precombatMain");
      expect(g.lastEvents).toEqual([{ type: "passed", player: 0 }]);
    });

    it("117.3d: passing goes around the table in turn order (three players), wrapping from the last seat to the first", () => {
      const g = trio({}, {}, {}, { activePlayer: 1, turn: 4 });
      const order: string[] = [];
      while (g.step === "precombatMain") {
        order.push(holder(g));
        g.pass();
      }
      expect(order).toEqual(["Ben", "Cid", "Ana"]);
      expect(g.step).toBe("beginningOfCombat");
      expect(holder(g)).toBe("Ben");
    });
  });

  describe("117.4 all players passing in succession", () => {
    it("117.4: when all players pass in succession with an empty stack the step ends; one pass isn't enough", () => {
      const g = trio();
      g.pass().pass();
      expect(g.step).toBe("precombatMain");
      g.pass();
      expect(g.step).toBe("beginningOfCombat");
    });

    it("117.4, 405.5: when all players pass with a spell on the stack, the top object resolves and the step doesn't end", () => {
      const g = duel({ battlefield: ["Mountain", "Mountain"], hand: ["Lightning Bolt", "Lightning Bolt"] });
      g.castAndPay("Lightning Bolt", "Ben");
      g.castAndPay("Lightning Bolt", "Ben");
      g.pass();
      expect(g.state.stack.length).toBe(2);
      g.pass();
      expect(g.state.stack.length).toBe(1);
      expect(g.life("Ben")).toBe(17);
      expect(g.step).toBe("precombatMain");
      g.passAll();
      expect(g.state.stack).toEqual([]);
      expect(g.life("Ben")).toBe(14);
      expect(g.step).toBe("precombatMain");
      g.passAll();
      expect(g.step).toBe("beginningOfCombat");
    });

    it("117.4: an action between passes starts the count again: after Ana passes and Ben casts a spell, both must pass again", () => {
      const g = duel({}, { battlefield: ["Mountain"], hand: ["Lightning Bolt"] });
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      g.pass();
      // Ana passed before Ben cast; that pass no longer counts.
      expect(holder(g)).toBe("Ana");
      expect(g.stackNames()).toEqual(["Lightning Bolt"]);
      expect(g.life("Ana")).toBe(20);
      g.pass();
      expect(g.stackNames()).toEqual([]);
      expect(g.life("Ana")).toBe(17);
    });

    it("117.4: in a three-player game, a spell cast after two passes needs three new passes to resolve", () => {
      const g = trio({}, {}, { battlefield: ["Mountain"], hand: ["Lightning Bolt"] });
      g.pass().pass();
      g.castAndPay("Lightning Bolt", "Ben");
      g.pass(); // Cid
      g.pass(); // Ana
      expect(holder(g)).toBe("Ben");
      expect(g.life("Ben")).toBe(20);
      g.pass(); // Ben
      expect(g.life("Ben")).toBe(17);
      expect(holder(g)).toBe("Ana");
    });

    it("117.4: a mana ability activated between passes starts the count again", () => {
      const g = duel({}, { battlefield: ["Forest"] });
      g.pass();
      g.expectPrompt("priority", "Ben");
      g.answer({ kind: "activateMana", source: g.permanent("Forest").id, ability: 0 });
      expect(holder(g)).toBe("Ben");
      g.pass();
      // Ana's earlier pass no longer counts: she gets priority again in the same step.
      expect(g.step).toBe("precombatMain");
      expect(holder(g)).toBe("Ana");
      g.pass();
      expect(g.step).toBe("beginningOfCombat");
    });
  });

  describe("117.5 state-based actions before priority", () => {
    it("117.5, 704.5g: a creature with lethal damage dies before the first player receives priority", () => {
      const g = duel({
        battlefield: [
          { card: "Grizzly Bears", damage: 2 },
          { card: "Hill Giant", damage: 2 },
        ],
      });
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(g.permanents("Hill Giant").length).toBe(1);
      expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
      expect(g.eventsOf("zoneChanged")).toMatchObject([{ name: "Grizzly Bears", from: "battlefield", to: "graveyard", rule: "704.5g" }]);
      expect(holder(g)).toBe("Ana");
    });

    it("117.5, 704.5f: a creature with toughness 0 dies before the first player receives priority", () => {
      const g = duel({ battlefield: [{ card: "Grizzly Bears", counters: { "-1/-1": 2 } }] });
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(g.eventsOf("zoneChanged")).toMatchObject([{ name: "Grizzly Bears", rule: "704.5f" }]);
    });

    it("117.5: a creature dealt lethal damage by a resolving spell is gone when the next player receives priority", () => {
      const g = duel({ battlefield: ["Mountain"], hand: ["Lightning Bolt"] }, { battlefield: ["Hill Giant"] });
      g.castAndPay("Lightning Bolt", "Hill Giant");
      g.passAll();
      expect(holder(g)).toBe("Ana");
      expect(g.permanents("Hill Giant")).toEqual([]);
      expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
      // Within that one input: resolution, then the death, then the prompt.
      const types = g.lastEvents.map((e) => e.type);
      expect(types.indexOf("damageDealt")).toBeLessThan(types.lastIndexOf("zoneChanged"));
    });

    it("117.5, 704.5a: a player at 0 life loses before anyone receives priority, and the game ends with no prompt", () => {
      const g = duel({ battlefield: ["Mountain"], hand: ["Lightning Bolt"] }, { life: 3 });
      g.castAndPay("Lightning Bolt", "Ben").passAll();
      expect(g.life("Ben")).toBe(0);
      expect(g.state.result).toEqual({ winners: [0], draw: false });
      expect(g.state.prompt).toBeNull();
      expect(g.state.players.map((p) => p.status)).toEqual(["won", "lost"]);
    });
  });

  describe("the decision model", () => {
    it("117.1: only the player the game waits on may decide: an answer from another player is refused with NOT_YOUR_DECISION, and nothing changes", () => {
      const g = duel({ battlefield: ["Forest"] });
      const error = g.refuseAnswer({ kind: "pass" }, "Ben");
      expect(error.code).toBe("NOT_YOUR_DECISION");
      expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Forest").id, ability: 0 }, "Ben").code).toBe("NOT_YOUR_DECISION");
      g.pass();
      expect(g.refuseAnswer({ kind: "pass" }, "Ana").code).toBe("NOT_YOUR_DECISION");
    });

    it("117.1: an answer naming a prompt that is no longer pending is refused with STALE_PROMPT", () => {
      const g = duel({});
      const old = g.prompt.id;
      g.pass();
      expect(g.refuse({ kind: "answer", player: 1, promptId: old, answer: { kind: "pass" } }).code).toBe("STALE_PROMPT");
      expect(g.refuse({ kind: "answer", player: 1, promptId: g.prompt.id + 1, answer: { kind: "pass" } }).code).toBe("STALE_PROMPT");
      g.answer({ kind: "pass" });
      expect(g.step).toBe("beginningOfCombat");
    });

    it("117.1: a prompt id or input kind that can't even be turned into text (an object without a prototype) is refused, not thrown", () => {
      const g = duel({});
      const bare = (): object => Object.create(null) as object;
      expect(g.refuse({ kind: "answer", player: 0, promptId: bare(), answer: { kind: "pass" } } as unknown as Input).code).toBe("STALE_PROMPT");
      expect(g.refuse({ kind: bare(), player: 0 } as unknown as Input).code).toBe("MALFORMED_INPUT");
      g.pass();
    });

    it("732.1: a malformed answer is refused with MALFORMED_INPUT and changes nothing", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
      for (const answer of [
        {},
        { kind: 5 },
        { kind: "cast" },
        { kind: "cast", card: "Lightning Bolt" },
        { kind: "playLand", card: -1 },
        null,
        "pass",
        { kind: "nonsense" },
      ])
        expect(g.refuseAnswer(answer).code).toBe("MALFORMED_INPUT");
      expect(g.refuse({ kind: "answer", player: 7, promptId: g.prompt.id, answer: { kind: "pass" } }).code).toBe("MALFORMED_INPUT");
      expect(g.refuse({ kind: "shout", player: 0 } as unknown as Input).code).toBe("MALFORMED_INPUT");
    });

    it("732.1: an answer of the wrong kind for the pending prompt is refused with WRONG_ANSWER_KIND and changes nothing", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
      for (const answer of [
        { kind: "keep" },
        { kind: "cards", cards: [] },
        { kind: "autoPay" },
        { kind: "targets", targets: [] },
        { kind: "attackers", attacks: [] },
      ])
        expect(g.refuseAnswer(answer).code).toBe("WRONG_ANSWER_KIND");
      g.cast("Lightning Bolt");
      g.expectPrompt("chooseTargets");
      expect(g.refuseAnswer({ kind: "pass" }).code).toBe("WRONG_ANSWER_KIND");
      expect(g.refuseAnswer({ kind: "autoPay" }).code).toBe("WRONG_ANSWER_KIND");
      g.targets("Ben");
      g.expectPrompt("payCosts");
      expect(g.refuseAnswer({ kind: "pass" }).code).toBe("WRONG_ANSWER_KIND");
      expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Ben")] }).code).toBe("WRONG_ANSWER_KIND");
    });

    it("104.1: once the game is over every answer is refused with GAME_OVER", () => {
      const g = duel({ battlefield: ["Mountain"], hand: ["Lightning Bolt"] }, { life: 2 });
      g.castAndPay("Lightning Bolt", "Ben").passAll();
      expect(g.state.result).not.toBeNull();
      expect(g.refuse({ kind: "answer", player: 0, promptId: g.state.promptSeq, answer: { kind: "pass" } }).code).toBe("GAME_OVER");
    });

    it("117.1: there is exactly one pending prompt at every point of a game, until the game ends (104.1)", () => {
      const g = new Checked({
        turn: 3,
        players: [
          {
            name: "Ana",
            library: filler(),
            battlefield: ["Forest", "Mountain", "Mountain", "Mountain", "Grizzly Bears"],
            hand: ["Giant Growth", "Lightning Bolt", "Hill Giant", "Forest"],
          },
          { name: "Ben", library: filler(), life: 6, battlefield: ["Mountain", "Walking Corpse", "Walking Corpse"], hand: ["Lightning Bolt"] },
        ],
      });
      expect(g.state.prompt).not.toBeNull();
      g.playLand("Forest");
      g.castAndPay("Giant Growth", "Grizzly Bears").passAll();
      g.pass();
      g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll(); // Ben, in Ana's main phase
      expect(g.permanent("Grizzly Bears").damage).toBe(3);
      g.passUntil("beginningOfCombat");
      g.pass().pass();
      g.expectPrompt("declareAttackers", "Ana");
      const bears = g.permanent("Grizzly Bears").id;
      g.answer({ kind: "attackers", attacks: [{ attacker: bears, defender: 1 }] });
      g.passAll();
      g.expectPrompt("declareBlockers", "Ben");
      const [c1, c2] = g.permanents("Walking Corpse").map((p) => p.id) as [number, number];
      g.answer({
        kind: "blockers",
        blocks: [
          { blocker: c1, attacker: bears },
          { blocker: c2, attacker: bears },
        ],
      });
      g.passAll();
      g.expectPrompt("assignCombatDamage", "Ana");
      g.answer({
        kind: "damage",
        assignment: [
          { blocker: c1, amount: 2 },
          { blocker: c2, amount: 3 },
        ],
      });
      expect(g.permanents("Walking Corpse")).toEqual([]);
      expect(g.permanents("Grizzly Bears")).toEqual([]); // 3 + 4 damage on a 5/5
      g.passUntil("postcombatMain");
      g.castAndPay("Hill Giant").passAll();
      g.passUntil("precombatMain", 5);
      g.castAndPay("Lightning Bolt", "Ben").passAll();
      expect(g.life("Ben")).toBe(3);
      g.passUntil("beginningOfCombat", 5);
      g.pass().pass();
      g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Hill Giant").id, defender: 1 }] });
      for (let guard = 0; guard < 10 && !g.state.result; guard++) g.pass();
      expect(g.state.result).toEqual({ winners: [0], draw: false });
      expect(g.state.prompt).toBeNull();
      expect(g.checks).toBeGreaterThan(40);
    });
  });
});
