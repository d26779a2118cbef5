import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Mentor of the Meek",
  abilities: [
    ability.triggered(
      "Whenever another creature with power 2 or less enters the battlefield under your control, you may pay {1}. If you do, draw a card.",
      { on: "enters", what: { types: ["Creature"], maxPower: 2, controller: "you" }, other: true },
      { effects: [effect.mayPay("{1}", effect.drawCards(1))] },
    ),
  ],
});
