// The four starter decks: plain decklist files read with the importer, legal constructed decks of cards the
// server knows, playable against each other from start to finish.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importDecklist } from "../../server/decks/decklist.ts";
import { STARTER_DECK_NAMES, STARTER_DECK_TITLES, starterDeck, type StarterDeckName } from "../../server/decks/starter-decks.ts";
import type { DeckList } from "../../server/engine/setup/setup.ts";
import { engine } from "../../server/game.ts";
import { checkInvariants } from "../../server/sim/invariants.ts";
import { playRandomGame } from "../../server/sim/play.ts";

function fileText(name: StarterDeckName): string {
  return readFileSync(new URL(`../../server/decks/starter/${name}.txt`, import.meta.url), "utf8");
}

function total(list: DeckList): number {
  return list.reduce((n, e) => n + e.count, 0);
}

/** The starter deck a configured deck list is, or null. */
function whichStarter(deck: DeckList): StarterDeckName | null {
  const key = JSON.stringify(deck);
  return STARTER_DECK_NAMES.find((n) => JSON.stringify(starterDeck(n, engine.cards).main) === key) ?? null;
}

it("there are four starter decks, each with a title", () => {
  expect([...STARTER_DECK_NAMES].sort()).toEqual(["black-removal", "green-creatures", "red-burn-goblins", "white-blue-fliers"]);
  for (const name of STARTER_DECK_NAMES) expect(STARTER_DECK_TITLES[name]).toMatch(/\S/);
});

describe.each(STARTER_DECK_NAMES)("%s", (name) => {
  it("its decklist file imports cleanly, and starterDeck() returns that import", () => {
    const r = importDecklist(fileText(name), engine.cards);
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

  it("111.1: every card, main deck and sideboard, is a card of the registry (no tokens)", () => {
    const { main, sideboard } = starterDeck(name, engine.cards);
    for (const e of [...main, ...sideboard]) {
      expect(engine.cards.has(e.name), e.name).toBe(true);
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
