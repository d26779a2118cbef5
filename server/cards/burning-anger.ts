import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

const fling = ability.activated(cost(null, tapSelf), "This creature deals damage equal to its power to any target.", {
  targets: [target.any()],
  effects: [effect.dealDamage({ sourcePower: true })],
});

export default card({
  name: "Burning Anger",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous(
      'Enchanted creature has "{T}: This creature deals damage equal to its power to any target."',
      affects.attached,
      modify.addAbilities(fling),
    ),
  ],
});
