import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Gather Courage",
  cost: "{G}",
  types: ["Instant"],
  keywords: ["Convoke"],
  text: "Convoke\nTarget creature gets +2/+2 until end of turn.",
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(2, 2)] },
});
