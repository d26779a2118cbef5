import { card, effect, target, X } from "../card-language/card-dsl.ts";

// 608.2g: the spell cast during the resolution goes on the stack; nobody gets priority until Electrodominance is done.
export default card({
  name: "Electrodominance",
  spell: { targets: [target.any()], effects: [effect.dealDamage(X), effect.castFromHandFree(X)] },
});
