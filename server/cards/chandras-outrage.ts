import { card, effect, target } from "../card-language/card-dsl.ts";

// 608.2h: "that creature's controller" is its controller as it last existed, if it left before the damage.
export default card({
  name: "Chandra's Outrage",
  spell: { targets: [target.creature()], effects: [effect.dealDamage(4), effect.damagePlayers(2, { controllerOfTarget: 0 })] },
});
