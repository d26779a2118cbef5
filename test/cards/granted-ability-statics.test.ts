// Static abilities that grant whole abilities (613.1f): Arcane Teachings (an activated ability to the enchanted
// creature) and Joiner Adept (a mana ability to each land its controller controls).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Arcane Teachings", () => {
  it("613.1f, 613.4c: enchanted creature gets +2/+2 and has '{T}: This creature deals 1 damage to any target.'", () => {
    const g = duel({ hand: ["Arcane Teachings"], battlefield: ["Mountain", "Mountain", "Mountain", "Grizzly Bears"] });
    g.castAndPay("Arcane Teachings", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    const option = g.expectPrompt("priority").actions.find((a) => a.kind === "activate" && a.source === g.permanent("Grizzly Bears").id);
    expect(option).toMatchObject({ text: "{T}: This creature deals 1 damage to any target." });
    g.answer({ kind: "activate", source: g.permanent("Grizzly Bears").id, ability: (option as { ability: string }).ability });
    g.targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
  });
});

describe("Joiner Adept", () => {
  it("613.1f, 605.1a: lands its controller controls have '{T}: Add one mana of any color.'; other players' don't", () => {
    const g = duel({ battlefield: ["Joiner Adept", "Plains"] }, { battlefield: ["Island"] });
    const plains = g.permanent("Plains");
    const options = g.expectPrompt("priority").actions.filter((a) => a.kind === "activateMana" && a.source === plains.id);
    expect(options.map((o) => (o as { text: string }).text)).toEqual(["{T}: Add {W}.", "{T}: Add one mana of any color."]);
    const anyColor = options[1] as { ability: string };
    g.answer({ kind: "activateMana", source: plains.id, ability: anyColor.ability, mana: "B" });
    expect(g.state.players[0]!.manaPool).toMatchObject({ B: 1 });
    g.pass();
    const island = g.permanent("Island");
    expect(g.expectPrompt("priority", "Ben").actions.filter((a) => a.kind === "activateMana" && a.source === island.id)).toHaveLength(1);
  });
});
