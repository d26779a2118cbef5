import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Netcaster Spider",
  keywords: ["Reach"],
  abilities: [
    ability.triggered(
      "Whenever Netcaster Spider blocks a creature with flying, Netcaster Spider gets +2/+0 until end of turn.",
      { on: "blocks", attackers: { keywords: ["Flying"] } },
      { effects: [effect.pumpUntilEndOfTurn(2, 0, { self: true })] },
    ),
  ],
});
