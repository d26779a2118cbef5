import { card, cost, effect, target } from "../card-language/card-dsl.ts";

// 707.2, 111.3: a token that's a copy of a creature its caster controls; flashback (702.34) casts it again.
export default card({
  name: "Cackling Counterpart",
  costs: { flashback: cost("{5}{U}{U}") },
  spell: {
    targets: [target.creature({ controller: "you" }, "target creature you control")],
    effects: [effect.createTokenCopies(1)],
  },
});
