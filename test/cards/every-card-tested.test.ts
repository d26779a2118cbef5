import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS } from "../../server/cards/index.ts";

/**
 * The titles of a test file's describe blocks: `describe("Title", …)`, and for `describe.each([["Name", …], …])("%s", …)`
 * the first value of each row, which "%s" puts in the title.
 */
function describeTitles(source: string): string[] {
  const titles = [...source.matchAll(/\bdescribe\(\s*"((?:\\.|[^"\\])*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
  for (const m of source.matchAll(/\bdescribe\.each\(\[([\s\S]*?)\]\s*(?:as const)?\)\(\s*"%s/g))
    titles.push(...[...m[1]!.matchAll(/\[\s*"((?:\\.|[^"\\])*)"/g)].map((row) => JSON.parse(`"${row[1]}"`) as string));
  return titles;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("card tests", () => {
  const dir = new URL(".", import.meta.url);
  // The generic trial names only the cards it excuses, which need a test of their own.
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith(".test.ts") && f !== "every-card-tested.test.ts" && f !== "every-card-generic.test.ts")
    .map((f) => readFileSync(new URL(f, dir), "utf8"));

  it("every card in the registry is named by a test in test/cards/", () => {
    const text = sources.join("\n");
    const untested = HAND_WRITTEN_CARDS.map((c) => c.name).filter((name) => !text.includes(`"${name}"`));
    expect(untested).toEqual([]);
  });

  it("every card in the registry has a describe block of its own or of its small family, naming it in the title", () => {
    // A name in a deck list or in another card's test is not a test of the card: its tests are grouped under its name.
    const titles = sources.flatMap(describeTitles);
    const untested = HAND_WRITTEN_CARDS.map((c) => c.name).filter((name) => {
      const named = new RegExp(`(^|[^\\w'])${escaped(name)}($|[^\\w'])`);
      return !titles.some((t) => named.test(t));
    });
    expect(untested).toEqual([]);
  });
});
