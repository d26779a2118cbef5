// The Oracle compiler: Oracle text → IR → the same text (the round trip), and IR → behaviour (lowering).

import { describe, expect, it } from "vitest";
import { compile, render } from "../../server/card-language/oracle/compile.ts";
import { lower, Unlowerable } from "../../server/card-language/oracle/lower.ts";
import type { CardType } from "../../server/card-language/card-definition.ts";

function compiled(name: string, text: string) {
  const r = compile(name, text);
  if (!r.ok) throw new Error(`${name}: ${r.reason}: ${r.paragraph}`);
  return r.ir;
}

function behaviour(name: string, text: string, types: CardType[]) {
  return lower(compiled(name, text), { name, types });
}

describe("compiling Oracle text", () => {
  it("reads a spell's instructions with the card's name as ~, and writes the exact text back", () => {
    const ir = compiled("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.");
    expect(ir).toEqual([{ spell: [{ dealDamage: 3, to: { anyTarget: true } }] }]);
    expect(render(ir, "Lightning Bolt")).toBe("Lightning Bolt deals 3 damage to any target.");
  });

  it("keeps reminder text apart, as written, and puts it back", () => {
    const text = "Reach (This creature can block creatures with flying.)";
    const ir = compiled("Giant Spider", text);
    expect(ir).toEqual([{ keywords: [{ simple: "reach" }], reminder: " (This creature can block creatures with flying.)" }]);
    expect(render(ir, "Giant Spider")).toBe(text);
  });

  it("round-trips keywords, a mana ability, a triggered ability and an Aura's paragraphs", () => {
    for (const [name, text] of [
      ["Serra Angel", "Flying, vigilance"],
      ["Elvish Visionary", "When Elvish Visionary enters the battlefield, draw a card."],
      ["Llanowar Elves", "{T}: Add {G}."],
      ["Holy Strength", "Enchant creature\nEnchanted creature gets +1/+2."],
      ["Unsummon", "Return target creature to its owner's hand."],
      ["Giant Growth", "Target creature gets +3/+3 until end of turn."],
    ] as const)
      expect(render(compiled(name, text), name)).toBe(text);
  });

  it("a paragraph no template reads makes the card unsupported, naming the paragraph", () => {
    const r = compile("Juggernaut", "Juggernaut can't be blocked by Walls and attacks each turn.");
    expect(r).toEqual({ ok: false, paragraph: "Juggernaut can't be blocked by Walls and attacks each turn.", reason: "no template reads it" });
  });

  it("a reading that wouldn't write back the same words is refused: nothing is silently changed", () => {
    // "03" reads as 3, which is written "3": the round trip fails, so the text isn't taken.
    const r = compile("Test", "Test deals 03 damage to any target.");
    expect(r).toMatchObject({ ok: false, reason: 'it reads, but writes back as "~ deals 3 damage to any target."' });
  });
});

describe("lowering the IR to behaviour", () => {
  it("a spell's targets are collected in the order its instructions name them (601.2c)", () => {
    const b = behaviour("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", ["Instant"]);
    expect(b.spell?.targets.map((t) => t.text)).toEqual(["any target"]);
    expect(b.spell?.effects).toEqual([{ kind: "dealDamage", amount: 3, to: { target: 0 } }]);
  });

  it("noun phrases become filters: nonblack, you control, with flying", () => {
    const b = behaviour("Test", "Destroy target nonblack creature you control with flying.", ["Sorcery"]);
    expect(b.spell?.targets[0]).toMatchObject({
      text: "target nonblack creature you control with flying",
      permanents: { types: ["Creature"], notColors: ["B"], controller: "you", keywords: ["Flying"] },
    });
  });

  it("keywords, Equip and an Aura's enchant and continuous ability", () => {
    expect(behaviour("Serra Angel", "Flying, vigilance", ["Creature"]).keywords).toEqual(["Flying", "Vigilance"]);
    const aura = behaviour("Holy Strength", "Enchant creature\nEnchanted creature gets +1/+2.", ["Enchantment"]);
    expect(aura.enchant?.text).toBe("enchant creature");
    expect(aura.abilities).toMatchObject([
      {
        kind: "static",
        text: "Enchanted creature gets +1/+2.",
        effect: { kind: "continuous", modifications: [{ kind: "modifyPowerToughness", power: 1, toughness: 2 }] },
      },
    ]);
  });

  it("603.5, 122.6, 118.12, 614.1c: 'you may', counters put by an effect, 'unless its controller pays', 'enters with counters'", () => {
    const may = behaviour("Test", "When Test enters the battlefield, you may destroy target artifact.", ["Creature"]);
    expect(may.abilities[0]).toMatchObject({
      targets: [{ text: "target artifact" }],
      effects: [{ kind: "optional", text: "destroy target artifact", effects: [{ kind: "destroy", object: { target: 0 } }] }],
    });
    const counters = behaviour("Test", "Put two +1/+1 counters on target creature.", ["Sorcery"]);
    expect(counters.spell?.effects).toEqual([{ kind: "putCounters", counter: "+1/+1", amount: 2, on: { target: 0 } }]);
    const leak = behaviour("Test", "Counter target spell unless its controller pays {3}.", ["Instant"]);
    expect(leak.spell?.effects).toMatchObject([{ kind: "counter", spell: { target: 0 }, unlessPays: [{ kind: "generic", amount: 3 }] }]);
    expect(behaviour("Test", "Test enters the battlefield with X +1/+1 counters on it.", ["Creature"]).entersWithCounters).toEqual({
      counter: "+1/+1",
      amount: "X",
    });
    for (const text of ["Put a +1/+1 counter on target creature.", "Target player draws two cards.", "Test enters the battlefield with a +1/+1 counter on it."])
      expect(render(compiled("Test", text), "Test")).toBe(text);
  });

  it("what the engine can't express stops lowering with the reason", () => {
    expect(() => behaviour("Test", "Destroy target blocking creature.", ["Instant"])).toThrow(Unlowerable);
    expect(() => behaviour("Test", "Destroy target blocking creature.", ["Instant"])).toThrow('a filter on "blocking" objects');
    expect(() => behaviour("Test", "Draw a card.", ["Creature"])).toThrow("instructions on a permanent card");
  });
});
