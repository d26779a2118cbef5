// The table's refusals in the page's language (web/src/errors): every code has a sentence in English and French, every
// refusal the table writes (read from server/rooms' source) has one of its own, the rule number is kept, and a
// deck's problems follow the sentence, each in French where its words are known. An English page shows the server's own words.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, isGameError } from "../../shared/errors.ts";
import type { SealedPool } from "../../shared/protocol.ts";
import { cardRegistry } from "../../server/cards/index.ts";
import { chooseDeck } from "../../server/decks/deck-choice.ts";
import { checkSealedDeck } from "../../server/decks/sealed-deck.ts";
import { describePhrase, describeProblem, describeRefusal, problemKey, type Refusal, refusalKey, refusalLines } from "../../web/src/errors/describe-error.ts";
import en from "../../web/src/locales/en/errors.json" with { type: "json" };
import fr from "../../web/src/locales/fr/errors.json" with { type: "json" };
import { localeT } from "../support/locales.ts";
import { expressionAt, literals, sentences } from "../support/source-literals.ts";

const t = (await localeT("errors")).errors.fr;

/** The codes the SDK adds to the server's, read from its source. */
function sdkCodes(): string[] {
  const source = readFileSync(new URL("../../client-sdk/errors.ts", import.meta.url), "utf8");
  const union = source.slice(source.indexOf("export type SdkErrorCode ="), source.indexOf("export type TableErrorCode"));
  return [...union.matchAll(/\| "(\w+)"/g)].map((m) => m[1]!);
}

/** Every refusal the table's source writes: refuse("CODE", …) and the ServerErrors that turn a client away. */
function tableRefusals(): { where: string; sentence: string }[] {
  const found: { where: string; sentence: string }[] = [];
  const src = readFileSync(new URL("../../server/rooms/table-room.ts", import.meta.url), "utf8");
  for (const m of src.matchAll(/\brefuse\("\w+",\s*|new ServerError\(\w+,\s*|^const FLOODING =\s*/gm)) {
    const at = m.index + m[0].length;
    const where = `table-room.ts:${src.slice(0, at).split("\n").length}`;
    for (const literal of literals(expressionAt(src, at)).list) for (const sentence of sentences(literal)) found.push({ where, sentence });
  }
  return found;
}

describe("the table's refusals in the page's language", () => {
  it("has a sentence for every code, the server's and the SDK's, in English and in French", () => {
    const codes = [...ERROR_CODES, ...sdkCodes()];
    expect(codes).toContain("PROTOCOL_MISMATCH");
    expect(Object.keys(en.code).sort()).toEqual([...codes].sort());
    expect(Object.keys(fr.code).sort()).toEqual([...codes].sort());
    expect(Object.keys(fr.known).sort()).toEqual(Object.keys(en.known).sort());
    expect(Object.keys(fr.phrase).sort()).toEqual(Object.keys(en.phrase).sort());
  });

  it("knows every refusal the table writes, and says each in French", () => {
    const found = tableRefusals();
    console.info(`refusals in server/rooms/table-room.ts: ${found.length}`);
    expect(found.length).toBeGreaterThan(25);
    expect(found.filter((f) => refusalKey(f.sentence) === undefined).map((f) => `${f.where}: ${f.sentence}`)).toEqual([]);
    for (const { where, sentence } of found) {
      const french = describeRefusal({ code: "NOT_SEATED", message: sentence }, t, false);
      expect(french, where).not.toBe(sentence);
      expect(french, where).not.toMatch(/\{\{|\}\}|^known\./);
      expect(describeRefusal({ code: "NOT_SEATED", message: sentence }, t, true)).toBe(sentence);
    }
  });

  it("says an unknown message by its code, keeps the rule number, and lists a deck's problems after the sentence", () => {
    expect(describeRefusal({ code: "ILLEGAL_CHOICE", message: "that permanent can't be targeted", rule: "115.1" }, t, false)).toBe(
      "Ce choix n'est pas permis (115.1).",
    );
    expect(describeRefusal({ code: "NO_SEAT", message: "you already sit at seat 2" }, t, false)).toBe("Vous êtes déjà assis à la place 2.");
    const deck = { code: "INVALID_DECK", message: "a deck has at least 60 cards", rule: "100.2a", problems: ["a deck has at least 60 cards"] };
    // A problem this page doesn't know (a newer server): as the server wrote it, after the code's sentence.
    expect(refusalLines(deck, t, false)).toEqual(["Ce deck est refusé (100.2a).", "a deck has at least 60 cards"]);
    expect(refusalLines(deck, t, true)).toEqual(["a deck has at least 60 cards", "a deck has at least 60 cards"]);
    // A code this page doesn't know (a newer server): the server's words.
    expect(describeRefusal({ code: "SOMETHING_NEW", message: "something new" }, t, false)).toBe("something new");
  });

  it("says every problem the deck importer, the deck rules and the sealed rules find in French, the names as typed", () => {
    const refusals: Refusal[] = [
      ...[
        "4 Lightning Bolt\nfoo bar baz",
        "About\nfoo\n\nDeck\n4 Shock",
        "Sideboard\n1 Shock",
        "Maybeboard\n1 Shock",
        "0 Shock\n1000 Shock",
        "4 Shok\n4 Xyzzy Qwerty",
        "4 Fire",
        "4 Black Lotus",
        '<?xml version="1.0"?><Nothing/>',
        '<Deck><Cards Quantity="x" Name="Shock"/></Deck>',
        "4 Shock",
        "5 Shock\n55 Mountain",
      ].map((list) => chooseDeck({ list }, cardRegistry, "constructed")),
      chooseDeck({ starter: "no-such-deck" }, cardRegistry, "constructed"),
      checkSealedDeck(
        [
          { name: "Shock", count: 2 },
          { name: "Giant Growth", count: 1 },
          { name: "Mountain", count: 20 },
        ],
        { set: "M20", setName: "Core Set 2020", boosters: [[{ name: "Shock", sheet: "common", foil: false }]] } as unknown as SealedPool,
      ),
    ].filter(isGameError);
    const problems = refusals.flatMap((r) => r.problems ?? []);
    console.info(`deck problems found: ${problems.length}`);
    expect(problems.length).toBeGreaterThanOrEqual(16);
    for (const r of refusals) {
      const [sentence, ...lines] = refusalLines(r, t, false);
      expect(sentence, r.message).not.toBe(r.message);
      lines.forEach((line, i) => {
        const english = r.problems![i]!;
        expect(problemKey(english.replace(/^line \d+: /, "")), english).toBeDefined();
        expect(line, english).not.toBe(english);
        expect(line, english).not.toMatch(/\{\{|\}\}|^problem\./);
        expect(describeProblem(english, t, true)).toBe(english);
      });
    }
    const said = refusals.flatMap((r) => refusalLines(r, t, false));
    expect(said).toContain("La liste de deck a 2 problèmes.");
    expect(said).toContain('ligne 1 : carte inconnue « Shok » : vouliez-vous dire "Shock" ?');
    expect(said).toContain("au plus 4 exemplaires de Shock sont permis ; ce deck en a 5");
    expect(said).toContain("Giant Growth n'est pas dans votre pool scellé");
    expect(said).toContain("votre pool scellé a 1 Shock, le deck 2");
    expect(said).toContain(
      "ligne 1 : « Black Lotus » n'est pas encore jouable ici : aucun modèle de texte ne lit « {T}, Sacrifice Black Lotus: Add three mana of any one color. »",
    );
  });

  it("says why the table closed or the connection ended as a phrase", () => {
    expect(describePhrase("the server is shutting down", t, false)).toBe("le serveur s'arrête");
    expect(describePhrase("could not reconnect in 5 attempts", t, false)).toBe("impossible de revenir en 5 tentatives");
    expect(describePhrase("your seat was claimed from another connection with its seat token", t, false)).toBe(
      "votre place a été reprise depuis une autre connexion avec son jeton de place",
    );
    expect(describePhrase("the server is shutting down", t, true)).toBe("the server is shutting down");
    expect(describePhrase("who knows", t, false)).toBe("who knows");
  });
});
