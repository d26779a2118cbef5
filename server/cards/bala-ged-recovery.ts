import { ability, cost, effect, modalDoubleFaced, tapSelf, target } from "../card-language/card-dsl.ts";

// 712.3: a modal double-faced card: cast the sorcery, or play the land (712.12).
export default modalDoubleFaced(
  {
    name: "Bala Ged Recovery",
    cost: "{2}{G}",
    types: ["Sorcery"],
    text: "Return target card from your graveyard to your hand.",
    spell: { targets: [target.cardInYourGraveyard({}, "target card from your graveyard")], effects: [effect.returnFromGraveyardToHand()] },
  },
  {
    name: "Bala Ged Sanctuary",
    types: ["Land"],
    text: "Bala Ged Sanctuary enters the battlefield tapped.\n{T}: Add {G}.",
    abilities: [
      ability.replacement("Bala Ged Sanctuary enters the battlefield tapped.", { kind: "entersTapped", what: "self" }),
      ability.mana(cost(null, tapSelf), "G"),
    ],
  },
);
