// Story Circle: an "as [this] enters, choose a color" ability (614.12a) and an activated ability linked to it (607.2d).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

function castStoryCircle(color: "R" | "B") {
  const g = duel(
    { hand: ["Story Circle"], battlefield: ["Plains", "Plains", "Plains", "Plains"] },
    { hand: ["Lightning Bolt", "Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Prodigal Sorcerer"] },
  );
  g.castAndPay("Story Circle").passAll();
  g.expectPrompt("chooseColor", "Ana");
  g.answer({ kind: "color", color });
  expect(g.permanent("Story Circle").chosen).toEqual({ card: "Story Circle", color });
  return g;
}

/** Ben casts Lightning Bolt at Ana in her main phase; Ana then has priority with it on the stack. */
function boltAna(g: ReturnType<typeof castStoryCircle>) {
  g.pass();
  g.castAndPay("Lightning Bolt", "Ana").pass();
  g.expectPrompt("priority", "Ana");
}

describe("Story Circle", () => {
  it("607.2d, 615.7: {W}: the next time a source of the chosen color, chosen as it resolves, would deal damage to you, prevent it", () => {
    const g = castStoryCircle("R");
    boltAna(g);
    g.activate("Story Circle", "p1").autoPay().passAll();
    const choose = g.expectPrompt("chooseObject", "Ana");
    expect(choose.options.map((id) => g.nameOfObject(id))).toEqual(["Lightning Bolt"]);
    g.answer({ kind: "choose", object: choose.options[0]! });
    g.passAll();
    expect(g.life("Ana")).toBe(20);
    // Used up: the second Bolt isn't prevented.
    boltAna(g);
    g.passAll();
    expect(g.life("Ana")).toBe(17);
  });

  it("607.2d: with black chosen, a red source can't be chosen", () => {
    const g = castStoryCircle("B");
    boltAna(g);
    g.activate("Story Circle", "p1").autoPay().passAll();
    g.expectPrompt("priority", "Ana");
    g.passAll();
    expect(g.life("Ana")).toBe(17);
  });
});
