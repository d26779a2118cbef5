import { ability, card, cost, effect, sacrifice } from "../card-language/card-dsl.ts";

export default card({
  name: "Sai, Master Thopterist",
  abilities: [
    ability.triggered(
      "Whenever you cast an artifact spell, create a 1/1 colorless Thopter artifact creature token with flying.",
      { on: "spellCast", caster: "you", spells: { types: ["Artifact"] } },
      { effects: [effect.createTokens(1, "Thopter Token")] },
    ),
    ability.activated(cost("{1}{U}", sacrifice("two artifacts", { types: ["Artifact"] }, 2)), "Draw a card.", { effects: [effect.drawCards(1)] }),
  ],
});
