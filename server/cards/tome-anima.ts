import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Tome Anima",
  abilities: [
    ability.continuousAsLongAs(
      "Tome Anima can't be blocked as long as you've drawn two or more cards this turn.",
      { cardsDrawnThisTurn: 2 },
      affects.self,
      modify.addAbilities(
        ability.static("Tome Anima can't be blocked.", {
          kind: "combatRestriction",
          affects: "self",
          cantAttack: false,
          cantBlock: false,
          cantBeBlocked: true,
        }),
      ),
    ),
  ],
});
