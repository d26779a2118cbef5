import { ability, affects, card, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Leyline of Vitality",
  abilities: [
    ability.static("If Leyline of Vitality is in your opening hand, you may begin the game with it on the battlefield.", { kind: "beginOnBattlefield" }),
    ability.continuous("Creatures you control get +0/+1.", affects.permanents({ types: ["Creature"], controller: "you" }), modify.powerToughness(0, 1)),
    ability.triggered(
      "Whenever a creature enters the battlefield under your control, you may gain 1 life.",
      { on: "enters", what: { types: ["Creature"], controller: "you" } },
      { effects: [effect.optional("gain 1 life", effect.gainLife(1, { you: true }))] },
    ),
  ],
});
