import { ability, card, target } from "../card-language/card-dsl.ts";

// 611.2b: the effect lasts for as long as Skilled Animator remains on the battlefield; it keeps the artifact's colors.
export default card({
  name: "Skilled Animator",
  abilities: [
    ability.triggered(
      "When Skilled Animator enters the battlefield, target artifact you control becomes an artifact creature with base power and toughness 5/5 for as long as Skilled Animator remains on the battlefield.",
      { on: "enters", what: "self" },
      {
        targets: [target.permanent({ types: ["Artifact"], controller: "you" }, "target artifact you control")],
        effects: [
          {
            kind: "becomes",
            object: { target: 0 },
            types: ["Artifact", "Creature"],
            subtypes: [],
            powerToughness: { power: 5, toughness: 5 },
            duration: "whileSourceRemains",
          },
        ],
      },
    ),
  ],
});
