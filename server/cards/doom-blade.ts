import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Doom Blade",
  cost: "{1}{B}",
  types: ["Instant"],
  text: "Destroy target nonblack creature.",
  spell: { targets: [target.creature({ notColors: ["B"] }, "target nonblack creature")], effects: [effect.destroy()] },
});
