import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Turret Ogre",
  keywords: ["Reach"],
  abilities: [
    ability.triggered(
      "When Turret Ogre enters the battlefield, if you control another creature with power 4 or greater, Turret Ogre deals 2 damage to each opponent.",
      { on: "enters", what: "self" },
      { condition: { youControl: { types: ["Creature"], minPower: 4 }, other: true }, effects: [effect.damagePlayers(2, { eachOpponent: true })] },
    ),
  ],
});
