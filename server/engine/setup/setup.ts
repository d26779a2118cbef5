// Starting a game (103): decks checked, libraries shuffled, starting player chosen, life set, hands drawn.

import { gameError, type GameError } from "../../../shared/errors.ts";
import { NO_MANA } from "../../../shared/mana.ts";
import type { CardRegistry } from "../../card-language/card-definition.ts";
import { Draft } from "../kernel/draft.ts";
import { newRng, seedProblem, type GameSeed } from "../kernel/rng.ts";
import { NO_COUNTERS, type Format, type GameOptions, type GameState, type PlayerId, type PlayerState } from "../kernel/state.ts";
import { drawCards, shuffleLibrary } from "../objects/zones.ts";
import { emit } from "../events/emit.ts";

export interface DeckEntry {
  readonly name: string;
  readonly count: number;
}
export type DeckList = readonly DeckEntry[];

export interface PlayerConfig {
  readonly name: string;
  readonly deck: DeckList;
}

export interface GameConfig {
  readonly players: readonly PlayerConfig[];
  /**
   * 64 lowercase hex digits (256 bits): what a table uses, mixed from its secret and the players' entropy
   * (shared/fairness.ts). A whole number is accepted for reproducible tests, demos and benchmarks only.
   */
  readonly seed: GameSeed;
  /** Chosen at random with the game's generator when absent (103.1). */
  readonly startingPlayer?: PlayerId;
  readonly options?: Partial<GameOptions>;
}

export const DEFAULT_OPTIONS: GameOptions = {
  format: "casual",
  mulligan: "london",
  manaBurn: false,
  maxHandSize: 7, // 402.2
  startingLife: 20, // 103.4
};

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
const CONSTRUCTED_MIN_CARDS = 60;
const CONSTRUCTED_MAX_COPIES = 4;

/**
 * Checks a deck against the card registry and the format's construction rules (100.2a), reporting every
 * problem at once. Casual decks only need known cards.
 */
export function validateDeck(cards: CardRegistry, deck: DeckList, format: Format): GameError | null {
  const unknown: string[] = [];
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const entry of deck) {
    if (!Number.isSafeInteger(entry.count) || entry.count < 1) problems.push(`"${entry.name}": the count must be a positive whole number`);
    // 111.1: tokens aren't cards; they can't be in a deck.
    if (!cards.has(entry.name) || cards.get(entry.name)!.token) unknown.push(entry.name);
    counts.set(entry.name, (counts.get(entry.name) ?? 0) + Math.max(0, Math.trunc(entry.count) || 0));
  }
  if (unknown.length > 0)
    return gameError("UNKNOWN_CARD", `unknown card name${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`, undefined, [
      ...unknown.map((n) => `unknown card: ${n}`),
      ...problems,
    ]);
  if (format === "constructed") {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    if (total < CONSTRUCTED_MIN_CARDS) problems.push(`a constructed deck needs at least ${CONSTRUCTED_MIN_CARDS} cards; this one has ${total}`);
    for (const [name, n] of counts)
      if (n > CONSTRUCTED_MAX_COPIES && !cards.get(name)!.supertypes.includes("Basic"))
        problems.push(`at most ${CONSTRUCTED_MAX_COPIES} copies of ${name} are allowed; this deck has ${n}`);
  }
  if (problems.length > 0) return gameError("INVALID_DECK", problems.join("; "), "100.2a", problems);
  return null;
}

export function resolveOptions(options: Partial<GameOptions> | undefined): GameOptions | GameError {
  const o = { ...DEFAULT_OPTIONS, ...options };
  if (o.format !== "casual" && o.format !== "constructed") return gameError("INVALID_SETUP", `unknown format "${String(o.format)}"`);
  if (o.mulligan !== "london" && o.mulligan !== "paris") return gameError("INVALID_SETUP", `unknown mulligan rule "${String(o.mulligan)}"`);
  if (typeof o.manaBurn !== "boolean") return gameError("INVALID_SETUP", "manaBurn must be true or false");
  if (!Number.isSafeInteger(o.maxHandSize) || o.maxHandSize < 0) return gameError("INVALID_SETUP", "maxHandSize must be a whole number");
  if (!Number.isSafeInteger(o.startingLife) || o.startingLife < 1) return gameError("INVALID_SETUP", "startingLife must be a positive whole number");
  return o;
}

export function emptyPlayer(id: PlayerId, name: string, life: number): PlayerState {
  return {
    id,
    name,
    life,
    counters: NO_COUNTERS,
    library: [],
    hand: [],
    graveyard: [],
    manaPool: NO_MANA,
    landsPlayed: 0,
    damageThisTurn: 0,
    lifeGainedThisTurn: 0,
    lastTurn: 0,
    drewFromEmptyLibrary: false,
    mulligans: 0,
    status: "playing",
  };
}

export function baseState(options: GameOptions, seed: GameSeed, players: PlayerState[], sandbox: boolean): GameState {
  return {
    options,
    sandbox,
    seed,
    rng: newRng(seed),
    nextId: 1,
    nextTimestamp: 1,
    eventSeq: 0,
    players,
    startingPlayer: 0,
    turn: { number: 0, active: 0, step: "untap" },
    priority: null,
    battlefield: [],
    stack: [],
    exile: [],
    effects: [],
    pendingTriggers: [],
    delayedTriggers: [],
    strayTokens: false,
    deathtouched: [],
    spellsCastThisTurn: [],
    spellsCastLastTurn: [],
    activationsThisTurn: {},
    combat: null,
    pending: null,
    prompt: null,
    promptSeq: 0,
    result: null,
  };
}

export function checkPlayerCount(n: number): GameError | null {
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return gameError("INVALID_SETUP", `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}`);
  return null;
}

/** 103.1–103.5 up to the mulligans: the returned draft is ready for `startGame`. */
export function setUpGame(cards: CardRegistry, config: GameConfig): Draft | GameError {
  const countError = checkPlayerCount(config.players.length);
  if (countError) return countError;
  const seedError = seedProblem(config.seed);
  if (seedError) return gameError("INVALID_SETUP", seedError);
  const options = resolveOptions(config.options);
  if ("code" in options) return options;
  const problems: string[] = [];
  let unknown = false;
  config.players.forEach((p, i) => {
    if (typeof p.name !== "string" || p.name.trim() === "") problems.push(`player ${i + 1} needs a name`);
    const error = validateDeck(cards, p.deck, options.format);
    if (error) {
      unknown ||= error.code === "UNKNOWN_CARD";
      problems.push(...(error.problems ?? [error.message]).map((m) => `${p.name || `player ${i + 1}`}: ${m}`));
    }
  });
  if (problems.length > 0) return gameError(unknown ? "UNKNOWN_CARD" : "INVALID_DECK", problems.join("; "), unknown ? undefined : "100.2a", problems);
  if (
    config.startingPlayer !== undefined &&
    !(Number.isSafeInteger(config.startingPlayer) && config.startingPlayer >= 0 && config.startingPlayer < config.players.length)
  )
    return gameError("INVALID_SETUP", "startingPlayer must be the index of a player");

  const players = config.players.map((p, i) => ({
    ...emptyPlayer(i, p.name, options.startingLife),
    library: p.deck.flatMap((e) => Array.from({ length: e.count }, () => e.name)),
  }));
  const d = new Draft(cards, baseState(options, config.seed, players, false));
  // 103.1: the starting player; 103.3: each player shuffles their deck.
  d.state.startingPlayer = config.startingPlayer ?? d.random(players.length);
  d.state.turn = { number: 0, active: d.state.startingPlayer, step: "untap" };
  emit(d, { type: "gameStarted", players: players.map((p) => p.name), startingPlayer: d.state.startingPlayer, sandbox: false });
  for (const p of players) shuffleLibrary(d, p.id);
  // 103.4 set the life totals above; 103.5: each player draws a hand of seven.
  for (const p of players) drawCards(d, p.id, 7);
  return d;
}
