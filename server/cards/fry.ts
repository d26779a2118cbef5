import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Fry",
  abilities: [ability.cantBeCountered()],
  spell: {
    targets: [
      {
        ...target.creatureOrPlaneswalker("target creature or planeswalker that's white or blue"),
        permanents: { types: ["Creature", "Planeswalker"], colors: ["W", "U"] },
      },
    ],
    effects: [effect.dealDamage(5)],
  },
});
