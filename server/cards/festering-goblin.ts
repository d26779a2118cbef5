import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Festering Goblin",
  abilities: [
    ability.triggered(
      "When Festering Goblin dies, target creature gets -1/-1 until end of turn.",
      { on: "dies", what: "self" },
      { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(-1, -1)] },
    ),
  ],
});
