import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Congregate",
  spell: { targets: [target.player()], effects: [effect.gainLife({ count: { types: ["Creature"] }, times: 2 }, { target: 0 })] },
});
