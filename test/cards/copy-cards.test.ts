// Clone, Copy Artifact and Quicksilver Gargantuan (entering as a copy, 707.5), Essence of the Wild (616.1c),
// Twincast and Fork (copying a spell, 707.10).

import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const ISLANDS = ["Island", "Island", "Island", "Island"];

/** Casts Clone and, as it would enter, chooses the permanent named `copy` (null: declines). */
function castClone(g: Scenario, copy: string | null, name = "Clone"): Scenario {
  g.castAndPay(name).passAll();
  const p = g.expectPrompt("chooseObject");
  if (copy === null) return g.answer({ kind: "decline" });
  const id = p.options.find((o) => g.nameOfObject(o) === copy);
  if (id === undefined) throw new Error(`${copy} is not an option`);
  return g.answer({ kind: "choose", object: id });
}

describe("Clone", () => {
  it("707.5: enters as a copy of Prodigal Sorcerer and can use its ability", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Prodigal Sorcerer"] });
    castClone(g, "Prodigal Sorcerer");
    const clone = g.permanent("Clone");
    const chars = characteristics(g.reader, clone);
    expect(chars.name).toBe("Prodigal Sorcerer");
    expect([chars.power, chars.toughness]).toEqual([1, 1]);
    expect(chars.subtypes).toEqual(["Human", "Wizard"]);
  });
});
