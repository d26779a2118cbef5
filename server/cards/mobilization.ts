import { ability, affects, card, cost, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Mobilization",
  abilities: [
    // Every Soldier on the battlefield, whoever controls it (613.1f: layer 6).
    ability.continuous(
      "Soldier creatures have vigilance.",
      affects.permanents({ types: ["Creature"], subtypes: ["Soldier"] }),
      modify.addKeywords("Vigilance"),
    ),
    ability.activated(cost("{2}{W}"), "Create a 1/1 white Soldier creature token.", { effects: [effect.createTokens(1, "Soldier Token")] }),
  ],
});
