import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Stave Off",
  spell: { targets: [target.creature()], effects: [effect.gainProtectionFromChosenColor()] },
});
