import { ability, card, cost, effect, sacrificeSelf, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Doomed Necromancer",
  abilities: [
    ability.activated(cost("{B}", tapSelf, sacrificeSelf), "Return target creature card from your graveyard to the battlefield.", {
      targets: [target.cardInYourGraveyard({ types: ["Creature"] }, "target creature card from your graveyard")],
      effects: [effect.returnToBattlefield({ target: 0 }, "owner")],
    }),
  ],
});
