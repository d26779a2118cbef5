import { ability, card, each, effect, target } from "../card-language/card-dsl.ts";

const yourCreatures = each({ types: ["Creature"], controller: "you" });

export default card({
  name: "Garruk Wildspeaker",
  abilities: [
    ability.loyalty(1, "Untap two target lands.", {
      targets: [target.exactly(2, target.permanent({ types: ["Land"] }, "two target lands"))],
      effects: [effect.untap()],
    }),
    ability.loyalty(-1, "Create a 3/3 green Beast creature token.", { effects: [effect.createTokens(1, "Beast Token")] }),
    ability.loyalty(-4, "Creatures you control get +3/+3 and gain trample until end of turn.", {
      effects: [effect.pumpUntilEndOfTurn(3, 3, yourCreatures), effect.gainKeywords(["Trample"], yourCreatures)],
    }),
  ],
});
