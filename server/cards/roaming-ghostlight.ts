import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Roaming Ghostlight",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Roaming Ghostlight enters the battlefield, return up to one target non-Spirit creature to its owner's hand.",
      { on: "enters", what: "self" },
      { targets: [target.upTo(1, target.creature({ notSubtypes: ["Spirit"] }, "up to one target non-Spirit creature"))], effects: [effect.returnToHand()] },
    ),
  ],
});
