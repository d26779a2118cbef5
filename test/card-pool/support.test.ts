// supportOf: whether a real card is playable here, and if not, why. Supported means in the registry; otherwise
// the reason is what the Oracle compiler or lowering reports, or that the card has two faces.

import { describe, expect, it } from "vitest";
import { cardNames, findCard } from "../../server/card-data/card-data.ts";
import type { CardRegistry, CardType } from "../../server/card-language/card-definition.ts";
import { compile } from "../../server/card-language/oracle/compile.ts";
import { lower, Unlowerable } from "../../server/card-language/oracle/lower.ts";
import { supportOf, TWO_FACES_REASON } from "../../server/card-pool/support.ts";
import { engine } from "../../server/game.ts";

/** The registry without one card: that card is then a real card the pool doesn't have. */
function without(name: string): CardRegistry {
  return new Map([...engine.cards].filter(([n]) => n !== name));
}

/** The first real one-faced card (in the data's order) outside the registry whose text meets the condition. */
function firstCard(condition: (name: string, text: string, types: CardType[]) => boolean): string {
  for (const name of cardNames()) {
    const card = findCard(name)!;
    if (card.faces.length !== 1 || engine.cards.has(name)) continue;
    if (condition(name, card.faces[0]!.text, card.faces[0]!.types as CardType[])) return name;
  }
  throw new Error("no such card");
}

function lowering(name: string, text: string, types: CardType[]): string | null {
  const compiled = compile(name, text);
  if (!compiled.ok) return null;
  try {
    lower(compiled.ir, { name, types });
    return "";
  } catch (e) {
    if (e instanceof Unlowerable) return e.message;
    throw e;
  }
}

describe("supportOf", () => {
  it("a card of the registry is supported, by its name or a face's name", () => {
    expect(supportOf("Lightning Bolt", engine.cards)).toEqual({ supported: true, name: "Lightning Bolt" });
    expect(supportOf("Ice", engine.cards)).toEqual({ supported: true, name: "Fire // Ice" });
    expect(supportOf("Delver of Secrets", engine.cards)).toEqual({ supported: true, name: "Delver of Secrets // Insectile Aberration" });
  });

  it("111.1: a name no card has, or a token's, is no card", () => {
    expect(supportOf("Lightning Boltt", engine.cards)).toBeNull();
    expect(engine.cards.get("Bird Token")?.token).toBe(true);
    expect(supportOf("Bird Token", engine.cards)).toBeNull();
  });

  it("a card with two faces outside the registry: they aren't compiled yet", () => {
    expect(supportOf("Jace, Vryn's Prodigy", engine.cards)).toEqual({
      supported: false,
      name: "Jace, Vryn's Prodigy // Jace, Telepath Unbound",
      reason: TWO_FACES_REASON,
    });
  });

  it("a card whose text no template reads: the compiler's reason and the paragraph", () => {
    expect(supportOf("Shahrazad", engine.cards)).toEqual({
      supported: false,
      name: "Shahrazad",
      reason: `no template reads it: "${findCard("Shahrazad")!.faces[0]!.text}"`,
    });
    const name = firstCard((n, text) => !compile(n, text).ok && text.includes("\n"));
    const compiled = compile(name, findCard(name)!.faces[0]!.text);
    if (compiled.ok) throw new Error("expected a refusal");
    expect(supportOf(name, engine.cards)).toEqual({ supported: false, name, reason: `${compiled.reason}: "${compiled.paragraph}"` });
  });

  it("a card whose text compiles but can't be lowered: lowering's reason", () => {
    const name = firstCard((n, text, types) => Boolean(lowering(n, text, types)));
    const card = findCard(name)!.faces[0]!;
    expect(supportOf(name, engine.cards)).toEqual({
      supported: false,
      name,
      reason: `the engine can't do what its text says yet: ${lowering(name, card.text, card.types as CardType[])}`,
    });
  });

  it("a card whose text compiles and lowers, but no definition carries it, isn't supported yet", () => {
    expect(supportOf("Grizzly Bears", without("Grizzly Bears"))).toEqual({
      supported: false,
      name: "Grizzly Bears",
      reason: "its text compiles, but the card isn't in the pool yet",
    });
  });

  it("each registry has its own answers", () => {
    expect(supportOf("Grizzly Bears", engine.cards)).toEqual({ supported: true, name: "Grizzly Bears" });
    expect(supportOf("Grizzly Bears", without("Grizzly Bears"))?.supported).toBe(false);
  });
});
