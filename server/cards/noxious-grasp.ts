import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Noxious Grasp",
  spell: {
    targets: [
      {
        ...target.creatureOrPlaneswalker("target creature or planeswalker that's green or white"),
        permanents: { types: ["Creature", "Planeswalker"], colors: ["G", "W"] },
      },
    ],
    effects: [effect.destroy(), effect.gainLife(1, { you: true })],
  },
});
