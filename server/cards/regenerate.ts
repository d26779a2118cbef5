import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Regenerate",
  spell: { targets: [target.creature()], effects: [effect.regenerate({ target: 0 })] },
});
