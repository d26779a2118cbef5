import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Diabolic Edict",
  spell: { targets: [target.player()], effects: [effect.sacrifice({ target: 0 }, "a creature", { types: ["Creature"] })] },
});
