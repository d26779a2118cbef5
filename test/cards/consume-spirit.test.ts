// Consume Spirit: "Spend only black mana on X" (107.3, 601.2h).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Consume Spirit", () => {
  it("601.2h: the mana for X must be black; the rest of the cost may be any mana", () => {
    const g = duel({ life: 10, hand: ["Consume Spirit"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain"] });
    g.cast("Consume Spirit").announceX(2).targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 1, B: 3 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(12);
  });

  it("601.2h: without enough black mana for X, it can't be paid", () => {
    const g = duel({ hand: ["Consume Spirit"], battlefield: ["Swamp", "Mountain", "Mountain", "Mountain"] });
    g.cast("Consume Spirit").announceX(2).targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 1, B: 3 });
    expect(g.expectPrompt("payCosts").autoPay).toBe(false);
  });
});
