import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Thrull Surgeon",
  abilities: [
    ability.activated(
      cost("{1}{B}", sacrificeSelf),
      "Look at target player's hand and choose a card from it. That player discards that card. Activate only as a sorcery.",
      { targets: [target.player()], effects: [effect.chooseDiscardFromHand({}, false)], sorcerySpeed: true },
    ),
  ],
});
