import { ability, card, cost, effect, tapUntapped, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Whirler Rogue",
  abilities: [
    ability.triggered(
      "When Whirler Rogue enters the battlefield, create two 1/1 colorless Thopter artifact creature tokens with flying.",
      { on: "enters", what: "self" },
      { effects: [effect.createTokens(2, "Thopter Token")] },
    ),
    // 302.6: tapping other artifacts as a cost ignores summoning sickness, so fresh Thopters can pay it.
    ability.activated(
      cost(null, tapUntapped("two untapped artifacts you control", { types: ["Artifact"] }, 2)),
      "Target creature can't be blocked this turn.",
      { targets: [target.creature()], effects: [effect.cantBeBlockedThisTurn()] },
    ),
  ],
});
