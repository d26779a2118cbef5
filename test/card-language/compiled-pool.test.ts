// The compiled pool: server/cards/compiled/core-sets.json is what the compiler makes of the core sets' cards now,
// every compiled card's IR writes back its exact Oracle text, and where a card is also written by hand, the
// compiler's behaviour is the hand file's.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findCard } from "../../server/card-data/card-data.ts";
import type { CardDefinition } from "../../server/card-language/card-definition.ts";
import { render } from "../../server/card-language/oracle/compile.ts";
import type { CardIR } from "../../server/card-language/oracle/ir.ts";
import { lower } from "../../server/card-language/oracle/lower.ts";
import { compileCard } from "../../server/card-language/oracle/pool.ts";
import { COMPILED_CARDS, HAND_WRITTEN_CARDS, TOKENS, cardRegistry } from "../../server/cards/index.ts";
import { compiledCoreSetsFile, coverageLines } from "../../scripts/compile-cards.ts";

const FILE = new URL("../../server/cards/compiled/core-sets.json", import.meta.url);
const compiled = JSON.parse(readFileSync(FILE, "utf8")) as Record<string, CardIR>;

describe("the compiled pool", () => {
  it("server/cards/compiled/core-sets.json is up to date (npm run cards -- compile rewrites it)", () => {
    expect(readFileSync(FILE, "utf8")).toBe(compiledCoreSetsFile());
  });

  it("every compiled card's IR renders back to its exact Oracle text, reminder text included: nothing is dropped", () => {
    const differing = Object.entries(compiled).filter(([name, ir]) => render(ir, name) !== findCard(name)!.faces[0]!.text);
    expect(differing).toEqual([]);
  });

  it("the registry holds the compiled cards a hand file doesn't replace", () => {
    const hand = new Set(HAND_WRITTEN_CARDS.map((c) => c.name));
    expect(COMPILED_CARDS.map((c) => c.name).sort()).toEqual(
      Object.keys(compiled)
        .filter((n) => !hand.has(n))
        .sort(),
    );
    expect(COMPILED_CARDS.every((c) => cardRegistry.get(c.name) === c)).toBe(true);
  });

  it("where a card is also written by hand, the compiler gives it the same behaviour (ability texts aside)", () => {
    // Basic lands: their mana abilities come from their types (305.6), which card() adds; the IR has only reminder text.
    const behaviour = (def: Pick<CardDefinition, "keywords" | "abilities" | "spell" | "enchant">) =>
      JSON.parse(JSON.stringify({ k: def.keywords, a: def.abilities, s: def.spell, e: def.enchant }, (key, v) => (key === "text" ? undefined : v)));
    const compared = HAND_WRITTEN_CARDS.filter((c) => compiled[c.name] && !c.types.includes("Land"));
    expect(compared.length).toBeGreaterThan(50);
    const differing = compared.filter(
      (c) => JSON.stringify(behaviour(lower(compiled[c.name]!, { name: c.name, types: c.types, tokens: TOKENS }))) !== JSON.stringify(behaviour(c)),
    );
    expect(differing.map((c) => c.name)).toEqual([]);
  });

  it("a card the compiler can't take says why: the paragraph no template reads, or what lowering can't do", () => {
    const memories = "Look at target player's hand and choose two cards from it. Put them on top of that player's library in any order.";
    expect(compileCard("Agonizing Memories")).toEqual({ ok: false, paragraph: memories, reason: "no template reads it" });
    expect(compileCard("Fire // Ice")).toMatchObject({ reason: "cards with two faces or halves aren't compiled yet" });
    expect(compileCard("Not A Card")).toMatchObject({ reason: "not a card the data knows" });
  });

  it("coverage: a line for each core set and one for their union (2,218 distinct cards)", () => {
    const lines = coverageLines((name) => cardRegistry.has(name));
    expect(lines).toHaveLength(12);
    expect(lines[0]).toMatch(/^10E: \d+\/368 supported$/);
    expect(lines.at(-1)).toMatch(/^core: \d+\/2218 supported$/);
  });
});
