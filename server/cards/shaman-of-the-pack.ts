import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Shaman of the Pack",
  abilities: [
    ability.triggered(
      "When Shaman of the Pack enters the battlefield, target opponent loses life equal to the number of Elves you control.",
      { on: "enters", what: "self" },
      { targets: [target.opponent()], effects: [effect.loseLife({ count: { subtypes: ["Elf"], controller: "you" } }, { target: 0 })] },
    ),
  ],
});
