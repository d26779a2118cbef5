import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

const drain = ability.activated(cost(null, tapSelf), "Target player loses 3 life.", {
  targets: [target.player()],
  effects: [effect.loseLife(3, { target: 0 })],
});

export default card({
  name: "Caustic Tar",
  enchant: { ...target.permanent({ types: ["Land"] }, "target land"), text: "enchant land" },
  abilities: [ability.continuous('Enchanted land has "{T}: Target player loses 3 life."', affects.attached, modify.addAbilities(drain))],
});
