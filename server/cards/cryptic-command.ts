import { card, effect, modal, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Cryptic Command",
  cost: "{1}{U}{U}{U}",
  types: ["Instant"],
  text: "Choose two —\n• Counter target spell.\n• Return target permanent to its owner's hand.\n• Tap all creatures your opponents control.\n• Draw a card.",
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
