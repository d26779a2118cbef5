import { parseManaCost } from "../../shared/mana.ts";
import { ability, card, effect } from "../card-language/card-dsl.ts";

const big = { types: ["Creature" as const], minPower: 4 };

// The trample is granted before the +1/+1, so a creature with power 3 doesn't reach 4 in time to gain it.
export default card({
  name: "Goreclaw, Terror of Qal Sisma",
  abilities: [
    ability.static("Creature spells you cast with power 4 or greater cost {2} less to cast.", {
      kind: "costReduction",
      spells: big,
      caster: "you",
      amount: parseManaCost("{2}"),
    }),
    ability.triggered(
      "Whenever Goreclaw, Terror of Qal Sisma attacks, each creature you control with power 4 or greater gets +1/+1 and gains trample until end of turn.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      {
        effects: [
          effect.gainKeywords(["Trample"], { each: { ...big, controller: "you" } }),
          effect.pumpUntilEndOfTurn(1, 1, { each: { ...big, controller: "you" } }),
        ],
      },
    ),
  ],
});
