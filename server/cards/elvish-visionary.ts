import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Elvish Visionary",
  cost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Elf", "Shaman"],
  pt: [1, 1],
  text: "When Elvish Visionary enters, draw a card.",
  abilities: [ability.triggered("When Elvish Visionary enters, draw a card.", { on: "enters", what: "self" }, { effects: [effect.drawCards(1)] })],
});
