import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Living Totem",
  keywords: ["Convoke"],
  abilities: [
    ability.triggered(
      "When Living Totem enters the battlefield, you may put a +1/+1 counter on another target creature.",
      { on: "enters", what: "self" },
      {
        targets: [target.otherThanSource(target.creature({}, "another target creature"))],
        effects: [effect.optional("put a +1/+1 counter on another target creature", effect.putCounters("+1/+1", 1))],
      },
    ),
  ],
});
