import { ability, affects, card, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Thopter Engineer",
  abilities: [
    ability.triggered(
      "When Thopter Engineer enters the battlefield, create a 1/1 colorless Thopter artifact creature token with flying.",
      { on: "enters", what: "self" },
      { effects: [effect.createTokens(1, "Thopter Token")] },
    ),
    ability.continuous(
      "Artifact creatures you control have haste. (They can attack and {T} as soon as they come under your control.)",
      affects.permanents({ types: ["Creature"], controller: "you", anyOf: [{ types: ["Artifact"] }] }),
      modify.addKeywords("Haste"),
    ),
  ],
});
