import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Doom Blade",
  spell: { targets: [target.creature({ notColors: ["B"] }, "target nonblack creature")], effects: [effect.destroy()] },
});
