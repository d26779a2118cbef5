import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "In Garruk's Wake",
  spell: { effects: [effect.destroyAll({ types: ["Creature", "Planeswalker"], controller: "opponent" })] },
});
