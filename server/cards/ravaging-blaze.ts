import { card, effect, target, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Ravaging Blaze",
  spell: {
    targets: [target.creature()],
    effects: [effect.dealDamage(X), effect.spellMastery(effect.damagePlayers(X, { controllerOfTarget: 0 }))],
  },
});
