import { card, effect, modal, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Cryptic Command",
  spell: modal({
    choose: 2,
    modes: [
      { text: "Counter target spell.", targets: [target.spell()], effects: [effect.counter({ target: 0 })] },
      { text: "Return target permanent to its owner's hand.", targets: [target.permanent()], effects: [effect.returnToHand({ target: 0 })] },
      { text: "Tap all creatures your opponents control.", effects: [effect.tapAll({ types: ["Creature"], controller: "opponent" })] },
      { text: "Draw a card.", effects: [effect.drawCards(1)] },
    ],
  }),
});
