import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Beacon of Immortality",
  spell: { targets: [target.player()], effects: [effect.doubleLifeTotal(), effect.shuffleSelfIntoLibrary()] },
});
