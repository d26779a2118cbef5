import { card, cost, effect, modal, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Blinding Beam",
  costs: { entwine: cost("{1}") },
  spell: modal({
    choose: 1,
    modes: [
      { text: "Tap two target creatures.", targets: [target.exactly(2, target.creature({}, "two target creatures"))], effects: [effect.tap({ target: 0 })] },
      { text: "Creatures don't untap during target player's next untap step.", targets: [target.player()], effects: [effect.skipNextUntap({ target: 0 })] },
    ],
  }),
});
