import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Dismember",
  cost: "{1}{B/P}{B/P}",
  types: ["Instant"],
  text: "({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 until end of turn.",
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(-5, -5)] },
});
