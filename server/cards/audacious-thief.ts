import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Audacious Thief",
  abilities: [
    ability.triggered(
      "Whenever Audacious Thief attacks, you draw a card and you lose 1 life.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { effects: [effect.drawCards(1), effect.loseLife(1, { you: true })] },
    ),
  ],
});
