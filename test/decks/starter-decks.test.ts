// The preconstructed (starter) decks: decklists in one data file read with the importer, legal constructed decks
// of cards playable here, in every colour and several pairs, playable against each other from start to finish.

import { describe, expect, it } from "vitest";
import { supportOf } from "../../server/card-pool/support.ts";
import { importDecklist } from "../../server/decks/decklist.ts";
import { STARTER_DECK_NAMES, starterDeckTitle, starterDeck, starterDeckText, type StarterDeckName } from "../../server/decks/starter-decks.ts";
import type { DeckList } from "../../server/engine/setup/setup.ts";
import { engine } from "../../server/game.ts";
import { checkInvariants } from "../../server/sim/invariants.ts";
import { playRandomGame } from "../../server/sim/play.ts";

/** A deck's colours: those of its cards' mana costs and colour indicators, in WUBRG order. */
function colorsOf(name: StarterDeckName): string {
  const colors = new Set(starterDeck(name, engine.cards).main.flatMap((e) => engine.cards.get(e.name)!.colors));
  return ["W", "U", "B", "R", "G"].filter((c) => colors.has(c as never)).join("");
}

function total(list: DeckList): number {
  return list.reduce((n, e) => n + e.count, 0);
}

/** The starter deck a configured deck list is, or null. */
function whichStarter(deck: DeckList): StarterDeckName | null {
  const key = JSON.stringify(deck);
  return STARTER_DECK_NAMES.find((n) => JSON.stringify(starterDeck(n, engine.cards).main) === key) ?? null;
}

it("there are at least ten decks, each with its own id and a title, the first four being the original starter decks", () => {
  expect(STARTER_DECK_NAMES.length).toBeGreaterThanOrEqual(10);
  expect(new Set(STARTER_DECK_NAMES).size).toBe(STARTER_DECK_NAMES.length);
  expect(STARTER_DECK_NAMES.slice(0, 4)).toEqual(["red-burn-goblins", "green-creatures", "white-blue-fliers", "black-removal"]);
  for (const name of STARTER_DECK_NAMES) expect(starterDeckTitle(name)).toMatch(/\S/);
});

it("there is a deck of each colour alone and of at least five colour pairs", () => {
  const colors = STARTER_DECK_NAMES.map(colorsOf);
  for (const c of ["W", "U", "B", "R", "G"]) expect(colors, c).toContain(c);
  expect(new Set(colors.filter((c) => c.length === 2)).size).toBeGreaterThanOrEqual(5);
  expect(colors.every((c) => c.length >= 1 && c.length <= 2)).toBe(true);
});

describe.each(STARTER_DECK_NAMES)("%s", (name) => {
  it("its decklist file imports cleanly, and starterDeck() returns that import", () => {
    const r = importDecklist(starterDeckText(name), engine.cards);
    expect(r.ok ? [] : r.problems).toEqual([]);
    if (!r.ok) return;
    expect(starterDeck(name, engine.cards)).toEqual(r.deck);
  });

  it("100.2a: it has exactly 60 main-deck cards", () => {
    expect(total(starterDeck(name, engine.cards).main)).toBe(60);
  });

  it("100.2a: it is a legal constructed deck — no more than 4 copies of any card but basic lands", () => {
    const { main } = starterDeck(name, engine.cards);
    expect(engine.validateDeck(main, "constructed")).toBeNull();
    for (const e of main) {
      if (engine.cards.get(e.name)!.supertypes.includes("Basic")) continue;
      expect(e.count, e.name).toBeLessThanOrEqual(4);
    }
  });

  it("111.1: every card, main deck and sideboard, is a card playable here (no tokens)", () => {
    const { main, sideboard } = starterDeck(name, engine.cards);
    for (const e of [...main, ...sideboard]) {
      expect(supportOf(e.name, engine.cards), e.name).toEqual({ supported: true, name: e.name });
      expect(engine.cards.get(e.name)!.token, e.name).toBe(false);
    }
  });
});

it("103, 104.1: random games between starter decks are played to the end — every starter deck plays at least once", () => {
  const played = new Set<StarterDeckName>();
  const violations: string[] = [];
  let games = 0;
  for (let seed = 1; seed <= 40 && played.size < STARTER_DECK_NAMES.length; seed++) {
    const game = playRandomGame(engine, {
      seed,
      players: 2,
      decks: "starter",
      afterInput: (_before, _input, after, config) => {
        for (const v of checkInvariants(after, config, engine.cards)) violations.push(`seed ${seed}: ${v}`);
      },
    });
    games++;
    const decks = game.config.players.map((p) => whichStarter(p.deck));
    expect(decks).not.toContain(null);
    for (const d of decks) played.add(d!);
    // Seeded and deterministic: these games end in a win (none reaches the turn cap).
    expect(game.capped).toBe(false);
    expect(game.state.result).not.toBeNull();
    expect(game.state.prompt).toBeNull();
    expect(game.inputs.length).toBeGreaterThan(50);
  }
  expect([...played].sort()).toEqual([...STARTER_DECK_NAMES].sort());
  expect(violations.slice(0, 5)).toEqual([]);
  expect(games).toBeGreaterThanOrEqual(2);
}, 60_000);

it("the decks together include the seeds' cards", () => {
  const names = new Set(STARTER_DECK_NAMES.flatMap((n) => starterDeck(n, engine.cards).main.map((e) => e.name)));
  for (const card of [
    "Lightning Bolt",
    "Fireball",
    "Pyrotechnics",
    "Counterspell",
    "Mana Leak",
    "Battle Screech",
    "Blinding Beam",
    "Misery Charm",
    "Death Bomb",
  ])
    expect(names.has(card), card).toBe(true);
});
