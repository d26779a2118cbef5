// The table's refusals in the page's language (web/src/errors): every code has a sentence in English and French, every
// refusal the table writes (read from server/rooms' source) has one of its own, the rule number is kept, and a
// decklist's problems follow the sentence as the server wrote them. An English page shows the server's own words.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../shared/errors.ts";
import { describePhrase, describeRefusal, refusalKey, refusalLines } from "../../web/src/errors/describe-error.ts";
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
    expect(refusalLines(deck, t, false)).toEqual(["Ce deck est refusé (100.2a).", "a deck has at least 60 cards"]);
    expect(refusalLines(deck, t, true)).toEqual(["a deck has at least 60 cards", "a deck has at least 60 cards"]);
    // A code this page doesn't know (a newer server): the server's words.
    expect(describeRefusal({ code: "SOMETHING_NEW", message: "something new" }, t, false)).toBe("something new");
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
