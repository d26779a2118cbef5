import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Devout Decree",
  spell: {
    targets: [
      {
        ...target.creatureOrPlaneswalker("target creature or planeswalker that's black or red"),
        permanents: { types: ["Creature", "Planeswalker"], colors: ["B", "R"] },
      },
    ],
    effects: [effect.exile(), effect.scry(1)],
  },
});
