import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Diabolic Edict",
  cost: "{1}{B}",
  types: ["Instant"],
  text: "Target player sacrifices a creature.",
  spell: { targets: [target.player()], effects: [effect.sacrifice({ target: 0 }, "a creature", { types: ["Creature"] })] },
});
