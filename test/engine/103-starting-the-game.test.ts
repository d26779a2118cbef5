import { describe, expect, it } from "vitest";
import { engine } from "../../server/game.ts";
import type { GameEvent } from "../../shared/events.ts";
import type { Answer, Prompt, PromptKind } from "../../shared/prompt.ts";
import type { DeckList, GameConfig } from "../../server/engine/setup/setup.ts";
import type { GameState, PlayerId, Step } from "../../server/engine/kernel/state.ts";

// ---- Helpers: a real game (shuffled decks, mulligans) driven through the public API -----------------

/** 60 cards of five different names, so cards put on the bottom can be told apart. */
const MIXED: DeckList = [
  { name: "Forest", count: 12 },
  { name: "Mountain", count: 12 },
  { name: "Island", count: 12 },
  { name: "Plains", count: 12 },
  { name: "Swamp", count: 12 },
];
const FORESTS = (count: number): DeckList => [{ name: "Forest", count }];
const NAMES = ["Ana", "Ben", "Cid", "Dee"];

function config(seed: number, players: number, extra: Partial<GameConfig> = {}, deck: DeckList = MIXED): GameConfig {
  return { seed, players: NAMES.slice(0, players).map((name) => ({ name, deck })), ...extra };
}

class Game {
  state: GameState;
  readonly events: GameEvent[] = [];
  /** Every prompt the game has put, in order, as "kind@player". */
  readonly prompts: string[] = [];

  constructor(cfg: GameConfig) {
    const r = engine.newGame(cfg);
    if (!r.ok) throw new Error(`newGame refused: ${r.error.code}: ${r.error.message}`);
    this.state = r.state;
    this.events.push(...r.events);
    this.record();
  }

  private record(): void {
    if (this.state.prompt) this.prompts.push(`${this.state.prompt.kind}@${this.state.prompt.player}`);
  }

  get prompt(): Prompt {
    if (!this.state.prompt) throw new Error("the game is over");
    return this.state.prompt;
  }

  expectPrompt<K extends PromptKind>(kind: K, player: PlayerId): Extract<Prompt, { kind: K }> {
    const p = this.prompt;
    expect(`${p.kind}@${p.player}`).toBe(`${kind}@${player}`);
    return p as Extract<Prompt, { kind: K }>;
  }

  answer(answer: Answer, player: PlayerId = this.prompt.player): this {
    const r = engine.apply(this.state, { kind: "answer", player, promptId: this.prompt.id, answer });
    if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
    this.state = r.state;
    this.events.push(...r.events);
    this.record();
    return this;
  }

  keep(player: PlayerId): this {
    this.expectPrompt("mulligan", player);
    return this.answer({ kind: "keep" });
  }

  mulligan(player: PlayerId): this {
    this.expectPrompt("mulligan", player);
    return this.answer({ kind: "mulligan" });
  }

  /** Answers a bottomCards prompt with the first `count` cards of the hand. */
  bottomFirst(player: PlayerId): this {
    const p = this.expectPrompt("bottomCards", player);
    return this.answer({ kind: "cards", cards: p.options.slice(0, p.count) });
  }

  /** Passes priority until `step` of `turn`; a cleanup discard (514.1) discards the first cards of the hand. */
  passUntil(step: Step, turn: number): this {
    for (let guard = 0; guard < 200; guard++) {
      const p = this.prompt;
      if (p.kind === "priority" && this.state.turn.step === step && this.state.turn.number === turn) return this;
      if (p.kind === "discard") this.answer({ kind: "cards", cards: p.options.slice(0, p.count) });
      else if (p.kind !== "priority") throw new Error(`passUntil stopped at a ${p.kind} prompt`);
      else this.answer({ kind: "pass" });
    }
    throw new Error(`never reached ${step} of turn ${turn}`);
  }

  hand(player: PlayerId): readonly { id: number; card: string }[] {
    return this.state.players[player]!.hand;
  }

  library(player: PlayerId): readonly string[] {
    return this.state.players[player]!.library;
  }
}

function sorted(names: readonly string[]): string[] {
  return [...names].sort();
}

function deckNames(deck: DeckList): string[] {
  return sorted(deck.flatMap((e) => Array.from({ length: e.count }, () => e.name)));
}

// ---- 100.2a deck validation -------------------------------------------------------------------------

describe("100.2a deck construction", () => {
  it("100.2a: a constructed deck of 60 cards with four copies of a nonbasic card is legal", () => {
    expect(
      engine.validateDeck(
        [
          { name: "Forest", count: 56 },
          { name: "Grizzly Bears", count: 4 },
        ],
        "constructed",
      ),
    ).toBeNull();
  });

  it("100.2a: a constructed deck needs at least 60 cards (INVALID_DECK, rule 100.2a)", () => {
    const error = engine.validateDeck(
      [
        { name: "Forest", count: 55 },
        { name: "Grizzly Bears", count: 4 },
      ],
      "constructed",
    );
    expect(error).toMatchObject({ code: "INVALID_DECK", rule: "100.2a" });
    expect(error!.problems).toHaveLength(1);
    expect(error!.problems![0]).toContain("59");
  });

  it("100.2a: a constructed deck may hold no more than four copies of a nonbasic card, counting every entry of that name", () => {
    const five = engine.validateDeck(
      [
        { name: "Forest", count: 55 },
        { name: "Hill Giant", count: 5 },
      ],
      "constructed",
    );
    expect(five).toMatchObject({ code: "INVALID_DECK", rule: "100.2a" });
    expect(five!.problems).toHaveLength(1);
    expect(five!.problems![0]).toContain("Hill Giant");
    // Two entries of the same name add up: 3 + 2 = 5 copies.
    const split = engine.validateDeck(
      [
        { name: "Forest", count: 55 },
        { name: "Grizzly Bears", count: 3 },
        { name: "Grizzly Bears", count: 2 },
      ],
      "constructed",
    );
    expect(split).toMatchObject({ code: "INVALID_DECK", rule: "100.2a" });
    expect(split!.problems![0]).toContain("Grizzly Bears");
  });

  it("100.2a: a constructed deck may contain any number of basic land cards", () => {
    expect(engine.validateDeck([{ name: "Forest", count: 60 }], "constructed")).toBeNull();
    expect(
      engine.validateDeck(
        [
          { name: "Mountain", count: 45 },
          { name: "Island", count: 55 },
        ],
        "constructed",
      ),
    ).toBeNull();
  });

  it("100.2a: every construction problem of a deck is reported at once", () => {
    const error = engine.validateDeck(
      [
        { name: "Hill Giant", count: 5 },
        { name: "Savannah Lions", count: 6 },
        { name: "Plains", count: 10 },
      ],
      "constructed",
    );
    expect(error).toMatchObject({ code: "INVALID_DECK", rule: "100.2a" });
    expect(error!.problems).toHaveLength(3);
    expect(error!.problems!.some((p) => p.includes("21"))).toBe(true);
    expect(error!.problems!.some((p) => p.includes("Hill Giant"))).toBe(true);
    expect(error!.problems!.some((p) => p.includes("Savannah Lions"))).toBe(true);
  });

  it("100.2a: a casual deck has no minimum size and no copy limit", () => {
    expect(engine.validateDeck([{ name: "Grizzly Bears", count: 1 }], "casual")).toBeNull();
    expect(
      engine.validateDeck(
        [
          { name: "Hill Giant", count: 30 },
          { name: "Sol Ring", count: 9 },
        ],
        "casual",
      ),
    ).toBeNull();
    // The same decks are refused in constructed.
    expect(engine.validateDeck([{ name: "Grizzly Bears", count: 1 }], "constructed")?.code).toBe("INVALID_DECK");
  });

  it("100.2a: unknown card names are refused with UNKNOWN_CARD, every unknown name listed", () => {
    for (const format of ["casual", "constructed"] as const) {
      const error = engine.validateDeck(
        [
          { name: "Forest", count: 56 },
          { name: "Black Lotus", count: 1 },
          { name: "Mox Sapphire", count: 3 },
        ],
        format,
      );
      expect(error?.code).toBe("UNKNOWN_CARD");
      expect(error!.problems!.filter((p) => p.includes("Black Lotus"))).toHaveLength(1);
      expect(error!.problems!.filter((p) => p.includes("Mox Sapphire"))).toHaveLength(1);
    }
  });

  it("100.2a: newGame refuses a deck naming unknown cards (UNKNOWN_CARD)", () => {
    const r = engine.newGame({
      seed: 1,
      players: [
        {
          name: "Ana",
          deck: [
            { name: "Forest", count: 40 },
            { name: "Mox Pearl", count: 1 },
          ],
        },
        { name: "Ben", deck: FORESTS(40) },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("UNKNOWN_CARD");
    expect(r.error.problems!.some((p) => p.includes("Mox Pearl"))).toBe(true);
  });

  it("100.2a: newGame enforces the constructed rules only in constructed format", () => {
    const players = [
      { name: "Ana", deck: FORESTS(40) },
      { name: "Ben", deck: FORESTS(40) },
    ];
    const constructed = engine.newGame({ seed: 1, players, options: { format: "constructed" } });
    expect(constructed.ok).toBe(false);
    if (!constructed.ok) expect(constructed.error.code).toBe("INVALID_DECK");
    const casual = engine.newGame({ seed: 1, players, options: { format: "casual" } });
    expect(casual.ok).toBe(true);
  });

  it("100.2a: newGame reports the problems of several players' decks together, naming each player", () => {
    const r = engine.newGame({
      seed: 1,
      players: [
        { name: "Ana", deck: FORESTS(40) },
        {
          name: "Ben",
          deck: [
            { name: "Forest", count: 55 },
            { name: "Hill Giant", count: 5 },
          ],
        },
        { name: "Cid", deck: FORESTS(60) },
      ],
      options: { format: "constructed" },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("INVALID_DECK");
    expect(r.error.problems).toHaveLength(2);
    expect(r.error.problems!.filter((p) => p.startsWith("Ana") && p.includes("40"))).toHaveLength(1);
    expect(r.error.problems!.filter((p) => p.startsWith("Ben") && p.includes("Hill Giant"))).toHaveLength(1);
    expect(r.error.problems!.some((p) => p.startsWith("Cid"))).toBe(false);
  });

  it("100.2a: an unknown card in one deck and a construction problem in another are reported together as UNKNOWN_CARD", () => {
    const r = engine.newGame({
      seed: 1,
      players: [
        {
          name: "Ana",
          deck: [
            { name: "Forest", count: 60 },
            { name: "Ancestral Recall", count: 1 },
          ],
        },
        { name: "Ben", deck: FORESTS(59) },
      ],
      options: { format: "constructed" },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("UNKNOWN_CARD");
    expect(r.error.problems!.some((p) => p.startsWith("Ana") && p.includes("Ancestral Recall"))).toBe(true);
    expect(r.error.problems!.some((p) => p.startsWith("Ben") && p.includes("59"))).toBe(true);
  });
});

// ---- Setup -----------------------------------------------------------------------------------------

describe("103 setting up a game", () => {
  it("103: a game has two to four players; one player and five players are refused (INVALID_SETUP)", () => {
    for (const names of [["Ana"], [...NAMES, "Eve"]]) {
      const r = engine.newGame({ seed: 1, players: names.map((name) => ({ name, deck: MIXED })) });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("INVALID_SETUP");
    }
    for (const n of [2, 3, 4]) expect(engine.newGame(config(1, n)).ok).toBe(true);
  });

  it("103.1: a startingPlayer that is not the index of a player is refused (INVALID_SETUP)", () => {
    for (const startingPlayer of [2, -1, 0.5]) {
      const r = engine.newGame(config(1, 2, { startingPlayer }));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("INVALID_SETUP");
    }
  });

  it("103.4, 103.5: each player begins with 20 life and seven cards in hand; the library holds the rest of the deck", () => {
    const r = engine.newGame({
      seed: 7,
      players: [
        { name: "Ana", deck: MIXED },
        { name: "Ben", deck: FORESTS(40) },
        {
          name: "Cid",
          deck: [
            { name: "Island", count: 30 },
            { name: "Coral Eel", count: 15 },
          ],
        },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const players = r.state.players;
    expect(players.map((p) => p.life)).toEqual([20, 20, 20]);
    expect(players.map((p) => p.hand.length)).toEqual([7, 7, 7]);
    expect(players.map((p) => p.library.length)).toEqual([53, 33, 38]);
    expect(players.map((p) => p.mulligans)).toEqual([0, 0, 0]);
    expect(players.map((p) => p.status)).toEqual(["playing", "playing", "playing"]);
    // The hand and library together are exactly the deck.
    expect(sorted([...players[2]!.library, ...players[2]!.hand.map((c) => c.card)])).toEqual(
      deckNames([
        { name: "Island", count: 30 },
        { name: "Coral Eel", count: 15 },
      ]),
    );
    expect(r.events.filter((e) => e.type === "drew")).toHaveLength(21);
  });

  it("103.3: the same seed gives the same shuffles, hands and libraries", () => {
    const a = engine.newGame(config(424242, 3));
    const b = engine.newGame(config(424242, 3));
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
    expect(a.events.filter((e) => e.type === "shuffled").map((e) => (e as { player: number }).player)).toEqual([0, 1, 2]);
  });

  it("103.3: different seeds shuffle differently", () => {
    const a = engine.newGame(config(1, 2, { startingPlayer: 0 }));
    const b = engine.newGame(config(2, 2, { startingPlayer: 0 }));
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    const order = (s: GameState, p: number): string => JSON.stringify([s.players[p]!.hand.map((c) => c.card), s.players[p]!.library]);
    expect(order(a.state, 0)).not.toBe(order(b.state, 0));
    expect(order(a.state, 1)).not.toBe(order(b.state, 1));
    // The decks really are shuffled: not in the order they were listed.
    const asListed = MIXED.flatMap((e) => Array.from({ length: e.count }, () => e.name));
    const dealt = [...a.state.players[0]!.hand.map((c) => c.card), ...a.state.players[0]!.library];
    expect(dealt).not.toEqual(asListed);
    expect(sorted(dealt)).toEqual(deckNames(MIXED));
  });

  it("103.1: an explicitly given starting player is respected", () => {
    for (const startingPlayer of [0, 1, 2]) {
      const r = engine.newGame(config(5, 3, { startingPlayer }));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.state.startingPlayer).toBe(startingPlayer);
      expect(r.state.turn.active).toBe(startingPlayer);
      expect(r.events[0]).toMatchObject({ type: "gameStarted", startingPlayer, sandbox: false });
      expect(r.state.prompt).toMatchObject({ kind: "mulligan", player: startingPlayer });
    }
  });

  it("103.1: without a starting player, the seeded generator chooses one: the same seed the same player, and each player sometimes", () => {
    const starts: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const a = engine.newGame(config(seed, 2));
      const b = engine.newGame(config(seed, 2));
      expect(a.ok && b.ok).toBe(true);
      if (!a.ok || !b.ok) return;
      expect(a.state.startingPlayer).toBe(b.state.startingPlayer);
      expect(a.state.prompt).toMatchObject({ kind: "mulligan", player: a.state.startingPlayer });
      starts.push(a.state.startingPlayer);
    }
    expect(starts).toContain(0);
    expect(starts).toContain(1);
    expect(starts.every((s) => s === 0 || s === 1)).toBe(true);
  });
});

// ---- 103.5 London mulligan ---------------------------------------------------------------------------

describe("103.5 London mulligan (the default)", () => {
  it("103.5: the starting player declares first, then each other player in turn order", () => {
    const g = new Game(config(3, 3, { startingPlayer: 1 }));
    expect(g.state.options.mulligan).toBe("london");
    const first = g.expectPrompt("mulligan", 1);
    expect(first).toMatchObject({ handSize: 7, mulligans: 0 });
    g.keep(1).keep(2).keep(0);
    expect(g.prompts).toEqual(["mulligan@1", "mulligan@2", "mulligan@0", "priority@1"]);
    expect(g.events.filter((e) => e.type === "mulliganDeclared")).toEqual([
      { type: "mulliganDeclared", player: 1, keep: true },
      { type: "mulliganDeclared", player: 2, keep: true },
      { type: "mulliganDeclared", player: 0, keep: true },
    ]);
  });

  it("103.5: mulligans are taken after every player declared; the new hand is seven cards, then one goes to the bottom in a two-player game", () => {
    const g = new Game(config(11, 2, { startingPlayer: 0 }));
    const oldHand = g.hand(0).map((c) => c.id);
    g.mulligan(0);
    // Ben declares before Ana's mulligan is taken: Ana's hand is unchanged so far.
    g.expectPrompt("mulligan", 1);
    expect(g.hand(0).map((c) => c.id)).toEqual(oldHand);
    g.keep(1);
    const p = g.expectPrompt("bottomCards", 0);
    expect(p.count).toBe(1);
    expect(g.hand(0)).toHaveLength(7);
    expect(g.library(0)).toHaveLength(53);
    expect(g.hand(0).some((c) => oldHand.includes(c.id))).toBe(false);
    expect(sorted(p.options.map(String))).toEqual(sorted(g.hand(0).map((c) => String(c.id))));
    expect(g.state.players[0]!.mulligans).toBe(1);
    expect(g.state.players[1]!.hand).toHaveLength(7);
  });

  it("103.5: the chosen cards go to the bottom of the library in the chosen order; a second mulligan puts two; keeping ends it", () => {
    const g = new Game(config(12, 2, { startingPlayer: 0 }));
    g.mulligan(0).keep(1);
    // First mulligan: one card to the bottom.
    let p = g.expectPrompt("bottomCards", 0);
    const one = g.hand(0)[3]!;
    g.answer({ kind: "cards", cards: [one.id] });
    expect(g.hand(0)).toHaveLength(6);
    expect(g.hand(0).some((c) => c.id === one.id)).toBe(false);
    expect(g.library(0)).toHaveLength(54);
    expect(g.library(0).at(-1)).toBe(one.card);
    expect(g.events.filter((e) => e.type === "putOnBottom").at(-1)).toMatchObject({ player: 0, cards: [one.id], names: [one.card] });

    // Ben kept: only Ana is asked again, with her six-card hand.
    expect(g.expectPrompt("mulligan", 0)).toMatchObject({ handSize: 6, mulligans: 1 });
    g.mulligan(0);
    p = g.expectPrompt("bottomCards", 0);
    expect(p.count).toBe(2);
    expect(g.hand(0)).toHaveLength(7);
    // Two cards of different names, given in an order different from the hand's.
    const hand = g.hand(0);
    const a = hand.find((c) => c.card !== hand[0]!.card)!;
    const b = hand[0]!;
    expect(a).toBeDefined();
    g.answer({ kind: "cards", cards: [a.id, b.id] });
    expect(g.hand(0)).toHaveLength(5);
    expect(g.library(0)).toHaveLength(55);
    expect(g.library(0).slice(-2)).toEqual([a.card, b.card]);
    expect(g.state.players[0]!.mulligans).toBe(2);

    expect(g.expectPrompt("mulligan", 0)).toMatchObject({ handSize: 5, mulligans: 2 });
    g.keep(0);
    g.expectPrompt("priority", 0);
    expect(g.hand(0)).toHaveLength(5);
    expect(g.state.players[1]!.hand).toHaveLength(7);
    expect(g.prompts).toEqual(["mulligan@0", "mulligan@1", "bottomCards@0", "mulligan@0", "bottomCards@0", "mulligan@0", "priority@0"]);
    // Nothing was lost or made up.
    expect(sorted([...g.library(0), ...g.hand(0).map((c) => c.card)])).toEqual(deckNames(MIXED));
  });

  it("103.5: bottomCards must name exactly the required number of distinct cards from the hand", () => {
    const g = new Game(config(13, 2, { startingPlayer: 0 }));
    g.mulligan(0).keep(1);
    const p = g.expectPrompt("bottomCards", 0);
    const before = JSON.stringify(g.state);
    const ids = p.options;
    for (const cards of [[], [ids[0]!, ids[1]!], [g.state.players[1]!.hand[0]!.id]]) {
      const r = engine.apply(g.state, { kind: "answer", player: 0, promptId: p.id, answer: { kind: "cards", cards } });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("ILLEGAL_CHOICE");
    }
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it("103.5: both players may mulligan in the same round; each puts cards on the bottom, the starting player first", () => {
    const g = new Game(config(14, 2, { startingPlayer: 1 }));
    g.mulligan(1).mulligan(0);
    g.expectPrompt("bottomCards", 1);
    g.bottomFirst(1);
    g.expectPrompt("bottomCards", 0);
    g.bottomFirst(0);
    g.keep(1).keep(0);
    expect(g.prompts).toEqual(["mulligan@1", "mulligan@0", "bottomCards@1", "bottomCards@0", "mulligan@1", "mulligan@0", "priority@1"]);
    expect(g.state.players.map((p) => p.hand.length)).toEqual([6, 6]);
    expect(g.state.players.map((p) => p.library.length)).toEqual([54, 54]);
  });

  it("103.5: a player who kept is not asked again while another keeps mulliganing", () => {
    const g = new Game(config(15, 3, { startingPlayer: 0 }));
    g.keep(0).mulligan(1).keep(2);
    // 103.5c: Ben's first mulligan is free in a three-player game.
    g.mulligan(1);
    g.bottomFirst(1);
    g.keep(1);
    expect(g.prompts).toEqual(["mulligan@0", "mulligan@1", "mulligan@2", "mulligan@1", "bottomCards@1", "mulligan@1", "priority@0"]);
    expect(g.state.players.map((p) => p.hand.length)).toEqual([7, 6, 7]);
  });

  it("103.5c: in a multiplayer game the first mulligan is free; the second puts one card on the bottom", () => {
    const g = new Game(config(16, 3, { startingPlayer: 0 }));
    g.mulligan(0).keep(1).keep(2);
    // No bottomCards prompt: Ana is asked again straight away, with seven new cards.
    expect(g.expectPrompt("mulligan", 0)).toMatchObject({ handSize: 7, mulligans: 1 });
    expect(g.hand(0)).toHaveLength(7);
    expect(g.library(0)).toHaveLength(53);
    expect(g.events.some((e) => e.type === "putOnBottom")).toBe(false);
    g.mulligan(0);
    expect(g.expectPrompt("bottomCards", 0).count).toBe(1);
    g.bottomFirst(0);
    expect(g.hand(0)).toHaveLength(6);
    expect(g.state.players[0]!.mulligans).toBe(2);
    g.keep(0);
    g.expectPrompt("priority", 0);
  });

  it("103.5: a player can take mulligans until the opening hand would be zero — seven in a two-player game, then no more questions", () => {
    const g = new Game(config(17, 2, { startingPlayer: 0 }));
    g.mulligan(0).keep(1);
    for (let n = 1; n <= 7; n++) {
      expect(g.expectPrompt("bottomCards", 0).count).toBe(n);
      g.bottomFirst(0);
      expect(g.hand(0)).toHaveLength(7 - n);
      if (n < 7) {
        expect(g.expectPrompt("mulligan", 0)).toMatchObject({ handSize: 7 - n, mulligans: n });
        g.mulligan(0);
      }
    }
    // With zero cards Ana is not asked again: the game begins.
    g.expectPrompt("priority", 0);
    expect(g.state.turn).toEqual({ number: 1, active: 0, step: "upkeep" });
    expect(g.hand(0)).toHaveLength(0);
    expect(g.library(0)).toHaveLength(60);
    expect(g.state.players[0]!.mulligans).toBe(7);
    expect(g.prompts.filter((p) => p === "mulligan@0")).toHaveLength(7);
  });

  it("103.5c: in a multiplayer game the free first mulligan doesn't count toward the number of mulligans: eight reach zero cards", () => {
    const g = new Game(config(18, 3, { startingPlayer: 0 }));
    g.mulligan(0).keep(1).keep(2);
    for (let n = 2; n <= 8; n++) {
      expect(g.expectPrompt("mulligan", 0)).toMatchObject({ handSize: 7 - (n - 2), mulligans: n - 1 });
      g.mulligan(0);
      expect(g.expectPrompt("bottomCards", 0).count).toBe(n - 1);
      g.bottomFirst(0);
      expect(g.hand(0)).toHaveLength(8 - n);
    }
    g.expectPrompt("priority", 0);
    expect(g.hand(0)).toHaveLength(0);
    expect(g.state.players[0]!.mulligans).toBe(8);
  });
});

// ---- Seed 004, 101.4: the older "Paris" mulligan -------------------------------------------------------

describe('seed 004 101.4: Paris mulligan (options.mulligan = "paris")', () => {
  it("101.4 (seed 004): each mulligan shuffles the hand back and draws one card fewer, with nothing put on the bottom", () => {
    const g = new Game(config(21, 2, { startingPlayer: 0, options: { mulligan: "paris" } }));
    const firstHand = g.hand(0).map((c) => c.id);
    g.mulligan(0);
    // Taken at once: no bottomCards prompt, and Ana is asked again before Ben is asked at all.
    expect(g.expectPrompt("mulligan", 0)).toMatchObject({ handSize: 6, mulligans: 1 });
    expect(g.hand(0)).toHaveLength(6);
    expect(g.hand(0).some((c) => firstHand.includes(c.id))).toBe(false);
    expect(g.library(0)).toHaveLength(54);
    expect(sorted([...g.library(0), ...g.hand(0).map((c) => c.card)])).toEqual(deckNames(MIXED));
    g.mulligan(0);
    expect(g.expectPrompt("mulligan", 0)).toMatchObject({ handSize: 5, mulligans: 2 });
    expect(g.hand(0)).toHaveLength(5);
    expect(g.library(0)).toHaveLength(55);
    g.keep(0);
    expect(g.events.some((e) => e.type === "putOnBottom")).toBe(false);
    expect(g.events.filter((e) => e.type === "mulliganTaken")).toEqual([
      { type: "mulliganTaken", player: 0, handSize: 6 },
      { type: "mulliganTaken", player: 0, handSize: 5 },
    ]);
    expect(g.events.filter((e) => e.type === "shuffled" && e.player === 0)).toHaveLength(3);
  });

  it("101.4 (seed 004): the starting player takes all their mulligans before the next player in turn order decides", () => {
    const g = new Game(config(22, 3, { startingPlayer: 2, options: { mulligan: "paris" } }));
    g.mulligan(2).mulligan(2).keep(2);
    g.mulligan(0).keep(0);
    g.keep(1);
    expect(g.prompts).toEqual(["mulligan@2", "mulligan@2", "mulligan@2", "mulligan@0", "mulligan@0", "mulligan@1", "priority@2"]);
    expect(g.state.players.map((p) => p.hand.length)).toEqual([6, 7, 5]);
    expect(g.state.players.map((p) => p.mulligans)).toEqual([1, 0, 2]);
  });

  it("101.4 (seed 004): mulligans go down to a hand of zero cards, after which the player is not asked again", () => {
    const g = new Game(config(23, 2, { startingPlayer: 0, options: { mulligan: "paris" } }));
    for (let n = 1; n <= 7; n++) g.mulligan(0);
    expect(g.hand(0)).toHaveLength(0);
    // Ana is done; Ben is asked next.
    g.keep(1);
    g.expectPrompt("priority", 0);
    expect(g.prompts.filter((p) => p === "mulligan@0")).toHaveLength(7);
    expect(g.library(0)).toHaveLength(60);
  });
});

// ---- 103.6 opening-hand actions ---------------------------------------------------------------------------

describe("103.6 actions from the opening hand", () => {
  it("103.6, 103.6a: after the mulligans, the starting player and then each other player may begin the game with Leyline of the Void on the battlefield, one at a time", () => {
    const leylines: DeckList = [{ name: "Leyline of the Void", count: 10 }];
    const g = new Game({
      seed: 7,
      startingPlayer: 1,
      players: [
        { name: "Ana", deck: leylines },
        { name: "Ben", deck: leylines },
      ],
    });
    g.keep(1).keep(0);
    // Ben starts: he puts two onto the battlefield, then stops; then Ana declines.
    for (let i = 0; i < 2; i++) {
      const p = g.expectPrompt("chooseObject", 1);
      expect(p).toMatchObject({ optional: true, options: g.hand(1).map((c) => c.id) });
      expect(p.text).toContain("103.6a");
      g.answer({ kind: "choose", object: p.options[0]! });
    }
    g.expectPrompt("chooseObject", 1);
    g.answer({ kind: "decline" });
    g.expectPrompt("chooseObject", 0);
    g.answer({ kind: "decline" });
    expect(g.state.turn).toEqual({ number: 1, active: 1, step: "upkeep" });
    expect(g.state.battlefield.map((p) => [p.card, p.owner])).toEqual([
      ["Leyline of the Void", 1],
      ["Leyline of the Void", 1],
    ]);
    expect(g.hand(1)).toHaveLength(5);
    expect(g.hand(0)).toHaveLength(7);
  });
});

// ---- 103.8 and the first turn ---------------------------------------------------------------------------

describe("103.8 the first turn", () => {
  it("117.3a: after the mulligans, the starting player receives the first priority of the game in the upkeep of turn 1", () => {
    const g = new Game(config(31, 2, { startingPlayer: 1 }));
    g.keep(1).keep(0);
    expect(g.state.turn).toEqual({ number: 1, active: 1, step: "upkeep" });
    expect(g.state.prompt).toMatchObject({ kind: "priority", player: 1 });
    expect(g.state.priority).toEqual({ player: 1, passed: [] });
    expect(g.events.filter((e) => e.type === "turnBegan")).toEqual([{ type: "turnBegan", turn: 1, player: 1 }]);
    expect(g.events.filter((e) => e.type === "stepBegan").map((e) => (e as { step: string }).step)).toEqual(["untap", "upkeep"]);
  });

  it("103.8a: in a two-player game the starting player skips the draw step of their first turn; the other player draws on turn 2", () => {
    const g = new Game(config(32, 2, { startingPlayer: 0 }));
    g.keep(0).keep(1);
    const drawsBefore = g.events.filter((e) => e.type === "drew").length;
    g.passUntil("precombatMain", 1);
    expect(g.hand(0)).toHaveLength(7);
    expect(g.library(0)).toHaveLength(53);
    expect(g.events.filter((e) => e.type === "drew")).toHaveLength(drawsBefore);
    expect(g.events.some((e) => e.type === "stepBegan" && e.step === "draw")).toBe(false);

    g.passUntil("precombatMain", 2);
    expect(g.state.turn.active).toBe(1);
    expect(g.state.players[1]!.hand).toHaveLength(8);
    expect(g.state.players[1]!.library).toHaveLength(52);
    expect(g.events.filter((e) => e.type === "drew").slice(drawsBefore)).toMatchObject([{ type: "drew", player: 1 }]);
  });

  it("103.8c: in a multiplayer game the starting player draws on their first turn", () => {
    const g = new Game(config(33, 3, { startingPlayer: 0 }));
    g.keep(0).keep(1).keep(2);
    g.passUntil("draw", 1);
    g.passUntil("precombatMain", 1);
    expect(g.hand(0)).toHaveLength(8);
    expect(g.library(0)).toHaveLength(52);
    // Ana discards down to seven in her cleanup step (514.1); Ben then draws on his first turn too.
    g.passUntil("precombatMain", 2);
    expect(g.state.turn.active).toBe(1);
    expect(g.state.players[1]!.hand).toHaveLength(8);
  });
});
