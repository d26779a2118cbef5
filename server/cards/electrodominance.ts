import { card, effect, target, X } from "../card-language/card-dsl.ts";

// 608.2g: the spell cast during the resolution goes on the stack; nobody gets priority until Electrodominance is done.
export default card({
  name: "Electrodominance",
  cost: "{X}{R}{R}",
  types: ["Instant"],
  text: "Electrodominance deals X damage to any target. You may cast a spell with mana value X or less from your hand without paying its mana cost.",
  spell: { targets: [target.any()], effects: [effect.dealDamage(X), effect.castFromHandFree(X)] },
});
