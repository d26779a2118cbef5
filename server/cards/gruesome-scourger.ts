import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Gruesome Scourger",
  abilities: [
    ability.triggered(
      "When Gruesome Scourger enters the battlefield, it deals damage to target opponent or planeswalker equal to the number of creatures you control.",
      { on: "enters", what: "self" },
      { targets: [target.opponentOrPlaneswalker()], effects: [effect.dealDamage({ count: { types: ["Creature"], controller: "you" } })] },
    ),
  ],
});
