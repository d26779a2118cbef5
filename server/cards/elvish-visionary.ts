import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Elvish Visionary",
  abilities: [ability.triggered("When Elvish Visionary enters, draw a card.", { on: "enters", what: "self" }, { effects: [effect.drawCards(1)] })],
});
