import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Arbalest Elite",
  abilities: [
    ability.activated(
      cost("{2}{W}", tapSelf),
      "Arbalest Elite deals 3 damage to target attacking or blocking creature. Arbalest Elite doesn't untap during your next untap step.",
      {
        targets: [target.creature({ anyOf: [{ attacking: true }, { blocking: true }] }, "target attacking or blocking creature")],
        effects: [effect.dealDamage(3), effect.doesntUntapNext({ self: true })],
      },
    ),
  ],
});
