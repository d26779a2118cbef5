// The importer on real lists in each format (fixtures/): MTGO's text and .dek exports, Moxfield's and Archidekt's
// text exports, MTG Arena's with Commander and Companion sections, and a real tournament list of cards mostly not
// playable here. It knows every real card: a playable card is taken, a real one that isn't is refused with the
// reason, an unknown name gets the nearest real names.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { supportOf, TWO_FACES_REASON, unsupportedReason } from "../../server/card-pool/support.ts";
import { chooseDeck } from "../../server/decks/deck-choice.ts";
import { describeProblems } from "../../server/decks/decklist.ts";
import type { DeckList } from "../../server/engine/setup/setup.ts";
import { engine } from "../../server/game.ts";
import { imported, problems, total } from "../support/decklists.ts";

function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
}

const RED_BURN_SIDEBOARD = [
  { name: "Blood Moon", count: 2 },
  { name: "Threaten", count: 3 },
  { name: "Act of Treason", count: 2 },
  { name: "Fling", count: 4 },
  { name: "Furnace of Rath", count: 2 },
];

describe("MTGO", () => {
  it("a text export: the deck, a blank line, the sideboard — never merged into the deck", () => {
    const deck = imported(fixture("mtgo-red-burn.txt"));
    expect(total(deck.main)).toBe(60);
    expect(deck.main[0]).toEqual({ name: "Mountain", count: 22 });
    expect(deck.sideboard).toEqual([...RED_BURN_SIDEBOARD, { name: "Thrill of Possibility", count: 2 }]);
    expect(engine.validateDeck(deck.main, "constructed")).toBeNull();
  });

  it('a .dek file (XML): quantities, Sideboard="true", split cards as "Fire/Ice"', () => {
    const deck = imported(fixture("mtgo-red-burn.dek"));
    expect(deck.main).toEqual(imported(fixture("mtgo-red-burn.txt")).main);
    expect(deck.sideboard).toEqual([...RED_BURN_SIDEBOARD, { name: "Fire // Ice", count: 2 }]);
  });

  it("a .dek file's problems name the line of their element; XML entities are decoded", () => {
    const xml = [
      '<?xml version="1.0" encoding="utf-8"?>',
      "<Deck>",
      '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Liar&apos;s Pendulum" Annotation="0" />',
      '  <Cards CatID="2" Quantity="four" Sideboard="false" Name="Shock" />',
      '  <Cards CatID="3" Quantity="2" Sideboard="false" Name="Lightning Blot" />',
      "</Deck>",
    ].join("\n");
    expect(describeProblems(problems(xml))).toEqual([
      'line 4: can\'t read <Cards CatID="2" Quantity="four" Sideboard="false" Name="Shock" />: expected Quantity="4" and Name="Lightning Bolt"',
      'line 5: unknown card "Lightning Blot": did you mean "Lightning Blow" or "Lightning Bolt"?',
    ]);
    expect(imported('<Deck>\n<Cards Quantity="4" Sideboard="false" Name="Liar&apos;s Pendulum"/>\n</Deck>').main).toEqual([
      { name: "Liar's Pendulum", count: 4 },
    ]);
  });

  it("a text list of two groups whose second has more than 15 cards is one deck (MTGO's sideboards hold 15)", () => {
    expect(imported("4 Lightning Bolt\n\n20 Mountain")).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
      ],
      sideboard: [],
    });
  });
});

describe("Moxfield", () => {
  it("a text export: set codes and collector numbers, *F* and *E* markers, split cards, a SIDEBOARD: header", () => {
    const deck = imported(fixture("moxfield-blue-red-spells.txt"));
    expect(total(deck.main)).toBe(60);
    expect(deck.main).toContainEqual({ name: "Fire // Ice", count: 4 });
    expect(deck.main).toContainEqual({ name: "Delver of Secrets // Insectile Aberration", count: 4 });
    expect(deck.main).toContainEqual({ name: "Counterspell", count: 3 });
    expect(total(deck.sideboard)).toBe(12);
    expect(deck.sideboard.map((e) => e.name)).toEqual(["Blood Moon", "Memory Lapse", "Capsize", "Pyrotechnics", "Control Magic"]);
    expect(engine.validateDeck(deck.main, "constructed")).toBeNull();
  });
});

describe("Archidekt", () => {
  it("a text export with [Category] tags: Sideboard goes to the sideboard, a Maybeboard or {noDeck} category is left out", () => {
    const deck = imported(fixture("archidekt-green-white-tokens.txt"));
    expect(total(deck.main)).toBe(60);
    expect(deck.main).toContainEqual({ name: "Llanowar Elves", count: 4 });
    expect(deck.main).toContainEqual({ name: "Glorious Anthem", count: 3 });
    expect(deck.sideboard).toEqual([
      { name: "Pacifism", count: 2 },
      { name: "Fog", count: 3 },
    ]);
    const names = [...deck.main, ...deck.sideboard].map((e) => e.name);
    expect(names).not.toContain("Doubling Season");
    expect(names).not.toContain("Hardened Scales");
  });

  it("a Commander category is the commander", () => {
    expect(imported("1x Isamaru, Hound of Konda (chk) 19 [Commander{top}]\n20x Plains (m21) 260 [Land]").commander).toEqual([
      { name: "Isamaru, Hound of Konda", count: 1 },
    ]);
  });
});

describe("MTG Arena, with Commander and Companion sections", () => {
  it("reads each section as such; an unsupported companion and a misspelt name are refused, each on its line", () => {
    const found = problems(fixture("arena-commander-companion.txt"));
    expect(found.map((p) => p.line)).toEqual([5, 15]);
    expect(found[0]).toMatchObject({ card: "Lurrus of the Dream-Den", reason: unsupportedReason("Lurrus of the Dream-Den") });
    expect(found[0]!.message).toMatch(/^"Lurrus of the Dream-Den" isn't playable here yet: /);
    expect(found[1]).toMatchObject({
      message: 'unknown card "Dragon\'s Rage Chaneler": did you mean "Dragon\'s Rage Channeler"?',
      suggestions: ["Dragon's Rage Channeler"],
    });
  });

  it("903: a deck with a commander is refused at a table, which plays no Commander games; a companion stays outside the game", () => {
    const list = fixture("arena-commander-companion.txt")
      .replace("Lurrus of the Dream-Den (IKO) 226", "Wind Drake (M10) 2")
      .replace("2 Dragon's Rage Chaneler (MH2) 121\n", "");
    expect(imported(list)).toMatchObject({ commander: [{ name: "Isamaru, Hound of Konda", count: 1 }], companion: [{ name: "Wind Drake", count: 1 }] });
    expect(chooseDeck({ list }, engine.cards, "casual")).toMatchObject({
      code: "INVALID_DECK",
      rule: "903",
      message: expect.stringContaining("Isamaru, Hound of Konda"),
    });
    const withoutCommander = list.replace(/^Commander\n.*\n/, "");
    const chosen = chooseDeck({ list: withoutCommander }, engine.cards, "casual");
    expect(chosen).toMatchObject({ label: "a decklist" });
    expect((chosen as { deck: DeckList }).deck.map((e) => e.name)).not.toContain("Wind Drake");
  });
});

describe("every real card's name", () => {
  it("a real tournament list: every line is read; each card not playable here is refused by name with its reason, the others are taken", () => {
    const text = fixture("modern-burn-real.txt");
    const found = problems(text);
    const lines = text.split("\n");
    const expected = lines.flatMap((l, i) => {
      const name = /^\d+ (.+)$/.exec(l)?.[1];
      const support = name === undefined ? null : supportOf(name, engine.cards);
      return support && !support.supported ? [{ line: i + 1, card: support.name, reason: support.reason }] : [];
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((p) => ({ line: p.line, card: p.card, reason: p.reason }))).toEqual(expected);
    for (const p of found) expect(p.message).toBe(`"${p.card}" isn't playable here yet: ${p.reason}`);
    // Lightning Bolt, Lava Spike and Mountain are playable: no problem names them.
    for (const name of ["Lightning Bolt", "Lava Spike", "Mountain"]) expect(found.map((p) => p.card)).not.toContain(name);
  });

  it("a card with two faces that isn't in the pool is refused with that reason; one that is, by its front face or both", () => {
    expect(describeProblems(problems("1 Jace, Vryn's Prodigy\n20 Island"))).toEqual([
      `line 1: "Jace, Vryn's Prodigy // Jace, Telepath Unbound" isn't playable here yet: ${TWO_FACES_REASON}`,
    ]);
    expect(imported("1 Delver of Secrets\n1 Delver of Secrets // Insectile Aberration").main).toEqual([
      { name: "Delver of Secrets // Insectile Aberration", count: 2 },
    ]);
  });

  it("split cards: 'Fire // Ice', 'Fire/Ice', 'Fire / Ice' and 'Fire//Ice' are one card; a half alone or a back face is refused", () => {
    expect(imported("1 Fire // Ice\n1 Fire/Ice\n1 fire / ice\n1 Fire//Ice").main).toEqual([{ name: "Fire // Ice", count: 4 }]);
    expect(describeProblems(problems("1 Ice\n1 Insectile Aberration"))).toEqual([
      'line 1: "Ice" is one face of "Fire // Ice": a deck names the card as "Fire // Ice"',
      'line 2: "Insectile Aberration" is one face of "Delver of Secrets // Insectile Aberration": a deck names the card as "Delver of Secrets // Insectile Aberration"',
    ]);
  });

  it("accents and ligatures may be typed plainly: 'Aether', 'Lim-Dul'", () => {
    const found = problems("1 Lim-Dul's Vault\n1 AEther Vial");
    expect(found.map((p) => p.card)).toEqual(["Lim-Dûl's Vault", "Aether Vial"]);
  });

  it("a name no card has gets up to three nearest real names, or none when nothing is near", () => {
    expect(problems("4 Serra Angle")[0]).toMatchObject({ suggestions: ["Serra Angel"] });
    expect(problems("4 Qwxzv Plorb")[0]).toEqual({ line: 1, text: "4 Qwxzv Plorb", message: 'unknown card "Qwxzv Plorb"' });
  });

  it("type headers ('Creatures (20)', '// Lands') change nothing; a 'Sideboard (15)' header starts the sideboard", () => {
    expect(imported("Creatures (4)\n4 Goblin Piker\n// Lands\n20 Mountain\nSideboard (2)\n2 Shock")).toEqual({
      main: [
        { name: "Goblin Piker", count: 4 },
        { name: "Mountain", count: 20 },
      ],
      sideboard: [{ name: "Shock", count: 2 }],
    });
  });
});
