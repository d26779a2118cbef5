import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Infectious Horror",
  abilities: [
    ability.triggered(
      "Whenever Infectious Horror attacks, each opponent loses 2 life.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { effects: [effect.loseLife(2, { eachOpponent: true })] },
    ),
  ],
});
