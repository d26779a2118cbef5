// Words the server sends in English that the page says in French: keyword abilities (web/src/cards/keywords.ts, for
// the board and the log) and the starter decks' titles (namespace `starter-decks`, by deck id).

import { describe, expect, it } from "vitest";
import { cardRegistry } from "../../server/cards/index.ts";
import { keywordText } from "../../server/card-language/keyword-abilities.ts";
import { STARTER_DECK_NAMES, starterDeckTitle } from "../../server/decks/starter-decks.ts";
import type { LogEntry } from "../../shared/protocol.ts";
import { keywordList, keywordText as localKeyword } from "../../web/src/cards/keywords.ts";
import { describeEntry, englishNames } from "../../web/src/log/describe.ts";
import enDecks from "../../web/src/locales/en/starter-decks.json" with { type: "json" };
import frDecks from "../../web/src/locales/fr/starter-decks.json" with { type: "json" };
import enKeywords from "../../web/src/locales/en/keywords.json" with { type: "json" };
import frKeywords from "../../web/src/locales/fr/keywords.json" with { type: "json" };
import { localeT } from "../support/locales.ts";

const { keywords: kw, log } = await localeT("keywords", "log");

/** Every keyword ability a card of the pool prints, as the server writes it. */
function poolKeywords(): string[] {
  const all = new Set<string>();
  for (const def of cardRegistry.values()) for (const d of [def, ...(def.faces?.list ?? [])]) for (const k of d.keywords) all.add(keywordText(k));
  return [...all].sort();
}

describe("keyword abilities in the page's language", () => {
  it("says in French every keyword a card of the pool prints, and each as the server does in English", () => {
    const keywords = poolKeywords();
    const untranslated = keywords.filter((k) => localKeyword(kw.fr, k) === k && k !== "Flash" && k !== "Vigilance" && k !== "Menace" && k !== "Indestructible");
    console.info(`keywords in the pool: ${keywords.length}; kept in English in French: ${untranslated.join(", ") || "none"}`);
    for (const k of keywords) expect(localKeyword(kw.en, k)).toBe(k);
    // Protection from a subtype ('Protection from Dragons') stays English; the rest is French.
    for (const k of untranslated) expect(k).toMatch(/^(Protection|Hexproof) from [A-Z]/);
    expect(keywords.length).toBeGreaterThan(20);
  });

  it("translates the fixed words and the ones with a quality, a number or a cost", () => {
    expect(localKeyword(kw.fr, "Haste")).toBe("Célérité");
    expect(localKeyword(kw.fr, "First strike")).toBe("Initiative");
    expect(localKeyword(kw.fr, "Protection from red")).toBe("Protection contre le rouge");
    expect(localKeyword(kw.fr, "Protection from artifacts")).toBe("Protection contre les artefacts");
    expect(localKeyword(kw.fr, "Hexproof from black")).toBe("Défense talismanique contre le noir");
    expect(localKeyword(kw.fr, "Renown 1")).toBe("Réputation 1");
    expect(localKeyword(kw.fr, "Ward {2}")).toBe("Parade {2}");
    expect(localKeyword(kw.fr, "Morph {3}{B}")).toBe("Mue {3}{B}");
    // A word or a quality this page doesn't know stays as the server wrote it.
    expect(localKeyword(kw.fr, "Protection from Goblins")).toBe("Protection from Goblins");
    expect(localKeyword(kw.fr, "Cascade")).toBe("Cascade");
    expect(keywordList(kw.fr, "Flying, Haste, Protection from white")).toBe("Vol, Célérité, Protection contre le blanc");
    expect(keywordList(kw.en, "Flying, Haste, Protection from white")).toBe("Flying, Haste, Protection from white");
  });

  it("has the same words in English and French", () => {
    for (const group of ["word", "quality", "with"] as const)
      expect(Object.keys(frKeywords[group]).sort(), group).toEqual(Object.keys(enKeywords[group]).sort());
  });

  it("the log says granted keywords with the same words", () => {
    const entry: LogEntry = {
      seq: 1,
      kind: "event",
      event: { type: "keywordsGained", object: 3, name: "Grizzly Bears", keywords: ["Flying", "Protection from red"] },
      text: "Grizzly Bears gains flying, protection from red until end of turn.",
    };
    const ctx = { players: ["Ana", "Ben"], cardName: englishNames };
    const keyword = (k: string) => localKeyword(kw.fr, k);
    expect(describeEntry(entry, { ...ctx, keyword }, log.fr)).toBe("Grizzly Bears acquiert vol, protection contre le rouge jusqu'à la fin du tour.");
    expect(describeEntry(entry, { ...ctx, keyword: (k) => localKeyword(kw.en, k) }, log.en)).toBe(entry.text);
  });
});

describe("the starter decks' titles", () => {
  it("has a French title for every starter deck, and the server's title in English", () => {
    const en: Record<string, string> = enDecks.titles;
    const fr: Record<string, string> = frDecks.titles;
    expect(Object.keys(en).sort()).toEqual([...STARTER_DECK_NAMES].sort());
    for (const id of STARTER_DECK_NAMES) {
      expect(en[id], id).toBe(starterDeckTitle(id));
      expect(fr[id], id).toBeTruthy();
      expect(fr[id], id).not.toBe(en[id]);
    }
  });
});
