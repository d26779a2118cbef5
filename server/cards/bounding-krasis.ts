import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Bounding Krasis",
  keywords: ["Flash"],
  abilities: [
    ability.triggered(
      "When Bounding Krasis enters the battlefield, you may tap or untap target creature.",
      { on: "enters", what: "self" },
      { targets: [target.creature()], effects: [effect.mayTapOrUntap()] },
    ),
  ],
});
