import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Plague Mare",
  abilities: [
    ability.blockableOnlyBy("Plague Mare can't be blocked by white creatures.", { notColors: ["W"] }),
    ability.triggered(
      "When Plague Mare enters the battlefield, creatures your opponents control get -1/-1 until end of turn.",
      { on: "enters", what: "self" },
      { effects: [effect.pumpUntilEndOfTurn(-1, -1, { each: { types: ["Creature"], controller: "opponent" } })] },
    ),
  ],
});
