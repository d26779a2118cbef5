import { ability, card, each, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mu Yanling, Celestial Wind",
  abilities: [
    ability.loyalty(1, "Until your next turn, up to one target creature gets -5/-0.", {
      targets: [target.upTo(1, target.creature())],
      effects: [effect.pumpUntilYourNextTurn(-5, 0)],
    }),
    ability.loyalty(-3, "Return up to two target creatures to their owners' hands.", {
      targets: [target.upTo(2, target.creature({}, "target creatures"))],
      effects: [effect.returnToHand()],
    }),
    ability.loyalty(-7, "Creatures you control with flying get +5/+5 until end of turn.", {
      effects: [effect.pumpUntilEndOfTurn(5, 5, each({ types: ["Creature"], controller: "you", keywords: ["Flying"] }))],
    }),
  ],
});
