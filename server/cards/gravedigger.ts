import { ability, card, effect, target } from "../card-language/card-dsl.ts";

// 603.5: "you may" is chosen as the ability resolves; the target is chosen as it is put on the stack (603.3d).
export default card({
  name: "Gravedigger",
  abilities: [
    ability.triggered(
      "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.",
      { on: "enters", what: "self" },
      {
        targets: [target.cardInYourGraveyard({ types: ["Creature"] }, "target creature card from your graveyard")],
        effects: [effect.optional("return target creature card from your graveyard to your hand", effect.returnFromGraveyardToHand())],
      },
    ),
  ],
});
