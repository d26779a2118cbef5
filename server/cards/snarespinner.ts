import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Snarespinner",
  keywords: ["Reach"],
  abilities: [
    ability.triggered(
      "Whenever Snarespinner blocks a creature with flying, Snarespinner gets +2/+0 until end of turn.",
      { on: "blocks", attackers: { keywords: ["Flying"] } },
      { effects: [effect.pumpUntilEndOfTurn(2, 0, { self: true })] },
    ),
  ],
});
