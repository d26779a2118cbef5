// `npm run cards -- compile` and `coverage`: the Oracle compiler over the core sets' cards, and how many of them the
// server plays.

import { writeFileSync } from "node:fs";
import { cardNames, findCard } from "../server/card-data/card-data.ts";
import { CORE_SETS, compileCard, type NotCompiled } from "../server/card-language/oracle/pool.ts";

let bySet: ReadonlyMap<string, readonly string[]> | null = null;

/** The names of the cards printed in each set, by set code: one pass over the data, which has no index by set. */
function namesBySet(): ReadonlyMap<string, readonly string[]> {
  if (bySet) return bySet;
  const found = new Map<string, string[]>();
  for (const name of cardNames())
    for (const set of Object.keys(findCard(name)!.rarity)) {
      const names = found.get(set);
      if (names) names.push(name);
      else found.set(set, [name]);
    }
  return (bySet = found);
}

/** The names of the cards printed in `set` (a set code), or in any core set. */
export function cardsOf(set: string | "core"): string[] {
  const sets: readonly string[] = set === "core" ? CORE_SETS : [set];
  return [...new Set(sets.flatMap((s) => namesBySet().get(s) ?? []))].sort();
}

/** The IR of every core-set card the compiler takes, one card a line, in name order (the file is meant to be diffed). */
export function compiledCoreSetsFile(): string {
  const lines: string[] = [];
  for (const name of cardsOf("core")) {
    const compiled = compileCard(name);
    if ("ir" in compiled) lines.push(`  ${JSON.stringify(name)}: ${JSON.stringify(compiled.ir)}`);
  }
  return `{\n${lines.join(",\n")}\n}\n`;
}

export function writeCompiledCoreSets(path: string): number {
  const text = compiledCoreSetsFile();
  writeFileSync(path, text);
  return text.split("\n").length - 3;
}

/** Why each of `names` isn't played here: the compiler's reason (hand-written cards are played). */
export function unsupported(names: readonly string[], playable: (name: string) => boolean): { readonly name: string; readonly why: NotCompiled }[] {
  return names.filter((n) => !playable(n)).map((name) => ({ name, why: compileCard(name) as NotCompiled }));
}

/** "SET: S/T supported", a line for each core set, then "core: S/T supported" for their union. */
export function coverageLines(playable: (name: string) => boolean): string[] {
  const line = (label: string, names: readonly string[]): string => `${label}: ${names.filter(playable).length}/${names.length} supported`;
  return [...CORE_SETS.map((set) => line(set, cardsOf(set))), line("core", cardsOf("core"))];
}
