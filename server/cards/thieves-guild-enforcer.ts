import { ability, affects, card, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Thieves' Guild Enforcer",
  keywords: ["Flash"],
  abilities: [
    ability.triggered(
      "Whenever Thieves' Guild Enforcer or another Rogue enters the battlefield under your control, each opponent mills two cards.",
      { on: "enters", what: { subtypes: ["Rogue"], controller: "you" }, orSelf: true },
      { effects: [effect.mill(2, { eachOpponent: true })] },
    ),
    ability.continuousAsLongAs(
      "As long as an opponent has eight or more cards in their graveyard, Thieves' Guild Enforcer gets +2/+1 and has deathtouch.",
      { opponentGraveyardAtLeast: 8 },
      affects.self,
      modify.powerToughness(2, 1),
      modify.addKeywords("Deathtouch"),
    ),
  ],
});
