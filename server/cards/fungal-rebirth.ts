import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Fungal Rebirth",
  spell: {
    targets: [
      target.cardInYourGraveyard({ types: ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"] }, "target permanent card from your graveyard"),
    ],
    effects: [effect.returnFromGraveyardToHand(), effect.ifCondition({ creatureDiedThisTurn: true }, [effect.createTokens(2, "Saproling Token")])],
  },
});
