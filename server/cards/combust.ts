import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Combust",
  abilities: [ability.cantBeCountered()],
  spell: {
    targets: [target.creature({ anyOf: [{ colors: ["W"] }, { colors: ["U"] }] }, "target white or blue creature")],
    effects: [effect.damageCantBePrevented(), effect.dealDamage(5)],
  },
});
