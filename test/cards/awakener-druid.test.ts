// Awakener Druid: a land that becomes a creature "for as long as [this] remains on the battlefield" (611.2b), in
// layers 4, 5 and 7b (613.1d, 613.1e, 613.4b).

import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Awakener Druid", () => {
  it("611.2b: the Forest is a 4/5 green Treefolk creature land while the Druid remains, and stops being one when it leaves", () => {
    const g = duel({ hand: ["Awakener Druid", "Doom Blade"], battlefield: ["Forest", "Forest", "Forest", "Swamp", "Swamp"] });
    g.castAndPay("Awakener Druid").passAll();
    const forest = g.permanents("Forest").find((p) => !p.tapped) ?? g.permanents("Forest")[0]!;
    g.answer({ kind: "targets", targets: [{ kind: "object", id: forest.id }] }).passAll();
    const animated = () => characteristics(g.reader, g.state.battlefield.find((p) => p.id === forest.id)!);
    expect(animated()).toMatchObject({ types: ["Land", "Creature"], subtypes: ["Forest", "Treefolk"], colors: ["G"], power: 4, toughness: 5 });
    g.castAndPay("Doom Blade", "Awakener Druid").passAll();
    expect(animated().types).toEqual(["Land"]);
    expect(animated().colors).toEqual([]);
  });
});
