import { ability, affects, card, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Twinblade Paladin",
  abilities: [
    ability.triggered(
      "Whenever you gain life, put a +1/+1 counter on Twinblade Paladin.",
      { on: "lifeGained", who: "you" },
      { effects: [effect.putCounters("+1/+1", 1, { self: true })] },
    ),
    ability.continuousAsLongAs(
      "As long as you have 25 or more life, Twinblade Paladin has double strike.",
      { lifeAtLeast: 25 },
      affects.self,
      modify.addKeywords("Double strike"),
    ),
  ],
});
