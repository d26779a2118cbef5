import { describe, expect, it } from "vitest";
import { engine } from "../../server/game.ts";
import type { Input, Result } from "../../server/engine/engine.ts";
import type { GameEvent } from "../../shared/events.ts";
import type { GameState } from "../../server/engine/kernel/state.ts";
import { duel, filler, scenario, type Scenario, trio } from "../support/scenario.ts";

function types(g: Scenario): string[] {
  return g.lastEvents.map((e) => e.type);
}

describe("104.3a conceding", () => {
  it("104.3a, 104.2a: a player may concede while another player holds priority; in two players the other player wins", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest"] }, { battlefield: ["Hill Giant"] });
    g.expectPrompt("priority", "Ana");
    g.concede("Ben");
    expect(g.state.result).toEqual({ winners: [0], draw: false });
    expect(g.state.prompt).toBeNull();
    expect(g.state.players.map((p) => p.status)).toEqual(["won", "lost"]);
    expect(types(g)).toEqual(["playerLeft", "playerLost", "gameOver"]);
    expect(g.lastEvents).toEqual([
      { type: "playerLeft", player: 1, reason: "conceded" },
      { type: "playerLost", player: 1, reason: "conceded", rule: "104.3a" },
      { type: "gameOver", winners: [0], draw: false },
    ]);
  });

  it("104.3a: the player holding priority may concede too", () => {
    const g = duel({});
    g.concede("Ana");
    expect(g.state.result).toEqual({ winners: [1], draw: false });
    expect(g.state.players.map((p) => p.status)).toEqual(["lost", "won"]);
    expect(g.state.prompt).toBeNull();
  });

  it("104.3a: a player may concede while another player is casting a spell; in two players the game ends at once", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] });
    g.cast("Hill Giant");
    g.expectPrompt("payCosts", "Ana");
    g.concede("Ben");
    expect(g.state.result).toEqual({ winners: [0], draw: false });
    expect(g.state.prompt).toBeNull();
    expect(g.state.pending).toBeNull();
    expect(g.state.players.map((p) => p.status)).toEqual(["won", "lost"]);
    expect(g.eventsOf("playerLost")).toEqual([{ type: "playerLost", player: 1, reason: "conceded", rule: "104.3a" }]);
    expect(g.eventsOf("gameOver")).toEqual([{ type: "gameOver", winners: [0], draw: false }]);
  });

  it("104.3a, 800.4a: in three players, a player conceding in the middle of another's cast leaves; the cast goes on", () => {
    const g = trio({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Giant Growth"], battlefield: ["Grizzly Bears", "Forest"] });
    g.cast("Lightning Bolt").targets("Cid");
    const paying = g.expectPrompt("payCosts", "Ana");
    g.concede("Ben");
    expect(types(g)).toEqual(["playerLeft", "playerLost"]);
    expect(g.state.result).toBeNull();
    expect(g.state.players.map((p) => p.status)).toEqual(["playing", "lost", "playing"]);
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.handNames("Ben")).toEqual([]);
    // Ana is still paying for her Bolt, which is still on the stack.
    const p = g.expectPrompt("payCosts", "Ana");
    expect(p.object).toBe(paying.object);
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
    g.autoPay();
    expect(g.state.stack[0]).toMatchObject({ card: "Lightning Bolt", cast: true });
    g.expectPrompt("priority", "Ana");
    // Two players remain: Ana and Cid pass, and the Bolt resolves.
    g.passAll();
    expect(g.life("Cid")).toBe(17);
    expect(g.stackNames()).toEqual([]);
    g.expectPrompt("priority", "Ana");
  });

  it("104.3a, 800.4a: a player who conceded during another's cast stays out of the game when that cast is cancelled", () => {
    const g = trio({ hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Hill Giant");
    g.expectPrompt("payCosts", "Ana");
    g.concede("Ben");
    expect(g.state.players[1]!.status).toBe("lost");
    g.cancel();
    // The cast is undone (732.1), but not Ben's concession.
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.stackNames()).toEqual([]);
    expect(g.state.players.map((p) => p.status)).toEqual(["playing", "lost", "playing"]);
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.state.players[1]!.library).toEqual([]);
  });

  it("800.4a, 601.2c: a player who concedes while another chooses targets takes the only legal target with them: the cast is reversed, not left asking for an impossible choice", () => {
    const g = trio({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, {}, { battlefield: ["Grizzly Bears"] });
    g.cast("Doom Blade");
    expect(g.expectPrompt("chooseTargets", "Ana").options).toEqual([g.target("Grizzly Bears")]);
    g.concede("Cid");
    expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ player: 0, name: "Doom Blade", rule: "601.2c" });
    expect(g.state.players.map((p) => p.status)).toEqual(["playing", "playing", "lost"]);
    expect(g.handNames("Ana")).toEqual(["Doom Blade"]);
    expect(g.stackNames()).toEqual([]);
    g.expectPrompt("priority", "Ana");
  });

  it("104.3a: a player conceding in the middle of their own cast: the cast is reversed first, then they leave (two players)", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] });
    g.cast("Hill Giant");
    g.answer({ kind: "activateMana", source: g.permanent("Mountain").id, ability: 0 });
    g.expectPrompt("payCosts", "Ana");
    g.concede("Ana");
    expect(g.stackNames()).toEqual([]);
    expect(types(g)).toEqual(["stackRemoved", "castReversed", "playerLeft", "playerLost", "gameOver"]);
    expect(g.lastEvents[1]).toMatchObject({ type: "castReversed", player: 0, name: "Hill Giant", rule: "800.4a" });
    expect(g.state.result).toEqual({ winners: [1], draw: false });
    expect(g.state.players.map((p) => p.status)).toEqual(["lost", "won"]);
  });

  it("104.3a: a player conceding in the middle of their own cast in three players: the card is not left on the stack, and the next player receives priority", () => {
    const g = trio({ hand: ["Lightning Bolt", "Grizzly Bears"], battlefield: ["Mountain"] });
    g.cast("Lightning Bolt");
    g.expectPrompt("chooseTargets", "Ana");
    g.concede("Ana");
    expect(g.stackNames()).toEqual([]);
    expect(types(g)).toEqual(["stackRemoved", "castReversed", "playerLeft", "playerLost"]);
    expect(g.state.players.map((p) => p.status)).toEqual(["lost", "playing", "playing"]);
    expect(g.state.players[0]!.hand).toEqual([]);
    expect(g.permanents("Mountain")).toEqual([]);
    expect(g.state.result).toBeNull();
    g.expectPrompt("priority", "Ben");
  });

  it("104.3a: running out of time is leaving the game too: the player loses", () => {
    const g = duel({});
    g.apply({ kind: "timeout", player: 0 });
    expect(g.lastEvents).toEqual([
      { type: "playerLeft", player: 0, reason: "timeout" },
      { type: "playerLost", player: 0, reason: "ran out of time", rule: "104.3a" },
      { type: "gameOver", winners: [1], draw: false },
    ]);
  });
});

describe("104.3a conceding during the mulligans", () => {
  /** A real game of Forests; `steps` are inputs, or "keep"/"mulligan" answered by the prompted player. */
  function play(players: number, steps: (Input | "keep" | "mulligan")[]): { state: GameState; events: GameEvent[] } {
    const r: Result = engine.newGame({
      seed: 9,
      startingPlayer: 0,
      players: ["Ana", "Ben", "Cid"].slice(0, players).map((name) => ({ name, deck: [{ name: "Forest", count: 40 }] })),
    });
    if (!r.ok) throw new Error(r.error.message);
    let state = r.state;
    const events: GameEvent[] = [...r.events];
    for (const step of steps) {
      const input: Input =
        typeof step === "string" ? { kind: "answer", player: state.prompt!.player, promptId: state.prompt!.id, answer: { kind: step } } : step;
      const next = engine.apply(state, input);
      if (!next.ok) throw new Error(`refused: ${next.error.code}: ${next.error.message}`);
      state = next.state;
      events.push(...next.events);
    }
    return { state, events };
  }

  it("104.3a: in two players, conceding while the opponent decides on a mulligan ends the game", () => {
    const { state, events } = play(2, ["keep", { kind: "concede", player: 0 }]);
    expect(state.result).toEqual({ winners: [1], draw: false });
    expect(state.prompt).toBeNull();
    expect(events.filter((e) => e.type === "turnBegan")).toEqual([]);
  });

  it("104.3a: in three players, a player conceding at their own mulligan decision is not asked again; the others go on", () => {
    const { state, events } = play(3, ["keep", { kind: "concede", player: 1 }]);
    expect(state.players.map((p) => p.status)).toEqual(["playing", "lost", "playing"]);
    expect(state.players[1]!.hand).toEqual([]);
    expect(state.prompt).toMatchObject({ kind: "mulligan", player: 2 });
    const after = play(3, ["keep", { kind: "concede", player: 1 }, "keep"]);
    expect(after.state.turn).toEqual({ number: 1, active: 0, step: "upkeep" });
    expect(after.state.prompt).toMatchObject({ kind: "priority", player: 0 });
    expect(events.filter((e) => e.type === "playerLost")).toEqual([{ type: "playerLost", player: 1, reason: "conceded", rule: "104.3a" }]);
  });

  it("800.4k: a starting player who conceded during the mulligans doesn't begin the first turn; the next player in turn order does", () => {
    const { state, events } = play(3, ["keep", { kind: "concede", player: 0 }, "keep", "keep"]);
    expect(state.players.map((p) => p.status)).toEqual(["lost", "playing", "playing"]);
    expect(events.filter((e) => e.type === "turnBegan").map((e) => (e as { player: number }).player)).toEqual([1]);
    expect(state.turn.active).toBe(1);
    expect(state.prompt).toMatchObject({ kind: "priority", player: 1 });
  });

  it("104.3a: players leaving one after the other during the mulligans leave in that order, each announced once", () => {
    const { state, events } = play(3, ["mulligan", { kind: "concede", player: 1 }, { kind: "concede", player: 0 }]);
    expect(state.players.map((p) => p.status)).toEqual(["lost", "lost", "won"]);
    expect(events.filter((e) => e.type === "playerLeft").map((e) => (e as { player: number }).player)).toEqual([1, 0]);
    expect(events.filter((e) => e.type === "mulliganDeclared")).toHaveLength(1);
    // A player who left after declaring a mulligan doesn't take it.
    expect(events.filter((e) => e.type === "mulliganTaken")).toEqual([]);
  });

  it("104.3a: a player who declared a mulligan and then left doesn't take it; the others go on", () => {
    const { state, events } = play(3, ["mulligan", "keep", { kind: "concede", player: 0 }, "keep"]);
    expect(state.players[0]!.status).toBe("lost");
    expect(events.filter((e) => e.type === "mulliganTaken")).toEqual([]);
    expect(state.players[0]!.drewFromEmptyLibrary).toBe(false);
    expect(state.prompt).toMatchObject({ kind: "priority", player: 1 });
  });
});

describe("800.4 a player leaving a multiplayer game", () => {
  function leaverSetup(): Scenario {
    const g = trio(
      { battlefield: ["Plains", "Savannah Lions"] },
      {
        hand: ["Lightning Bolt", "Grizzly Bears"],
        battlefield: ["Mountain", "Hill Giant", "Sol Ring"],
        graveyard: ["Savannah Lions"],
        exile: ["Coral Eel"],
      },
      { battlefield: ["Island", "Coral Eel"] },
    );
    // Ana passes; Ben casts Lightning Bolt at Cid and holds priority (117.3c).
    g.pass();
    g.castAndPay("Lightning Bolt", "Cid");
    g.expectPrompt("priority", "Ben");
    return g;
  }

  it("800.4a: everything the leaver owns leaves the game: permanents, spells on the stack, hand, library, graveyard, exile", () => {
    const g = leaverSetup();
    g.concede("Ben");
    expect(g.state.result).toBeNull();
    expect(g.state.players.map((p) => p.status)).toEqual(["playing", "lost", "playing"]);
    expect(g.state.battlefield.map((p) => p.card).sort()).toEqual(["Coral Eel", "Island", "Plains", "Savannah Lions"]);
    expect(g.state.battlefield.every((p) => p.owner !== 1)).toBe(true);
    expect(g.state.stack).toEqual([]);
    expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Lightning Bolt", reason: "left", rule: "800.4a" });
    const ben = g.state.players[1]!;
    expect([ben.hand, ben.library, ben.graveyard]).toEqual([[], [], []]);
    expect(g.state.exile.filter((c) => c.owner === 1)).toEqual([]);
    // The Bolt never resolves: Cid keeps his life.
    expect(g.life("Cid")).toBe(20);
  });

  it("800.4a: if the leaver had priority, it passes to the next player in turn order still in the game", () => {
    const g = leaverSetup();
    g.concede("Ben");
    g.expectPrompt("priority", "Cid");
    expect(g.state.priority?.player).toBe(2);
    expect(g.state.turn).toEqual({ number: 3, active: 0, step: "precombatMain" });
  });

  it("104.5: inputs from a player who left the game are refused with NOT_IN_GAME, and change nothing", () => {
    const g = leaverSetup();
    g.concede("Ben");
    expect(g.refuse({ kind: "concede", player: 1 }).code).toBe("NOT_IN_GAME");
    expect(g.refuse({ kind: "timeout", player: 1 }).code).toBe("NOT_IN_GAME");
    expect(g.refuse({ kind: "answer", player: 1, promptId: g.prompt.id, answer: { kind: "pass" } }).code).toBe("NOT_IN_GAME");
  });

  it("800.4k: the leaver's turns are skipped; the game goes on between the others", () => {
    const g = leaverSetup();
    g.concede("Ben");
    g.passUntil("precombatMain", 4);
    expect(g.state.turn.active).toBe(2);
    g.passUntil("precombatMain", 5);
    expect(g.state.turn.active).toBe(0);
    expect(g.eventsOf("turnBegan").map((e) => [e.turn, e.player])).toEqual([
      [4, 2],
      [5, 0],
    ]);
  });

  it("800.4j: when the active player leaves during their turn, the turn continues and the next player in turn order receives priority", () => {
    const g = trio({ battlefield: ["Grizzly Bears"] });
    g.concede("Ana");
    expect(g.state.result).toBeNull();
    expect(g.state.turn).toEqual({ number: 3, active: 0, step: "precombatMain" });
    g.expectPrompt("priority", "Ben");
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    // Ben and Cid pass: the step ends, and in the next steps Ben receives priority instead of Ana.
    g.pass();
    g.expectPrompt("priority", "Cid");
    g.pass();
    expect(g.state.turn).toEqual({ number: 3, active: 0, step: "beginningOfCombat" });
    g.expectPrompt("priority", "Ben");
    g.passUntil("end", 3);
    g.expectPrompt("priority", "Ben");
    g.passUntil("upkeep", 4);
    expect(g.state.turn.active).toBe(1);
    g.expectPrompt("priority", "Ben");
  });

  it("117.4, 800.4a: a player who left doesn't count among the passes: every remaining player must pass before the step ends", () => {
    const g = trio({}, {}, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass(); // Ana passes; Ben has priority.
    g.expectPrompt("priority", "Ben");
    g.concede("Ana");
    g.expectPrompt("priority", "Ben");
    g.pass();
    // Cid has not passed: he receives priority in the precombat main phase and may still cast his Bolt.
    expect(g.state.turn.step).toBe("precombatMain");
    g.expectPrompt("priority", "Cid");
  });

  it("800.4a: after a player leaves, the others play on and the leaver is no longer among the players that can be attacked (508.1b)", () => {
    const g = trio({ battlefield: ["Grizzly Bears"] }, {}, { battlefield: ["Hill Giant"] });
    g.concede("Cid");
    expect(g.permanents("Hill Giant")).toEqual([]);
    g.expectPrompt("priority", "Ana");
    expect(g.state.players.map((p) => p.status)).toEqual(["playing", "playing", "lost"]);
    // Only Ben is left to attack.
    g.passUntil("beginningOfCombat");
    g.pass().pass();
    const attack = g.expectPrompt("declareAttackers", "Ana");
    expect(attack.options).toEqual([{ attacker: g.permanent("Grizzly Bears").id, defenders: [1], planeswalkers: [] }]);
  });

  it("800.4a, 118.12a: a player who leaves while deciding whether to pay for Mana Leak takes their spell with them; Mana Leak still goes to its owner's graveyard", () => {
    const g = trio({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { hand: ["Mana Leak"], battlefield: ["Island", "Island"] });
    g.castAndPay("Grizzly Bears");
    g.pass();
    g.cast("Mana Leak").targets("Grizzly Bears").autoPay();
    g.passAll();
    g.expectPrompt("payUnless", "Ana");
    g.apply({ kind: "timeout", player: 0 });
    // The countering found the Bears gone: it used to move them to Ana's graveyard anyway, and take Mana Leak off the stack in their place.
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.stackNames()).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual(["Mana Leak"]);
    expect(g.state.players.map((p) => p.status)).toEqual(["lost", "playing", "playing"]);
  });
});

describe("104.4a draws and 704.5 state-based losses", () => {
  it("104.4a: all the remaining players losing at the same time is a draw", () => {
    const g = duel({ life: 0 }, { life: 0 });
    expect(g.state.result).toEqual({ winners: [], draw: true });
    expect(g.state.prompt).toBeNull();
    expect(g.state.players.map((p) => p.status)).toEqual(["draw", "draw"]);
    expect(g.eventsOf("playerLost").map((e) => [e.player, e.rule])).toEqual([
      [0, "704.5a"],
      [1, "704.5a"],
    ]);
    expect(g.eventsOf("gameOver")).toEqual([{ type: "gameOver", winners: [], draw: true }]);
  });

  it("104.2a: in three players, when two lose at the same time the third wins", () => {
    const g = trio({ life: 0 }, { life: -3 });
    expect(g.state.result).toEqual({ winners: [2], draw: false });
    expect(g.state.players.map((p) => p.status)).toEqual(["lost", "lost", "won"]);
    expect(g.state.prompt).toBeNull();
  });

  it("104.4a: in three players, when all three lose at the same time the game is a draw for all", () => {
    const g = trio({ life: 0 }, { life: 0 }, { life: 0 });
    expect(g.state.result).toEqual({ winners: [], draw: true });
    expect(g.state.players.map((p) => p.status)).toEqual(["draw", "draw", "draw"]);
  });

  it("704.5a, 104.3b: a player at 0 life loses the next time a player would receive priority", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { life: 3 });
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.state.players[1]!.status).toBe("playing");
    g.passAll();
    expect(g.life("Ben")).toBe(0);
    const lost = g.eventsOf("playerLost");
    expect(lost).toEqual([{ type: "playerLost", player: 1, reason: "life total is 0 or less", rule: "704.5a" }]);
    // The loss comes after the Bolt resolved, not during its resolution.
    const order = g.lastEvents.map((e) => e.type);
    expect(order.indexOf("lifeChanged")).toBeLessThan(order.indexOf("stackRemoved"));
    expect(order.indexOf("stackRemoved")).toBeLessThan(order.indexOf("playerLost"));
    expect(g.state.result).toEqual({ winners: [0], draw: false });
    expect(g.state.players.map((p) => p.status)).toEqual(["won", "lost"]);
  });

  it("704.5a: in three players, the player at 0 life leaves and the active player receives priority after resolution", () => {
    const g = trio({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { life: 2, battlefield: ["Hill Giant"] });
    g.castAndPay("Lightning Bolt", "Ben");
    g.passAll();
    expect(g.state.result).toBeNull();
    expect(g.state.players.map((p) => p.status)).toEqual(["playing", "lost", "playing"]);
    expect(g.permanents("Hill Giant")).toEqual([]);
    g.expectPrompt("priority", "Ana");
  });

  it("704.5b, 104.3c: a player who drew from an empty library loses at the next state-based check", () => {
    const g = scenario({
      turn: 3,
      players: [
        { name: "Ana", library: filler() },
        { name: "Ben", library: [] },
      ],
    });
    g.passUntil("upkeep", 4);
    g.expectPrompt("priority", "Ben");
    expect(g.state.turn.active).toBe(1);
    expect(g.state.players[1]!.status).toBe("playing");
    // Ben passes, then Ana: the draw step begins and Ben can't draw.
    g.pass().pass();
    expect(g.lastEvents.filter((e) => e.type === "drewFromEmptyLibrary")).toEqual([{ type: "drewFromEmptyLibrary", player: 1 }]);
    expect(g.eventsOf("playerLost")).toEqual([{ type: "playerLost", player: 1, reason: "attempted to draw from an empty library", rule: "704.5b" }]);
    expect(g.state.result).toEqual({ winners: [0], draw: false });
    expect(g.state.prompt).toBeNull();
  });

  it("704.5b, 800.4j: in three players, the active player who can't draw loses; their turn goes on with the next player receiving priority", () => {
    const g = scenario({
      turn: 3,
      players: [
        { name: "Ana", library: filler() },
        { name: "Ben", library: [] },
        { name: "Cid", library: filler() },
      ],
    });
    g.passUntil("draw", 4);
    expect(g.state.turn).toEqual({ number: 4, active: 1, step: "draw" });
    expect(g.state.players.map((p) => p.status)).toEqual(["playing", "lost", "playing"]);
    expect(g.eventsOf("playerLost")[0]).toMatchObject({ player: 1, rule: "704.5b" });
    g.expectPrompt("priority", "Cid");
  });
});

describe("after the game is over", () => {
  it("104.1: inputs after the game ended are refused with GAME_OVER and change nothing", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    const promptId = g.prompt.id;
    g.concede("Ben");
    expect(g.state.result).not.toBeNull();
    expect(g.refuse({ kind: "concede", player: 0 }).code).toBe("GAME_OVER");
    expect(g.refuse({ kind: "concede", player: 1 }).code).toBe("GAME_OVER");
    expect(g.refuse({ kind: "timeout", player: 0 }).code).toBe("GAME_OVER");
    expect(g.refuse({ kind: "answer", player: 0, promptId, answer: { kind: "pass" } }).code).toBe("GAME_OVER");
    expect(g.refuse({ kind: "answer", player: 0, promptId: promptId + 1, answer: { kind: "cast", card: g.handCard("Lightning Bolt", "Ana") } }).code).toBe(
      "GAME_OVER",
    );
  });

  it("104.1: a game that ended by a draw refuses inputs with GAME_OVER", () => {
    const g = duel({ life: 0 }, { life: 0 });
    expect(g.refuse({ kind: "concede", player: 0 }).code).toBe("GAME_OVER");
  });
});
