import { ability, card } from "../card-language/card-dsl.ts";

// 103.6a: put onto the battlefield from an opening hand before the first turn. Its replacement effect watches cards
// (not tokens, 111.1) going to its controller's opponents' graveyards (400.3: a card goes to its owner's).
export default card({
  name: "Leyline of the Void",
  abilities: [
    ability.static("If Leyline of the Void is in your opening hand, you may begin the game with it on the battlefield.", { kind: "beginOnBattlefield" }),
    ability.replacement("If a card would be put into an opponent's graveyard from anywhere, exile it instead.", {
      kind: "graveyardInstead",
      what: {},
      to: "exile",
      whose: "opponent",
      cards: true,
    }),
  ],
});
