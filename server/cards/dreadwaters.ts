import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Dreadwaters",
  spell: { targets: [target.player()], effects: [effect.mill({ count: { types: ["Land"], controller: "you" } })] },
});
