import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Jace, Memory Adept",
  abilities: [
    ability.loyalty(1, "Draw a card. Target player mills a card.", {
      targets: [target.player()],
      effects: [effect.drawCards(1), effect.mill(1)],
    }),
    ability.loyalty(0, "Target player mills ten cards.", { targets: [target.player()], effects: [effect.mill(10)] }),
    ability.loyalty(-7, "Any number of target players each draw twenty cards.", {
      targets: [{ ...target.player("any number of target players"), min: 0, max: null }],
      effects: [effect.drawCards(20, { target: 0 })],
    }),
  ],
});
