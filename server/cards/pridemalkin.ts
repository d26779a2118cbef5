import { ability, affects, card, effect, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Pridemalkin",
  abilities: [
    ability.triggered(
      "When Pridemalkin enters the battlefield, put a +1/+1 counter on target creature you control.",
      { on: "enters", what: "self" },
      { targets: [target.creature({ controller: "you" }, "target creature you control")], effects: [effect.putCounters("+1/+1", 1)] },
    ),
    ability.continuous(
      "Each creature you control with a +1/+1 counter on it has trample. (They can deal excess combat damage to the player or planeswalker they're attacking.)",
      affects.permanents({ types: ["Creature"], controller: "you", withCounter: "+1/+1" }),
      modify.addKeywords("Trample"),
    ),
  ],
});
