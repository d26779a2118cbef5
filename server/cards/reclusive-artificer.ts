import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Reclusive Artificer",
  keywords: ["Haste"],
  abilities: [
    ability.triggered(
      "When Reclusive Artificer enters the battlefield, you may have it deal damage to target creature equal to the number of artifacts you control.",
      { on: "enters", what: "self" },
      {
        targets: [target.creature()],
        effects: [
          effect.optional(
            "have it deal damage to target creature equal to the number of artifacts you control",
            effect.dealDamage({ count: { types: ["Artifact"], controller: "you" } }),
          ),
        ],
      },
    ),
  ],
});
