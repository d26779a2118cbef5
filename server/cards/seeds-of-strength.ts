import { card, effect, target } from "../card-language/card-dsl.ts";

// Three instances of the word "target": the same creature may be chosen for each (601.2c).
export default card({
  name: "Seeds of Strength",
  cost: "{G}{W}",
  types: ["Instant"],
  text: "Target creature gets +1/+1 until end of turn.\nTarget creature gets +1/+1 until end of turn.\nTarget creature gets +1/+1 until end of turn.",
  spell: {
    targets: [target.creature(), target.creature(), target.creature()],
    effects: [effect.pumpUntilEndOfTurn(1, 1, { target: 0 }), effect.pumpUntilEndOfTurn(1, 1, { target: 1 }), effect.pumpUntilEndOfTurn(1, 1, { target: 2 })],
  },
});
