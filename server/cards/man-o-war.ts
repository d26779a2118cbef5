import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Man-o'-War",
  abilities: [
    ability.triggered(
      "When Man-o'-War enters the battlefield, return target creature to its owner's hand.",
      { on: "enters", what: "self" },
      { targets: [target.creature()], effects: [effect.returnToHand()] },
    ),
  ],
});
