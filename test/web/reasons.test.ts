// The engine's reasons in the page's language: every reason the engine can write into an event the log shows
// (castReversed's 732.1 reversals, zoneChanged, countered, playerWon/playerLost) is read from server/engine's source and
// must have a key in English and in French. The English key says exactly what the engine says; the French one differs.

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { type DescribeContext, describeReason, englishNames, reasonKey } from "../../web/src/log/describe.ts";
import en from "../../web/src/locales/en/log.json" with { type: "json" };
import fr from "../../web/src/locales/fr/log.json" with { type: "json" };
import { localeT } from "../support/locales.ts";
import { expressionAt, literals, sentences, skipCode } from "../support/source-literals.ts";

const ENGINE = new URL("../../server/engine/", import.meta.url).pathname;

/** Where a reason starts in the engine's source: a reversal, a `reason:` field, destroy's and winGame's reason argument. */
const STARTS = [/new Reversal\(/g, /\breason:\s*/g, /\bdestroy\(d, [^,()]+, /g, /\bwinGame\(d, [^,()]+, /g];

interface Found {
  readonly where: string;
  readonly sentence: string;
}

/** Every reason sentence the engine's source writes, with where it is. */
function engineReasons(): { found: Found[]; reversals: number } {
  const found: Found[] = [];
  let reversals = 0;
  for (const file of readdirSync(ENGINE, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"))) {
    const src = readFileSync(join(ENGINE, file), "utf8");
    const starts = STARTS.flatMap((re) => [...src.matchAll(re)].map((m) => ({ at: m.index + m[0].length, reversal: m[0].startsWith("new") })));
    // castingForbidden's answer is the second half of "it can't be cast with mana value N: …" (601.2e).
    const forbidden = src.indexOf("export function castingForbidden(");
    if (forbidden >= 0) {
      const body = src.slice(forbidden, skipCode(src, src.indexOf("{", src.indexOf(")", forbidden)) + 1, "}"));
      for (const m of body.matchAll(/return `/g)) starts.push({ at: forbidden + m.index + "return ".length, reversal: false });
    }
    for (const { at, reversal } of starts) {
      const line = src.slice(src.lastIndexOf("\n", at) + 1, src.indexOf("\n", at));
      // stackRemoved's reason is a closed set the log doesn't show (the line is null).
      if (line.includes('"stackRemoved"')) continue;
      const { list, type } = literals(expressionAt(src, at));
      if (type) continue;
      if (reversal) reversals++;
      const where = `${relative(ENGINE, join(ENGINE, file))}:${src.slice(0, at).split("\n").length}`;
      for (const literal of list) for (const sentence of sentences(literal)) found.push({ where, sentence });
    }
  }
  return { found, reversals };
}

const { log: t } = await localeT("log");
const ctx: DescribeContext = { players: ["Ana", "Ben"], cardName: englishNames };

describe("the engine's reasons in the page's language", () => {
  const { found, reversals } = engineReasons();

  it("finds the reasons in the engine's source", () => {
    console.info(`reason sentences in server/engine: ${found.length} (from ${reversals} reversals and the other sites)`);
    expect(reversals).toBeGreaterThanOrEqual(17);
    expect(found.map((f) => f.sentence)).toEqual(
      expect.arrayContaining([
        "cancelled by the player",
        "it can't be cast with mana value 3: Sample",
        "Sample forbids it this turn",
        "its mana can't be paid",
        "its cost can't be paid",
        "countered by Sample, into its owner's hand",
        "destroyed by Sample",
        "ran out of time",
        "Sample won the game",
      ]),
    );
  });

  it("has a key for every one, in English and in French", () => {
    const unknown = found.filter((f) => reasonKey(f.sentence) === undefined).map((f) => `${f.where}: ${f.sentence}`);
    expect(unknown).toEqual([]);
    const enKeys = en.reason as Record<string, unknown>;
    const frKeys = fr.reason as Record<string, unknown>;
    const keys = new Set(found.map((f) => reasonKey(f.sentence)!.key));
    for (const key of keys) {
      expect(enKeys[key], `en reason.${key}`).toBeTypeOf("string");
      expect(frKeys[key], `fr reason.${key}`).toBeTypeOf("string");
    }
    expect(Object.keys(frKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });

  it("says each in English as the engine does, and in French from its own words", () => {
    for (const { where, sentence } of found) {
      expect(describeReason(sentence, ctx, t.en), where).toBe(sentence);
      const french = describeReason(sentence, ctx, t.fr);
      expect(french, where).not.toBe(sentence);
      expect(french, where).not.toMatch(/\{\{|\}\}|^reason\./);
    }
  });

  it("names the cards in a reason as the reader's card data does, and keeps words it doesn't know", () => {
    const french = { ...ctx, cardName: (n: string) => (n === "Lightning Bolt" ? "Foudre" : n) };
    expect(describeReason("destroyed by Lightning Bolt", french, t.fr)).toBe("détruit par Foudre");
    expect(describeReason("it can't be cast with mana value 2: Lightning Bolt forbids it", french, t.fr)).toBe(
      "il ne peut pas être lancé avec une valeur de mana de 2 : Foudre l'interdit",
    );
    expect(describeReason("it would enter with its sorcery face, Lightning Bolt, up", french, t.fr)).toBe(
      "il arriverait avec sa face de rituel, Foudre, visible",
    );
    expect(describeReason('there is no legal choice for "target creature"', { ...french, rulesText: () => "créature ciblée" }, t.fr)).toBe(
      "il n'y a aucun choix légal pour « créature ciblée »",
    );
    expect(describeReason("something new", french, t.fr)).toBe("something new");
  });
});
