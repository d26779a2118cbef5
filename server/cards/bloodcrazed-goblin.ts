import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Bloodcrazed Goblin",
  abilities: [
    ability.cantAttackUnless("Bloodcrazed Goblin can't attack unless an opponent has been dealt damage this turn.", { opponentDealtDamageThisTurn: true }),
  ],
});
