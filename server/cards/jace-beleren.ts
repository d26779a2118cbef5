import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Jace Beleren",
  abilities: [
    ability.loyalty(2, "Each player draws a card.", { effects: [effect.drawCards(1, { each: true })] }),
    ability.loyalty(-1, "Target player draws a card.", { targets: [target.player()], effects: [effect.drawCards(1, { target: 0 })] }),
    ability.loyalty(-10, "Target player mills twenty cards.", { targets: [target.player()], effects: [effect.mill(20)] }),
  ],
});
