// The decklist importer: plain text, MTG Arena exports (with and without section headers) and .dec files.
// Every problem is reported with its line number, all at once; nothing is silently dropped.

import { describe, expect, it } from "vitest";
import { describeProblems, importDecklist, MAX_COPIES_PER_LINE } from "../../server/decks/decklist.ts";
import { engine } from "../../server/game.ts";
import { imported, problems, total } from "../support/decklists.ts";

describe("plain text", () => {
  it("reads 'count name' lines, in the order written", () => {
    expect(imported("4 Lightning Bolt\n20 Mountain\n2 Fireball")).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
        { name: "Fireball", count: 2 },
      ],
      sideboard: [],
    });
  });

  it("accepts '4x Name', '4 x Name' and '4X Name'", () => {
    expect(imported("4x Lightning Bolt\n3 x Shock\n2X Fireball").main).toEqual([
      { name: "Lightning Bolt", count: 4 },
      { name: "Shock", count: 3 },
      { name: "Fireball", count: 2 },
    ]);
  });

  it("ignores // and # comments, blank lines, surrounding spaces, a byte-order mark and Windows line endings", () => {
    const text = "\uFEFF// Red burn\r\n# by Ana\r\n\r\n  4 Lightning Bolt  \r\n\r\n\r\n20 Mountain\r\n// the end\r\n";
    expect(imported(text)).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
      ],
      sideboard: [],
    });
  });

  it("matches names without regard to case, spacing, or the kind of apostrophe (Liar’s Pendulum, Man-o‘-War)", () => {
    expect(imported("1 liar’s pendulum\n2 LIGHTNING   BOLT\n1 Man-o‘-War\n1 Liar's Pendulum").main).toEqual([
      { name: "Liar's Pendulum", count: 2 },
      { name: "Lightning Bolt", count: 2 },
      { name: "Man-o'-War", count: 1 },
    ]);
  });

  it("names a split card by both halves, and a double-faced card or adventurer by both faces or its front face's name", () => {
    expect(imported("2 Fire // Ice\n1 Delver of Secrets\n1 delver of secrets // insectile aberration\n1 Bonecrusher Giant").main).toEqual([
      { name: "Fire // Ice", count: 2 },
      { name: "Delver of Secrets // Insectile Aberration", count: 2 },
      { name: "Bonecrusher Giant // Stomp", count: 1 },
    ]);
    expect(problems("1 Ice")).toMatchObject([{ line: 1 }]);
  });

  it("adds up duplicate lines", () => {
    expect(imported("2 Lightning Bolt\n10 Mountain\n2 Lightning Bolt\n1x lightning bolt\n10 Mountain").main).toEqual([
      { name: "Lightning Bolt", count: 5 },
      { name: "Mountain", count: 20 },
    ]);
  });

  it("a 'Sideboard' section, with or without a colon, and 'SB:' lines go to the sideboard", () => {
    expect(imported("4 Lightning Bolt\n20 Mountain\n\nSideboard\n2 Counterspell\n1 Aura Blast")).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
      ],
      sideboard: [
        { name: "Counterspell", count: 2 },
        { name: "Aura Blast", count: 1 },
      ],
    });
    expect(imported("4 Lightning Bolt\nSideboard:\n2 Counterspell").sideboard).toEqual([{ name: "Counterspell", count: 2 }]);
    expect(imported("4 Lightning Bolt\nSB: 2 Counterspell\n20 Mountain\nsb:1 Aura Blast")).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
      ],
      sideboard: [
        { name: "Counterspell", count: 2 },
        { name: "Aura Blast", count: 1 },
      ],
    });
  });

  it("a 'Deck' or 'Main' header goes back to the main deck", () => {
    expect(imported("Sideboard\n2 Counterspell\nDeck\n4 Lightning Bolt\nside\n1 Shock\nMain:\n1 Fireball")).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Fireball", count: 1 },
      ],
      sideboard: [
        { name: "Counterspell", count: 2 },
        { name: "Shock", count: 1 },
      ],
    });
  });
});

describe(".dec files", () => {
  it("reads '4 [M10] Name' and 'SB: 2 [7ED] Name' lines", () => {
    const text =
      "// Deck file created with Apprentice\n// NAME : Burn\n4 [M10] Lightning Bolt\n20 [M10] Mountain\nSB: 2 [7ED] Counterspell\nSB:  1 [] Aura Blast";
    expect(imported(text)).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
      ],
      sideboard: [
        { name: "Counterspell", count: 2 },
        { name: "Aura Blast", count: 1 },
      ],
    });
  });
});

describe("MTG Arena exports", () => {
  it("reads '4 Name (SET) 146' lines under 'Deck' and 'Sideboard' headers", () => {
    const text = "Deck\n4 Lightning Bolt (M10) 146\n20 Mountain (M10) 242\n2 Liar's Pendulum (CHK) 258\n\nSideboard\n2 Counterspell (7ED) 67\n";
    expect(imported(text)).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
        { name: "Liar's Pendulum", count: 2 },
      ],
      sideboard: [{ name: "Counterspell", count: 2 }],
    });
  });

  it("the older export without headers: the blank line after the deck starts the sideboard", () => {
    const text = "4 Lightning Bolt (M10) 146\n20 Mountain (M10) 242\n\n2 Counterspell (7ED) 67\n1 Aura Blast (MIR) 4\n";
    expect(imported(text)).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
      ],
      sideboard: [
        { name: "Counterspell", count: 2 },
        { name: "Aura Blast", count: 1 },
      ],
    });
  });

  it("the older export: blank lines before the deck don't start the sideboard", () => {
    expect(imported("\n\n4 Lightning Bolt (M10) 146\n\n2 Counterspell (7ED) 67")).toEqual({
      main: [{ name: "Lightning Bolt", count: 4 }],
      sideboard: [{ name: "Counterspell", count: 2 }],
    });
  });

  it("in a plain list (no Arena set codes) of three groups or more, blank lines don't start a sideboard", () => {
    expect(imported("4 Lightning Bolt\n\n20 Mountain\n\n2 Counterspell")).toEqual({
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
        { name: "Counterspell", count: 2 },
      ],
      sideboard: [],
    });
  });

  it("the 'About' section of a current export gives the deck's name and adds no cards", () => {
    const text = "About\nName Red Burn\n\nDeck\n4 Lightning Bolt (M10) 146\n20 Mountain (M10) 242\n\nSideboard\n2 Shock (M19) 156\n";
    expect(imported(text)).toEqual({
      name: "Red Burn",
      main: [
        { name: "Lightning Bolt", count: 4 },
        { name: "Mountain", count: 20 },
      ],
      sideboard: [{ name: "Shock", count: 2 }],
    });
  });

  it("anything but 'Name …' in the 'About' section is reported, not read as cards", () => {
    expect(describeProblems(problems("About\nName Burn\n4 Lightning Bolt (M10) 146\n\nDeck\n20 Mountain (M10) 242"))).toEqual([
      'line 3: can\'t read "4 Lightning Bolt (M10) 146" in the About section: expected "Name <deck name>"',
    ]);
  });

  it("'Commander' and 'Companion' sections are read as such: neither is merged into the deck or the sideboard", () => {
    expect(imported("Commander\n1 Serra Angel (M10) 1\n\nCompanion\n1 Wind Drake (M10) 2\n\nDeck\n4 Lightning Bolt (M10) 146\n\nSideboard\n1 Shock")).toEqual({
      commander: [{ name: "Serra Angel", count: 1 }],
      companion: [{ name: "Wind Drake", count: 1 }],
      main: [{ name: "Lightning Bolt", count: 4 }],
      sideboard: [{ name: "Shock", count: 1 }],
    });
  });
});

describe("errors", () => {
  it("every unknown name and malformed line is reported at once, each with its line number and text", () => {
    const text = ["4 Lightning Blot", "20 Mountain", "Lightning Bolt", "", "four Shock", "2 Counterspel", "4"].join("\n");
    const found = problems(text);
    expect(found.map((p) => [p.line, p.text])).toEqual([
      [1, "4 Lightning Blot"],
      [3, "Lightning Bolt"],
      [5, "four Shock"],
      [6, "2 Counterspel"],
      [7, "4"],
    ]);
    expect(describeProblems(found)).toEqual([
      'line 1: unknown card "Lightning Blot": did you mean "Lightning Blow" or "Lightning Bolt"?',
      'line 3: can\'t read "Lightning Bolt": expected a count and a card name, like "4 Lightning Bolt"',
      'line 5: can\'t read "four Shock": expected a count and a card name, like "4 Lightning Bolt"',
      'line 6: unknown card "Counterspel": did you mean "Counterspell"?',
      'line 7: can\'t read "4": expected a count and a card name, like "4 Lightning Bolt"',
    ]);
  });

  it("a count of 0 is refused", () => {
    expect(describeProblems(problems("0 Lightning Bolt\n20 Mountain"))).toEqual(["line 1: the count must be at least 1"]);
  });

  it("a count too large for any deck is refused rather than building a huge library", () => {
    expect(describeProblems(problems("4 Lightning Bolt\n1000000000 Mountain"))).toEqual([`line 2: the count must be at most ${MAX_COPIES_PER_LINE}`]);
    expect(imported(`${MAX_COPIES_PER_LINE} Mountain`).main).toEqual([{ name: "Mountain", count: MAX_COPIES_PER_LINE }]);
  });

  it("a list with only a sideboard is reported: there is no deck to play", () => {
    expect(describeProblems(problems("Sideboard\n2 Counterspell\nSB: 1 Shock"))).toEqual(["the decklist has a sideboard but no main deck"]);
  });

  it("111.1: tokens aren't cards — 'Bird Token' is an unknown card", () => {
    expect(engine.cards.get("Bird Token")?.token).toBe(true);
    expect(describeProblems(problems("20 Plains\n2 Bird Token\nSB: 1 Soldier Token"))).toEqual([
      'line 2: unknown card "Bird Token": did you mean "Bird Maiden"?',
      'line 3: unknown card "Soldier Token"',
    ]);
  });

  it("an empty list, or one with only comments and headers, is reported", () => {
    for (const text of ["", "\n\n", "// nothing yet\n# really nothing\n", "Deck\n\nSideboard\n"]) {
      const found = problems(text);
      expect(found).toEqual([{ line: 0, text: "", message: "the decklist has no cards" }]);
      expect(describeProblems(found)).toEqual(["the decklist has no cards"]);
    }
  });

  it("a problem anywhere refuses the whole list: no partial deck is returned", () => {
    const r = importDecklist("4 Lightning Bolt\n20 Mountain\n1 Black Lotus", engine.cards);
    expect(r.ok).toBe(false);
    expect(r).not.toHaveProperty("deck");
  });
});

describe("nothing is silently dropped", () => {
  it("every valid card line is counted, in the main deck or the sideboard", () => {
    const lines = [
      "// a mixed list",
      "4 Lightning Bolt",
      "4x Shock",
      "4 [M10] Mogg Fanatic",
      "4 Raging Goblin (M10) 150",
      "22 mountain",
      "SB: 2 Pyrotechnics",
      "",
      "Sideboard",
      "2 Fireball",
      "2 Glacial Ray",
    ];
    const deck = imported(lines.join("\n"));
    const expected = lines.flatMap((l) => (/^(SB: )?\d+/.exec(l) ? [Number(/\d+/.exec(l)![0])] : [])).reduce((a, b) => a + b, 0);
    expect(total(deck.main) + total(deck.sideboard)).toBe(expected);
    expect(total(deck.main)).toBe(38);
    expect(total(deck.sideboard)).toBe(6);
  });

  it("the imported list is a deck the engine accepts (100.2a)", () => {
    const deck = imported(
      "4 Lightning Bolt\n4 Shock\n4 Mogg Fanatic\n4 Raging Goblin\n22 Mountain\n4 Goblin Piker\n4 Boggart Brute\n4 Hill Giant\n4 Burst Lightning\n4 Lava Spike",
    );
    expect(total(deck.main)).toBe(58);
    expect(engine.validateDeck(deck.main, "constructed")).toMatchObject({ code: "INVALID_DECK", rule: "100.2a" });
    const full = imported(
      "4 Lightning Bolt\n4 Shock\n4 Mogg Fanatic\n4 Raging Goblin\n24 Mountain\n4 Goblin Piker\n4 Boggart Brute\n4 Hill Giant\n4 Burst Lightning\n4 Lava Spike",
    );
    expect(engine.validateDeck(full.main, "constructed")).toBeNull();
  });
});
