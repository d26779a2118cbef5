import { card, effect, target, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Fireball",
  cost: "{X}{R}",
  types: ["Sorcery"],
  text: "This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage divided evenly, rounded down, among any number of targets.",
  spell: {
    targets: [target.anyNumber(target.any("any number of targets"))],
    effects: [effect.dealDamage(X, 0, "evenly")],
    costPerExtraTarget: { target: 0, amount: "{1}" },
  },
});
