import { card, cost, effect, target } from "../card-language/card-dsl.ts";

// 707.2, 111.3: a token that's a copy of a creature its caster controls; flashback (702.34) casts it again.
export default card({
  name: "Cackling Counterpart",
  cost: "{1}{U}{U}",
  types: ["Instant"],
  text: "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
  costs: { flashback: cost("{5}{U}{U}") },
  spell: {
    targets: [target.creature({ controller: "you" }, "target creature you control")],
    effects: [effect.createTokenCopies(1)],
  },
});
