// A scenario builder for engine tests: set up a board in a few lines, then play by card names.
//
//   const g = scenario({ players: [{ name: "Ana", hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { name: "Ben" }] });
//   g.cast("Lightning Bolt").target("Ben").autoPay();
//   g.resolve();
//   expect(g.life("Ben")).toBe(17);

import { expect } from "vitest";
import type { GameError } from "../../shared/errors.ts";
import type { GameEvent } from "../../shared/events.ts";
import { characteristics, controllerOf, powerToughness } from "../../server/engine/layers/characteristics.ts";
import { frozenReader, type Reader } from "../../server/engine/layers/view.ts";
import { describeEvent } from "../../server/engine/log/log.ts";
import type { AnswerInput, Prompt, PromptKind } from "../../shared/prompt.ts";
import type { AbilityRef } from "../../shared/game-types.ts";
import type { SandboxSetup } from "../../server/engine/setup/sandbox.ts";
import type { GameState, ObjectId, Permanent, PlayerId, Step, Target } from "../../server/engine/kernel/state.ts";
import type { ManaAmounts, ManaType } from "../../shared/mana.ts";
import type { Engine, Input } from "../../server/engine/engine.ts";
import { engine as defaultEngine } from "../../server/game.ts";

export class Scenario {
  state: GameState;
  readonly events: GameEvent[] = [];
  /** Events of the last accepted input only. */
  lastEvents: readonly GameEvent[] = [];
  readonly labels: Readonly<Record<string, ObjectId>>;
  readonly engine: Engine;

  constructor(setup: SandboxSetup, engine: Engine = defaultEngine) {
    this.engine = engine;
    const r = engine.newSandboxGame(setup);
    if (!r.ok) throw new Error(`sandbox refused: ${r.error.message}`);
    this.state = r.state;
    this.events.push(...r.events);
    this.lastEvents = r.events;
    this.labels = r.labels;
  }

  /** The game as the engine's rules read it (the object view, 613). */
  get reader(): Reader {
    return frozenReader(this.state, this.engine.cards);
  }

  /**
   * The game as JSON, for "exactly as it was" checks (732.1): all of the state but the events' numbering, which
   * goes on after a reversal (the reversal is announced by events of its own).
   */
  stateJson(): string {
    const { eventSeq: _, ...game } = this.state;
    return JSON.stringify(game);
  }

  get prompt(): Prompt {
    if (!this.state.prompt) throw new Error("the game is over: no prompt");
    return this.state.prompt;
  }

  /** The pending prompt, checked to be of `kind`. */
  expectPrompt<K extends PromptKind>(kind: K, player?: string | PlayerId): Extract<Prompt, { kind: K }> {
    const p = this.prompt;
    expect(p.kind, `pending prompt for ${this.nameOf(p.player)}`).toBe(kind);
    if (player !== undefined) expect(p.player).toBe(this.playerId(player));
    return p as Extract<Prompt, { kind: K }>;
  }

  playerId(who: string | PlayerId): PlayerId {
    if (typeof who === "number") return who;
    const p = this.state.players.find((pl) => pl.name === who);
    if (!p) throw new Error(`no player named ${who}`);
    return p.id;
  }

  nameOf(player: PlayerId): string {
    return this.state.players[player]!.name;
  }

  /** Applies an input; fails the test if it is refused. */
  apply(input: Input): this {
    const r = this.engine.apply(this.state, input);
    if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
    this.state = r.state;
    this.events.push(...r.events);
    this.lastEvents = r.events;
    return this;
  }

  /** Answers the pending prompt (as the player it is addressed to, unless `player` says otherwise). */
  answer(answer: AnswerInput, player?: string | PlayerId): this {
    const p = this.prompt;
    return this.apply({ kind: "answer", player: player === undefined ? p.player : this.playerId(player), promptId: p.id, answer });
  }

  /** Expects the input to be refused, and the state to be exactly as it was. */
  refuse(input: Input): GameError {
    const before = JSON.stringify(this.state);
    const r = this.engine.apply(this.state, input);
    if (r.ok) throw new Error("expected a refusal, but the input was accepted");
    expect(JSON.stringify(this.state)).toBe(before);
    return r.error;
  }

  /** Expects `answer` to the pending prompt to be refused. */
  refuseAnswer(answer: unknown, player?: string | PlayerId): GameError {
    const p = this.prompt;
    return this.refuse({ kind: "answer", player: player === undefined ? p.player : this.playerId(player), promptId: p.id, answer });
  }

  // ---- Finding objects ----------------------------------------------------------------------------

  permanents(name: string, controller?: string | PlayerId): Permanent[] {
    const c = controller === undefined ? undefined : this.playerId(controller);
    return this.state.battlefield.filter((p) => p.card === name && (c === undefined || controllerOf(this.reader, p) === c));
  }

  permanent(name: string, controller?: string | PlayerId): Permanent {
    const found = this.permanents(name, controller);
    if (found.length === 0) throw new Error(`no permanent named ${name} on the battlefield`);
    return found[0]!;
  }

  /** The id of a card in a hand: the prompted player's unless `player` is given. */
  handCard(name: string, player?: string | PlayerId): ObjectId {
    const p = player === undefined ? this.prompt.player : this.playerId(player);
    const c = this.state.players[p]!.hand.find((h) => h.card === name);
    if (!c) throw new Error(`${name} is not in ${this.nameOf(p)}'s hand`);
    return c.id;
  }

  /** A target by player name, card name on the battlefield, or card name on the stack. */
  target(name: string): Target {
    const player = this.state.players.find((p) => p.name === name);
    if (player) return { kind: "player", id: player.id };
    const perm = this.state.battlefield.find((p) => p.card === name);
    if (perm) return { kind: "object", id: perm.id };
    const spell = this.state.stack.find((o) => o.kind === "spell" && o.card === name);
    if (spell) return { kind: "object", id: spell.id };
    throw new Error(`nothing named ${name} to target`);
  }

  life(player: string | PlayerId): number {
    return this.state.players[this.playerId(player)]!.life;
  }

  handNames(player: string | PlayerId): string[] {
    return this.state.players[this.playerId(player)]!.hand.map((c) => c.card);
  }

  graveyardNames(player: string | PlayerId): string[] {
    return this.state.players[this.playerId(player)]!.graveyard.map((c) => c.card);
  }

  stackNames(): string[] {
    return this.state.stack.map((o) => (o.kind === "spell" ? o.card : o.sourceCard));
  }

  /** The stack, bottom first, as "name (controller)". */
  stackLabels(): string[] {
    return this.state.stack.map((o) => `${o.kind === "spell" ? o.card : o.sourceCard} (${this.nameOf(o.controller)})`);
  }

  /** Current power and toughness (208.3) of the first permanent with this name. */
  pt(name: string, controller?: string | PlayerId): [number, number] {
    const { power, toughness } = powerToughness(this.reader, this.permanent(name, controller));
    return [power, toughness];
  }

  /** The names of the options of the pending chooseTargets prompt. */
  targetOptionNames(): string[] {
    return this.expectPrompt("chooseTargets").options.map((t) => (t.kind === "player" ? this.nameOf(t.id) : this.nameOfObject(t.id)!));
  }

  get step(): Step {
    return this.state.turn.step;
  }

  // ---- Playing --------------------------------------------------------------------------------------

  pass(): this {
    return this.answer({ kind: "pass" });
  }

  /** Every player still in the game passes once, in turn order: the top of the stack resolves (117.4). */
  passAll(): this {
    const n = this.state.players.filter((p) => p.status === "playing").length;
    for (let i = 0; i < n; i++) {
      this.expectPrompt("priority");
      this.pass();
    }
    return this;
  }

  /** Passes priority (as whoever holds it) until the pending prompt is of `kind`; fails at any other prompt. */
  passUntilPrompt(kind: PromptKind): this {
    for (let guard = 0; guard < 200; guard++) {
      if (this.prompt.kind === kind) return this;
      if (this.prompt.kind !== "priority") throw new Error(`stopped at a ${this.prompt.kind} prompt while waiting for ${kind}`);
      this.pass();
    }
    throw new Error(`never reached a ${kind} prompt`);
  }

  /**
   * Goes to the declare attackers step; Ana (active) attacks Ben with her `attacker`, and Ben blocks it with
   * his `blocker`. Stops right after the block, in the declare blockers step.
   */
  attackAndBlock(attacker: string, blocker: string): this {
    const a = this.permanent(attacker, "Ana").id;
    this.passUntilPrompt("declareAttackers");
    this.answer({ kind: "attackers", attacks: [{ attacker: a, defender: this.playerId("Ben") }] });
    this.passUntilPrompt("declareBlockers");
    return this.answer({ kind: "blockers", blocks: [{ blocker: this.permanent(blocker, "Ben").id, attacker: a }] });
  }

  /**
   * Passes priority until the game is in `step` of turn `turn` (default: the next time it is) with a
   * priority prompt. Declares no attackers and no blockers on the way; stops with an error at any other prompt.
   */
  passUntil(step: Step, turn?: number): this {
    for (let guard = 0; guard < 500; guard++) {
      const kind = this.state.prompt?.kind;
      if (kind === "priority" && this.step === step && (turn === undefined || this.state.turn.number === turn)) return this;
      if (kind === "declareAttackers") this.answer({ kind: "attackers", attacks: [] });
      else if (kind === "declareBlockers") this.answer({ kind: "blockers", blocks: [] });
      else if (kind === "priority") this.pass();
      else throw new Error(`passUntil(${step}) stopped at a ${kind ?? "finished game"} prompt`);
    }
    throw new Error(`never reached ${step}`);
  }

  playLand(name: string): this {
    return this.answer({ kind: "playLand", card: this.handCard(name) });
  }

  cast(name: string): this {
    return this.answer({ kind: "cast", card: this.handCard(name) });
  }

  /** Answers a chooseTargets prompt with targets named as for `target()`. */
  targets(...names: string[]): this {
    this.expectPrompt("chooseTargets");
    return this.answer({ kind: "targets", targets: names.map((n) => this.target(n)) });
  }

  autoPay(): this {
    this.expectPrompt("payCosts");
    return this.answer({ kind: "autoPay" });
  }

  cancel(): this {
    return this.answer({ kind: "cancel" });
  }

  concede(player: string | PlayerId): this {
    return this.apply({ kind: "concede", player: this.playerId(player) });
  }

  /** Activates an ability of the (first) permanent with this name: by its key ("p1", "g12.0"), or its printed index (the first by default). */
  activate(name: string, ability: AbilityRef = 0): this {
    return this.answer({ kind: "activate", source: this.permanent(name, this.prompt.player).id, ability });
  }

  /** Activates a mana ability of a permanent, chosen by name (an untapped one), choosing `mana` for "any color". */
  tapForMana(name: string, mana?: ManaType): this {
    const perm = this.state.battlefield.find((p) => p.card === name && !p.tapped && controllerOf(this.reader, p) === this.prompt.player);
    if (!perm) throw new Error(`no untapped ${name} to tap for mana`);
    const ability = characteristics(this.reader, perm).abilities.find((k) => k.ability.kind === "mana")?.key ?? "p0";
    return this.answer(mana ? { kind: "activateMana", source: perm.id, ability, mana } : { kind: "activateMana", source: perm.id, ability });
  }

  chooseModes(...modes: number[]): this {
    this.expectPrompt("chooseModes");
    return this.answer({ kind: "modes", modes });
  }

  /** 601.2b: the alternative cost ("mana" for the mana cost) and optional additional costs. */
  chooseCosts(alternative: string, optional: Record<string, number> = {}): this {
    this.expectPrompt("chooseCosts");
    return this.answer({ kind: "costs", alternative, optional });
  }

  announceX(value: number): this {
    this.expectPrompt("announceX");
    return this.answer({ kind: "number", value });
  }

  symbols(...choices: string[]): this {
    this.expectPrompt("chooseManaSymbols");
    return this.answer({ kind: "symbols", choices });
  }

  divide(...amounts: number[]): this {
    this.expectPrompt("divide");
    return this.answer({ kind: "division", amounts });
  }

  /** Pays the mana part from the pool (the engine picks which mana unless `mana` says). */
  pay(mana?: ManaAmounts): this {
    this.expectPrompt("payCosts");
    return this.answer(mana ? { kind: "pay", mana } : { kind: "pay" });
  }

  /** Pays the non-mana part of the cost whose text contains `text`, choosing objects by name (permanents or cards in hand). */
  payPart(text: string, ...names: string[]): this {
    const prompt = this.expectPrompt("payCosts");
    const part = prompt.parts.find((p) => !p.paid && p.text.includes(text));
    if (!part) throw new Error(`no unpaid cost part "${text}" among: ${prompt.parts.map((p) => p.text).join("; ")}`);
    const used = new Set<number>();
    const choices = names.map((name) => {
      const id = part.options.find((o) => !used.has(o) && this.nameOfObject(o) === name);
      if (id === undefined) throw new Error(`${name} is not an option for "${part.text}"`);
      used.add(id);
      return id;
    });
    return this.answer({ kind: "payPart", part: part.index, choices });
  }

  /** The card name of an object anywhere it can be chosen from: battlefield, stack, hands, graveyards. */
  nameOfObject(id: ObjectId): string | undefined {
    const perm = this.state.battlefield.find((p) => p.id === id);
    if (perm) return perm.card;
    const onStack = this.state.stack.find((o) => o.id === id);
    if (onStack) return onStack.kind === "spell" ? onStack.card : onStack.sourceCard;
    return this.state.players.flatMap((p) => [...p.hand, ...p.graveyard]).find((c) => c.id === id)?.card;
  }

  /** Casts a spell and pays for it automatically, choosing targets by name. */
  castAndPay(name: string, ...targetNames: string[]): this {
    this.cast(name);
    if (targetNames.length > 0) this.targets(...targetNames);
    return this.autoPay();
  }

  /** The log lines of every event so far. */
  log(): string[] {
    return this.events.map((e) => describeEvent(e, this.state)).filter((l): l is string => l !== null);
  }

  eventsOf<T extends GameEvent["type"]>(type: T): Extract<GameEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
  }
}

export function scenario(setup: SandboxSetup, engine?: Engine): Scenario {
  return new Scenario(setup, engine);
}

/** One player's part of a sandbox setup; the scenario helpers give the name. */
export type Side = Omit<SandboxSetup["players"][number], "name">;

/** Ana and Ben, Ana active in her precombat main phase of turn 3 unless `rest` says otherwise. */
export function duel(ana: Side, ben: Side = {}, rest: Omit<SandboxSetup, "players"> = {}, engine?: Engine): Scenario {
  return scenario(
    {
      turn: 3,
      ...rest,
      players: [
        { name: "Ana", library: filler(), ...ana },
        { name: "Ben", library: filler(), ...ben },
      ],
    },
    engine,
  );
}

/** Three players, Ana active in her precombat main phase of turn 3 unless `rest` says otherwise. */
export function trio(ana: Side = {}, ben: Side = {}, cid: Side = {}, rest: Omit<SandboxSetup, "players"> = {}): Scenario {
  return scenario({
    turn: 3,
    ...rest,
    players: [
      { name: "Ana", library: filler(), ...ana },
      { name: "Ben", library: filler(), ...ben },
      { name: "Cid", library: filler(), ...cid },
    ],
  });
}

/** A library of basic lands, so nobody loses by drawing from an empty library mid-test. */
export function filler(n = 10): string[] {
  return Array.from({ length: n }, () => "Plains");
}
