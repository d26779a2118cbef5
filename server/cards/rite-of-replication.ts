import { card, cost, effect, target, when } from "../card-language/card-dsl.ts";

// 707.2, 111.3: tokens that are copies of the target, five when kicked (702.33).
export default card({
  name: "Rite of Replication",
  costs: { kicker: { cost: cost("{5}"), multi: false } },
  spell: {
    targets: [target.creature()],
    effects: [when({ notKicked: true }, effect.createTokenCopies(1)), when({ kicked: true }, effect.createTokenCopies(5))],
  },
});
