import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Reya Dawnbringer",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, you may return target creature card from your graveyard to the battlefield.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      {
        targets: [target.cardInYourGraveyard({ types: ["Creature"] }, "target creature card from your graveyard")],
        effects: [effect.optional("return target creature card from your graveyard to the battlefield", effect.returnToBattlefield({ target: 0 }, "owner"))],
      },
    ),
  ],
});
