import { ability, card, effect, sacrifice, target } from "../card-language/card-dsl.ts";

// 118.12: the opponent chooses as the ability resolves; one with no creature can't, and is dealt the damage.
export default card({
  name: "Demanding Dragon",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Demanding Dragon enters the battlefield, it deals 5 damage to target opponent unless that player sacrifices a creature.",
      { on: "enters", what: "self" },
      {
        targets: [target.opponent()],
        effects: [effect.unlessSacrifices({ target: 0 }, sacrifice("a creature", { types: ["Creature"] }), effect.dealDamage(5))],
      },
    ),
  ],
});
