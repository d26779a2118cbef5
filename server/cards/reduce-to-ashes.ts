import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Reduce to Ashes",
  spell: { targets: [target.creature()], effects: [effect.exileIfWouldDie(), effect.dealDamage(5)] },
});
