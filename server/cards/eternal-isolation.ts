import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Eternal Isolation",
  spell: { targets: [target.creature({ minPower: 4 }, "target creature with power 4 or greater")], effects: [effect.putOnLibraryBottom()] },
});
