import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Giant Growth",
  cost: "{G}",
  types: ["Instant"],
  text: "Target creature gets +3/+3 until end of turn.",
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(3, 3)] },
});
