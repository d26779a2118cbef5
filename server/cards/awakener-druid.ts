import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Awakener Druid",
  abilities: [
    ability.triggered(
      "When Awakener Druid enters the battlefield, target Forest becomes a 4/5 green Treefolk creature for as long as Awakener Druid remains on the battlefield. It's still a land.",
      { on: "enters", what: "self" },
      {
        targets: [target.permanent({ subtypes: ["Forest"] }, "target Forest")],
        effects: [effect.becomesWhileSourceRemains(["Creature"], ["Treefolk"], 4, 5, ["G"])],
      },
    ),
  ],
});
