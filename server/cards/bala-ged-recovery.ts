import { ability, cost, effect, modalDoubleFaced, tapSelf, target } from "../card-language/card-dsl.ts";

// 712.3: a modal double-faced card: cast the sorcery, or play the land (712.12).
export default modalDoubleFaced(
  {
    name: "Bala Ged Recovery",
    spell: { targets: [target.cardInYourGraveyard({}, "target card from your graveyard")], effects: [effect.returnFromGraveyardToHand()] },
  },
  {
    name: "Bala Ged Sanctuary",
    abilities: [
      ability.replacement("Bala Ged Sanctuary enters the battlefield tapped.", { kind: "entersTapped", what: "self" }),
      ability.mana(cost(null, tapSelf), "G"),
    ],
  },
);
