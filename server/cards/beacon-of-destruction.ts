import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Beacon of Destruction",
  spell: { targets: [target.any()], effects: [effect.dealDamage(5), effect.shuffleSelfIntoLibrary()] },
});
