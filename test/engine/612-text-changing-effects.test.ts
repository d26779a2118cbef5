// 612: text-changing effects — which words they change (612.2), what they leave alone, and their layer (613.1c).

import { describe, expect, it } from "vitest";
import { cardRegistry } from "../../server/cards/index.ts";
import { ability, cost, effect } from "../../server/card-language/card-dsl.ts";
import type { TextChange } from "../../server/card-language/card-definition.ts";
import { changedAbility, withTextChanges } from "../../server/engine/layers/text-change.ts";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { castCopying, ISLANDS } from "../support/copies.ts";
import { duel } from "../support/scenario.ts";

const RED_TO_BLUE: TextChange = { word: "color", from: "R", to: "U" };
const FOREST_TO_ISLAND: TextChange = { word: "basicLandType", from: "Forest", to: "Island" };

describe("612 text-changing effects", () => {
  it("612.2: a card's name isn't changed, even where its text says it — Karplusan Forest stays so named", () => {
    const def = withTextChanges(cardRegistry.get("Karplusan Forest")!, [FOREST_TO_ISLAND]);
    expect(def.name).toBe("Karplusan Forest");
    expect(def.abilities.map((a) => a.text)).toContain("{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.");
  });

  it("612.1: mana symbols aren't words — Shivan Dragon's {R} cost and its name stay when red becomes blue", () => {
    const dragon = cardRegistry.get("Shivan Dragon")!;
    const def = withTextChanges(dragon, [RED_TO_BLUE]);
    expect(def).toBe(dragon);
    expect(def.colors).toEqual(["R"]);
  });

  it("612.2: a color word changes as a word in a text — 'nonred', 'Red' — and in the data it stands for", () => {
    const a = ability.static("Nonred creatures can't block. Red creatures get +1/+1.", { kind: "noMaximumHandSize" });
    expect(changedAbility(a, RED_TO_BLUE, "").text).toBe("Nonblue creatures can't block. Blue creatures get +1/+1.");
    const paint = ability.activated(cost("{R}"), "Target permanent becomes red.", { effects: [effect.becomeColor("R")] });
    const changed = changedAbility(paint, RED_TO_BLUE, "");
    expect(changed).toMatchObject({ text: "{R}: Target permanent becomes blue.", effects: [{ kind: "becomeColor", color: "U" }] });
    // The {R} of its cost is a mana symbol, not a word.
    expect(changed.kind === "activated" && changed.cost).toEqual(paint.kind === "activated" && paint.cost);
  });

  it("612.2: land types change in their plural and as landwalk — 'Forests', 'forestwalk'", () => {
    const a = ability.static("Creatures with forestwalk get +1/+1 for each of your Forests.", { kind: "noMaximumHandSize" });
    expect(changedAbility(a, FOREST_TO_ISLAND, "").text).toBe("Creatures with islandwalk get +1/+1 for each of your Islands.");
    const toPlains = changedAbility(a, { word: "basicLandType", from: "Forest", to: "Plains" }, "");
    expect(toPlains.text).toBe("Creatures with plainswalk get +1/+1 for each of your Plains.");
  });

  it("613.1c, 707.2: a text change isn't copiable — a Clone of a creature whose forestwalk became islandwalk has forestwalk", () => {
    const g = duel({ hand: ["Mind Bend", "Clone"], battlefield: [...ISLANDS, "Island", "Emerald Oryx"] });
    g.castAndPay("Mind Bend", "Emerald Oryx").passAll();
    for (const option of ["a basic land type", "Forest", "Island"]) g.answer({ kind: "option", option });
    expect(keywordsOf(g.reader, g.permanent("Emerald Oryx"))).toEqual(["Islandwalk"]);
    castCopying(g, "Clone", "Emerald Oryx");
    expect(keywordsOf(g.reader, g.permanent("Clone"))).toEqual(["Forestwalk"]);
    expect(characteristics(g.reader, g.permanent("Clone")).name).toBe("Emerald Oryx");
  });
});
