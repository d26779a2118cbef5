import { card, each, effect, modal } from "../card-language/card-dsl.ts";

export default card({
  name: "Pestilent Haze",
  spell: modal({
    choose: 1,
    modes: [
      { text: "All creatures get -2/-2 until end of turn.", effects: [effect.pumpUntilEndOfTurn(-2, -2, each({ types: ["Creature"] }))] },
      { text: "Remove two loyalty counters from each planeswalker.", effects: [effect.removeCounters("loyalty", 2, each({ types: ["Planeswalker"] }))] },
    ],
  }),
});
