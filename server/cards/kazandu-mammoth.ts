import { ability, cost, effect, modalDoubleFaced, tapSelf } from "../card-language/card-dsl.ts";

// 712.3: a modal double-faced card: a creature spell, or a land played as the turn's land (712.12).
export default modalDoubleFaced(
  {
    name: "Kazandu Mammoth",
    abilities: [
      ability.triggered(
        "Landfall — Whenever a land enters the battlefield under your control, Kazandu Mammoth gets +2/+2 until end of turn.",
        { on: "enters", what: { types: ["Land"], controller: "you" } },
        { effects: [effect.pumpUntilEndOfTurn(2, 2, { self: true })] },
      ),
    ],
  },
  {
    name: "Kazandu Valley",
    abilities: [
      ability.replacement("Kazandu Valley enters the battlefield tapped.", { kind: "entersTapped", what: "self" }),
      ability.mana(cost(null, tapSelf), "G"),
    ],
  },
);
