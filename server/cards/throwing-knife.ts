import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Throwing Knife",
  abilities: [
    ability.equippedGets(2, 0),
    ability.triggered(
      "Whenever equipped creature attacks, you may sacrifice Throwing Knife. If you do, Throwing Knife deals 2 damage to any target.",
      { on: "combatRole", what: "attached", roles: ["attacks"] },
      { targets: [target.any()], effects: [effect.ifYouDo(sacrificeSelf, effect.dealDamage(2))] },
    ),
    ability.equip(cost("{2}")),
  ],
});
