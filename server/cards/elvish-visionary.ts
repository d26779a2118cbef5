import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Elvish Visionary",
  abilities: [
    ability.triggered("When Elvish Visionary enters the battlefield, draw a card.", { on: "enters", what: "self" }, { effects: [effect.drawCards(1)] }),
  ],
});
