import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Eliminate",
  spell: {
    targets: [target.permanent({ types: ["Creature", "Planeswalker"], maxManaValue: 3 }, "target creature or planeswalker with mana value 3 or less")],
    effects: [effect.destroy()],
  },
});
