// 712: double-faced cards; 701.27: transform. Delver of Secrets // Insectile Aberration and Village Ironsmith // Ironfang
// (nonmodal), Bala Ged Recovery // Bala Ged Sanctuary and Kazandu Mammoth // Kazandu Valley (modal).

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf, permanentFacts } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

const DELVER = "Delver of Secrets // Insectile Aberration";

describe("712 double-faced cards", () => {
  it("701.27a, 712.8e: Delver reveals an instant on top and transforms into Insectile Aberration", () => {
    const g = duel({ battlefield: [DELVER], library: ["Lightning Bolt", "Plains"] });
    g.passUntil("upkeep", 5);
    expect(g.stackNames()).toEqual([DELVER]);
    g.passAll();
    const prompt = g.expectPrompt("chooseOption", "Ana");
    expect(prompt.text).toContain("Lightning Bolt");
    g.answer({ kind: "option", option: "reveal" });
    const perm = g.permanent(DELVER);
    expect(perm.face).toBe(1);
    expect(characteristics(g.reader, perm).name).toBe("Insectile Aberration");
    expect(g.pt(DELVER)).toEqual([3, 2]);
    expect(keywordsOf(g.reader, perm)).toContain("Flying");
    expect(permanentFacts(g.reader, perm).manaValue).toBe(1);
  });
});
