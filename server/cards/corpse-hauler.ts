import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

// Targets are chosen before the cost is paid (601.2c, 601.2h), so Corpse Hauler is never among them.
export default card({
  name: "Corpse Hauler",
  abilities: [
    ability.activated(cost("{2}{B}", sacrificeSelf), "Return another target creature card from your graveyard to your hand.", {
      targets: [target.cardInYourGraveyard({ types: ["Creature"] }, "another target creature card from your graveyard")],
      effects: [effect.returnFromGraveyardToHand()],
    }),
  ],
});
