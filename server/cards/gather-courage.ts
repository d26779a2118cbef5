import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Gather Courage",
  keywords: ["Convoke"],
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(2, 2)] },
});
